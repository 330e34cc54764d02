// The search dropdown's model (SPEC §2, §4, §5): fetches the static shards of /recherche/, ranks
// cities and town halls apart with rankMatches (5 each).
import { rankMatches } from '../domain/search.ts';
import {
  readShard,
  shardKeysForQuery,
  shardUrl,
  type CityHit,
  type MairieHit,
  type SearchShard,
} from '../page-data/search-shard.ts';

export type SearchHit = CityHit | MairieHit;

/** The two sections of the dropdown, 'Villes' then 'Mairies'. */
export type SearchResults = { cities: CityHit[]; mairies: MairieHit[] };

type ShardEntries = ReturnType<typeof readShard>;

const byHref = <T extends SearchHit>(items: T[]) => [
  ...new Map(items.map((i) => [`${i.href}|${i.label}`, i])).values(),
];

// A search over the shards, each fetched once; a shard that fails to load counts as empty and is
// retried by the next query. A missing shard (404) simply means no entry starts that way.
export function createShardSearch(fetchFn: typeof fetch = (...args) => fetch(...args)) {
  const shards = new Map<string, Promise<ShardEntries>>();
  const load = (key: string): Promise<ShardEntries> => {
    let pending = shards.get(key);
    if (!pending) {
      pending = fetchFn(shardUrl(key), { headers: { Accept: 'application/json' } })
        .then(async (response) => readShard(response.ok ? ((await response.json()) as SearchShard) : { v: [], m: [] }))
        .catch(() => {
          shards.delete(key);
          return { cities: [], mairies: [] };
        });
      shards.set(key, pending);
    }
    return pending;
  };
  return async function search(query: string, max: number): Promise<SearchResults> {
    const parts = await Promise.all(shardKeysForQuery(query).map(load));
    return {
      cities: rankMatches(query, byHref(parts.flatMap((p) => p.cities)), max),
      mairies: rankMatches(query, byHref(parts.flatMap((p) => p.mairies)), max),
    };
  };
}

// The options in display order: the cities, then the town halls.
export function flattenResults(results: SearchResults | null): SearchHit[] {
  return results ? [...results.cities, ...results.mairies] : [];
}

// Main text and detail of an option: 'Ambérieu-en-Bugey' '01500'; 'Mairie d'Ajaccio' 'Ajaccio, 20000'.
export function hitText(hit: SearchHit): { main: string; detail: string } {
  if (hit.kind === 'ville') return { main: hit.commune, detail: hit.codePostal };
  return { main: hit.nom, detail: [hit.ville, hit.codePostal].filter(Boolean).join(', ') };
}
