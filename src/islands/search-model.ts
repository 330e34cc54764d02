// The search dropdown's model (SPEC §2, §4, §5): fetches the static shards of /recherche/, ranks
// cities and town halls apart with rankMatches (5 each).
import { EQUIPMENT_LABELS } from '../domain/equipment.ts';
import { isSearchable, rankMatches } from '../domain/search.ts';
import {
  filterFile,
  filterFor,
  pageFile,
  planQuery,
  readShard,
  shardUrl,
  type CityHit,
  type MairieHit,
  type QueryPlan,
  type SearchShard,
  type ShardEntriesBody,
} from '../page-data/search-shard.ts';

export type SearchHit = CityHit | MairieHit;

/** The two sections of the dropdown, 'Villes' then 'Mairies'. */
export type SearchResults = { cities: CityHit[]; mairies: MairieHit[] };

type ShardEntries = ReturnType<typeof readShard>;

const byHref = <T extends SearchHit>(items: T[]) => [
  ...new Map(items.map((i) => [`${i.href}|${i.label}`, i])).values(),
];

const NO_ENTRIES: ShardEntries = { cities: [], mairies: [] };

// A search over the static files (page-data/search-shard.ts), each fetched once. A file that fails to load counts
// as empty and is retried by the next query; a missing one (404) means no entry is there. `prefetch` loads what a
// query will need without ranking: called on every keystroke, so the debounced search finds it loaded.
export function createShardSearch(fetchFn: typeof fetch = (...args) => fetch(...args)) {
  const files = new Map<string, Promise<SearchShard | null>>();
  const load = (file: string): Promise<SearchShard | null> => {
    let pending = files.get(file);
    if (!pending) {
      pending = fetchFn(shardUrl(file), { headers: { Accept: 'application/json' } })
        .then(async (response) => (response.ok ? ((await response.json()) as SearchShard) : null))
        .catch(() => {
          files.delete(file);
          return null;
        });
      files.set(file, pending);
    }
    return pending;
  };
  const read = (body: ShardEntriesBody | null | undefined) => (body ? readShard(body) : NO_ENTRIES);
  const pages = async (key: string, count: number) => {
    const bodies = await Promise.all(Array.from({ length: count }, (_, n) => load(pageFile(key, n))));
    return bodies.reduce<ShardEntries>((all, body) => {
      const part = read(body);
      return { cities: [...all.cities, ...part.cities], mairies: [...all.mairies, ...part.mairies] };
    }, NO_ENTRIES);
  };
  // The entries of a key that the query can match.
  const entriesOf = async (key: string, plan: QueryPlan, pagesToo: boolean): Promise<ShardEntries> => {
    const root = await load(key);
    if (!root?.s) return read(root);
    const split = new Set(root.s);
    const ends = (plan.words.length ? plan.words : [key]).map((word) => filterFor(key, word, split));
    const { filter, spent } = ends.find((end) => !end.spent) ?? ends[0];
    const node = filter === key ? root : await load(filterFile(key, filter));
    if (!spent) return read(node);
    const known = node?.q?.[plan.oneWord];
    return known ? read(known) : pagesToo ? pages(key, root.p ?? 0) : NO_ENTRIES;
  };
  // Prefetching leaves out the pages: a state typed on the way (« saint d ») would fill a slow link with the whole
  // key just before the query the visitor stops at.
  const entries = (query: string, pagesToo = true) => {
    const plan = planQuery(query);
    return Promise.all(plan.keys.map((key) => entriesOf(key, plan, pagesToo)));
  };
  async function search(query: string, max: number): Promise<SearchResults> {
    if (!isSearchable(query)) return { cities: [], mairies: [] };
    const parts = await entries(query);
    return {
      cities: rankMatches(query, byHref(parts.flatMap((p) => p.cities)), max),
      mairies: rankMatches(query, byHref(parts.flatMap((p) => p.mairies)), max),
    };
  }
  search.prefetch = (query: string): void => {
    if (isSearchable(query)) void entries(query, false);
  };
  return search;
}

// The options in display order: the cities, then the town halls.
export function flattenResults(results: SearchResults | null): SearchHit[] {
  return results ? [...results.cities, ...results.mairies] : [];
}

// Main text and detail of an option: 'Ambérieu-en-Bugey' '01500'; 'Mairie d'Ajaccio' 'Ajaccio, 20000'.
export function hitText(hit: SearchHit): { main: string; detail: string } {
  if (hit.kind === 'ville') return { main: hit.commune, detail: hit.codePostal };
  const detail = [hit.ville, hit.codePostal].filter(Boolean).join(', ');
  return { main: hit.nom, detail: hit.equipped ? `${detail} · ${EQUIPMENT_LABELS.equipped}` : detail };
}
