import { describe, expect, it } from 'vitest';
import { normalizeSearch, rankMatches } from '../domain/search.ts';
import { createShardSearch } from '../islands/search-model.ts';
import { buildSearchShards, gzipSize, layoutSearchShards, searchEntriesByKey } from './search-index.ts';
import {
  readShard,
  SEARCH_SHARD_GZIP_LIMIT,
  shardKeysForQuery,
  shardKeysOfText,
  shardUrl,
  type SearchShard,
  type ShardEntriesBody,
} from './search-shard.ts';
import { fixtureSite } from '../../tests/fixtures/site-seed.ts';
import { filesFetch, hitsText, referenceSearch } from '../../tests/helpers/national-search.ts';

const oversized = (files: Map<string, SearchShard>, limit = SEARCH_SHARD_GZIP_LIMIT) =>
  [...files].filter(([, body]) => gzipSize(body) > limit).map(([name]) => name);

// Queries a visitor may type for these names: 2- and 3-letter word prefixes, the names as typed letter by letter,
// without accents, in capitals, with St for Saint.
function queriesOf(names: string[]): string[] {
  const queries = new Set(['st', 'ste', 'saint', 'mairie saint', 'le', 'la', 'st e', '75', '750', '01']);
  for (const name of names) {
    const plain = normalizeSearch(name);
    for (const word of plain.split(' ')) [2, 3].forEach((n) => word.length >= n && queries.add(word.slice(0, n)));
    for (let n = 2; n <= name.length; n++) queries.add(name.slice(0, n));
    queries.add(plain.toUpperCase());
    queries.add(name.replace(/^Saint(e?)-/, 'St$1-'));
  }
  return [...queries];
}

async function differences(byKey: Map<string, ShardEntriesBody>, files: Map<string, SearchShard>, queries: string[]) {
  const search = createShardSearch(filesFetch(files).fetchFn);
  const wrong: string[] = [];
  for (const query of queries) {
    const found = hitsText(await search(query, 5));
    if (JSON.stringify(found) !== JSON.stringify(hitsText(referenceSearch(byKey, query)))) wrong.push(query);
  }
  return wrong;
}

// A national-size index where names crowd as badly as they can: 6,000 Saint-Martin-…, 3,000 communes all named
// Sainte-Marie (one per postal code), 4,000 Le …, and 25,000 others; a town hall for each.
function syntheticIndex(): Map<string, ShardEntriesBody> {
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const syllables = ['ba', 'ver', 'mon', 'ti', 'gny', 'court', 'ville', 'lac', 'ro', 'san', 'sel', 'ain', 'ette'];
  const word = () => {
    const w = Array.from({ length: 2 + Math.floor(random() * 3) }, () => syllables[Math.floor(random() * 13)]).join('');
    return w[0].toUpperCase() + w.slice(1);
  };
  const names = [
    ...Array.from({ length: 6_000 }, () => `Saint-Martin-${word()}`),
    ...Array.from({ length: 3_000 }, () => 'Sainte-Marie'),
    ...Array.from({ length: 4_000 }, () => `Le ${word()}`),
    ...Array.from({ length: 25_000 }, () => word()),
  ];
  const codes = names.map((_, i) => String(1000 + ((i * 7919) % 94_000)).padStart(5, '0'));
  const citiesByCode = new Map<string, { commune: string }[]>();
  names.forEach((commune, i) => citiesByCode.set(codes[i], [...(citiesByCode.get(codes[i]) ?? []), { commune }]));
  const site = {
    selection: {
      postalCodes: [...citiesByCode.keys()].sort(),
      mairies: names.map((commune, i) => ({
        nom: `Mairie de ${commune}`,
        ville: commune,
        code_postal: codes[i],
        code_insee: `i${i}`,
        slug: `mairie-${i}`,
      })),
    },
    citiesByCode,
    postalCodesByInsee: new Map(),
  } as unknown as Parameters<typeof searchEntriesByKey>[0];
  return searchEntriesByKey(site);
}

