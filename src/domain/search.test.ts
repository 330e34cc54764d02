import { describe, it, expect } from 'vitest';
import { isSearchable, normalizeSearch, rankMatches } from './search.ts';

describe('normalizeSearch', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['St-Étienne', 'saint etienne'],
    ['ST ETIENNE', 'saint etienne'],
    ['Ste-Foy-lès-Lyon', 'sainte foy les lyon'],
    ["L'Haÿ-les-Roses", 'l hay les roses'],
    ['L’Abergement   Clémenciat ', 'l abergement clemenciat'],
    ['Œting', 'oeting'],
    ['Stains', 'stains'],
    ['  ', ''],
  ])('%j -> %j', (text, normalized) => expect(normalizeSearch(text)).toBe(normalized));

  it('can keep a trailing st as typed', () => {
    expect(normalizeSearch('st', false)).toBe('st');
    expect(normalizeSearch('st et', false)).toBe('saint et');
  });
});

describe('isSearchable', () => {
  it('needs at least 2 characters after trimming', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable(' a ')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
    expect(isSearchable(' 75 ')).toBe(true);
  });
});

describe('rankMatches', () => {
  const e = (label: string, ...keys: string[]) => ({ label, keys });
  const cities = [
    e('Saint-Étienne', '42000'),
    e('Saint-Étienne-du-Rouvray', '76800'),
    e('Strasbourg', '67000'),
    e('Paris 10e Arrondissement', '75010'),
    e('Paris 2e Arrondissement', '75002'),
    e('Paris', '75001'),
    e('Cormeilles-en-Parisis', '95240'),
    e('Lyon', '69001'),
    e('Villeparisis', '77270'),
    e('Mairie de Lyon', 'Lyon', '69001'),
  ];
  const labels = (query: string, limit?: number) => rankMatches(query, cities, limit).map((c) => c.label);

  it('returns nothing under 2 characters', () => {
    expect(labels('p')).toEqual([]);
  });

  it('ranks exact, then prefix, then word prefix, then contains; ties by label, numbers in order', () => {
    expect(labels('paris', 10)).toEqual([
      'Paris',
      'Paris 2e Arrondissement',
      'Paris 10e Arrondissement',
      'Cormeilles-en-Parisis',
      'Villeparisis',
    ]);
  });

  it('ranks a town hall of a commune merged since after the current ones that match as well', () => {
    const halls = [
      { label: 'Mairie de Béon', keys: ['Béon'], later: true },
      { label: 'Mairie de Culoz-Béon', keys: ['Béon'] },
    ];
    expect(rankMatches('beon', halls).map((h) => h.label)).toEqual(['Mairie de Culoz-Béon', 'Mairie de Béon']);
  });

  it('ranks it after the current ones even when it matches better, as the nearest lists do', () => {
    const halls = [
      { label: 'Mairie de Béon', keys: ['Béon'], later: true },
      { label: 'Mairie de Culoz-Béon', keys: ['Culoz-Béon'] },
    ];
    for (const query of ['beon', 'mairie de beon']) {
      expect(rankMatches(query, halls).map((h) => h.label)).toEqual(['Mairie de Culoz-Béon', 'Mairie de Béon']);
    }
  });

  it('caps the list at 5 results by default', () => {
    expect(labels('r', 10)).toEqual([]);
    expect(rankMatches('ar', cities)).toHaveLength(5);
  });

  it('keeps, at every limit, the first entries of the whole ranking, equal entries in their given order', () => {
    // Many entries matching one query in several tiers, with equal labels and later ones.
    const words = ['Sainte', 'Saint', 'Martin', 'Marne', 'Mar', 'Amar', 'Tamaris'];
    const entries = Array.from({ length: 400 }, (_, i) => ({
      label: `${words[(i * 7) % words.length]} ${words[(i * 3) % words.length]}`,
      later: i % 5 === 0,
      id: i,
    }));
    const all = rankMatches('mar', entries, entries.length);
    expect(all.length).toBeGreaterThan(100);
    for (const limit of [1, 5, 37, 150]) {
      expect(rankMatches('mar', entries, limit).map((e) => e.id)).toEqual(all.slice(0, limit).map((e) => e.id));
    }
    // Equal labels and tier: input order.
    const same = all.filter((e) => e.label === all[0].label && e.later === all[0].later).map((e) => e.id);
    expect(same).toEqual([...same].sort((a, b) => a - b));
    expect(all.findIndex((e) => e.later)).toBe(all.filter((e) => !e.later).length);
    expect(rankMatches('mar', entries, 0)).toEqual([]);
  });

  it('matches st / saint both ways, but a bare st still finds Strasbourg', () => {
    expect(labels('st etienne')).toEqual(['Saint-Étienne', 'Saint-Étienne-du-Rouvray']);
    expect(labels('SAINT-ETIENNE')).toEqual(['Saint-Étienne', 'Saint-Étienne-du-Rouvray']);
    expect(labels('st')).toEqual(['Saint-Étienne', 'Saint-Étienne-du-Rouvray', 'Strasbourg']);
  });

  it('matches words in any order, and other keys than the label', () => {
    expect(labels('lyon mairie')).toEqual(['Mairie de Lyon']);
    expect(labels('lyon')).toEqual(['Lyon', 'Mairie de Lyon']);
  });

  it('matches postal codes by prefix only for a digits-only query', () => {
    expect(labels('750', 10)).toEqual(['Paris', 'Paris 2e Arrondissement', 'Paris 10e Arrondissement']);
    expect(labels('75010')).toEqual(['Paris 10e Arrondissement']);
    expect(labels('69 0')).toEqual(['Lyon', 'Mairie de Lyon']);
    expect(labels('000')).toEqual([]);
  });
});
