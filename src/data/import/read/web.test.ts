import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail, normalizeWebsite } from './web.ts';

describe('normalizeWebsite', () => {
  it('keeps valid URLs and adds a missing scheme', () => {
    expect(normalizeWebsite('http://www.abergement-de-varey.fr')).toBe('http://www.abergement-de-varey.fr/');
    expect(normalizeWebsite('https://www.nanterre.fr/')).toBe('https://www.nanterre.fr/');
    expect(normalizeWebsite('www.viterne.fr')).toBe('http://www.viterne.fr/');
    expect(normalizeWebsite('lhabit27info.fr')).toBe('http://lhabit27info.fr/');
    expect(normalizeWebsite('http://www.Mairie.fr/contact?x=1')).toBe('http://www.mairie.fr/contact?x=1');
    expect(normalizeWebsite('httpbin.org')).toBe('http://httpbin.org/');
  });

  it('repairs mistyped schemes', () => {
    expect(normalizeWebsite('htttp://www.monclocher.fr')).toBe('http://www.monclocher.fr/');
    expect(normalizeWebsite('http//www.x-ville.fr')).toBe('http://www.x-ville.fr/');
    expect(normalizeWebsite('HTTPS://www.x-ville.fr')).toBe('https://www.x-ville.fr/');
    expect(normalizeWebsite('http://http://www.bonvillard.fr')).toBe('http://www.bonvillard.fr/');
    expect(normalizeWebsite('http://www.montolivet.fr.')).toBe('http://www.montolivet.fr/');
  });

  it('drops invalid hosts and other schemes', () => {
    expect(normalizeWebsite('http://www.dammarie-demain')).toBeNull();
    expect(normalizeWebsite('mailto:mairie@x.fr')).toBeNull();
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
    expect(normalizeWebsite('http://user:pw@www.x.fr')).toBeNull();
    expect(normalizeWebsite('http://grotte@tourtoirac.fr')).toBeNull();
    expect(normalizeWebsite('http://www,saint-laurent-des-combes.fr')).toBeNull();
    expect(normalizeWebsite('http://')).toBeNull();
    expect(normalizeWebsite('   ')).toBeNull();
    expect(normalizeWebsite(null)).toBeNull();
  });

  it('keeps the first of several URLs', () => {
    expect(normalizeWebsite('http://www.a.fr http://www.b.fr')).toBe('http://www.a.fr/');
  });
});

describe('e-mail addresses', () => {
  it('accepts usable addresses', () => {
    expect(isValidEmail('mairieabergementclemenciat@wanadoo.fr')).toBe(true);
    expect(isValidEmail("o'neil.mairie@x-y.fr")).toBe(true);
  });

  it('rejects what the directory holds instead of addresses', () => {
    for (const bad of [
      'inconnu',
      'mairie',
      'chaudardes.mairie@orange',
      'mairiesjm@outlook.',
      'mairie.de.bassan.@.wanadoo',
      'http://www.x.fr/contact',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
      expect(normalizeEmail(bad), bad).toBeNull();
    }
  });

  it('cleans quotes, mailto: and the domain case, keeps the first valid one', () => {
    expect(normalizeEmail("mairie-verneuil-grand@wanadoo.fr'")).toBe('mairie-verneuil-grand@wanadoo.fr');
    expect(normalizeEmail('mailto:Mairie@Ville.FR')).toBe('Mairie@ville.fr');
    expect(normalizeEmail('inconnu; accueil@ville.fr')).toBe('accueil@ville.fr');
  });
});
