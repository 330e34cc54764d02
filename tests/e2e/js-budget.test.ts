// JavaScript each page loads before any interaction, from the fixture build: the page's module scripts,
// the islands that hydrate by themselves (load, idle, visible) with their renderer, and everything they
// import statically (dynamic imports, such as Leaflet, are left out). client:interaction islands load on
// first use: their weight is reported apart. Sizes gzip -9. React's client alone is about 60 kB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDist } from './fixture-site.ts';

let dist: string;
beforeAll(async () => {
  dist = await fixtureDist();
}, 300_000);

const ISLAND = /<astro-island\b[^>]*>/g;
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];

/** The page's entry scripts: module scripts, and the islands (with their renderer) chosen by `wanted`. */
function entries(html: string, wanted: (client: string) => boolean): string[] {
  const urls = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  for (const [tag] of html.matchAll(ISLAND)) {
    if (!wanted(attr(tag, 'client') ?? '')) continue;
    urls.push(attr(tag, 'component-url') ?? '', attr(tag, 'renderer-url') ?? '');
  }
  return [...new Set(urls.filter(Boolean))];
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
  home: { path: 'index.html', budgetKb: 10 },
  mairie: { path: 'mairie/mairie-de-paris-1er-arrondissement.html', budgetKb: 10 },
  rdv: { path: 'mairie/mairie-de-paris-1er-arrondissement/rdv.html', budgetKb: 80 },
  villes: { path: 'villes.html', budgetKb: 10 },
  documents: { path: 'documents.html', budgetKb: 10 },
};

const kb = (graph: Map<string, number>) => Math.round([...graph.values()].reduce((a, b) => a + b, 0) / 102.4) / 10;

describe('initial JavaScript per page', () => {
  const sizes: Record<string, { initial: number; firstUse: number }> = {};

  it.each(Object.entries(PAGES))('%s stays within its budget, without Leaflet', (name, { path, budgetKb }) => {
    const html = readFileSync(join(dist, path), 'utf8');
    const initial = staticGraph(entries(html, (client) => client !== 'interaction'));
    const all = staticGraph(entries(html, () => true));
    sizes[name] = { initial: kb(initial), firstUse: Math.round((kb(all) - kb(initial)) * 10) / 10 };
    expect(
      [...all.keys()].some((url) => /leaflet/i.test(url)),
      [...all.keys()].join('\n'),
    ).toBe(false);
    expect(kb(initial)).toBeLessThan(budgetKb);
  });

  it('loads React only when a visitor first uses a form, on the pages that have one', () => {
    const html = readFileSync(join(dist, PAGES.home.path), 'utf8');
    const initial = [...staticGraph(entries(html, (client) => client !== 'interaction')).keys()];
    const all = [...staticGraph(entries(html, () => true)).keys()];
    expect(initial.some((url) => /client\.[\w-]+\.js$|react-dom/.test(url))).toBe(false);
    expect(all.some((url) => /client\.[\w-]+\.js$/.test(url))).toBe(true);
  });

  it('reports the figures', () => {
    console.info(`[js-budget] JS in kB gzip, on load and added on first use: ${JSON.stringify(sizes)}`);
    expect(Object.keys(sizes)).toHaveLength(Object.keys(PAGES).length);
  });
});
