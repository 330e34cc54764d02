import { describe, expect, it } from 'vitest';
import { loadCommuneIndex } from '../reference/communes.ts';
import { arrondissementTownHallName, placeRows, townHallName } from './directory-2026.ts';
import type { Annuaire2026Row } from '../read/annuaire-2026.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';

const communes = loadCommuneIndex();

const row = (fields: Partial<Annuaire2026Row>): Annuaire2026Row => ({
  line: 2,
  type: 'COM',
  codeInsee: '01004',
  commune: 'Ambérieu-en-Bugey',
  streetLines: ['Place Robert-Marcelpoil'],
  postalCode: '01500',
  ville: 'Ambérieu-en-Bugey',
  latitude: 45.96,
  longitude: 5.36,
  schedule: null,
  phone: '+33474461700',
  email: 'mairie@amberieu.fr',
  website: null,
  ...fields,
});

const draft = (sourceId: string, codeInsee: string, nom: string) => ({ sourceId, codeInsee, nom }) as MairieDraft;

describe('names', () => {
  it('writes « Mairie de … » as the 2016 directory does', () => {
    expect(townHallName('Mairie', 'Bourg-en-Bresse')).toBe('Mairie de Bourg-en-Bresse');
    expect(townHallName('Mairie', 'Ambérieu-en-Bugey')).toBe("Mairie d'Ambérieu-en-Bugey");
    expect(townHallName('Mairie', 'Le Mans')).toBe('Mairie du Mans');
    expect(townHallName('Mairie', 'Les Abymes')).toBe('Mairie des Abymes');
    expect(townHallName('Mairie', 'La Ferté-Macé')).toBe('Mairie de La Ferté-Macé');
    expect(townHallName('Mairie', "L'Abergement-Clémenciat")).toBe("Mairie de L'Abergement-Clémenciat");
    expect(townHallName('Mairie déléguée', 'Béon')).toBe('Mairie déléguée de Béon');
  });

  it('names arrondissement and sector town halls from the table of arrondissements', () => {
    expect(arrondissementTownHallName('75103')).toBe('Mairie de Paris Centre');
    expect(arrondissementTownHallName('75115')).toBe('Mairie de Paris - 15e arrondissement');
    expect(arrondissementTownHallName('69381')).toBe('Mairie de Lyon - 1er arrondissement');
    expect(arrondissementTownHallName('13201')).toBe('Mairie de Marseille - 1er et 7e arrondissements');
    expect(arrondissementTownHallName('01004')).toBeNull();
  });
});

describe('placeRows', () => {
  it('keeps the older record of a commune and gives a delegated commune of the same code a page of its own', () => {
    const placement = placeRows(
      [
        row({ type: 'COM', codeInsee: '01036', commune: 'Valromey-sur-Séran' }),
        row({ type: 'COMD', codeInsee: '01036', commune: 'Belmont-Luthézieu', phone: '+33479875052' }),
        row({ type: 'COMD', codeInsee: '01039', commune: 'Béon' }),
      ],
      [
        draft('mairie-01036-01', '01036', 'Mairie de Belmont-Luthézieu'),
        draft('mairie-01039-01', '01039', 'Mairie de Béon'),
      ],
      communes,
    );
    expect(placement.placed.map((p) => [p.sourceId, p.nom, p.older?.sourceId ?? null])).toEqual([
      ['mairie-01036-01', 'Mairie de Valromey-sur-Séran', 'mairie-01036-01'],
      ['mairie-deleguee-01036', 'Mairie déléguée de Belmont-Luthézieu', null],
      ['mairie-01039-01', 'Mairie déléguée de Béon', 'mairie-01039-01'],
    ]);
  });

  it('folds a delegated row describing its commune town hall, and lists what it cannot place', () => {
    const placement = placeRows(
      [
        row({ type: 'COM', codeInsee: '01036' }),
        row({ type: 'COMD', codeInsee: '01036' }),
        row({ type: 'COM', codeInsee: '01039', commune: 'Béon' }),
        row({ type: 'ARM', codeInsee: '13207' }),
        row({ type: 'SRM', codeInsee: null }),
      ],
      [],
      communes,
    );
    expect(placement.placed.map((p) => p.sourceId)).toEqual(['mairie-01036-01']);
    expect(placement.folded).toEqual({
      "COMD: the same building as its commune's town hall (one page)": 1,
      'SRM: repeats the row of its sector town hall (ARM)': 1,
    });
    expect(placement.unplaced.map((u) => [u.code, u.reason])).toEqual([
      ['01039', 'not a current commune (commune-deleguee)'],
      ['13207', 'arrondissement served by another town hall (domain/arrondissements.ts)'],
    ]);
  });
});
