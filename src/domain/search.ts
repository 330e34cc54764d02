// Search box rules (SPEC §4, §5): normalisation, the 2-character minimum and result ranking.
import { SEARCH } from './constants.ts';

/** A searchable row: a label to show and sort by, plus other keys (town, postal code…). */
/** `later`: ranked after every entry that is not, whatever they match (a town hall of a commune merged since comes
 * after the current town halls, as in the nearest lists). */
export type SearchEntry = { label: string; keys?: readonly string[]; later?: boolean };

const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss' };
const SAINT_FORMS: Record<string, string> = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };

// Lowercase, no accents, punctuation (hyphens, apostrophes…) as single spaces, and 'st'/'ste'
// spelled 'saint'/'sainte', so 'St-Étienne' and 'saint etienne' read the same. With
// expandLast false, a final 'st' is kept as typed ('st' may be the start of 'strasbourg').
export function normalizeSearch(text: string, expandLast = true): string {
  const words = text
    .replace(/[œŒæÆß]/g, (ligature) => LIGATURES[ligature])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === words.length - 1 && !expandLast ? word : (SAINT_FORMS[word] ?? word))).join(' ');
}

// True once the query has at least 2 characters after trimming.
export function isSearchable(query: string): boolean {
  return query.trim().length >= SEARCH.minChars;
}

// Normalised keys per entry object, computed once: entries are treated as immutable.
const normalizedKeys = new WeakMap<SearchEntry, string[]>();

/** The normalised label and keys of an entry: what rankMatches compares a query with. */
export function searchKeys(entry: SearchEntry): string[] {
  let keys = normalizedKeys.get(entry);
  if (!keys) {
    keys = [entry.label, ...(entry.keys ?? [])].map((key) => normalizeSearch(key)).filter(Boolean);
    normalizedKeys.set(entry, keys);
  }
  return keys;
}

// 0 exact, 1 prefix, 2 every query word starts a word of the key, 3 contains; -1 no match.
function matchTier(key: string, query: string, queryWords: readonly string[], digitsOnly: boolean): number {
  if (key === query) return 0;
  if (key.startsWith(query)) return 1;
  // Tiers 2 and 3 both need every query word inside the key: most keys stop here, before being split into words.
  if (digitsOnly || !queryWords.every((q) => key.includes(q))) return -1;
  const words = key.split(' ');
  if (queryWords.every((q) => words.some((word) => word.startsWith(q)))) return 2;
  return key.includes(query) ? 3 : -1;
}

const collator = new Intl.Collator('fr', { numeric: true, sensitivity: 'base' });

// The best `limit` entries for a query: the entries not `later` first, then the `later` ones; each part exact, then
// prefix, then word-prefix, then contains matches, ties by label. A digits-only query matches key prefixes only
// (postal codes).
export function rankMatches<T extends SearchEntry>(
  query: string,
  entries: readonly T[],
  limit: number = SEARCH.maxResults,
): T[] {
  if (!isSearchable(query) || limit <= 0) return [];
  const digits = query.replace(/\s+/g, '');
  const digitsOnly = /^\d+$/.test(digits);
  const variants = (digitsOnly ? [digits] : [...new Set([normalizeSearch(query), normalizeSearch(query, false)])]).map(
    (text) => ({ text, words: text.split(' ') }),
  );
  type Ranked = { entry: T; tier: number };
  const order = (a: Ranked, b: Ranked) =>
    Number(a.entry.later ?? false) - Number(b.entry.later ?? false) ||
    a.tier - b.tier ||
    collator.compare(a.entry.label, b.entry.label);
  // The best `limit` matches kept in order while scanning (a national file has thousands of matches for a short
  // query): the same entries, in the same order, as a stable sort of every match cut to `limit`.
  const ranked: Ranked[] = [];
  for (const entry of entries) {
    let best = -1;
    for (const key of searchKeys(entry)) {
      for (const variant of variants) {
        const tier = matchTier(key, variant.text, variant.words, digitsOnly);
        if (tier >= 0 && (best < 0 || tier < best)) best = tier;
      }
    }
    if (best < 0) continue;
    const match = { entry, tier: best };
    if (ranked.length >= limit && order(match, ranked[ranked.length - 1]) >= 0) continue;
    let at = ranked.length;
    while (at > 0 && order(match, ranked[at - 1]) < 0) at--;
    ranked.splice(at, 0, match);
    if (ranked.length > limit) ranked.pop();
  }
  return ranked.map((r) => r.entry);
}
