import { describe, expect, it } from 'vitest';
import { toSiteData } from '../data/site/site-data.ts';
import { mairiePageData } from '../page-data/mairie-page.ts';
import { FIXTURE_NOW, FRANCE_BLEU_PAGE, fixtureRaw } from '../../tests/fixtures/site-seed.ts';
import { equipmentSourceText, frenchDate, knownEquippedCommunes, knownEquippedCommunesText } from './equipment.ts';

describe('where an equipped status comes from', () => {
  it('names the source and its date in French', () => {
    expect(frenchDate('2024-11-07')).toBe('7 novembre 2024');
    expect(frenchDate('2025-08-01')).toBe('1er août 2025');
    expect(equipmentSourceText('Arrêté du 7 novembre 2024', '2024-11-07')).toBe("d'après l'arrêté du 7 novembre 2024");
    expect(equipmentSourceText('Arrêté', '2024-11-07')).toBe("d'après l'arrêté du 7 novembre 2024");
    expect(equipmentSourceText('La liste de la préfecture', '2025-01-15')).toBe(
      "d'après la liste de la préfecture du 15 janvier 2025",
    );
    expect(equipmentSourceText('Recensement ANTS', null)).toBe("d'après « Recensement ANTS »");
    expect(equipmentSourceText(null, '2024-11-07')).toBeNull();
  });

  it('shows on the town hall page beside the status, never for an unknown one', () => {
    const raw = fixtureRaw();
    const [first, second] = raw.mairies;
    Object.assign(first, { equipped: 'not_equipped', equipped_source: 'Arrêté', equipped_source_date: '2024-11-07' });
    Object.assign(second, { equipped: 'unknown', equipped_source: 'Arrêté', equipped_source_date: '2024-11-07' });
    const site = toSiteData(raw, FIXTURE_NOW);
    const page = (slug: string) => mairiePageData(site, site.mairieBySlug.get(slug)!);
    expect(page(first.slug).equipped).toMatchObject({
      state: 'not_equipped',
      source: "d'après l'arrêté du 7 novembre 2024",
    });
    expect(page(second.slug).equipped.source).toBeNull();
  });
});

describe('a status from public pages on the town hall page', () => {
  const site = toSiteData(fixtureRaw(), FIXTURE_NOW);
  const page = (slug: string) => mairiePageData(site, site.mairieBySlug.get(slug)!);

  it('names the deciding page by its site, linked, and its date as precise as the page', () => {
    expect(page('mairie-de-paris-1er-arrondissement').equipped).toMatchObject({
      state: 'equipped',
      source: null,
      statements: [
        { says: 'Prend les demandes de passeport', site: 'francebleu.fr', href: FRANCE_BLEU_PAGE, when: 'mars 2017' },
      ],
    });
  });

  it('shows both disagreeing pages of a town hall to confirm, and the FAQ asks to call', () => {
    const paris2 = page('mairie-de-paris-2e-arrondissement');
    expect(paris2.equipped.state).toBe('to_confirm');
    expect(paris2.equipped.statements).toEqual([
      {
        says: 'Prend les demandes de passeport',
        site: 'paris.fr',
        href: 'https://www.paris.fr/pages/passeport',
        when: 'juin 2019',
      },
      {
        says: 'Ne prend plus les demandes de passeport',
        site: 'annuaire.example.org',
        href: 'https://annuaire.example.org/paris-2',
        when: null,
      },
    ]);
    expect(paris2.faq[0].answer).toMatch(/^À confirmer .* Appelez/);
  });

  it("keeps a list's or a visitor's status as before, without pages", () => {
    expect(page('mairie-de-l-abergement-clemenciat').equipped.statements).toEqual([]);
    expect(page('mairie-d-amberieux-en-dombes').equipped).toMatchObject({ state: 'unknown', statements: [] });
  });
});

describe('how far the site knows which communes take applications', () => {
  it('counts each commune once, a merged one as its current commune, « équipée » over « à confirmer »', () => {
    const counts = knownEquippedCommunes([
      { code_insee: '01004', equipped: 'equipped' },
      { code_insee: '01004', equipped: 'to_confirm' }, // a second town hall of the same commune
      { code_insee: '01036', merged_into: '01453', equipped: 'to_confirm' },
      { code_insee: '01453', equipped: 'to_confirm' },
      { code_insee: '75101', merged_into: '75103', equipped: 'equipped' },
      { code_insee: '75103', equipped: 'unknown' },
      { code_insee: '02311', equipped: 'not_equipped' },
      { code_insee: null, equipped: 'equipped' },
    ]);
    expect(counts).toEqual({ known: 3, toConfirm: 1 });
    expect(knownEquippedCommunesText(counts)).toBe(
      '3 communes ont une mairie connue pour prendre les demandes de passeport (dont 1 à confirmer), sur environ ' +
        "3\u202f460 communes équipées d'un dispositif de recueil (dotation pour les titres sécurisés 2024). Pour les " +
        'autres mairies, le site ne sait pas encore : une mairie « non confirmée » peut en prendre.',
    );
  });
});
