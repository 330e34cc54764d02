// The structured correction of the report dialog (issue #11): five choices in a radio group, then the booking URL, the
// wheelchair access (issue 21: three choices) or the weekly hours form (each day « Fermé » or morning / afternoon ranges, HH:MM). Native controls only: keyboard
// and screen readers get radio groups, checkboxes and time inputs with their labels; each day is a fieldset whose
// error paragraph its controls point to. Without JavaScript the choices, the booking URL and the access show and the server
// reads what applies; the weekly form (optional, 35 controls) is never in the page's HTML: the browser renders it
// once the island runs and « Les horaires sont faux » is chosen, and before that a hint says to write the right
// hours in the message. Every town hall page carries this part, so it stays small (issue #13: ≤ 10 KB gzipped).
import { ACCESS_CODES, ACCESS_LABELS } from '../../domain/access.ts';
import {
  closedField,
  CORRECTION_KINDS,
  CORRECTION_LABELS,
  CORRECTION_WEEKDAYS,
  timeField,
  type CorrectionKind,
} from '../../domain/correction.ts';
import type { FieldMessages } from '../form-post.ts';

interface CorrectionFieldsProps {
  idPrefix: string;
  kind: CorrectionKind | null;
  /** Hidden and disabled (nothing submitted) when another type is chosen, once hydrated. */
  hidden: boolean;
  /** Before hydration the booking URL and the no-JavaScript hint show; the weekly form only after it. */
  hydrated: boolean;
  errors: FieldMessages;
}

const RANGES = [
  ['matin', 'Matin'],
  ['apres_midi', 'Après-midi'],
] as const;

const dayLabel = (day: string) => day[0].toUpperCase() + day.slice(1);

export function CorrectionFields({ idPrefix, kind, hidden, hydrated, errors }: CorrectionFieldsProps) {
  const p = `${idPrefix}-c`;
  const showBooking = !hydrated || kind === 'booking';
  const showAccess = !hydrated || kind === 'access';
  return (
    <fieldset className="correction" hidden={hidden} disabled={hidden} aria-describedby={`${p}-error`}>
      <legend>
        Correction proposée
        <span className="required" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      {CORRECTION_KINDS.map((k) => (
        <label key={k} className="correction-choice">
          <input type="radio" name="correction" value={k} aria-invalid={errors.correction ? true : undefined} />
          {CORRECTION_LABELS[k]}
        </label>
      ))}
      <p id={`${p}-error`} className="field-error" hidden={!errors.correction}>
        {errors.correction}
      </p>

      <div className="field correction-part" hidden={!showBooking}>
        <label htmlFor={`${p}-url`}>Adresse de la page de prise de rendez-vous</label>
        <p id={`${p}-url-hint`} className="field-hint">
          Elle commence par https://.
        </p>
        <input
          id={`${p}-url`}
          type="url"
          name="rendez_vous"
          inputMode="url"
          autoComplete="url"
          disabled={!showBooking}
          aria-describedby={`${p}-url-hint ${p}-url-error`}
          aria-invalid={errors.rendez_vous ? true : undefined}
        />
        <p id={`${p}-url-error`} className="field-error" hidden={!errors.rendez_vous}>
          {errors.rendez_vous}
        </p>
      </div>

      <fieldset
        className="correction-part"
        hidden={!showAccess}
        disabled={!showAccess}
        aria-describedby={`${p}-access-error`}
      >
        <legend>Accès en fauteuil roulant</legend>
        {ACCESS_CODES.map((code) => (
          <label key={code} className="correction-choice">
            <input type="radio" name="acces" value={code} aria-invalid={errors.acces ? true : undefined} />
            {ACCESS_LABELS[code]}
          </label>
        ))}
        <p id={`${p}-access-error`} className="field-error" hidden={!errors.acces}>
          {errors.acces}
        </p>
      </fieldset>

      {!hydrated && <p className="field-hint">{NO_JS_HOURS_HINT}</p>}
      {hydrated && kind === 'hours' && <WeeklyHours p={p} errors={errors} />}
    </fieldset>
  );
}

/** Without JavaScript a correction of the hours travels in the message. */
export const NO_JS_HOURS_HINT = 'Horaires faux : écrivez les bons dans votre message.';

// The weekly hours form, rendered in the browser only.
function WeeklyHours({ p, errors }: { p: string; errors: FieldMessages }) {
  return (
    <fieldset className="correction-part correction-week">
      <legend>Les bons horaires (facultatif)</legend>
      <p className="field-hint">
        Pour chaque jour, cochez « Fermé » ou indiquez les heures du matin et de l’après-midi (HH:MM). Vous pouvez aussi
        laisser tout vide.
      </p>
      {CORRECTION_WEEKDAYS.map((day) => {
        const d = `${p}-${day}`;
        const error = errors[day];
        return (
          <fieldset key={day} className="correction-day" aria-describedby={`${d}-error`}>
            <legend>{dayLabel(day)}</legend>
            <label className="correction-closed" htmlFor={`${d}-ferme`}>
              <input
                id={`${d}-ferme`}
                type="checkbox"
                name={closedField(day)}
                aria-invalid={error ? true : undefined}
              />
              <span>Fermé</span>
            </label>
            {RANGES.map(([part, name]) => (
              <div key={part} className="correction-range">
                <label htmlFor={`${d}-${part}-debut`}>{name}, de</label>
                <input
                  id={`${d}-${part}-debut`}
                  type="time"
                  name={timeField(day, `${part}_debut`)}
                  aria-invalid={error ? true : undefined}
                />
                <label htmlFor={`${d}-${part}-fin`}>à</label>
                <input
                  id={`${d}-${part}-fin`}
                  type="time"
                  name={timeField(day, `${part}_fin`)}
                  aria-invalid={error ? true : undefined}
                />
              </div>
            ))}
            <p id={`${d}-error`} className="field-error" hidden={!error}>
              {error}
            </p>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
