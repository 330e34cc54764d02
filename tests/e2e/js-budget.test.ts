// JavaScript each page loads before any interaction, from the fixture build: the page's module scripts,
// the islands that hydrate by themselves (load, idle, visible) with their renderer, and everything they
// import statically (dynamic imports, such as Leaflet, are left out). client:interaction islands load on
// first use: their weight has a budget of its own. Sizes gzip -9. React's client alone is about 60 kB.
// The page is read by an HTML parser (htmlparser2) and each module's imports by Vite's own lexer (es-module-lexer).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { parseDocument, DomUtils } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDist } from './fixture-site.ts';

let dist: string;
beforeAll(async () => {
  [dist] = await Promise.all([fixtureDist(), init]);
}, 300_000);

/** The page's entry scripts: module scripts, and the islands (with their renderer) chosen by `wanted`. */
function entries(html: string, wanted: (client: string) => boolean): string[] {
  const document = parseDocument(html);
  const urls = DomUtils.getElementsByTagName('script', document)
    .filter((script) => script.attribs.type === 'module' && script.attribs.src)
    .map((script) => script.attribs.src);
  for (const island of DomUtils.getElementsByTagName('astro-island', document)) {
    if (!wanted(island.attribs.client ?? '')) continue;
    urls.push(island.attribs['component-url'] ?? '', island.attribs['renderer-url'] ?? '');
  }
  return [...new Set(urls.filter(Boolean))];
}

/** Every file reached from `urls` by static imports (`import … from`, `export … from`), with its gzip size. */
function staticGraph(urls: string[]): Map<string, number> {
  const seen = new Map<string, number>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    const code = readFileSync(join(dist, url));
    seen.set(url, gzipSync(code, { level: 9 }).length);
    const [imports] = parse(code.toString('utf8'), url);
    // d === -1: a static import; dynamic ones (d >= 0) and import.meta (d === -2) load nothing up front.
    for (const { n, d } of imports) if (d === -1 && n) visit(new URL(n, `http://x${url}`).pathname);
  };
  urls.forEach(visit);
  return seen;
}

/** Budgets in kB gzip: on load, and added by the first use of a form (React and the form's island; measured 72-75). */
const PAGES: Record<string, { path: string; budgetKb: number; firstUseKb: number }> = {
  home: { path: 'index.html', budgetKb: 10, firstUseKb: 85 },
  mairie: { path: 'mairie/mairie-de-paris-1er-arrondissement.html', budgetKb: 10, firstUseKb: 85 },
  rdv: { path: 'mairie/mairie-de-paris-1er-arrondissement/rdv.html', budgetKb: 80, firstUseKb: 5 },
  villes: { path: 'villes.html', budgetKb: 10, firstUseKb: 85 },
  documents: { path: 'documents.html', budgetKb: 10, firstUseKb: 5 },
};

const kb = (graph: Map<string, number>) => Math.round([...graph.values()].reduce((a, b) => a + b, 0) / 102.4) / 10;

/** What a page loads on load, and everything it may load statically once its forms are used. */
function graphsOf(path: string) {
  const html = readFileSync(join(dist, path), 'utf8');
  return {
    initial: staticGraph(entries(html, (client) => client !== 'interaction')),
    all: staticGraph(entries(html, () => true)),
  };
}

describe('initial JavaScript per page', () => {
  it.each(Object.entries(PAGES))(
    '%s stays within its budget, without Leaflet',
    (name, { path, budgetKb, firstUseKb }) => {
      const { initial, all } = graphsOf(path);
      const firstUse = Math.round((kb(all) - kb(initial)) * 10) / 10;
      console.info(`[js-budget] ${name}: ${kb(initial)} kB gzip on load, ${firstUse} kB more on first use`);
      expect(initial.size, 'the page loads at least its own module').toBeGreaterThan(0);
      expect(
        [...all.keys()].some((url) => /leaflet/i.test(url)),
        [...all.keys()].join('\n'),
      ).toBe(false);
      expect(kb(initial)).toBeLessThan(budgetKb);
      expect(firstUse).toBeLessThan(firstUseKb);
    },
  );

  it('loads React only when a visitor first uses a form, on the pages that have one', () => {
    const { initial, all } = graphsOf(PAGES.home.path);
    expect([...initial.keys()].some((url) => /client\.[\w-]+\.js$|react-dom/.test(url))).toBe(false);
    expect([...all.keys()].some((url) => /client\.[\w-]+\.js$/.test(url))).toBe(true);
  });

  it('follows static imports and leaves dynamic ones out', async () => {
    // The lexer on a module of each kind, so a change of parser that lost either shows here.
    const [imports] = parse('import a from "./a.js";export{b}from"./b.js";import("./c.js");import.meta.url;');
    expect(imports.map(({ n, d }) => [n, d === -1])).toEqual([
      ['./a.js', true],
      ['./b.js', true],
      ['./c.js', false],
      [undefined, false],
    ]);
  });
});
