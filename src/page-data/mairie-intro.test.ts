// The town hall paragraph: unique per page, from the page's own facts.
import { describe, expect, it } from 'vitest';
import { mairieIntro } from './mairie-intro.ts';
import { fixtureSite } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();
const bySlug = (slug: string) => site.mairieBySlug.get(slug)!;

describe('the paragraph only a town hall page can say', () => {
  it('differs between town halls and is built from their own facts', () => {
    const texts = site.mairies.map((m) => mairieIntro(site, m).join(' '));
    expect(texts.every((t) => t.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    const paris1 = mairieIntro(site, bySlug('mairie-de-paris-1er-arrondissement')).join(' ');
    expect(paris1).toMatch(
      /La mairie voisine la plus proche est la mairie de L'Abergement-Clémenciat, à [\d,]+ km ; elle est équipée pour les passeports\./,
    );
    expect(paris1).toContain("c'est la 1re commune la plus peuplée du département Paris (75) sur 2");
    expect(paris1).toContain('Le code postal 75001 est partagé avec Paris 1er Arrondissement.');
    expect(paris1).not.toContain('La mairie équipée pour les passeports la plus proche'); // said once
    const dombes = mairieIntro(site, bySlug('mairie-d-amberieu-en-bugey')).join(' ');
    expect(dombes).toMatch(
      /La mairie équipée pour les passeports la plus proche est la mairie de L'Abergement-Clémenciat, à 40,1 km\./,
    );
  });

  it("names no town hall of another territory as the nearest (La Réunion's only one is alone there)", () => {
    const saintDenis = mairieIntro(site, bySlug('mairie-de-saint-denis')).join(' ');
    expect(saintDenis).not.toMatch(/la plus proche est/);
  });
});
