import { describe, expect, it } from 'vitest';
import { casePageData, GENERAL_LISTS } from './documents-case.ts';
import { SITUATIONS, documentsFor } from '../domain/documents.ts';

describe('casePageData', () => {
  it('names each source fiche with its own date, never a date of ours', () => {
    const page = casePageData('majeur', 'renouvellement');
    expect(page.checkedAgainst).toContain('F21091, fiche du 29 septembre 2025');
    expect(page.sources.find((s) => s.ref === 'F21091')).toMatchObject({
      dated: 'F21091, fiche du 29 septembre 2025',
      url: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F21091',
    });
    expect(page.sources.find((s) => s.ref.startsWith('Décret'))?.dated).toBeNull();
    expect(page).not.toHaveProperty('checkedOn');
  });

  it('announces a changed fiche only on the cases resting on it', () => {
    const changes = [{ id: 'F21245' as const, published: '2026-09-30' }];
    expect(casePageData('mineur-15-17', 'vol', changes).changed).toEqual([
      {
        id: 'F21245',
        url: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F21245',
        text: 'La fiche officielle F21245 a été modifiée le 30 septembre 2026, après la vérification de cette liste (fiche du 23 novembre 2022) : vérifiez-la sur Service-Public avant votre rendez-vous.',
      },
    ]);
    expect(casePageData('majeur', 'vol', changes).changed).toEqual([]);
    expect(casePageData('mineur-15-17', 'vol').changed).toEqual([]);
  });

  it('gives the stamp of a civil status change with its condition, and the emergency price for every age', () => {
    expect(casePageData('majeur', 'changement-etat-civil').stampText).toMatch(
      /^Aucun tant que le passeport actuel est valide .* S'il est périmé, le timbre est dû : 86 € en métropole/,
    );
    expect(casePageData('majeur', 'changement-etat-civil').before.map((s) => s.text)).toContainEqual(
      expect.stringMatching(/^Si votre passeport n'est plus valide, achetez le timbre fiscal/),
    );
    expect(casePageData('mineur-moins-15', 'urgence').stampText).toMatch(/^30 €, quel que soit l'âge/);
    expect(casePageData('mineur-moins-15', 'urgence').firstStep?.text).toContain('préfecture');
  });

  it('F1373: an emergency asks the town hall first, says delivery is not automatic and keeps the receipt for pickup', () => {
    const steps = casePageData('majeur', 'urgence').firstStep!.text;
    expect(steps).toMatch(/Renseignez-vous d'abord auprès de la mairie/);
    expect(steps).toMatch(/exceptionnelle et n'est pas automatique/);
    expect(steps).toMatch(/gardez le récépissé : il est demandé au retrait/);
    expect(steps).not.toMatch(/États-Unis/);
    // F1035: a minor goes with the child to the prefecture of their choice; the receipt, who collects and who signs.
    const minor = casePageData('mineur-15-17', 'urgence').firstStep!.text;
    expect(minor).toMatch(/Présentez-vous avec l'enfant, ensemble, à la préfecture de votre choix/);
    expect(minor).toMatch(/gardez le récépissé/);
    expect(minor).toMatch(/à partir de 13 ans, l'enfant peut signer son passeport si le parent est d'accord/);
    // Said first, not among the steps before the appointment (which then send to no town hall appointment).
    expect(
      casePageData('majeur', 'urgence')
        .before.map((s) => s.text)
        .join(' '),
    ).not.toMatch(/mairie équipée/);
  });

  it('F21247, F21245: after a theft, the declaration comes first (abroad, at the consulate before coming back)', () => {
    const adult = casePageData('majeur', 'vol').firstStep!;
    expect(adult.text).toMatch(/^D'abord, déclarez le vol à la police ou à la gendarmerie/);
    expect(adult.text).toContain("à l'ambassade ou au consulat de France avant de rentrer");
    expect(adult.link).toEqual({
      href: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F21247',
      label: 'F21247, fiche du 23 novembre 2022',
    });
    expect(casePageData('mineur-moins-15', 'vol').firstStep!.link!.label).toMatch(/^F21245, fiche du /);
    for (const situation of SITUATIONS.filter((s) => s !== 'vol' && s !== 'urgence'))
      expect(casePageData('majeur', situation).firstStep).toBeNull();
  });
});

describe('GENERAL_LISTS (/documents)', () => {
  it("lists an adult's items of every situation from the domain, conditions worded", () => {
    expect(GENERAL_LISTS.situations.map((s) => s.id)).toEqual([...SITUATIONS]);
    for (const section of GENERAL_LISTS.situations)
      expect(section.items).toHaveLength(documentsFor('majeur', section.id).length);
    const renewal = GENERAL_LISTS.situations.find((s) => s.id === 'renouvellement')!;
    expect(renewal.items).toContain(
      "Si votre passeport est périmé depuis plus de 5 ans et que vous avez une carte d'identité valide ou périmée depuis moins de 5 ans : votre carte d'identité",
    );
  });
});
