import { describe, expect, it } from 'vitest';
import {
  SERVICE_PRICES_STAMP_INCLUDED,
  STAMP_PRICES,
  formatEuros,
  overseasStampNoteAllAges,
  stampPrice,
} from '../domain/prices.ts';
import { documentsFor } from '../domain/documents.ts';
import { getHomePage, NO_POPULAR_TEXT } from './home-page.ts';
import { toSiteData } from '../data/site/site-data.ts';
import { FIXTURE_NOW, fixtureRaw, fixtureSite } from '../../tests/fixtures/site-seed.ts';

describe('home page', () => {
  const page = getHomePage(fixtureSite());

  it('uses the first 5 random cities, linked to their city page', () => {
    expect(page.randomCities).toHaveLength(5);
    expect(page.randomCities[0]).toEqual({ name: "L'Abergement-Clémenciat", href: '/ville/01400' });
  });

  it("gives the browser the build's whole list to draw from, the shown cities first", () => {
    const codes = new Set(fixtureSite().randomCities.map((c) => c.code_postal));
    expect(page.cityPool).toHaveLength(codes.size);
    expect(new Set(page.cityPool.map((c) => c.href)).size).toBe(codes.size);
    expect(page.cityPool.slice(0, 5)).toEqual(page.randomCities);
  });

  it('has the five reasons, the five steps and the key information', () => {
    expect(page.reasons.map((r) => r.title)).toEqual([
      'Première demande',
      'Renouvellement après un vol',
      'Renouvellement après une perte',
      'Passeport expiré',
      'Passeport détérioré',
    ]);
    expect(page.steps).toHaveLength(5);
    expect(page.keyInfo.map((k) => k.title)).toEqual(['Documents', 'Délais', 'Prix du timbre fiscal']);
    expect(page.keyInfo[2].lines.join(' ')).toContain('86 €');
  });

  it('says the rules as the case pages do: the overseas note, the documents, our estimates', () => {
    const [mainland, overseas] = page.keyInfo[2].lines;
    expect(mainland).toContain(formatEuros(stampPrice('metropole', 'adult')));
    // Every overseas price carries the territory note (F34752); SPEC's overseas row is never a price.
    expect(overseas).toContain(`(${overseasStampNoteAllAges()})`);
    for (const price of Object.values(STAMP_PRICES['outre-mer']))
      expect(overseas).not.toContain(` ${formatEuros(price)}`);
    // The identity document « si vous en avez un », and the birth certificate without it; no tax notice.
    const adult = documentsFor('majeur', 'premiere-demande');
    const short = (id: string) => adult.find((item) => item.id === id)!.short!;
    expect(page.keyInfo[0].lines).toEqual([
      short('domicile'),
      short('photo'),
      short('titre-securise'),
      short('acte-naissance'),
    ]);
    expect(page.keyInfo[0].lines.join(' ')).toMatch(/si vous en avez un.*acte de naissance/);
    expect(page.keyInfo[0].lines.join(' ')).toContain("pas un avis d'imposition");
    expect(page.steps[3].text).toContain('environ 20 minutes (notre estimation)');
  });

  it("sends a parent to a minor's cases beside the reasons", () => {
    expect(page.minorLinks).toEqual([
      { label: 'Mineur de 15 à 17 ans', href: '/documents#pour-mineur-15-17' },
      { label: 'Enfant de moins de 15 ans', href: '/documents#pour-mineur-moins-15' },
    ]);
  });

  it('links each reason to its documents case page', () => {
    expect(page.reasons.map((r) => r.href)).toEqual([
      '/documents/majeur/premiere-demande',
      '/documents/majeur/vol',
      '/documents/majeur/perte',
      '/documents/majeur/renouvellement',
      '/documents/majeur/abime',
    ]);
  });

  it('prices the service from prices.ts', () => {
    expect(page.prices.map((p) => p.price)).toEqual([
      `${formatEuros(SERVICE_PRICES_STAMP_INCLUDED.adult)} TTC`,
      `${formatEuros(SERVICE_PRICES_STAMP_INCLUDED.minor)} TTC`,
      formatEuros(SERVICE_PRICES_STAMP_INCLUDED.preValidation),
    ]);
    // A minor's stamp depends on the age (F34752): never « 42 € inclus » for every minor.
    const minor = page.prices[1].note;
    expect(minor).toContain(
      `De 15 à 17 ans, timbre fiscal de ${formatEuros(stampPrice('metropole', 'minor15AndOver'))} inclus`,
    );
    expect(minor).toContain(`avant 15 ans, le timbre coûte ${formatEuros(stampPrice('metropole', 'minorUnder15'))}`);
  });

  it("lists this week's most viewed town halls, most viewed first", () => {
    expect(page.popular.items.map((m) => [m.id, m.visits])).toEqual([
      [4, 3],
      [1, 1],
    ]);
  });

  it('says when nothing was viewed this week', () => {
    const empty = getHomePage(toSiteData({ ...fixtureRaw(), popular: [] }, FIXTURE_NOW));
    expect(empty.popular).toEqual({ items: [], emptyText: NO_POPULAR_TEXT });
  });
});
