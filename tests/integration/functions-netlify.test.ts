// netlify.toml stays in step with data/reference/alternate-domains.json and functions/_lib/security-headers.ts,
// and the CSP hashes match the inline scripts and styles of the installed Astro.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import domains from '../../data/reference/alternate-domains.json' with { type: 'json' };
import {
  ASTRO_SCRIPT_HASHES,
  ASTRO_STYLE_HASHES,
  SITE_SCRIPT_HASHES,
  securityHeaders,
} from '../../functions/_lib/security-headers.ts';

const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8');

/** The key = "value" pairs of each [[name]] table (enough TOML for this file). */
function tables(name: string): Array<Record<string, string>> {
  return toml
    .split(/^\[\[/m)
    .filter((block) => block.startsWith(`${name}]]`))
    .map((block) =>
      Object.fromEntries([...block.matchAll(/^\s*([\w-]+)\s*=\s*"?(.*?)"?\s*$/gm)].map((m) => [m[1], m[2]])),
    );
}

describe('netlify.toml', () => {
  it('publishes dist/ and the functions directory', () => {
    expect(toml).toMatch(/^\s*publish = "dist"$/m);
    expect(toml).toMatch(/^\s*directory = "functions"$/m);
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
  });

  it('redirects exactly the 11 alternate domains (http and https) to their mapped path, 301, forced', () => {
    const redirects = tables('redirects').filter((r) => /^https?:\/\//.test(r.from));
    const target = new Set(redirects.map((r) => new URL(r.to).origin));
    expect(target.size).toBe(1);
    const [origin] = target;
    const expected = domains.domains.flatMap(({ host, path }) =>
      ['https', 'http'].map((scheme) => ({
        from: `${scheme}://${host}/*`,
        to: `${origin}${path}`,
        status: '301',
        force: 'true',
      })),
    );
    expect(domains.domains).toHaveLength(11);
    expect(redirects).toEqual(expected);
  });

  it('answers unknown town hall, city and article paths with their own 404 page', () => {
    const notFound = tables('redirects').filter((r) => r.status === '404');
    expect(notFound).toEqual(
      ['mairie', 'ville', 'informations'].map((section) => ({
        from: `/${section}/*`,
        to: `/${section}/404.html`,
        status: '404',
      })),
    );
  });

  it('sends the same security headers as scripts/serve.ts on every path', () => {
    const all = tables('headers').find((h) => h.for === '/*');
    const { for: _path, ...values } = all ?? {};
    expect(values).toEqual(securityHeaders());
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
