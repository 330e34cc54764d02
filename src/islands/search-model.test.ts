// The search dropdown's model over the static shards.
import { describe, expect, it } from 'vitest';
import { createShardSearch, flattenResults, hitText } from './search-model.ts';
import { layoutSearchShards, searchEntriesByKey } from '../page-data/search-index.ts';
import { readShard, type SearchShard, type ShardEntriesBody } from '../page-data/search-shard.ts';
import { filesFetch } from '../../tests/helpers/national-search.ts';

const SHARDS: Record<string, SearchShard> = {
  am: {
    v: [
      ['Ambérieux-en-Dombes', '01330'],
      ['Ambérieu-en-Bugey', '01500'],
    ],
    m: [
      ["Mairie d'Ambérieu-en-Bugey", 'Ambérieu-en-Bugey', '01504', 'mairie-d-amberieu-en-bugey'],
      ["Mairie d'Ambérieux-en-Dombes", 'Ambérieux-en-Dombes', '01330', 'mairie-d-amberieux-en-dombes'],
    ],
  },
  pa: {
    v: Array.from({ length: 8 }, (_, i): [string, string] => [
      `Paris ${i + 1}e Arrondissement`,
      `750${String(i + 1).padStart(2, '0')}`,
    ]),
    m: [['Mairie de Paris - 1er arrondissement', 'Paris', '75001', 'mairie-de-paris-1er-arrondissement']],
  },
};

function fakeFetch() {
  const calls: string[] = [];
  let offline = false;
  const fetchFn: typeof fetch = async (input) => {
    const url = String(input);
    calls.push(url);
    if (offline) throw new TypeError('Failed to fetch');
    const key = /\/recherche\/(.+)\.json$/.exec(url)?.[1] ?? '';
    return SHARDS[key] ? new Response(JSON.stringify(SHARDS[key])) : new Response('Not found', { status: 404 });
  };
  return { fetchFn, calls, setOffline: (value: boolean) => (offline = value) };
}

describe('createShardSearch', () => {
  it('ranks cities and town halls apart, linking to /ville/{code} and /mairie/{slug}', async () => {
    const { fetchFn, calls } = fakeFetch();
    const found = await createShardSearch(fetchFn)('ambérieu-en', 5);
    expect(calls).toEqual(['/recherche/am.json']);
    expect(found.cities.map((c) => c.href)).toEqual(['/ville/01500', '/ville/01330']);
    expect(found.mairies.map((m) => m.href)).toEqual([
      '/mairie/mairie-d-amberieu-en-bugey',
      '/mairie/mairie-d-amberieux-en-dombes',
    ]);
  });

  it('keeps at most `max` entries per section', async () => {
    const found = await createShardSearch(fakeFetch().fetchFn)('paris', 5);
    expect(found.cities).toHaveLength(5);
    expect(found.mairies).toHaveLength(1);
  });

  it('matches postal codes', async () => {
    const search = createShardSearch(async () => new Response(JSON.stringify({ v: [['Ajaccio', '20000']], m: [] })));
    expect((await search('200', 5)).cities.map((c) => c.commune)).toEqual(['Ajaccio']);
  });

  it('fetches a shard once, treats a missing one as empty and retries one that failed', async () => {
    const { fetchFn, calls, setOffline } = fakeFetch();
    const search = createShardSearch(fetchFn);
    await search('amb', 5);
    await search('ambe', 5);
    expect(calls).toEqual(['/recherche/am.json']);
    expect(await search('zz', 5)).toEqual({ cities: [], mairies: [] });
    setOffline(true);
    expect(await search('paris', 5)).toEqual({ cities: [], mairies: [] });
    setOffline(false);
    expect((await search('paris', 5)).mairies).toHaveLength(1);
    expect(calls.filter((c) => c.endsWith('/pa.json'))).toHaveLength(2);
  });

  it('returns nothing under 2 characters', async () => {
    expect(await createShardSearch(fakeFetch().fetchFn)('a', 5)).toEqual({ cities: [], mairies: [] });
  });
});

