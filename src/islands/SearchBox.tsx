// Island: the town hall search of the home page and /villes (SPEC §2 search dropdown, §4, §5).
// An editable combobox (WAI-ARIA APG): 2 characters, 300 ms debounce, sections 'Villes' and 'Mairies'
// of 5 each, a spinner, 'Aucun résultat trouvé', a clear button; Escape, Tab or a click outside close it.
// The root carries `id`, the target of the "back to the search" links (/#recherche).
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH } from '../domain/constants.ts';
import { MESSAGES } from '../domain/messages.ts';
import { isSearchable } from '../domain/search.ts';
import { moveActive } from './combobox.ts';
import { createShardSearch, flattenResults, hitText, type SearchHit, type SearchResults } from './search-model.ts';

interface SearchBoxProps {
  id?: string;
  label?: string;
  placeholder?: string;
}

export default function SearchBox({
  id = 'recherche',
  label = 'Rechercher une mairie',
  placeholder = 'Ville, nom de mairie ou code postal',
}: SearchBoxProps) {
  const search = useMemo(() => createShardSearch(), []);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResults | null>(null);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // After 300 ms without typing, the shards are queried; a newer query makes an older answer stale.
  useEffect(() => {
    if (!isSearchable(query)) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the results empty when the query stops being one
      setResults(null);
      setLoading(false);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      setLoading(true);
      void search(query, SEARCH.maxResults).then((found) => {
        if (!current) return;
        setResults(found);
        setActive(-1);
        setLoading(false);
      });
    }, SEARCH.debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, search]);

  // Keeps what was typed before hydration (hydrate.ts hydrates it on the first focus or key).
  useEffect(() => {
    const typed = input.current?.value;
    if (!typed) return;
    search.prefetch(typed);
    setQuery(typed);
    setOpen(document.activeElement === input.current);
  }, [search]);

  // A press anywhere outside closes the results.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);

  const hits = flattenResults(results);
  const shown = open && isSearchable(query) && (loading || results !== null);
  const optionId = (i: number) => `${id}-option-${i}`;
  const go = (hit: SearchHit) => {
    setOpen(false);
    window.location.assign(hit.href);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => moveActive(i, hits.length, event.key));
    } else if (event.key === 'Enter' && shown && hits.length) {
      event.preventDefault();
      go(hits[active >= 0 ? active : 0]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  function clear() {
    setQuery('');
    setOpen(false);
    setActive(-1);
    input.current?.focus();
  }

  const section = (title: string, kind: string, list: SearchHit[], offset: number) =>
    list.length > 0 && (
      <ul role="group" aria-labelledby={`${id}-${kind}`} className="search-group">
        <li role="presentation" id={`${id}-${kind}`} className="search-group-title">
          {title}
        </li>
        {list.map((hit, i) => {
          const index = offset + i;
          const text = hitText(hit);
          return (
            <li
              key={hit.href + hit.label}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="search-option"
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => go(hit)}
            >
              <span className="search-option-main">{text.main}</span>{' '}
              <span className="search-option-detail">{text.detail}</span>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div
      className="search"
      id={id}
      ref={root}
      onBlur={(e) => !root.current?.contains(e.relatedTarget as Node) && setOpen(false)}
    >
      <label htmlFor={`${id}-input`} className="search-label">
        {label}
      </label>
      <div className="search-field">
        <input
          ref={input}
          id={`${id}-input`}
          // ARIA 1.2 combobox on a text input: aria-expanded is not allowed on type=search (Nu HTML checker).
          type="text"
          enterKeyHint="search"
          value={query}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          onChange={(e) => {
            // The files this query needs start loading now; the debounced search below finds them loaded.
            search.prefetch(e.target.value);
            setQuery(e.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {loading && (
          <span className="search-spinner" data-search-spinner="">
            <span className="visually-hidden">{MESSAGES.loading}</span>
          </span>
        )}
        {query && (
          <button type="button" className="search-clear" aria-label="Effacer la recherche" onClick={clear}>
            <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      <div className="search-results" hidden={!shown}>
        <div role="listbox" id={`${id}-listbox`} aria-label={label}>
          {results && section('Villes', 'villes', results.cities, 0)}
          {results && section('Mairies', 'mairies', results.mairies, results.cities.length)}
        </div>
        {results && !hits.length && !loading && <p className="search-empty">{MESSAGES.noSearchResult}</p>}
      </div>
      <p className="visually-hidden" role="status">
        {shown && !loading && results && !hits.length ? MESSAGES.noSearchResult : ''}
      </p>
    </div>
  );
}
