// The alarm of the documents rules: each cited fiche's checked date against the date DILA publishes it with. A fiche
// published after the date its rules were checked against has changed and must be re-read; a fiche missing from the
// publication (or without a date) is as alarming. Pure: `npm run rules:check` (scripts/rules-check.ts) reads the
// XML files and prints these lines.
import { FICHE_IDS, OFFICIAL_FICHES, type FicheChange, type FicheId } from './official-fiches.ts';

type FicheStatus = 'ok' | 'CHANGED' | 'missing';

/** One cited fiche: the date its rules were checked against, the date published (null: absent or undated). */
type FicheCheck = { id: FicheId; checked: string; published: string | null; status: FicheStatus };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `dc:date`'s « modified 2026-04-08 » (or a bare date) → '2026-04-08'; null when it holds no date. */
export function modifiedDate(dcDate: string): string | null {
  const match = /(?:^|\s)(\d{4}-\d{2}-\d{2})(?:$|[\sT])/.exec(dcDate.trim());
  return match && ISO_DATE.test(match[1]) ? match[1] : null;
}

/** Every cited fiche (OFFICIAL_FICHES order) against the published dates, by fiche id. */
export function checkFiches(published: ReadonlyMap<string, string | null>): FicheCheck[] {
  return FICHE_IDS.map((id) => {
    const checked = OFFICIAL_FICHES[id].checkedDate;
    const date = published.get(id) ?? null;
    const status: FicheStatus = date === null ? 'missing' : date > checked ? 'CHANGED' : 'ok';
    return { id, checked, published: date, status };
  });
}

/** `F21091 checked 2026-04-08, published 2026-09-30: CHANGED`. */
export function checkLine(check: FicheCheck): string {
  const published = check.published === null ? 'not found in the published fiches' : `published ${check.published}`;
  return `${check.id} checked ${check.checked}, ${published}: ${check.status}`;
}

/** True when every cited fiche is there and unchanged. */
export const allUnchanged = (checks: readonly FicheCheck[]): boolean => checks.every((c) => c.status === 'ok');

/** The changed fiches, for the case pages' notice (what the check writes and the build reads). */
export const changesOf = (checks: readonly FicheCheck[]): FicheChange[] =>
  checks.flatMap((c) => (c.status === 'CHANGED' && c.published ? [{ id: c.id, published: c.published }] : []));

/** The changes file read back: only cited fiches with a date; anything else is dropped. */
export function parseChanges(json: unknown): FicheChange[] {
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, published } = entry as Record<string, unknown>;
    return typeof id === 'string' && id in OFFICIAL_FICHES && typeof published === 'string' && ISO_DATE.test(published)
      ? [{ id: id as FicheId, published }]
      : [];
  });
}