describe('createShardSearch over a split key', () => {
  // 200 Saint-… communes, split at a 300-byte limit.
  const sa: ShardEntriesBody = {
    v: Array.from({ length: 200 }, (_, i): [string, string] => [
      i === 7 ? 'Saint-Étienne' : `Saint-Lieu-${i}`,
      String(10_000 + i),
    ]),
    m: [],
  };
  const files = layoutSearchShards(new Map([['sa', sa]]), 300);

  it('reads the key file, then only the file of the query’s longest word', async () => {
    expect(files.get('sa')?.p).toBeGreaterThan(1);
    const { fetchFn, asked } = filesFetch(files);
    const found = await createShardSearch(fetchFn)('st etienne', 5);
    expect(found.cities.map((c) => c.commune)).toEqual(['Saint-Étienne']);
    expect(asked).toEqual(['sa', 'sa-et']);
  });

  it('answers a one-word query of the key from the key file', async () => {
    const { fetchFn, asked } = filesFetch(files);
    const found = await createShardSearch(fetchFn)('sa', 5);
    expect(found.cities.map((c) => c.commune)).toEqual([
      'Saint-Étienne',
      'Saint-Lieu-0',
      'Saint-Lieu-1',
      'Saint-Lieu-2',
      'Saint-Lieu-3',
    ]);
    expect(asked).toEqual(['sa']);
  });

  it('loads on prefetch what the search then reads without asking again, pages aside', async () => {
    const { fetchFn, asked } = filesFetch(files);
    const search = createShardSearch(fetchFn);
    search.prefetch('st etienne');
    search.prefetch('s');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked).toEqual(['sa', 'sa-et']);
    expect((await search('st etienne', 5)).cities[0].commune).toBe('Saint-Étienne');
    expect(asked).toEqual(['sa', 'sa-et']);
    // « saint l » needs the key's pages: only the search itself reads them.
    search.prefetch('saint l');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(asked.filter((file) => file.startsWith('sa_'))).toEqual([]);
    expect((await search('saint l', 5)).cities).toHaveLength(5);
    expect(asked.filter((file) => file.startsWith('sa_')).length).toBe(files.get('sa')?.p);
  });
});

describe('options', () => {
  it('lists cities then town halls, with their texts', async () => {
    const found = await createShardSearch(fakeFetch().fetchFn)('ambérieu-en-bugey', 5);
    const options = flattenResults(found);
    expect(options.map((o) => o.kind)).toEqual(['ville', 'mairie']);
    expect(options.map(hitText)).toEqual([
      { main: 'Ambérieu-en-Bugey', detail: '01500' },
      { main: "Mairie d'Ambérieu-en-Bugey", detail: 'Ambérieu-en-Bugey, 01504' },
    ]);
    expect(flattenResults(null)).toEqual([]);
  });
});

describe('town halls known to take passport applications', () => {
  it('are marked in the results, from the search file to the option text', () => {
    const site = {
      selection: {
        postalCodes: [],
        mairies: [
          {
            nom: 'Mairie de Vire',
            ville: 'Vire Normandie',
            code_postal: '14500',
            slug: 'vire',
            code_insee: '14762',
            equipped: 'equipped',
          },
          {
            nom: 'Mairie de Virey',
            ville: 'Virey',
            code_postal: '50600',
            slug: 'virey',
            code_insee: '50640',
            equipped: 'to_confirm',
          },
        ],
      },
      citiesByCode: new Map(),
      postalCodesByInsee: new Map([['14762', ['14500', '14501']]]),
    } as unknown as Parameters<typeof searchEntriesByKey>[0];
    const { mairies } = readShard(searchEntriesByKey(site).get('vi')!);
    expect(mairies.map((m) => [m.href, m.equipped])).toEqual([
      ['/mairie/vire', true],
      ['/mairie/virey', false],
    ]);
    expect(hitText(mairies[0]).detail).toBe('Vire Normandie, 14500 · Équipée pour les passeports');
    expect(hitText(mairies[1]).detail).toBe('Virey, 50600');
    expect(mairies[0].keys).toContain('14501');
  });
});

describe('a town hall of a commune merged since', () => {
  // Béon merged into Culoz-Béon: its 2016 town hall matches « mairie de beon » exactly, the current one word by word.
  const hall = (nom: string, ville: string, slug: string, merged_into: string | null = null) => ({
    nom,
    ville,
    code_postal: '01350',
    slug,
    code_insee: slug === 'beon' ? '01039' : '01138',
    equipped: 'unknown',
    merged_into,
  });
  const site = {
    selection: {
      postalCodes: [],
      mairies: [
        hall('Mairie de Béon', 'Béon', 'beon', '01138'),
        hall('Mairie de Culoz-Béon', 'Culoz-Béon', 'culoz-beon'),
        // Enough other « be » town halls for the key to be split at 200 bytes.
        ...Array.from({ length: 12 }, (_, i) => hall(`Mairie de Belmont-${i}`, `Belmont-${i}`, `belmont-${i}`)),
      ],
    },
    citiesByCode: new Map(),
    postalCodesByInsee: new Map(),
  } as unknown as Parameters<typeof searchEntriesByKey>[0];

  it.each([
    ['one file per key', Infinity],
    ['a split key', 200],
  ])('comes after the current town hall, one word or several (%s)', async (_layout, limit) => {
    const files = layoutSearchShards(searchEntriesByKey(site), limit);
    if (limit !== Infinity) expect(files.get('be')?.p).toBeGreaterThan(1);
    const search = createShardSearch(filesFetch(files).fetchFn);
    for (const query of ['beon', 'mairie de beon', 'Mairie de Béon']) {
      const found = await search(query, 5);
      expect(
        found.mairies.map((m) => m.href),
        query,
      ).toEqual(['/mairie/culoz-beon', '/mairie/beon']);
    }
  });
});
