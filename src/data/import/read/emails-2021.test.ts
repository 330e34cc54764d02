import { describe, expect, it } from 'vitest';
import { emailDepartmentKey, findEmailEntry, indexEmails, nameKey } from '../match/email-matching.ts';
import { readEmails2021, stripMairiePrefix } from './emails-2021.ts';

const FIXTURE = new URL('../../../../tests/fixtures/open-data/dila_mairies_emails_2021.csv', import.meta.url).pathname;

describe('names of the 2021 list', () => {
  it("removes 'Mairie - ' and flags delegated town halls", () => {
    expect(stripMairiePrefix('Mairie - Montbouy')).toEqual({ name: 'Montbouy', delegated: false });
    expect(stripMairiePrefix('Mairie déléguée - Pruillé')).toEqual({ name: 'Pruillé', delegated: true });
    expect(stripMairiePrefix('Mairie annexe de Truc')).toEqual({ name: 'Mairie annexe de Truc', delegated: false });
  });

  it('normalises names for matching', () => {
    expect(nameKey("Pont-l'Évêque")).toBe('pont l eveque');
    expect(nameKey('St-Martin-de-Ré')).toBe(nameKey('Saint Martin de Re'));
    expect(nameKey('Ste-Foy')).toBe('sainte foy');
  });

  it('uses one department key for all overseas departments, as the file does', () => {
    expect(emailDepartmentKey('971')).toBe('97');
    expect(emailDepartmentKey('2A')).toBe('2A');
    expect(emailDepartmentKey('1')).toBe('01');
  });
});

describe('readEmails2021 and findEmailEntry', () => {
  it('indexes every line, counts unusable ones, resolves duplicates', async () => {
    const emails = await readEmails2021(FIXTURE);
    const index = indexEmails(emails);
    expect(emails.read).toBe(14);
    expect(emails.unusable).toEqual({ "'inconnu'": 1, 'not an e-mail address': 1 });
    expect(findEmailEntry(index, '01', nameKey("L'Abergement-Clémenciat"))).toMatchObject({
      email: 'mairieabergementclemenciat@gmail.com',
    });
    expect(findEmailEntry(index, '08', 'apremont')).toBe('ambiguous');
    expect(findEmailEntry(index, '21', 'foissy')).toMatchObject({ email: 'mairie.foissy21@orange.fr' });
    expect(findEmailEntry(index, '14', nameKey("Pont-l'Évêque"))).toMatchObject({
      email: 'accueil@pontleveque.fr',
      delegated: false,
    });
    expect(findEmailEntry(index, '971', 'basse terre')).toMatchObject({ email: 'ville.basse-terre@wanadoo.fr' });
    expect(findEmailEntry(index, '02', 'filain')).toMatchObject({ email: null });
    expect(findEmailEntry(index, '03', 'unknown town')).toBeNull();
  });
});
