// The static search index: JSON files at /recherche/{file}.json, none over SEARCH_SHARD_GZIP_LIMIT gzipped.
// Shared by the build (search-index.ts writes them) and the search island (picks and reads them). Pure.
//
// Every entry belongs to the 2-character key of each word of its name, town and codes (stop words aside); a query
// is ranked over the entries of the key of its first meaningful word (shardKeysForQuery), as it always was. A key
// whose entries fit is one file, `{key}.json`. A larger key is split: `{key}.json` lists its split filters (`s`),
// and `{key}-{filter}.json` holds the key's entries whose normalised name, town or code contains the filter. Every
// entry a query matches contains each word of the query, so the file of any of its words, or of a prefix of it,
// holds all its matches (the longest word whose filter is not itself split is read); the filter grows from the word's first 2 characters (3 when it starts with the key) until
// its file is not split. When the word is spent on a split filter, the split file holds the results of the one-word
// queries ending there (`q`: « sa », « saint », « st »…); any other query reads the key's pages, `{key}_{n}.json`,
// which together hold every entry of the key.
import { normalizeSearch, type SearchEntry } from '../domain/search.ts';

const SEARCH_SHARD_DIR = '/recherche';
/** No search file is larger than this, gzipped (bytes). */
export const SEARCH_SHARD_GZIP_LIMIT = 20 * 1024;

export type CityTuple = [string, string];
export type MairieTuple =
  | [string, string, string, string]
  | [string, string, string, string, string]
  // Flags, when any (MAIRIE_LATER | MAIRIE_EQUIPPED).
  | [string, string, string, string, string, number];

/** Flag of a town hall entry: its commune merged since (merged_into), ranked after the current town halls. */
export const MAIRIE_LATER = 1;
/** Flag of a town hall entry: known to take passport applications (« équipée »). */
export const MAIRIE_EQUIPPED = 2;

/** Entries: cities as [commune, code_postal], town halls as [nom, ville, code_postal, slug] plus, when its commune
 * has other postal codes than the town hall's own (often a CEDEX), those codes space-separated, plus its flags when
 * it has any (the codes then '' when there are none). */
export type ShardEntriesBody = { v: CityTuple[]; m: MairieTuple[] };

/** A search file: entries, and for a split key or filter what leads on (see above). */
export type SearchShard = ShardEntriesBody & {
  /** Key file of a split key: its filters that are split in turn. */
  s?: string[];
  /** Key file of a split key: how many pages hold the whole key. */
  p?: number;
  /** Split key or filter: results of one-word queries (normalised as typed) that end here. */
  q?: Record<string, ShardEntriesBody>;
};

export type CityHit = SearchEntry & { kind: 'ville'; commune: string; codePostal: string; href: string };
export type MairieHit = SearchEntry & {
  kind: 'mairie';
  nom: string;
  ville: string;
  codePostal: string;
  href: string;
  /** Known to take passport applications. */
  equipped: boolean;
};

// Words never used to pick a shard: they start too many names ('Mairie de …').
const STOP_WORDS: ReadonlySet<string> = new Set(['mairie', 'de', 'd', 'du', 'des', 'l', 'et', 'a', 'au', 'aux', 'en']);

const keyOfWord = (word: string) => word.slice(0, 2);

// Shard keys of an indexed text: the 2-character prefix of each non-stop word of 2+ characters.
export function shardKeysOfText(text: string): string[] {
  const words = normalizeSearch(text).split(' ');
  return [...new Set(words.filter((w) => w.length >= 2 && !STOP_WORDS.has(w)).map(keyOfWord))];
}

// Shards to fetch for a query: from its first meaningful word, as typed and with 'st' expanded.
export function shardKeysForQuery(query: string): string[] {
  const keys = new Set<string>();
  for (const variant of [normalizeSearch(query, false), normalizeSearch(query)]) {
    const words = variant.split(' ').filter((w) => w.length >= 2);
    const word = words.find((w) => !STOP_WORDS.has(w)) ?? words[0];
    if (word) keys.add(keyOfWord(word));
  }
  return [...keys];
}

/** Where a query's entries are: its keys, the words every match contains (2+ characters, non-stop words first,
 * longest first), and its one-word form as the split files' `q` is keyed. */
export type QueryPlan = { keys: string[]; words: string[]; oneWord: string };

export function planQuery(query: string): QueryPlan {
  const digits = query.replace(/\s+/g, '');
  const variants = /^\d+$/.test(digits) ? [digits] : [normalizeSearch(query), normalizeSearch(query, false)];
  const lists = variants.map((v) => v.split(' ').filter((w) => w.length >= 2));
  const common = [...new Set(lists[0].filter((w) => lists.every((list) => list.includes(w))))];
  const words = common.sort((a, b) => Number(STOP_WORDS.has(a)) - Number(STOP_WORDS.has(b)) || b.length - a.length);
  return { keys: shardKeysForQuery(query), words, oneWord: normalizeSearch(query, false) };
}

/** The filter a word ends on under a split key, given the key's split filters; `spent` when it is itself split. */
export function filterFor(key: string, word: string, split: ReadonlySet<string>): { filter: string; spent: boolean } {
  if (word === key) return { filter: key, spent: true };
  let filter = word.slice(0, word.startsWith(key) ? 3 : 2);
  while (split.has(filter) && filter.length < word.length) filter = word.slice(0, filter.length + 1);
  return { filter, spent: split.has(filter) };
}

/** File names (without directory and extension): a key, a key's filter, a key's page. */
export const filterFile = (key: string, filter: string) => `${key}-${filter}`;
export const pageFile = (key: string, page: number) => `${key}_${page}`;

// URL of a search file.
export function shardUrl(file: string): string {
  return `${SEARCH_SHARD_DIR}/${file}.json`;
}

// Entries of a search file, ready for rankMatches (cities and town halls kept apart).
export function readShard(shard: ShardEntriesBody): { cities: CityHit[]; mairies: MairieHit[] } {
  return {
    cities: shard.v.map(([commune, codePostal]) => ({
      kind: 'ville',
      label: commune,
      keys: [codePostal],
      commune,
      codePostal,
      href: `/ville/${codePostal}`,
    })),
    mairies: shard.m.map(([nom, ville, codePostal, slug, communeCodes, flags = 0]) => ({
      kind: 'mairie',
      label: nom,
      keys: [ville, codePostal, ...(communeCodes ? communeCodes.split(' ') : [])],
      nom,
      ville,
      codePostal,
      href: `/mairie/${slug}`,
      ...(flags & MAIRIE_LATER ? { later: true } : {}),
      equipped: (flags & MAIRIE_EQUIPPED) !== 0,
    })),
  };
}
