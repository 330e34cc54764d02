// Island: 'Recevez la mairie la plus proche par e-mail' on the home page (SPEC §2, §4, §5, §8).
// A real form posting to /api/nearest without JavaScript (the server geocodes the address); with it,
// address suggestions from the national address API supply the point, 'Recherche en cours...' while
// sending, then the success text, 'Adresse non trouvée' or the flow's error. No API, no suggestions.
import { PUBLIC_ADDRESS_API_URL } from 'astro:env/client';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGES } from '../domain/messages.ts';
import { DEFAULT_ADDRESS_API_URL } from '../domain/services.ts';
import {
  ADDRESS_AUTOCOMPLETE,
  fetchSuggestions,
  isAddressQuery,
  nearestOutcomeText,
  type AddressSuggestion,
} from './address-suggest.ts';
import { moveActive } from './combobox.ts';
import { formFields, postJson, type FieldMessages } from './form-post.ts';
import { Field } from './parts/Field.tsx';
import { Honeypot } from './parts/Honeypot.tsx';
import { NEAREST_LIMITS } from '../schemas/limits.ts';

const ACTION = '/api/nearest';
const API_URL: string = PUBLIC_ADDRESS_API_URL || DEFAULT_ADDRESS_API_URL;

export default function NearestForm({ idPrefix = 'proche' }: { idPrefix?: string }) {
  const [address, setAddress] = useState('');
  const [point, setPoint] = useState<AddressSuggestion | null>(null);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [sending, setSending] = useState(false);
  const [fields, setFields] = useState<FieldMessages>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const addressInput = useRef<HTMLInputElement>(null);

  // Suggestions for what is typed, 300 ms after the last key; none once a suggestion is chosen.
  useEffect(() => {
    if (point || !isAddressQuery(address)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the list empties when the query stops being one
      setSuggestions([]);
      return;
    }
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void fetchSuggestions(API_URL, address, abort.signal).then((found) => {
        if (abort.signal.aborted) return;
        setSuggestions(found);
        setActive(-1);
      });
    }, ADDRESS_AUTOCOMPLETE.debounceMs);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [address, point]);

  // Keeps a value typed before hydration.
  useEffect(() => {
    if (addressInput.current?.value) setAddress(addressInput.current.value);
  }, []);

  const shown = open && suggestions.length > 0;
  const listId = `${idPrefix}-address-suggestions`;
  const choose = (s: AddressSuggestion) => {
    setAddress(s.label);
    setPoint(s);
    setOpen(false);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => moveActive(i, suggestions.length, event.key));
    } else if (event.key === 'Enter' && shown && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setFields({});
    setResult(null);
    setOpen(false);
    const outcome = await postJson(ACTION, formFields(form));
    setSending(false);
    if (outcome.kind === 'invalid') return setFields(outcome.fields);
    setResult(nearestOutcomeText(outcome));
    if (outcome.kind === 'success') {
      form.reset();
      setAddress('');
      setPoint(null);
    }
  }

  return (
    <form method="post" action={ACTION} className="form" id={`${idPrefix}-form`} onSubmit={submit} aria-busy={sending}>
      <Field
        id={`${idPrefix}-email`}
        name="email"
        label="Votre adresse e-mail"
        type="email"
        autoComplete="email"
        maxLength={NEAREST_LIMITS.email}
        error={fields.email}
      />
      <div
        className="search address-field"
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}
      >
        <Field
          id={`${idPrefix}-address`}
          name="address"
          label="Votre adresse"
          hint="Numéro, rue, code postal et ville"
          autoComplete="address-line1"
          maxLength={NEAREST_LIMITS.address}
          error={fields.address}
          control={{
            ref: addressInput,
            value: address,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': shown,
            'aria-controls': listId,
            'aria-activedescendant': shown && active >= 0 ? `${listId}-${active}` : undefined,
            onChange: (e: { target: HTMLInputElement }) => {
              setAddress(e.target.value);
              setPoint(null);
              setOpen(true);
            },
            onKeyDown,
          }}
        >
          <div className="search-results" hidden={!shown}>
            <ul role="listbox" id={listId} aria-label="Adresses suggérées" className="search-group">
              {suggestions.map((s, i) => (
                <li
                  key={s.label}
                  id={`${listId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  className="search-option"
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => choose(s)}
                >
                  {s.label}
                </li>
              ))}
            </ul>
          </div>
        </Field>
      </div>
      <input type="hidden" name="latitude" value={point ? String(point.lat) : ''} />
      <input type="hidden" name="longitude" value={point ? String(point.lon) : ''} />
      <Honeypot idPrefix={idPrefix} />
      <div role="status">{result?.ok && <p className="alert-success">{result.text}</p>}</div>
      <div role="alert">{result && !result.ok && <p className="alert-error">{result.text}</p>}</div>
      <div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? MESSAGES.searching : 'Trouver ma mairie'}
        </button>
      </div>
    </form>
  );
}
