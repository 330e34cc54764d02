import { describe, expect, it } from 'vitest';
import { fromAnnuaireRecord, isAnnuaireRecord } from './dila-annuaire.ts';
import { readDirectory } from './directory.ts';

const FIXTURE = new URL(
  '../../../../tests/fixtures/open-data/annuaire/api-lannuaire-administration.json',
  import.meta.url,
).pathname;

const nanterre = {
  id: 'uuid-2',
  nom: 'Mairie - Nanterre',
  code_insee_commune: '92050',
  ancien_code_pivot: 'mairie-92050-01',
  date_modification: '18/12/2024 17:42:39',
  pivot: [{ type_service_local: 'mairie', code_insee_commune: ['92050'] }],
  adresse: [
    {
      type_adresse: 'Adresse postale',
      service_distribution: 'CS 70001',
      code_postal: '92014',
      nom_commune: 'Nanterre Cedex',
    },
    {
      type_adresse: 'Adresse',
      complement1: 'Hôtel de ville',
      numero_voie: '88-118 rue du 8 Mai 1945',
      code_postal: '92000',
      nom_commune: 'Nanterre',
      latitude: '48.892222',
      longitude: '2.206936',
    },
  ],
  telephone: [{ valeur: '01 47 29 50 50', description: '' }],
  adresse_courriel: ['mairie@nanterre.fr'],
  site_internet: [{ libelle: '', valeur: 'https://www.nanterre.fr/' }],
  plage_ouverture: [
    {
      nom_jour_debut: 'Lundi',
      nom_jour_fin: 'Vendredi',
      valeur_heure_debut_1: '08:30:00',
      valeur_heure_fin_1: '17:30:00',
    },
  ],
};

describe('the Annuaire de l’administration records', () => {
  it('read nested fields given as values (data.gouv.fr export)', () => {
    expect(isAnnuaireRecord(nanterre)).toBe(true);
    const result = fromAnnuaireRecord(nanterre, 3, 'x.json');
    expect(result).toMatchObject({
      draft: {
        sourceId: 'uuid-2',
        legacyId: 'mairie-92050-01',
        codeInsee: '92050',
        nom: 'Mairie - Nanterre',
        locality: 'Nanterre',
        postalCode: '92000',
        streetLines: ['88-118 rue du 8 Mai 1945', 'Hôtel de ville'],
        phones: ['01 47 29 50 50'],
        emails: ['mairie@nanterre.fr'],
        websites: ['https://www.nanterre.fr/'],
        latitude: 48.892222,
        longitude: 2.206936,
        updatedOn: '2024-12-18',
      },
    });
    expect('draft' in result && result.draft.schedule?.mercredi).toEqual([{ open: '08:30', close: '17:30' }]);
  });

  it('read the same fields given as JSON strings (API export) and skip other offices', () => {
    const asStrings = Object.fromEntries(
      Object.entries(nanterre).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    expect(fromAnnuaireRecord(asStrings, 3, 'x.json')).toEqual(fromAnnuaireRecord(nanterre, 3, 'x.json'));
    expect(fromAnnuaireRecord({ ...nanterre, pivot: '[{"type_service_local": "ccas"}]' }, 3, 'x.json')).toEqual({
      skip: 'not a town hall (pivot)',
    });
  });

  it('stops on a malformed nested JSON string, naming the field and line', () => {
    expect(() => fromAnnuaireRecord({ ...nanterre, adresse: '[{"numero_voie": ' }, 9, '/data/x.json')).toThrow(
      /x\.json, line 9: malformed JSON in field adresse/,
    );
  });

  it('reads the fixture export: town halls only, old DILA ids as source ids', async () => {
    const directory = await readDirectory(FIXTURE);
    expect(directory.format).toBe('annuaire');
    expect(directory.read).toBe(5);
    expect(directory.skipped).toEqual({ 'not a town hall (pivot)': 1 });
    expect(directory.drafts.map((d) => d.sourceId)).toEqual([
      'mairie-01001-01',
      'mairie-92050-01',
      '8a3c5f0e-6d1b-4f3a-9c2e-000000000003',
      'mairie-2A004-01',
    ]);
    const ajaccio = directory.drafts[3];
    expect([ajaccio.locality, ajaccio.latitude, ajaccio.schedule]).toEqual(['Ajaccio', 41.9192, null]);
  });
});
