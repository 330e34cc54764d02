// Builds the search files of the pages this build generates (every commune and town hall), laid out by
// search-shard.ts so that none is over SEARCH_SHARD_GZIP_LIMIT gzipped.
import { gzipSync } from 'node:zlib';
import type { Mairie, SiteData } from '../data/site/site-data.ts';
import { rankMatches, searchKeys } from '../domain/search.ts';
import {
  filterFile,
  pageFile,
  readShard,
  SEARCH_SHARD_GZIP_LIMIT,
  shardKeysForQuery,
  shardKeysOfText,
  type CityHit,
  type CityTuple,
  type MairieHit,
  type ShardEntriesBody,
  type MairieTuple,
  MAIRIE_EQUIPPED,
  MAIRIE_LATER,
  type SearchShard,
} from './search-shard.ts';
import { isSuperseded } from '../domain/town-hall.ts';

/** What the search files are made of: the build's pages (postal codes, town halls) and the commune tables. */
export type SearchSource = Pick<SiteData, 'citiesByCode' | 'postalCodesByInsee'> & {
  selection: {
    postalCodes: readonly string[];
    mairies: readonly (Pick<Mairie, 'nom' | 'ville' | 'code_postal' | 'slug' | 'code_insee' | 'equipped'> &
      Partial<Pick<Mairie, 'merged_into' | 'address_postal_code' | 'directory_listed'>>)[];
  };
};

// Only what the search files need, to hand to another thread (search-files.ts).
export function toSearchSource(site: SearchSource): SearchSource {
  const citiesByCode = new Map(site.selection.postalCodes.map((code) => [code, site.citiesByCode.get(code) ?? []]));
  return {
    citiesByCode,
    postalCodesByInsee: site.postalCodesByInsee,
    selection: {
      postalCodes: site.selection.postalCodes,
      mairies: site.selection.mairies.map(
        ({
          nom,
          ville,
          code_postal,
          address_postal_code,
          slug,
          code_insee,
          merged_into,
          directory_listed,
          equipped,
        }) => ({
          nom,
          ville,
          code_postal,
          address_postal_code,
          slug,
          code_insee,
          merged_into,
          directory_listed,
          equipped,
        }),
      ),
    },
  };
}

// The entries of every 2-character key, before layout; an entry goes under the key of each word prefix of its name,
// town and code. A town hall is also found by every postal code of its commune (« 75011 » finds the Mairie de
// Paris 11e) and by its directory address's own code when the title shows another (« 38209 », Vienne Cedex).
export function searchEntriesByKey(site: SearchSource): Map<string, ShardEntriesBody> {
  const keys = new Map<string, ShardEntriesBody>();
  const key = (k: string) => {
    let found = keys.get(k);
    if (!found) keys.set(k, (found = { v: [], m: [] }));
    return found;
  };
  const seenCities = new Set<string>();
  for (const code of site.selection.postalCodes) {
    for (const city of site.citiesByCode.get(code) ?? []) {
      const id = `${city.commune}|${code}`;
      if (seenCities.has(id)) continue;
      seenCities.add(id);
      for (const k of shardKeysOfText(`${city.commune} ${code}`)) key(k).v.push([city.commune, code]);
    }
  }
  for (const m of site.selection.mairies) {
    const code = m.code_postal ?? '';
    const codes = [...(site.postalCodesByInsee.get(m.code_insee ?? '') ?? []), m.address_postal_code ?? ''];
    const others = [...new Set(codes)].filter((c) => c && c !== code).join(' ');
    // One the directory no longer lists is never marked as where to apply (its page leads to the current one).
    const equipped = m.equipped === 'equipped' && !isSuperseded(m);
    const flags = (m.merged_into ? MAIRIE_LATER : 0) | (equipped ? MAIRIE_EQUIPPED : 0);
    const entry: MairieTuple = flags
      ? [m.nom, m.ville, code, m.slug, others, flags]
      : others
        ? [m.nom, m.ville, code, m.slug, others]
        : [m.nom, m.ville, code, m.slug];
    for (const k of shardKeysOfText(`${m.nom} ${m.ville} ${code} ${others}`)) key(k).m.push(entry);
  }
  return keys;
}

// Every search file by name (search-shard.ts).
export function buildSearchShards(site: SearchSource): Map<string, SearchShard> {
  return layoutSearchShards(searchEntriesByKey(site));
}

export const gzipSize = (body: unknown) => gzipSync(JSON.stringify(body)).length;

// Under the limit gzipped: raw text under it surely is, and JSON this repetitive never shrinks tenfold. `raw`, when
// given, is the body's length as summed from its entries.
function fits(body: unknown, limit: number, raw = Buffer.byteLength(JSON.stringify(body))): boolean {
  return raw <= limit || (raw <= limit * 10 && gzipSize(body) <= limit);
}

const ST_FORMS = ['st', 'ste', 'sts', 'stes'];

// Lays each key out as one file, or as a split key (filters, pages, one-word results) when it is over the limit.
export function layoutSearchShards(
  byKey: ReadonlyMap<string, ShardEntriesBody>,
  limit = SEARCH_SHARD_GZIP_LIMIT,
): Map<string, SearchShard> {
  const files = new Map<string, SearchShard>();
  for (const [key, body] of [...byKey].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (fits(body, limit)) files.set(key, body);
    else splitKey(key, body, limit, files);
  }
  return files;
}

