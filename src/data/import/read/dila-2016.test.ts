import { describe, expect, it } from 'vitest';
import { fromLegacyRecord, isLegacyRecord } from './dila-2016.ts';
import { readDirectory } from './directory.ts';

const FIXTURE = new URL('../../../../tests/fixtures/open-data/dila_annuaire_mairies_2016.jsonl.gz', import.meta.url)
  .pathname;

describe('the 2016 directory records', () => {
  it('become drafts with address lines, contacts and coordinates', () => {
    const record = {
      id: 'mairie-01004-01',
      nom: "Mairie d'Ambérieu-en-Bugey",
      type: 'mairie',
      codeinsee: '01004',
      update: '2015-07-08',
      latitude: '45.9578018188',
      longitude: '5.35882997513',
      contact_phone: '+33 4 74 46 17 00',
      contact_email: 'secretariat@mairie-amberieuenbugey.fr',
      website: ['http://www.ville-amberieuenbugey.fr'],
      writeAddress: {
        addressLocality: 'Ambérieu-en-Bugey Cedex',
        postalCode: '01504',
        streetAddress: ['Place Robert-Marcelpoil', 'BP 429'],
      },
    };
    expect(isLegacyRecord(record)).toBe(true);
    expect(fromLegacyRecord(record, 7)).toEqual({
      draft: {
        line: 7,
        sourceId: 'mairie-01004-01',
        legacyId: 'mairie-01004-01',
        codeInsee: '01004',
        nom: "Mairie d'Ambérieu-en-Bugey",
        locality: 'Ambérieu-en-Bugey Cedex',
        postalCode: '01504',
        streetLines: ['Place Robert-Marcelpoil', 'BP 429'],
        phones: ['+33 4 74 46 17 00'],
        emails: ['secretariat@mairie-amberieuenbugey.fr'],
        websites: ['http://www.ville-amberieuenbugey.fr'],
        latitude: 45.9578018188,
        longitude: 5.35882997513,
        ban: null,
        schedule: null,
        access: null,
        accessText: null,
        updatedOn: '2015-07-08',
      },
    });
  });

  it('drops a latitude without longitude, skips other offices, rejects records without id or name', () => {
    const result = fromLegacyRecord(
      { id: 'mairie-07301-01', nom: 'Mairie de Saint-Victor', codeinsee: '07301', latitude: '44.06', longitude: null },
      1,
    );
    expect('draft' in result && [result.draft.latitude, result.draft.longitude]).toEqual([null, null]);
    expect(fromLegacyRecord({ id: 'x', nom: 'CAF', type: 'caf', codeinsee: '01001' }, 1)).toEqual({
      skip: 'not a town hall (type caf)',
    });
    expect(fromLegacyRecord({ nom: 'Mairie', codeinsee: '01001' }, 1)).toEqual({ reject: 'missing id' });
    expect(fromLegacyRecord({ id: 'x', nom: ' ', codeinsee: '01001' }, 1)).toEqual({ reject: 'missing name' });
  });

  it("keeps the record's BAN geocoding apart, only when it is in the town hall's commune", () => {
    const geo = (insee_comm: string) => ({ latitude: 43.596572, longitude: 6.926123, score: 0.8, insee_comm });
    const base = { id: 'mairie-06090-01', nom: 'Mairie de Mougins', codeinsee: '06090' };
    const points = (record: Record<string, unknown>) => {
      const result = fromLegacyRecord(record, 1);
      return 'draft' in result ? [result.draft.latitude, result.draft.longitude, result.draft.ban] : null;
    };
    expect(points({ ...base, geo: geo('06090') })).toEqual([null, null, [43.596572, 6.926123]]);
    expect(points({ ...base, geo: geo('21578') })).toEqual([null, null, null]); // a namesake elsewhere
    expect(points({ ...base, latitude: '43.6', longitude: '6.9', geo: geo('06090') })).toEqual([
      43.6,
      6.9,
      [43.596572, 6.926123],
    ]);
    expect(points({ ...base, geo: null })).toEqual([null, null, null]);
  });

  it('reads the access code and its free text (the flat CSV names the text accessibilite_texte)', () => {
    const access = (record: Record<string, unknown>) => {
      const result = fromLegacyRecord({ id: 'mairie-01002-01', nom: 'Mairie', codeinsee: '01002', ...record }, 1);
      return 'draft' in result ? [result.draft.access, result.draft.accessText] : null;
    };
    expect(access({ accessibilite_type: 'ACC', accessibilite_text: null })).toEqual(['ACC', null]);
    expect(access({ accessibilite_type: 'NAC' })).toEqual(['NAC', null]);
    expect(access({ accessibilite_type: 'DEM', accessibilite_text: ' la secrétaire descend ' })).toEqual([
      'DEM',
      'la secrétaire descend',
    ]);
    expect(access({ accessibilite_type: 'DEM', accessibilite_texte: 'sonnez' })).toEqual(['DEM', 'sonnez']);
    expect(access({ accessibilite_type: '' })).toEqual([null, null]);
    expect(access({})).toEqual([null, null]);
  });

  it('cleans names: NFC, no control characters', () => {
    const result = fromLegacyRecord(
      { id: 'mairie-38151-01', nom: "Mairie d'\u00c9\u0090chirolles", codeinsee: '38151' },
      1,
    );
    expect('draft' in result && result.draft.nom).toBe("Mairie d'Échirolles");
    const decomposed = fromLegacyRecord({ id: 'x', nom: 'Mairie d\u2019E\u0301vian\u0007', codeinsee: '74119' }, 1);
    expect('draft' in decomposed && decomposed.draft.nom).toBe('Mairie d’Évian');
  });

  it('reads the fixture file', async () => {
    const directory = await readDirectory(FIXTURE);
    expect(directory.format).toBe('dila-2016');
    expect(directory.read).toBe(17);
    expect(directory.drafts).toHaveLength(17);
    expect(directory.drafts.find((d) => d.sourceId === 'paris_mairie_arrondissement-75101-01')?.codeInsee).toBe(
      '75101',
    );
  });
});
