// One URL form: every canonical URL and sitemap entry of the fixture build is answered 200, without redirect,
// by the local server (scripts/serve.ts), and internal links use the same form (no trailing slash, no .html).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDist, startFixtureServer, type FixtureServer } from './fixture-site.ts';

let server: FixtureServer;
let dist: string;
beforeAll(async () => {
  [server, dist] = await Promise.all([startFixtureServer(), fixtureDist()]);
}, 300_000);
afterAll(() => server?.close());

const htmlFiles = () =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.html') && statSync(join(dist, f)).isFile(),
  );

/** The canonical URLs' paths of the fixture build's pages and sitemap. */
function canonicalPaths(): Set<string> {
  const paths = new Set<string>();
  for (const file of htmlFiles()) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(join(dist, file), 'utf8'))?.[1];
    if (canonical) paths.add(new URL(canonical).pathname);
  }
  for (const file of readdirSync(dist).filter((f) => /^sitemap-\d+\.xml$/.test(f))) {
    for (const [, loc] of readFileSync(join(dist, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)) {
      paths.add(new URL(loc).pathname);
    }
  }
  return paths;
}

describe('one URL form', () => {
  it('answers every canonical URL and sitemap entry with 200, never a redirect', async () => {
    const paths = canonicalPaths();
    expect(paths.size).toBeGreaterThan(40);
    // Each page is the file {path}.html, never a folder's index.html, which hosts with "pretty URLs" (Netlify)
    // would answer with a 301 to {path}/.
    for (const path of paths) {
      if (path === '/') continue;
      expect(statSync(join(dist, `${decodeURIComponent(path)}.html`)).isFile(), path).toBe(true);
      expect(() => statSync(join(dist, decodeURIComponent(path), 'index.html')), path).toThrow();
    }
    const wrong: string[] = [];
    for (const path of paths) {
      const res = await fetch(server.url + path, { redirect: 'manual' });
      await res.arrayBuffer();
      if (res.status !== 200) wrong.push(`${path}: ${res.status} ${res.headers.get('location') ?? ''}`);
    }
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  // Netlify's runtime answers /villes/ with villes.html (200); the local server answers alike, with the same page,
  // whose canonical URL has no slash.
  it('answers each page with a slash at the end as Netlify does: 200, the same page', async () => {
    const wrong: string[] = [];
    const paths = [...canonicalPaths()].filter((p) => p !== '/');
    for (const path of paths) {
      const [bare, slashed] = await Promise.all(
        [path, `${path}/`].map((p) => fetch(server.url + p, { redirect: 'manual' })),
      );
      const [bareBody, slashedBody] = await Promise.all([bare.text(), slashed.text()]);
      if (slashed.status !== 200 || slashedBody !== bareBody) wrong.push(`${path}/: ${slashed.status}`);
    }
    expect(paths.length).toBeGreaterThan(40);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('links inside the site without a trailing slash nor .html', () => {
    const wrong = new Set<string>();
    for (const file of htmlFiles()) {
      for (const [, href] of readFileSync(join(dist, file), 'utf8').matchAll(/<a\s[^>]*href="(\/[^"#?]*)/g)) {
        if ((href !== '/' && href.endsWith('/')) || href.endsWith('.html')) wrong.add(`${file}: ${href}`);
      }
    }
    expect([...wrong]).toEqual([]);
  });
});
