// Search index helpers of the tests and the bench. The national search index straight from the open data files
// (OPEN_DATA_DIR), without import or build: cities from La Poste's postal codes (named as in the directory when it
// has the commune), town halls from the directory's flat CSV, shaped as the part of SiteData that
// searchEntriesByKey reads.
import { join } from 'node:path';
import { readCsv } from '../../src/data/import/read/csv.ts';
import type { SiteData } from '../../src/data/site/site-data.ts';
import { slugify } from '../../src/domain/slug.ts';
import { searchEntriesByKey } from '../../src/page-data/search-index.ts';
import { rankMatches } from '../../src/domain/search.ts';
import {
  readShard,
  shardKeysForQuery,
  type SearchShard,
  type ShardEntriesBody,
} from '../../src/page-data/search-shard.ts';

/** OPEN_DATA_DIR, as the national import test reads it. */
export const openDataDir = process.env.OPEN_DATA_DIR || null;

export async function nationalSearchEntries(dir: string): Promise<Map<string, ShardEntriesBody>> {
  const mairies: { nom: string; ville: string; code_postal: string; code_insee: string; slug: string }[] = [];
  const nameByInsee = new Map<string, string>();
  const slugs = new Set<string>();
  for await (const { values } of readCsv(join(dir, 'dila_annuaire_mairies_2016_flat.csv'), {
    required: ['nom', 'code_insee', 'code_postal', 'commune'],
  })) {
    if (values.type && values.type !== 'mairie') continue;
    let slug = slugify(values.nom);
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(values.nom)}-${n}`;
    slugs.add(slug);
    mairies.push({
      nom: values.nom,
      ville: values.commune,
      code_postal: values.code_postal,
      code_insee: values.code_insee,
      slug,
    });
    if (!nameByInsee.has(values.code_insee)) nameByInsee.set(values.code_insee, values.commune);
  }
  const citiesByCode = new Map<string, { commune: string }[]>();
  const postalCodesByInsee = new Map<string, string[]>();
  for await (const { values } of readCsv(join(dir, 'laposte_base_officielle_codes_postaux_2024.csv'), {
    required: ['code_commune_insee', 'nom_de_la_commune', 'code_postal'],
  })) {
    const code = values.code_postal;
    const commune = nameByInsee.get(values.code_commune_insee) ?? values.nom_de_la_commune;
    const list = citiesByCode.get(code) ?? [];
    if (!list.some((c) => c.commune === commune)) list.push({ commune });
    citiesByCode.set(code, list);
    const codes = postalCodesByInsee.get(values.code_commune_insee) ?? [];
    if (!codes.includes(code)) codes.push(code);
    postalCodesByInsee.set(values.code_commune_insee, codes.sort());
  }
  const site = {
    selection: { postalCodes: [...citiesByCode.keys()].sort(), mairies },
    citiesByCode,
    postalCodesByInsee,
  } as unknown as SiteData;
  return searchEntriesByKey(site);
}

/** A fetch answering /recherche/{file}.json from laid-out files (404 when absent), counting the files asked. */
export function filesFetch(files: ReadonlyMap<string, SearchShard>): { fetchFn: typeof fetch; asked: string[] } {
  const asked: string[] = [];
  const fetchFn = (async (input: string | URL | Request) => {
    const file = /\/recherche\/(.+)\.json$/.exec(String(input))?.[1] ?? '';
    asked.push(file);
    const body = files.get(file);
    return body ? new Response(JSON.stringify(body)) : new Response('Not found', { status: 404 });
  }) as typeof fetch;
  return { fetchFn, asked };
}

// Entries read once per key, so rankMatches' normalised keys are computed once too.
const readKeys = new WeakMap<ShardEntriesBody, ReturnType<typeof readShard>>();
function readKey(body: ShardEntriesBody | undefined): ReturnType<typeof readShard> {
  if (!body) return { cities: [], mairies: [] };
  let read = readKeys.get(body);
  if (!read) readKeys.set(body, (read = readShard(body)));
  return read;
}

// The entries of a set of keys, each once, kept per index and set: most queries share their keys with many others.
const entriesOfKeys = new WeakMap<ReadonlyMap<string, ShardEntriesBody>, Map<string, ReturnType<typeof readShard>>>();
function entriesOf(byKey: ReadonlyMap<string, ShardEntriesBody>, keys: string[]): ReturnType<typeof readShard> {
  let ofIndex = entriesOfKeys.get(byKey);
  if (!ofIndex) entriesOfKeys.set(byKey, (ofIndex = new Map()));
  const id = keys.join(' ');
  let entries = ofIndex.get(id);
  if (!entries) {
    const parts = keys.map((key) => readKey(byKey.get(key)));
    const unique = <T extends { href: string; label: string }>(list: T[]) => [
      ...new Map(list.map((i) => [`${i.href}|${i.label}`, i])).values(),
    ];
    entries = { cities: unique(parts.flatMap((p) => p.cities)), mairies: unique(parts.flatMap((p) => p.mairies)) };
    ofIndex.set(id, entries);
  }
  return entries;
}

/** Today's results: rankMatches over every entry of the query's 2-character keys, as one file per key gave them. */
export function referenceSearch(byKey: ReadonlyMap<string, ShardEntriesBody>, query: string) {
  const { cities, mairies } = entriesOf(byKey, shardKeysForQuery(query));
  return { cities: rankMatches(query, cities), mairies: rankMatches(query, mairies) };
}

/** Results as comparable text: each hit's link and label, in order. */
export const hitsText = (found: {
  cities: { href: string; label: string }[];
  mairies: { href: string; label: string }[];
}) => [...found.cities, ...found.mairies].map((h) => `${h.href} ${h.label}`);
