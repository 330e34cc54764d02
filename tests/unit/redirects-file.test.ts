// The host's _redirects, as the build generates it (src/data/site/deploy-config.ts) and as the local server
// applies it (scripts/redirects-file.ts): order, shadowing, host rules, paddings, section 404s.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostRedirect, parseRedirects, pathRule, rulesFor } from '../../scripts/redirects-file.ts';
import { redirectRules, redirectsFile, slugRules } from '../../src/data/site/deploy-config.ts';

const SITE = 'https://passeport.example.fr';
const slugs = [{ old_slug: 'mairie-d-e-chirolles', slug: 'mairie-d-echirolles' }];
const text = redirectsFile(redirectRules({ siteUrl: `${SITE}/`, slugRedirects: slugs }));

describe('the generated _redirects', () => {
  it("is written in Netlify's format: host rules forced, then moved paths, then the section 404s", () => {
    const lines = text.trimEnd().split('\n');
    expect(lines).toContain(`https://mairie-paris-passeport.fr/* ${SITE}/ville/75001 301!`);
    expect(lines).toContain(`http://www.passeport-mairies-nord.fr/* ${SITE}/departements/59 301!`);
    expect(lines).toContain('/departements/1 /departements/01 301');
    expect(lines).toContain('/departements/9 /departements/09 301');
    expect(lines).toContain('/departements/2a /departements/2A 301');
    expect(lines).toContain('/departements/2b /departements/2B 301');
    expect(lines).not.toContain('/departements/10 /departements/010 301');
    expect(lines).toContain('/donnees/data.json /donnees/catalogue.jsonld 301');
    expect(lines.slice(-3)).toEqual([
      '/mairie/* /mairie/404.html 404',
      '/ville/* /ville/404.html 404',
      '/informations/* /informations/404.html 404',
    ]);
    const lastHost = lines.findLastIndex((l) => l.startsWith('http'));
    const firstPath = lines.findIndex((l) => l.startsWith('/'));
    expect(lastHost).toBeLessThan(firstPath);
    expect(lines.indexOf('/mairie/mairie-d-e-chirolles/* /mairie/mairie-d-echirolles/:splat 301')).toBeLessThan(
      lines.indexOf('/mairie/* /mairie/404.html 404'),
    );
    expect(slugRules([])).toEqual([]);
  });

  it('reads back to the same rules', () => {
    expect(parseRedirects(text)).toEqual(redirectRules({ siteUrl: SITE, slugRedirects: slugs }));
  });

  it('is applied like the host: first match, a file shadows unforced rules, a trailing slash is ignored', () => {
    const rules = parseRedirects(text);
    expect(pathRule(rules, '/mairie/mairie-d-e-chirolles')).toEqual({
      status: 301,
      location: '/mairie/mairie-d-echirolles',
    });
    expect(pathRule(rules, '/mairie/mairie-d-e-chirolles/')).toEqual({
      status: 301,
      location: '/mairie/mairie-d-echirolles',
    });
    expect(pathRule(rules, '/mairie/mairie-d-e-chirolles/rdv')).toEqual({
      status: 301,
      location: '/mairie/mairie-d-echirolles/rdv',
    });
    expect(pathRule(rules, '/departements/1')).toEqual({ status: 301, location: '/departements/01' });
    expect(pathRule(rules, '/departements/1/')).toEqual({ status: 301, location: '/departements/01' });
    expect(pathRule(rules, '/departements/01')).toBeNull();
    expect(pathRule(rules, '/departements/1', true)).toBeNull();
    // Corsica's codes are upper-case: the lower-case ones go to them, the pages' own paths are served.
    expect(pathRule(rules, '/departements/2a')).toEqual({ status: 301, location: '/departements/2A' });
    expect(pathRule(rules, '/departements/2b/')).toEqual({ status: 301, location: '/departements/2B' });
    expect(pathRule(rules, '/departements/2A')).toBeNull();
    expect(pathRule(rules, '/departements/2a', true)).toBeNull();
    expect(pathRule(rules, '/departements/20')).toBeNull();
    expect(pathRule(rules, '/mairie/inconnue')).toEqual({ status: 404, file: '/mairie/404.html' });
    expect(pathRule(rules, '/mairie/mairie-d-echirolles', true)).toBeNull();
    expect(pathRule(rules, '/informations/x/y')).toEqual({ status: 404, file: '/informations/404.html' });
    expect(pathRule(rules, '/nulle-part')).toBeNull();
  });

  it('sends every path of an alternate domain (any case, port, www.) to its page', () => {
    const rules = parseRedirects(text);
    expect(hostRedirect(rules, 'mairie-lyon-passeport.fr')).toBe(`${SITE}/ville/69001`);
    expect(hostRedirect(rules, 'WWW.Mairie-Lyon-Passeport.fr:443')).toBe(`${SITE}/ville/69001`);
    expect(hostRedirect(rules, 'passeport.example.fr')).toBeNull();
  });

  it('skips other statuses, comments and malformed lines', () => {
    expect(parseRedirects('# comment\n/a /b 302\n/c\n/d /e\nhttps://x.fr/y /z 301\n')).toEqual([
      { from: '/d', to: '/e', status: 301 },
    ]);
  });

  it('is read from dist/_redirects, or generated for the site when the build wrote none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    const generated = await rulesFor(dir, SITE);
    expect(pathRule(generated, '/mairie/mairie-d-e-chirolles')).toEqual({ status: 404, file: '/mairie/404.html' });
    expect(hostRedirect(generated, 'mairie-nice-passeport.fr')).toBe(`${SITE}/ville/06000`);
    writeFileSync(join(dir, '_redirects'), text);
    const written = await rulesFor(dir, 'https://ailleurs.example');
    expect(pathRule(written, '/mairie/mairie-d-e-chirolles')).toEqual({
      status: 301,
      location: '/mairie/mairie-d-echirolles',
    });
  });
});
