import { describe, expect, it } from 'vitest';
import type { Mairie } from '../data/site/site-data.ts';
import { townHallNotice } from './mairie-notice.ts';

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
