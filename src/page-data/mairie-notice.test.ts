import { describe, expect, it } from 'vitest';
import type { Mairie } from '../data/site/site-data.ts';
import { successorNotice, successorOf, townHallNotice } from './mairie-notice.ts';

const mairie = (id: number, fields: Partial<Mairie>) =>
  ({
    id,
    slug: `m-${id}`,
    nom: `Mairie ${id}`,
    ville: 'Ville',
    code_insee: null,
    merged_into: null,
    ...fields,
  }) as Mairie;

const centre = mairie(1, { nom: 'Mairie de Paris Centre', slug: 'mairie-de-paris-centre', code_insee: '75103' });
const culozBeon = mairie(2, {
  nom: 'Mairie de Culoz-Béon',
  slug: 'mairie-de-culoz-beon',
  ville: 'Culoz-Béon',
  code_insee: '01138',
});
const site = {
  townHallOfCommune: new Map([
    ['75103', centre],
    ['01138', culozBeon],
  ]),
};

describe('the notice of a town hall closed or merged since', () => {
  it('sends the residents of a closed arrondissement town hall to the one that serves them', () => {
    expect(townHallNotice(site, mairie(3, { code_insee: '75101' }))).toEqual({
      before:
        "Cette mairie d'arrondissement n'accueille plus le public : les habitants du 1er arrondissement de Paris sont reçus à la ",
      link: { href: '/mairie/mairie-de-paris-centre', label: 'Mairie de Paris Centre' },
    });
  });

  it('says which commune a merged commune belongs to now and links its town hall', () => {
    expect(townHallNotice(site, mairie(4, { code_insee: '01039', ville: 'Béon', merged_into: '01138' }))).toEqual({
      before: 'Béon fait désormais partie de la commune de Culoz-Béon, dont la mairie est la ',
      link: { href: '/mairie/mairie-de-culoz-beon', label: 'Mairie de Culoz-Béon' },
    });
  });

  it('says nothing on a current town hall, or when where to go is unknown', () => {
    expect(townHallNotice(site, centre)).toBeNull();
    expect(townHallNotice(site, mairie(5, { code_insee: '69383' }))).toBeNull();
    expect(townHallNotice(site, mairie(6, { code_insee: '02311', merged_into: '02589' }))).toBeNull();
  });
});

describe('the town hall to go to instead of one the directory no longer lists', () => {
  const beon = mairie(7, { code_insee: '01039', ville: 'Béon', merged_into: '01138', directory_listed: false });

  it("is its commune's town hall when the directory no longer lists it", () => {
    expect(successorOf(site, beon)).toBe(culozBeon);
    expect(successorOf(site, mairie(8, { code_insee: '75104', merged_into: '75103', directory_listed: false }))).toBe(
      centre,
    );
    expect(successorNotice(site, beon, culozBeon).before).toBe(
      'Béon fait désormais partie de la commune de Culoz-Béon, dont la mairie est la ',
    );
  });

  it('is none for a delegated town hall still listed, a current one, or where to go unknown', () => {
    expect(successorOf(site, { ...beon, directory_listed: true })).toBeNull();
    expect(successorOf(site, { ...culozBeon, directory_listed: true })).toBeNull();
    expect(successorOf(site, mairie(9, { merged_into: '02589', directory_listed: false }))).toBeNull();
    // Rows built without the column (hand-built data) are current.
    expect(successorOf(site, mairie(10, { merged_into: '01138' }))).toBeNull();
  });
});