describe('search shards', () => {
  const shards = buildSearchShards(fixtureSite());

  it('indexes each word prefix except stop words', () => {
    expect(shardKeysOfText("Mairie de L'Abergement-Clémenciat 01400")).toEqual(['ab', 'cl', '01']);
    expect(shards.has('ma')).toBe(false);
  });

  it('picks the shard of the first meaningful word of a query', () => {
    expect(shardKeysForQuery('Le Havre')).toEqual(['le']);
    expect(shardKeysForQuery('mairie de Lyon')).toEqual(['ly']);
    expect(shardKeysForQuery('st')).toEqual(['st', 'sa']);
    expect(shardKeysForQuery('750')).toEqual(['75']);
    expect(shardUrl('ab')).toBe('/recherche/ab.json');
  });

  it('finds cities and town halls by name, town or postal code', () => {
    const { cities, mairies } = readShard(shards.get('am')!);
    expect(rankMatches('ambérieu', cities).map((c) => c.href)).toEqual(['/ville/01500', '/ville/01330']);
    expect(rankMatches('amberieux', mairies).map((m) => m.href)).toEqual(['/mairie/mairie-d-amberieux-en-dombes']);
    const paris = readShard(shards.get('75')!);
    expect(rankMatches('75001', paris.cities).map((c) => c.label)).toEqual(['Paris 1er Arrondissement']);
    expect(rankMatches('75', paris.mairies)).toHaveLength(3);
  });

  it('finds a town hall by any postal code of its commune, and by its own (CEDEX) code', () => {
    // Paris 2e's own code is 75084; its commune (75102) has 75002. Ambérieu's is the CEDEX 01504; its commune has 01500.
    const paris = readShard(shards.get('75')!);
    expect(rankMatches('75002', paris.mairies).map((m) => m.href)).toEqual([
      '/mairie/mairie-de-paris-2e-arrondissement',
    ]);
    expect(rankMatches('75084', paris.mairies).map((m) => m.href)).toEqual([
      '/mairie/mairie-de-paris-2e-arrondissement',
    ]);
    expect(rankMatches('75001', paris.mairies).map((m) => m.href)).toEqual([
      '/mairie/mairie-de-paris-1er-arrondissement',
    ]);
    const ain = readShard(shards.get('01')!);
    expect(rankMatches('01500', ain.mairies).map((m) => m.href)).toEqual(['/mairie/mairie-d-amberieu-en-bugey']);
    expect(rankMatches('01504', ain.mairies).map((m) => m.href)).toEqual(['/mairie/mairie-d-amberieu-en-bugey']);
    expect(rankMatches('01500', ain.cities).map((c) => c.href)).toEqual(['/ville/01500']);
  });

  it("finds a town hall by its directory address's code when the title shows a La Poste code instead", () => {
    const site = {
      selection: {
        postalCodes: ['38200'],
        mairies: [
          { nom: 'Mairie de Vienne', ville: 'Vienne', code_postal: '38200', address_postal_code: '38209' },
          { nom: 'Mairie de Saint-Denis', ville: 'Saint-Denis', code_postal: '97400', address_postal_code: '97717' },
        ].map((m, i) => ({ ...m, code_insee: `c${i}`, slug: `mairie-${i}`, equipped: 'unknown' })),
      },
      citiesByCode: new Map(),
      postalCodesByInsee: new Map([['c0', ['38200']]]),
    } as unknown as Parameters<typeof searchEntriesByKey>[0];
    const byKey = searchEntriesByKey(site);
    expect(rankMatches('38209', readShard(byKey.get('38')!).mairies).map((m) => m.href)).toEqual(['/mairie/mairie-0']);
    expect(rankMatches('97717', readShard(byKey.get('97')!).mairies).map((m) => m.href)).toEqual(['/mairie/mairie-1']);
  });

  it('keeps every file of the fixture build under the limit', () => {
    expect(shards.size).toBeGreaterThan(10);
    expect(oversized(shards)).toEqual([]);
  });

  it('gives the same results as one file per key when keys are split (a tiny limit on the fixture)', async () => {
    const byKey = searchEntriesByKey(fixtureSite());
    const files = layoutSearchShards(byKey, 120);
    expect([...files.values()].filter((f) => f.p).length).toBeGreaterThan(3);
    // At this size only the files of 2+ entries can keep to the limit (a split file holds up to 10 results).
    const entryFiles = new Map([...files].filter(([, f]) => !f.q && f.v.length + f.m.length > 1));
    expect(oversized(entryFiles, 120)).toEqual([]);
    const names = [...byKey.values()].flatMap((b) => [...b.v.map((v) => v[0]), ...b.m.map((m) => m[0])]);
    expect(await differences(byKey, files, queriesOf([...new Set(names)]))).toEqual([]);
  });

  it('keeps every file of a crowded national-size index under the limit, with the same results', async () => {
    const byKey = syntheticIndex();
    const files = layoutSearchShards(byKey);
    expect(oversized(files)).toEqual([]);
    expect(files.get('sa')?.p).toBeGreaterThan(1);
    const queries = ['sa', 'sai', 'saint', 'st', 'ste', 'Sainte-Marie', 'st martin', 'saint m', 'le', 'le ti', 'ma'];
    expect(await differences(byKey, files, queries)).toEqual([]);
  }, 120_000);

  it('keeps at most 5 results per section', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ label: `Mairie ${i}`, keys: ['75011'] }));
    expect(rankMatches('75011', many)).toHaveLength(5);
  });
});

describe('a town hall of a commune merged since', () => {
  it('is marked in its tuple and read back as ranked later', () => {
    const { mairies } = readShard({ v: [], m: [['Mairie de Béon', 'Béon', '01350', 'mairie-de-beon', '', 1]] });
    expect(mairies[0]).toMatchObject({ label: 'Mairie de Béon', href: '/mairie/mairie-de-beon', later: true });
    expect(readShard({ v: [], m: [['Mairie de Culoz', 'Culoz', '01350', 'mairie-de-culoz']] }).mairies[0].later).toBe(
      undefined,
    );
  });

  it('keeps both flags when it is also known to take passport applications', () => {
    const mairie = { ville: 'Béon', code_postal: '01350', code_insee: '01039', merged_into: '01138' };
    const site = {
      selection: {
        postalCodes: [],
        mairies: [
          { ...mairie, nom: 'Mairie de Béon', slug: 'beon', equipped: 'equipped' },
          { ...mairie, nom: 'Mairie de Béonne', slug: 'beonne', equipped: 'unknown' },
          { ...mairie, nom: 'Mairie de Béons', slug: 'beons', equipped: 'equipped', merged_into: null },
        ],
      },
      citiesByCode: new Map(),
      postalCodesByInsee: new Map(),
    } as unknown as Parameters<typeof searchEntriesByKey>[0];
    const { mairies } = readShard(searchEntriesByKey(site).get('be')!);
    expect(mairies.map((m) => [m.href, m.later ?? false, m.equipped])).toEqual([
      ['/mairie/beon', true, true],
      ['/mairie/beonne', true, false],
      ['/mairie/beons', false, true],
    ]);
  });
});
