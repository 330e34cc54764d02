// Island: the preparation checklist of /mairie/{slug}/rdv (SPEC §4): six items to tick, progress as
// ticked over total, the 'ready' message once every required item is ticked; ticks are remembered
// per town hall in localStorage. Without JavaScript it is a plain list of checkboxes.
import { useEffect, useRef, useState } from 'react';
import { checklistProgress, type ChecklistItem } from '../domain/checklist.ts';
import { MESSAGES } from '../domain/messages.ts';
import { browserStorage, checklistStorageKey, readTicks, writeTicks } from './checklist-storage.ts';

// The items come as props, filled by the build from the documents rules (domain/appointment-checklist.ts): the rules'
// module stays out of the island's JavaScript.
export default function Checklist({
  slug,
  items: ITEMS,
  title = 'Ma liste de préparation',
}: {
  slug: string;
  items: readonly ChecklistItem[];
  title?: string;
}) {
  const IDS = ITEMS.map((item) => item.id);
  const key = checklistStorageKey(slug);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [hydrated, setHydrated] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  // Stored ticks (and any made before hydration) after the first render, so it matches the HTML.
  useEffect(() => {
    const stored = readTicks(browserStorage(), key, IDS);
    for (const box of list.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? []) stored.add(box.value);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, after hydration: storage and ticks made before it
    setTicked(stored);
    setHydrated(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the items are the build's, fixed for the page
  }, [key]);

  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
    writeTicks(browserStorage(), key, next);
  };

  const progress = checklistProgress(ITEMS, ticked);
  return (
    <section aria-labelledby="checklist-title" className="card checklist">
      <h2 id="checklist-title">{title}</h2>
      <ul ref={list}>
        {ITEMS.map((item) => (
          <li key={item.id} className="checkbox">
            <input
              type="checkbox"
              id={`checklist-${item.id}`}
              value={item.id}
              checked={ticked.has(item.id)}
              onChange={(e) => toggle(item.id, e.target.checked)}
              aria-describedby={`checklist-${item.id}-desc`}
            />
            <label htmlFor={`checklist-${item.id}`}>
              <strong>{item.label}</strong>
              {item.required ? '' : ' (si concerné)'}
              <br />
              <span id={`checklist-${item.id}-desc`} className="field-hint">
                {item.description}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="checklist-progress" hidden={!hydrated}>
        <progress max={100} value={progress.percent} aria-labelledby="checklist-percent" />
        <span id="checklist-percent">
          {progress.done} sur {progress.total} ({progress.percent} %)
        </span>
      </div>
      <div role="status">{progress.ready && <p className="alert-success">{MESSAGES.checklistReady}</p>}</div>
    </section>
  );
}
