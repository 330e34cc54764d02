import { describe, expect, it } from 'vitest';
import { loadCommuneIndex } from '../reference/communes.ts';
import { candidateNameKeys, matchEmails, townFromMairieName } from './email-matching.ts';
import type { Emails2021 } from '../read/emails-2021.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';

const communes = loadCommuneIndex();
const draft = (sourceId: string, nom: string, codeInsee: string, locality: string): MairieDraft => ({
  line: 1,
  sourceId,
  legacyId: sourceId,
  codeInsee,
  nom,
  locality,
  postalCode: null,
  streetLines: [],
  phones: [],
  emails: [],
  websites: [],
  latitude: null,
  longitude: null,
  ban: null,
  schedule: null,
  access: null,
  accessText: null,
  updatedOn: '2015-01-01',
});
const list = (entries: [string, string, string | null, boolean?][]): Emails2021 => ({
  rows: entries.map(([departement, name, email, delegated], i) => ({
    line: i + 2,
    departement,
    name,
    email,
    delegated: Boolean(delegated),
  })),
  read: entries.length,
  unusable: {},
});

describe('townFromMairieName', () => {
  it('removes the "Mairie de" prefix and turns articles back into names', () => {
    expect(townFromMairieName("Mairie de L'Abergement-Clémenciat")).toBe("L'Abergement-Clémenciat");
    expect(townFromMairieName("Mairie d'Ambérieu-en-Bugey")).toBe('Ambérieu-en-Bugey');
    expect(townFromMairieName('Mairie d’Archignat')).toBe('Archignat');
    expect(townFromMairieName('Mairie du Havre')).toBe('le Havre');
    expect(townFromMairieName('Mairie des Andelys')).toBe('les Andelys');
    expect(townFromMairieName('Mairie Le Mesnil-Caussois')).toBe('Le Mesnil-Caussois');
    expect(townFromMairieName('Mairie - Nanterre')).toBe('Nanterre');
  });

  it('tries the name, then the commune, then the address town', () => {
    expect(candidateNameKeys(draft('x', 'Mairie de Béon', '01039', 'Culoz-Béon Cedex'), communes)).toEqual([
      'beon',
      'culoz beon',
    ]);
  });
});

describe('matchEmails', () => {
  it('matches by department and name, and through the commune name when the town hall name differs', () => {
    const a = draft('a', 'Mairie du Havre', '76351', 'Le Havre');
    const b = draft('b', 'Hôtel de ville', '01004', 'Ambérieu-en-Bugey Cedex');
    const matches = matchEmails(
      [a, b],
      communes,
      list([
        ['76', 'le havre', 'x@lehavre.fr'],
        ['01', 'amberieu en bugey', 'y@amberieu.fr'],
      ]),
    );
    expect(matches.byDraft.get(a)?.email).toBe('x@lehavre.fr');
    expect(matches.byDraft.get(b)?.email).toBe('y@amberieu.fr');
  });

  it('gives nothing on ambiguous names or when two town halls claim one line equally', () => {
    const foissy1 = draft('f1', 'Mairie de Foissy', '21274', 'Foissy');
    const foissy2 = draft('f2', 'Mairie de Foissy', '21325', 'Foissy');
    const apremont = draft('ap', "Mairie d'Apremont", '08017', 'Apremont');
    const matches = matchEmails(
      [foissy1, foissy2, apremont],
      communes,
      list([
        ['21', 'foissy', 'f@x.fr'],
        ['08', 'apremont', 'a@x.fr'],
        ['08', 'apremont', 'b@x.fr'],
      ]),
    );
    expect(matches.byDraft.size).toBe(0);
    expect(matches.contested).toBe(2);
    expect(matches.ambiguous).toBe(1);
  });

  it('lets the town hall matched by its own name win over one matched by its address', () => {
    const main = draft('m', 'Mairie de Culoz-Béon', '01138', 'Culoz-Béon');
    const annex = draft('d', 'Mairie annexe', '01039', 'Culoz-Béon');
    const matches = matchEmails([main, annex], communes, list([['01', 'culoz beon', 'c@x.fr']]));
    expect(matches.byDraft.get(main)?.email).toBe('c@x.fr');
    expect(matches.byDraft.has(annex)).toBe(false);
  });
});
