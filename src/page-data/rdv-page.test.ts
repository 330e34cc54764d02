import { describe, expect, it } from 'vitest';
import { rdvPageData } from './rdv-page.ts';
import { fixtureSite, mairieOf } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();

describe('appointment guide page', () => {
  const page = rdvPageData(site, mairieOf(site, 'mairie-de-l-abergement-clemenciat'));

  it('has a back link, booking info, hours and location', () => {
    expect(page.backHref).toBe('/mairie/mairie-de-l-abergement-clemenciat');
    expect(page.appointment).toMatchObject({ kind: 'url', bookingUrl: 'https://rdv.example.fr/abergement' });
    expect(page.hours.rows).toHaveLength(7);
    expect(page.addressLines).toEqual(['Le Village', "01400 L'Abergement-Clémenciat"]);
    expect(page.seo.canonicalPath).toBe('/mairie/mairie-de-l-abergement-clemenciat/rdv');
  });

  it('gives the generated guide and the documents lists', () => {
    expect(page.guide.length).toBeGreaterThan(2);
    expect(page.guide.join(' ')).toContain("L'Abergement-Clémenciat");
    expect(page.documents.map((d) => d.title)).toContain('Pour un majeur');
    expect(page.guide.join(' ')).toContain('chaque cas a sa liste complète');
    expect(page.readyText).toBe('Vous êtes prêt pour votre rendez-vous !');
  });

  it('links to the case pages with the town hall, and plans the appointment in its zone', () => {
    expect(page.caseLinks.map((l) => l.label)).toEqual(['Première demande', 'Renouvellement', 'Perte', 'Vol']);
    const url = new URL(page.caseLinks[1].href, 'https://x');
    expect(url.pathname).toBe('/documents/majeur/renouvellement');
    // The slug alone: the case page reads the name, address and zone from the site's planner files.
    expect(Object.fromEntries(url.searchParams)).toEqual({ mairie: 'mairie-de-l-abergement-clemenciat' });
    expect(page.planner).toEqual({
      slug: 'mairie-de-l-abergement-clemenciat',
      name: page.name,
      address: "Le Village, 01400 L'Abergement-Clémenciat",
      timeZone: 'Europe/Paris',
    });
    // The guide's lists read the documents rules, each item in a few words: the photo and the proof of address of
    // SPEC's ages, the host's documents once.
    const adult = page.documents[0].items;
    expect(adult.join(' ')).toMatch(/moins de 6 mois.*moins de 3 mois/);
    expect(adult.filter((item) => item.startsWith('Hébergé(e)'))).toHaveLength(1);
    // The proof of address of the case pages, without the tax notice (F14807).
    expect(adult.join(' ')).toContain("pas un avis d'imposition");
    // Separated parents: no decision on parental authority, the proof of alternate residence (F18605, F32675).
    const minor = page.documents[1].items.join(' ');
    expect(minor).not.toContain("la décision sur l'autorité parentale");
    expect(minor).toContain('Résidence alternée : sa preuve (convention entre les parents ou décision du juge)');
    expect(page.documents.map((list) => list.href)).toEqual([
      '/documents/majeur/premiere-demande',
      '/documents/mineur-moins-15/premiere-demande',
    ]);
    for (const item of page.documents.flatMap((list) => list.items)) expect(item.length).toBeLessThan(110);
  });

  it('states durations, pickup and wait from the constants', () => {
    const text = page.delays.map((d) => d.text).join(' ');
    expect(text).toContain('2 à 3 semaines');
    expect(text).toContain('environ 20 minutes (notre estimation)');
    expect(text).toContain('environ 30 minutes (notre estimation)');
    expect(text).toMatch(/3 mois .*détruit/);
  });
});
