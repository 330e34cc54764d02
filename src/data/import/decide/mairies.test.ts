import { describe, expect, it } from 'vitest';
import { loadCommuneIndex } from '../reference/communes.ts';
import type { Emails2021 } from '../read/emails-2021.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';
import { buildMairies, townOf } from './mairies.ts';

const communes = loadCommuneIndex();
const draft = (overrides: Partial<MairieDraft> = {}): MairieDraft => ({
  line: 1,
  sourceId: 'mairie-01004-01',
  legacyId: 'mairie-01004-01',
  codeInsee: '01004',
  nom: "Mairie d'Ambérieu-en-Bugey",
  locality: 'Ambérieu-en-Bugey Cedex',
  postalCode: '01504',
  streetLines: ['Place Robert-Marcelpoil', 'BP 429'],
  phones: ['+33 4 74 46 17 00'],
  emails: ['secretariat@mairie-amberieuenbugey.fr'],
  websites: ['www.ville-amberieuenbugey.fr'],
  latitude: 45.95,
  longitude: 5.35,
  ban: null,
  schedule: null,
  access: null,
  accessText: null,
  updatedOn: '2015-07-08',
  ...overrides,
});
const emails = (email: string | null): Emails2021 => ({
  rows: [{ line: 2, departement: '01', name: 'Ambérieu-en-Bugey', email, delegated: false }],
  read: 1,
  unusable: {},
});

describe('townOf', () => {
  it('strips Cedex and takes the reference spelling of the same name', () => {
    const commune = communes.get('14514');
    expect(townOf("PONT L'EVEQUE CEDEX", commune)).toBe("Pont-l'Évêque");
    expect(townOf('Paris', communes.get('75101'))).toBe('Paris');
    expect(townOf(null, commune)).toBe("Pont-l'Évêque");
    expect(townOf(null, undefined)).toBeNull();
  });

  it('drops a sorting-office word left before Cedex, and keeps a delegated commune', () => {
    expect(townOf('Saint-Denis Messag Cedex 9', communes.get('97411'))).toBe('Saint-Denis');
    expect(townOf('Saint-Denis Messag', communes.get('97411'))).toBe('Saint-Denis Messag');
    expect(townOf('Béon Cedex', communes.get('01138'))).toBe('Béon');
  });
});

describe('buildMairies', () => {
  it('maps a draft to a row with normalised contacts and the commune data', () => {
    const { rows, dropped } = buildMairies([draft()], communes);
    expect(rows[0]).toMatchObject({
      source_id: 'mairie-01004-01',
      ville: 'Ambérieu-en-Bugey',
      code_postal: '01504',
      ligne_2: 'Place Robert-Marcelpoil',
      ligne_3: 'BP 429',
      ligne_4: null,
      tel: '+33474461700',
      mail: 'secretariat@mairie-amberieuenbugey.fr',
      site_web: 'http://www.ville-amberieuenbugey.fr/',
      dep: 'Ain',
      num_dep: '01',
      equipped: null,
    });
    expect(rows[0].population).toBeGreaterThan(10000);
    expect(dropped).toEqual({});
  });

  it('joins street lines past the third into ligne_4 and counts invalid values', () => {
    const { rows, dropped } = buildMairies(
      [draft({ streetLines: ['a', 'b', 'c', 'd'], phones: ['3992'], emails: ['mairie'], websites: ['http://x'] })],
      communes,
    );
    expect(rows[0]).toMatchObject({ ligne_4: 'c, d', tel: null, mail: null, site_web: null });
    expect(dropped).toEqual({ 'invalid phone': 1, 'invalid e-mail': 1, 'invalid website': 1 });
  });

  it('applies the 2018 website and the 2021 e-mail to older records only', () => {
    const websites2018 = { byId: new Map([['mairie-01004-01', 'https://www.amberieu.fr']]), read: 1 };
    const old = buildMairies([draft()], communes, { websites2018, emails2021: emails('accueil@amberieu.fr') });
    expect(old.rows[0]).toMatchObject({ site_web: 'https://www.amberieu.fr/', mail: 'accueil@amberieu.fr' });
    expect(old.supplements.websites2018).toEqual({ matched: 1, applied: 1, invalid: 0 });
    expect(old.supplements.emails2021).toMatchObject({ matched: 1, applied: 1 });
    const recent = buildMairies([draft({ updatedOn: '2024-12-18' })], communes, {
      websites2018,
      emails2021: emails('accueil@amberieu.fr'),
    });
    expect(recent.rows[0]).toMatchObject({
      site_web: 'http://www.ville-amberieuenbugey.fr/',
      mail: 'secretariat@mairie-amberieuenbugey.fr',
    });
  });

  it("keeps the directory e-mail when the 2021 line is 'inconnu'", () => {
    const { rows } = buildMairies([draft()], communes, { emails2021: emails(null) });
    expect(rows[0].mail).toBe('secretariat@mairie-amberieuenbugey.fr');
  });

  it('rejects a record with no town at all', () => {
    const { rows, rejected } = buildMairies([draft({ locality: null, codeInsee: null })], communes);
    expect(rows).toHaveLength(0);
    expect(rejected).toEqual({ 'no town (neither address nor INSEE code)': 1 });
  });
});
