// Titles and descriptions: unique per page, from the page's own facts.
import { describe, expect, it } from 'vitest';
import { citySeoText, mairieLabel, mairieSeoText, rdvSeoText } from './seo.ts';
import { fixtureSite } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();
const bySlug = (slug: string) => site.mairieBySlug.get(slug)!;

describe('titles and descriptions of the data pages', () => {
  it('name a town hall with its postal code, and a homonym of the same code with its street, else its number', () => {
    const a = {
      id: 1,
      nom: 'Mairie de Balan',
      code_postal: '01360',
      ville: 'Balan',
      ligne_2: '1 place X',
      dep: 'Ain',
      num_dep: '01',
    };
    const b = { ...a, id: 2, code_postal: '08200' };
    const twin = { ...a, id: 3, ligne_2: '2 rue Y' };
    const twinSameStreet = { ...a, id: 4, ligne_2: '2 rue Y' };
    expect(mairieLabel([a, b], a)).toBe('Mairie de Balan (01360)');
    expect(mairieLabel([a, b, twin], a)).toBe('Mairie de Balan (01360), 1 place X');
    expect(mairieLabel([a, twin, twinSameStreet], twin)).toBe('Mairie de Balan (01360), n° 3');
    const titles = [a, b].map((m) => mairieSeoText([a, b], m).title);
    expect(new Set(titles).size).toBe(2);
    expect(rdvSeoText([a, b], a).title).toBe('Rendez-vous passeport : Mairie de Balan (01360)');
    expect(mairieSeoText([a, b], a).description).toContain('Ain (01)');
  });

  it('keep a town hall title within 65 characters where the name allows', () => {
    const long = {
      id: 1,
      nom: 'Mairie de Saint-Martin-de-la-Grande-Commune-Nouvelle',
      code_postal: '12345',
      ville: 'X',
      ligne_2: null,
      dep: null,
      num_dep: null,
    };
    expect(mairieSeoText([long], long).title).toBe(
      'Mairie de Saint-Martin-de-la-Grande-Commune-Nouvelle (12345) : passeport',
    );
    expect(mairieSeoText([bySlug('mairie-d-ajaccio')], bySlug('mairie-d-ajaccio')).title.length).toBeLessThanOrEqual(
      65,
    );
  });

  it('name a city page by its first commune and its code', () => {
    expect(citySeoText('01400', ['Châtillon-sur-Chalaronne', 'Romans', 'Sulignat'])).toEqual({
      title: 'Mairies à Châtillon-sur-Chalaronne (01400) : passeport',
      description: expect.stringContaining('Châtillon-sur-Chalaronne et 2 autres communes (01400)'),
    });
  });
});
