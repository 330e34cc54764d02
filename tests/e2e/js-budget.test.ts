// JavaScript each page loads before any interaction, from the fixture build: the page's module
// scripts, its islands and their renderer, and everything they import statically (dynamic imports,
// such as Leaflet, are left out). Sizes gzip -9. Budgets: React's client alone is about 60 kB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDist } from './fixture-site.ts';

let dist: string;
beforeAll(async () => {
  dist = await fixtureDist();
}, 300_000);

/** The page's entry scripts: module scripts, island components and renderers. */
function entries(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/component-url="([^"]+)"/g),
    ...html.matchAll(/renderer-url="([^"]+)"/g),
  ].map((m) => m[1]);
  return [...new Set(urls)];
}

/** Every file reached from `urls` by static imports, with its gzip size. */
function staticGraph(urls: string[]): Map<string, number> {
  const seen = new Map<string, number>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    const code = readFileSync(join(dist, url));
    seen.set(url, gzipSync(code, { level: 9 }).length);
    const text = code.toString('utf8');
    for (const m of text.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},\s*]+from\s*)?["'](\.\/[^"']+)["']/g)) {
      visit(new URL(m[1], `http://x${url}`).pathname);
    }
  };
  urls.forEach(visit);
  return seen;
}

const PAGES: Record<string, { path: string; budgetKb: number }> = {
  home: { path: 'index.html', budgetKb: 82 },
  mairie: { path: 'mairie/mairie-de-paris-1er-arrondissement/index.html', budgetKb: 85 },
  rdv: { path: 'mairie/mairie-de-paris-1er-arrondissement/rdv/index.html', budgetKb: 78 },
  villes: { path: 'villes/index.html', budgetKb: 78 },
  documents: { path: 'documents/index.html', budgetKb: 5 },
};

describe('initial JavaScript per page', () => {
  const sizes: Record<string, number> = {};

  it.each(Object.entries(PAGES))('%s stays within its budget, without Leaflet', (name, { path, budgetKb }) => {
    const graph = staticGraph(entries(readFileSync(join(dist, path), 'utf8')));
    const total = [...graph.values()].reduce((a, b) => a + b, 0);
    sizes[name] = Math.round(total / 102.4) / 10;
    expect(
      [...graph.keys()].some((url) => /leaflet/i.test(url)),
      [...graph.keys()].join('\n'),
    ).toBe(false);
    expect(total / 1024).toBeLessThan(budgetKb);
  });

  it('reports the figures', () => {
    console.info(`[js-budget] initial JS, kB gzip: ${JSON.stringify(sizes)}`);
    expect(Object.keys(sizes)).toHaveLength(Object.keys(PAGES).length);
  });
});