type Row = { city: boolean; tuple: CityTuple | MairieTuple; hit: CityHit | MairieHit; text: string; size: number };

function splitKey(key: string, body: ShardEntriesBody, limit: number, files: Map<string, SearchShard>): void {
  const hits = readShard(body);
  const rows: Row[] = [
    ...body.v.map((tuple, i) => ({
      city: true,
      tuple,
      hit: hits.cities[i],
      text: searchKeys(hits.cities[i]).join('|'),
      size: 0,
    })),
    ...body.m.map((tuple, i) => ({
      city: false,
      tuple,
      hit: hits.mairies[i],
      text: searchKeys(hits.mairies[i]).join('|'),
      size: 0,
    })),
  ];
  for (const row of rows) row.size = Buffer.byteLength(JSON.stringify(row.tuple)) + 1;
  const rawSize = (list: Row[]) => list.reduce((sum, row) => sum + row.size, 16);
  const bodyOf = (list: Row[]): ShardEntriesBody => ({
    v: list.filter((r) => r.city).map((r) => r.tuple as CityTuple),
    m: list.filter((r) => !r.city).map((r) => r.tuple as MairieTuple),
  });
  // The results of a one-word query over the key, as rankMatches gives them (every match is in `list`: it contains
  // the query's word; the key's order is kept, so ties rank alike).
  const cityTuple = new Map(hits.cities.map((hit, i) => [hit, body.v[i]]));
  const mairieTuple = new Map(hits.mairies.map((hit, i) => [hit, body.m[i]]));
  const results = (query: string, list: Row[]): ShardEntriesBody => ({
    v: rankMatches(
      query,
      list.filter((r) => r.city).map((r) => r.hit as CityHit),
    ).map((hit) => cityTuple.get(hit)!),
    m: rankMatches(
      query,
      list.filter((r) => !r.city).map((r) => r.hit as MairieHit),
    ).map((hit) => mairieTuple.get(hit)!),
  });
  const oneWordQueries = (filter: string) =>
    filter === key ? [key, ...ST_FORMS.filter((t) => t !== key && shardKeysForQuery(t).includes(key))] : [filter];
  const split: string[] = [];
  const nextChars = (list: Row[], filter: string) => {
    const chars = new Set<string>();
    for (const row of list) {
      for (let at = row.text.indexOf(filter); at >= 0; at = row.text.indexOf(filter, at + 1)) {
        const c = row.text[at + filter.length];
        if (c && /[a-z0-9]/.test(c)) chars.add(c);
      }
    }
    return [...chars].sort();
  };
  const visit = (filter: string, within: Row[]) => {
    const list = within.filter((r) => r.text.includes(filter));
    if (!list.length) return;
    const leaf = bodyOf(list);
    if (fits(leaf, limit, rawSize(list))) {
      files.set(filterFile(key, filter), leaf);
      return;
    }
    split.push(filter);
    files.set(filterFile(key, filter), { v: [], m: [], q: { [filter]: results(filter, list) } });
    for (const c of nextChars(list, filter)) visit(filter + c, list);
  };
  // From the key file: every 2-character filter, and 3-character ones for words starting with the key.
  const byPair = new Map<string, Row[]>();
  for (const row of rows) {
    const pairs = new Set<string>();
    for (const word of row.text.split(/[^a-z0-9]+/)) {
      for (let i = 0; i + 2 <= word.length; i++) pairs.add(word.slice(i, i + 2));
    }
    pairs.delete(key);
    for (const pair of pairs) {
      const list = byPair.get(pair);
      if (list) list.push(row);
      else byPair.set(pair, [row]);
    }
  }
  for (const pair of [...byPair.keys()].sort()) visit(pair, byPair.get(pair)!);
  for (const c of nextChars(rows, key)) visit(key + c, rows);
  const pages = paginate(rows, limit, bodyOf);
  pages.forEach((page, n) => files.set(pageFile(key, n), page));
  files.set(key, {
    v: [],
    m: [],
    s: split.sort(),
    p: pages.length,
    q: Object.fromEntries(oneWordQueries(key).map((t) => [t, results(t, rows)])),
  });
}

// Consecutive slices of the key's entries, each under the limit (their order is the key's: ties rank alike).
function paginate(rows: Row[], limit: number, bodyOf: (list: Row[]) => ShardEntriesBody): ShardEntriesBody[] {
  const pages: ShardEntriesBody[] = [];
  const cut = (list: Row[]) => {
    const body = bodyOf(list);
    if (list.length <= 1 || fits(body, limit)) pages.push(body);
    else {
      const half = Math.ceil(list.length / 2);
      cut(list.slice(0, half));
      cut(list.slice(half));
    }
  };
  const ratio = gzipSize(bodyOf(rows)) / JSON.stringify(bodyOf(rows)).length;
  const perPage = Math.max(1, Math.floor((limit * 0.9) / ratio / (JSON.stringify(bodyOf(rows)).length / rows.length)));
  for (let i = 0; i < rows.length; i += perPage) cut(rows.slice(i, i + perPage));
  return pages;
}
