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

  it('gives the generated guide, documents and the six checklist items', () => {
    expect(page.guide.length).toBeGreaterThan(2);
    expect(page.guide.join(' ')).toContain("L'Abergement-Clémenciat");
    expect(page.documents.map((d) => d.title)).toContain('Pour un majeur');
    expect(page.checklist).toHaveLength(6);
    for (const item of page.checklist)
      expect(Object.keys(item).sort()).toEqual(['description', 'id', 'label', 'required']);
    expect(page.readyText).toBe('Vous êtes prêt pour votre rendez-vous !');
  });

  it('states durations, pickup and wait from the constants', () => {
    const text = page.delays.map((d) => d.text).join(' ');
    expect(text).toContain('2 à 3 semaines');
    expect(text).toContain('Environ 20 minutes');
    expect(text).toContain('Environ 30 minutes');
    expect(text).toMatch(/3 mois .*détruit/);
  });
});
