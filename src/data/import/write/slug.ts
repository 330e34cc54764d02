// Readable, unique and stable town hall slugs ('mairie-de-l-abergement-clemenciat'): the domain's
// slug rules, plus what an import needs: homonyms disambiguated alike, stored slugs kept.
import { slugify as slugifyText, uniqueSlug } from '../../../domain/slug.ts';

const MAX_BASE_LENGTH = 80;

/** "Mairie de L'Abergement-Clémenciat" → 'mairie-de-l-abergement-clemenciat', cut at a word past 80 characters. */
export function slugify(text: string): string {
  const slug = slugifyText(text);
  if (slug.length <= MAX_BASE_LENGTH) return slug;
  const cut = slug.slice(0, MAX_BASE_LENGTH);
  return cut.includes('-') ? cut.slice(0, cut.lastIndexOf('-')) : cut;
}

/** What a slug is made of. */
export interface SlugSource {
  sourceId: string;
  nom: string;
  ville: string;
  codePostal: string | null;
  codeInsee: string | null;
}

function baseOf(row: SlugSource): string {
  const own = slugify(row.nom);
  if (own && own !== 'mairie') return own;
  return slugify(`${row.nom} ${row.ville}`) || slugify(`mairie ${row.sourceId}`);
}

/** Candidate slug per row: the name, then the postal code and the INSEE code appended while names collide. */
export function candidateSlugs(rows: readonly SlugSource[]): Map<string, string> {
  const keys = new Map(rows.map((row) => [row, baseOf(row)]));
  for (const part of [(r: SlugSource) => r.codePostal, (r: SlugSource) => r.codeInsee]) {
    const counts = new Map<string, number>();
    for (const key of keys.values()) counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const [row, key] of keys) {
      const extra = part(row);
      if ((counts.get(key) ?? 0) > 1 && extra) keys.set(row, `${key}-${slugify(extra)}`);
    }
  }
  return new Map([...keys].map(([row, key]) => [row.sourceId, key]));
}

// Words a directory adds or drops between exports ('Mairie de X', 'Mairie - X', 'Mairie déléguée de X').
const GENERIC_WORDS = new Set(['mairie', 'de', 'd', 'du', 'des', 'l', 'la', 'le', 'les']);
const core = (slug: string) =>
  slug
    .split('-')
    .filter((word) => !GENERIC_WORDS.has(word))
    .join('-');

/** True when a stored slug still spells the row's clean name: the same words as its base, generic words aside,
 * possibly followed by a homonym suffix. 'mairie-d-e-chirolles' does not spell "Mairie d'Échirolles". */
export function slugFits(slug: string, row: SlugSource): boolean {
  const [stored, base] = [core(slug), core(baseOf(row))];
  return stored === base || stored.startsWith(`${base}-`);
}

/**
 * Slug per source id. A source id already in the database keeps its slug while it still spells its
 * name (slugFits), so pages do not move; a slug made from a name since cleaned or changed
 * ('mairie-d-e-chirolles') is rebuilt, and the caller records the old one as a redirect. New rows
 * get their candidate, or a numbered variant when it is taken. Deterministic: rows are handled in
 * source id order.
 */
export function assignSlugs(
  rows: readonly SlugSource[],
  existing: ReadonlyMap<string, string>,
  takenSlugs: Iterable<string>,
): Map<string, string> {
  const taken = new Set(takenSlugs);
  const result = new Map<string, string>();
  const candidates = candidateSlugs(rows);
  const ordered = [...rows].sort((a, b) => (a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0));
  for (const row of ordered) {
    const kept = existing.get(row.sourceId);
    if (kept && slugFits(kept, row)) {
      result.set(row.sourceId, kept);
      taken.add(kept);
    }
  }
  for (const row of ordered) {
    if (result.has(row.sourceId)) continue;
    const slug = uniqueSlug(candidates.get(row.sourceId) as string, taken);
    result.set(row.sourceId, slug);
    taken.add(slug);
  }
  return result;
}
