// The host's configuration: netlify.toml keeps only what cannot be generated, the build generates _headers
// from src/domain/security-headers.ts (src/data/site/deploy-config.ts), and the CSP allows one inline script
// by its hash and no inline style. The generated _redirects is tested in
// tests/unit/redirects-file.test.ts and on the fixture build (site-build.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_SCRIPT_HASHES, securityHeaders, pageOriginsOf } from '../../src/domain/security-headers.ts';
import { headersFile, IMMUTABLE_ASSETS } from '../../src/data/site/deploy-config.ts';
import { cacheControlFor } from '../../scripts/server/static-site.ts';

/** The headers of each path of a _headers text (Netlify's format: a path, then indented `Name: value` lines). */
function parseHeaders(text: string): Record<string, Record<string, string>> {
  const blocks: Record<string, Record<string, string>> = {};
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) blocks[line.trim()] = current = {};
    else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

describe('netlify.toml', () => {
  const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');

  it('publishes dist/ and the functions, and leaves redirects and headers to the generated files', () => {
    expect(toml).toMatch(/^\s*publish = "dist"$/m);
    expect(toml).toMatch(/^\s*directory = "functions"$/m);
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
    // A [[redirects]] or [[headers]] table here would be a second home, applied after _redirects.
    expect(toml).not.toMatch(/^\s*\[\[(redirects|headers)\]\]/m);
  });
});

describe('the generated _headers', () => {
  it('sends the same security headers as scripts/serve.ts on every path, with the iframe origin given', () => {
    expect(parseHeaders(headersFile())['/*']).toEqual(securityHeaders());
    const custom = parseHeaders(headersFile({ iframe: 'https://rdv.example.org' }))['/*'];
    expect(custom['Content-Security-Policy']).toContain('frame-src https://rdv.example.org;');
  });

  it('caches hashed assets for good, as the local server does', () => {
    const blocks = parseHeaders(headersFile());
    expect(Object.keys(blocks)).toEqual(['/*', IMMUTABLE_ASSETS.path]);
    expect(blocks[IMMUTABLE_ASSETS.path]).toEqual({ 'Cache-Control': cacheControlFor('/_astro/island.Ab12.js') });
  });

  it('allows the origins the settings name instead of the defaults', () => {
    const origins = pageOriginsOf({
      PREDEMANDE_IFRAME_URL: 'https://rdv.example.org/formulaire?x=1',
      PUBLIC_ADDRESS_API_URL: 'https://adresse.example.org/api/',
      PUBLIC_TILE_URL: 'https://{s}.tuiles.example.org/{z}/{x}/{y}.png',
    });
    const csp = securityHeaders(origins)['Content-Security-Policy'];
    expect(csp).toContain("img-src 'self' https://*.tuiles.example.org;");
    expect(csp).toContain("connect-src 'self' https://adresse.example.org https://data.geopf.fr;");
    expect(csp).toContain('frame-src https://rdv.example.org;');
    expect(pageOriginsOf({ PUBLIC_TILE_URL: 'pas une adresse' })).toEqual({
      iframe: undefined,
      addressApi: undefined,
      tiles: undefined,
    });
  });

  it('allows only this site, the tiles, the address API and the iframe origin', () => {
    const csp = securityHeaders()['Content-Security-Policy'];
    const origins = new Set(csp.match(/https:\/\/[^\s;]+/g));
    expect(origins).toEqual(
      new Set([
        'https://*.tile.openstreetmap.org',
        'https://api-adresse.data.gouv.fr',
        'https://data.geopf.fr',
        'https://pre-demande.example.fr',
      ]),
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/(^|\s)\*(\s|;|$)/);
  });

  it("allows one inline script, the layout's class swap, by its hash, and no inline style", () => {
    // No Astro island runtime any more (its inline scripts and island style): site-build.test.ts checks the built
    // pages carry no other inline script and no inline <style>.
    const csp = securityHeaders()['Content-Security-Policy'];
    const directives = Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(SITE_SCRIPT_HASHES).toHaveLength(1);
    expect(directives['script-src']).toEqual(["'self'", ...SITE_SCRIPT_HASHES]);
    expect(directives['style-src']).toEqual(["'self'"]);
  });
});
