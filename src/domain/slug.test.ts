import { describe, it, expect } from 'vitest';
import { slugify, uniqueSlug } from './slug.ts';

describe('slugify', () => {
  it.each([
    ["Mairie de L'Abergement-Clémenciat", 'mairie-de-l-abergement-clemenciat'],
    ['Mairie d’Ambérieu-en-Bugey', 'mairie-d-amberieu-en-bugey'],
    ['Saint-Étienne', 'saint-etienne'],
    ['  Œuvre   Cœur  ', 'oeuvre-coeur'],
    ['Mairie du 1er arrondissement', 'mairie-du-1er-arrondissement'],
    ['ÇA ÎLE ÿ', 'ca-ile-y'],
    ['--Déjà--vu--', 'deja-vu'],
    ['', ''],
    ["'''", ''],
  ])('%j -> %j', (text, slug) => expect(slugify(text)).toBe(slug));
});

describe('uniqueSlug', () => {
  it('keeps the base when free', () => {
    expect(uniqueSlug('Mairie de Sainte-Marie', new Set(), ['97230'])).toBe('mairie-de-sainte-marie');
  });

  it('appends the postal code, then the INSEE code, then a counter', () => {
    const taken = new Set(['mairie-de-sainte-marie']);
    expect(uniqueSlug('Mairie de Sainte-Marie', taken, ['97230', '97228'])).toBe('mairie-de-sainte-marie-97230');
    taken.add('mairie-de-sainte-marie-97230');
    expect(uniqueSlug('Mairie de Sainte-Marie', taken, ['97230', '97228'])).toBe('mairie-de-sainte-marie-97228');
    taken.add('mairie-de-sainte-marie-97228');
    expect(uniqueSlug('Mairie de Sainte-Marie', taken, ['97230', '97228'])).toBe('mairie-de-sainte-marie-97228-2');
    taken.add('mairie-de-sainte-marie-97228-2');
    expect(uniqueSlug('Mairie de Sainte-Marie', taken, ['97230', '97228'])).toBe('mairie-de-sainte-marie-97228-3');
  });

  it('skips empty discriminators and counts from the base without any', () => {
    const taken = new Set(['mairie-de-x']);
    expect(uniqueSlug('Mairie de X', taken, [null, undefined, ''])).toBe('mairie-de-x-2');
    expect(uniqueSlug('Mairie de X', taken)).toBe('mairie-de-x-2');
  });

  it('does not mutate the taken set and is deterministic', () => {
    const taken = new Set(['a']);
    expect(uniqueSlug('a', taken, [1])).toBe('a-1');
    expect(uniqueSlug('a', taken, [1])).toBe('a-1');
    expect([...taken]).toEqual(['a']);
  });

  it('never returns an empty slug', () => {
    expect(uniqueSlug('???', new Set(), ['01001'])).toBe('01001');
    expect(uniqueSlug('???', new Set())).toBe('page');
    expect(uniqueSlug('???', new Set(['page']))).toBe('page-2');
  });
});
