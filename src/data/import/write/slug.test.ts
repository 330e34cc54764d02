import { describe, expect, it } from 'vitest';
import { assignSlugs, slugFits, candidateSlugs, slugify, type SlugSource } from './slug.ts';

const row = (
  sourceId: string,
  nom: string,
  codePostal: string | null,
  codeInsee: string | null,
  ville = 'Ville',
): SlugSource => ({
  sourceId,
  nom,
  ville,
  codePostal,
  codeInsee,
});

describe('slugify', () => {
  it('makes readable ASCII slugs', () => {
    expect(slugify("Mairie de L'Abergement-Clémenciat")).toBe('mairie-de-l-abergement-clemenciat');
    expect(slugify('Mairie d’Aire-sur-l’Adour')).toBe('mairie-d-aire-sur-l-adour');
    expect(slugify('Mairie de Paris - 1er arrondissement')).toBe('mairie-de-paris-1er-arrondissement');
    expect(slugify('Mairie de Bœurs-en-Othe')).toBe('mairie-de-boeurs-en-othe');
  });

  it('cuts very long names at a word boundary', () => {
    const slug = slugify(`Mairie de ${'Saint-Martin-'.repeat(10)}`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('candidateSlugs', () => {
  it('adds the postal code to every homonym, then the INSEE code', () => {
    const slugs = candidateSlugs([
      row('mairie-01011-01', "Mairie d'Apremont", '01100', '01011'),
      row('mairie-08017-01', "Mairie d'Apremont", '08250', '08017'),
      row('mairie-21274-01', 'Mairie de Foissy', '21230', '21274'),
      row('mairie-21325-01', 'Mairie de Foissy', '21230', '21325'),
      row('mairie-01001-01', "Mairie de L'Abergement-Clémenciat", '01400', '01001'),
    ]);
    expect(slugs.get('mairie-01011-01')).toBe('mairie-d-apremont-01100');
    expect(slugs.get('mairie-08017-01')).toBe('mairie-d-apremont-08250');
    expect(slugs.get('mairie-21274-01')).toBe('mairie-de-foissy-21230-21274');
    expect(slugs.get('mairie-21325-01')).toBe('mairie-de-foissy-21230-21325');
    expect(slugs.get('mairie-01001-01')).toBe('mairie-de-l-abergement-clemenciat');
  });

  it('adds the town to a bare "Mairie"', () => {
    expect(candidateSlugs([row('x', 'Mairie', '01400', '01001', 'Sulignat')]).get('x')).toBe('mairie-sulignat');
  });
});

describe('assignSlugs', () => {
  const rows = [row('b', 'Mairie de X', '01000', '01001'), row('a', 'Mairie de Y', '02000', '02002')];

  it('is deterministic whatever the input order', () => {
    expect(assignSlugs(rows, new Map(), [])).toEqual(assignSlugs([...rows].reverse(), new Map(), []));
  });

  it('keeps the stored slug of a known source id while it spells its name, generic words and suffixes aside', () => {
    const stored = new Map([['b', 'mairie-de-x-01000']]);
    expect(assignSlugs([row('b', 'Mairie - X', '01000', '01001')], stored, stored.values()).get('b')).toBe(
      'mairie-de-x-01000',
    );
    expect(assignSlugs([row('b', 'Mairie de X', '01000', '01001')], stored, stored.values()).get('b')).toBe(
      'mairie-de-x-01000',
    );
  });

  it('rebuilds a stored slug made from a dirty or former name, never reusing the old one', () => {
    const stored = new Map([
      ['e', 'mairie-d-e-chirolles'],
      ['b', 'mairie-de-x'],
    ]);
    const slugs = assignSlugs(
      [row('e', "Mairie d'Échirolles", '38130', '38151'), row('b', 'Mairie de X-Nouveau', '01000', '01001')],
      stored,
      stored.values(),
    );
    expect(slugs.get('e')).toBe('mairie-d-echirolles');
    expect(slugs.get('b')).toBe('mairie-de-x-nouveau');
    expect(slugFits('mairie-d-e-chirolles', row('e', "Mairie d'Échirolles", '38130', '38151'))).toBe(false);
  });

  it('never gives a new town hall a slug already stored, and leaves the first holder its bare name', () => {
    const stored = new Map([['old', 'mairie-de-x']]);
    const slugs = assignSlugs(
      [row('old', 'Mairie de X', '01000', '01001'), row('new', 'Mairie de X', '05000', '05005')],
      stored,
      stored.values(),
    );
    expect(slugs.get('old')).toBe('mairie-de-x');
    expect(slugs.get('new')).toBe('mairie-de-x-05000');
    const again = assignSlugs([row('new', 'Mairie de Y', '05000', '05005')], new Map([['gone', 'mairie-de-y']]), [
      'mairie-de-y',
      'mairie-de-y-2',
    ]);
    expect(again.get('new')).toBe('mairie-de-y-3');
  });
});
