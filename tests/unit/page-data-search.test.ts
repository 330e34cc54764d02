import { describe, expect, it } from 'vitest';
import { rankMatches } from '../../src/domain/search.ts';
import { buildSearchShards } from '../../src/page-data/search-index.ts';
import { readShard, shardKeysForQuery, shardKeysOfText, shardUrl } from '../../src/page-data/search-shard.ts';
import { fixtureSite } from '../fixtures/site-seed.ts';

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
    expect(rankMatches('75', paris.mairies)).toHaveLength(2);
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

  it('keeps at most 5 results per section', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ label: `Mairie ${i}`, keys: ['75011'] }));
    expect(rankMatches('75011', many)).toHaveLength(5);
  });
});
