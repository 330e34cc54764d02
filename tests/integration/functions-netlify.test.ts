// The host's configuration: netlify.toml keeps only what cannot be generated, the build generates _headers
// from functions/_lib/security-headers.ts (src/data/site/deploy-config.ts), and the CSP hashes match the
// inline scripts and styles of the installed Astro. The generated _redirects is tested in
// tests/unit/redirects-file.test.ts and on the fixture build (site-build.test.ts).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ASTRO_SCRIPT_HASHES,
  ASTRO_STYLE_HASHES,
  SITE_SCRIPT_HASHES,
  securityHeaders,
} from '../../functions/_lib/security-headers.ts';
import { headersFile, IMMUTABLE_ASSETS } from '../../src/data/site/deploy-config.ts';
import { cacheControlFor } from '../../scripts/serve.ts';

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
    const custom = parseHeaders(headersFile('https://rdv.example.org'))['/*'];
    expect(custom['Content-Security-Policy']).toContain('frame-src https://rdv.example.org;');
  });

  it('caches hashed assets for good, as the local server does', () => {
    const blocks = parseHeaders(headersFile());
    expect(Object.keys(blocks)).toEqual(['/*', IMMUTABLE_ASSETS.path]);
    expect(blocks[IMMUTABLE_ASSETS.path]).toEqual({ 'Cache-Control': cacheControlFor('/_astro/island.Ab12.js') });
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

  it("hashes exactly Astro's inline island scripts and styles", async () => {
    const runtime = new URL('../../node_modules/astro/dist/runtime/', import.meta.url);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const island = (await import(new URL('server/astro-island.prebuilt.js', runtime).href)) as { default: string };
    const directives = readdirSync(new URL('client/', runtime))
      .filter((f) => f.endsWith('.prebuilt.js'))
      .sort();
    const scripts = [hash(island.default)];
    for (const file of directives)
      scripts.push(hash(((await import(new URL(`client/${file}`, runtime).href)) as { default: string }).default));
    expect([...ASTRO_SCRIPT_HASHES]).toEqual(scripts);
    // Our client:interaction directive, compiled and inlined the way Astro does it.
    const { buildClientDirectiveEntrypoint } = (await import(
      new URL('../core/client-directive/build.js', runtime).href
    )) as { buildClientDirectiveEntrypoint: (name: string, entry: string, root: URL) => Promise<string> };
    const root = new URL('../../', import.meta.url);
    const directive = await buildClientDirectiveEntrypoint(
      'interaction',
      './src/islands/directives/interaction.ts',
      root,
    );
    expect(SITE_SCRIPT_HASHES).toContain(hash(directive));
    const styles = (await import(new URL('server/astro-island-styles.js', runtime).href)) as { ISLAND_STYLES: string };
    expect([...ASTRO_STYLE_HASHES]).toEqual([hash(styles.ISLAND_STYLES)]);
  });
});
