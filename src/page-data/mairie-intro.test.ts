// The town hall paragraph: unique per page, from the page's own facts.
import { describe, expect, it } from 'vitest';
import { mairieIntro, type IntroSentence } from './mairie-intro.ts';
import { finderSentenceText } from '../domain/messages.ts';
import { fixtureSite } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();
const bySlug = (slug: string) => site.mairieBySlug.get(slug)!;
const text = (sentences: IntroSentence[]) =>
  sentences.map((s) => (typeof s === 'string' ? s : finderSentenceText(s))).join(' ');

describe('the paragraph only a town hall page can say', () => {
  it('differs between town halls and is built from their own facts', () => {
    const texts = site.mairies.map((m) => text(mairieIntro(site, m)));
    expect(texts.every((t) => t.length > 0)).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
    const paris1 = text(mairieIntro(site, bySlug('mairie-de-paris-1er-arrondissement')));
    expect(paris1).toMatch(
      /La mairie voisine la plus proche est la mairie de L'Abergement-Clémenciat, à [\d,]+ km ; elle est équipée pour les passeports\./,
    );
    expect(paris1).toContain("c'est la 1re commune la plus peuplée du département Paris (75) sur 3");
    expect(paris1).toContain('Le code postal 75001 est partagé avec Paris 1er Arrondissement.');
    expect(paris1).not.toContain('La mairie la plus proche connue'); // said once
    const dombes = text(mairieIntro(site, bySlug('mairie-d-amberieu-en-bugey')));
    expect(dombes).toMatch(
      /La mairie la plus proche connue pour prendre les demandes de passeport est la mairie de L'Abergement-Clémenciat, à 40,1 km ; d'autres, plus proches, peuvent aussi les prendre : le site officiel rendezvouspasseport\.ants\.gouv\.fr indique celles qui les prennent et leurs rendez-vous libres\./,
    );
    expect(dombes).not.toContain('La mairie équipée pour les passeports la plus proche');
  });

  it("names no town hall of another territory as the nearest (La Réunion's only one is alone there)", () => {
    const saintDenis = text(mairieIntro(site, bySlug('mairie-de-saint-denis')));
    expect(saintDenis).not.toMatch(/la plus proche est/);
  });
});
