// The static search index: JSON shards at /recherche/{key}.json, one per 2-character word prefix.
// Shared by the build (writes shards) and the search island (picks and reads a shard). Pure.
import { normalizeSearch, type SearchEntry } from '../domain/search.ts';

export const SEARCH_SHARD_DIR = '/recherche';

/** Shard file body: cities as [commune, code_postal], town halls as [nom, ville, code_postal, slug] plus, when
 * its commune has other postal codes than the town hall's own (often a CEDEX), those codes space-separated. */
export type SearchShard = {
  v: [string, string][];
  m: ([string, string, string, string] | [string, string, string, string, string])[];
};

export type CityHit = SearchEntry & { kind: 'ville'; commune: string; codePostal: string; href: string };
export type MairieHit = SearchEntry & { kind: 'mairie'; nom: string; ville: string; codePostal: string; href: string };

// Words never used to pick a shard: they start too many names ('Mairie de …').
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'mairie',
  'de',
  'd',
  'du',
  'des',
  'l',
  'et',
  'a',
  'au',
  'aux',
  'en',
]);

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

// URL of a shard.
export function shardUrl(key: string): string {
  return `${SEARCH_SHARD_DIR}/${key}.json`;
}

// Entries of a fetched shard, ready for rankMatches (cities and town halls kept apart).
export function readShard(shard: SearchShard): { cities: CityHit[]; mairies: MairieHit[] } {
  return {
    cities: shard.v.map(([commune, codePostal]) => ({
      kind: 'ville',
      label: commune,
      keys: [codePostal],
      commune,
      codePostal,
      href: `/ville/${codePostal}`,
    })),
    mairies: shard.m.map(([nom, ville, codePostal, slug, communeCodes]) => ({
      kind: 'mairie',
      label: nom,
      keys: [ville, codePostal, ...(communeCodes ? communeCodes.split(' ') : [])],
      nom,
      ville,
      codePostal,
      href: `/mairie/${slug}`,
    })),
  };
}
