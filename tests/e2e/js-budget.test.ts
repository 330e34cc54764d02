// JavaScript each page loads before any interaction, from the fixture build: the page's module scripts and everything
// they import statically (dynamic imports, such as Leaflet, are left out), plus, for the islands that hydrate once in
// view (data-when="visible"), what hydrating them loads. The other islands (LazyIsland.astro's [data-island]) load on
// first use: the page's script imports hydrate-island.*.js dynamically, and that chunk imports each island's module
// dynamically; those chunks and their static imports are the first-use graph, with a budget of its own. Sizes gzip -9.
// React's client alone is about 60 kB.
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

/** The modules `url` imports, static (`import … from`, `export … from`) or dynamic (`import('…')`), as dist paths. */
function importsOf(url: string, dynamic: boolean): string[] {
  const [imports] = parse(readFileSync(join(dist, url), 'utf8'), url);
  // d === -1: a static import; d >= 0: a dynamic one; import.meta (d === -2) loads nothing.
  return imports
    .filter(({ n, d }) => n && (dynamic ? d >= 0 : d === -1))
    .map(({ n }) => new URL(n!, `http://x${url}`).pathname);
}

/** Every file reached from `urls` by static imports, with its gzip size. */
function staticGraph(urls: string[]): Map<string, number> {
  const seen = new Map<string, number>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.set(url, gzipSync(readFileSync(join(dist, url)), { level: 9 }).length);
    importsOf(url, false).forEach(visit);
  };
  urls.forEach(visit);
  return seen;
}

/** The page's module scripts, and its islands' entries: the hydrate-island chunk the scripts import dynamically,
 * and that chunk's dynamic import of each island's module (Vite names it after the module: `<island>.<hash>.js`). */
function entries(html: string) {
  const document = parseDocument(html);
  const scripts = DomUtils.getElementsByTagName('script', document)
    .filter((script) => script.attribs.type === 'module' && script.attribs.src)
    .map((script) => script.attribs.src);
  const islands = DomUtils.findAll((el) => 'data-island' in el.attribs, document.children);
  const hydrateChunks = [...staticGraph(scripts).keys()]
    .flatMap((url) => importsOf(url, true))
    .filter((url) => /\/hydrate-island\.[\w-]+\.js$/.test(url));
  const hydrateChunk = [...new Set(hydrateChunks)];
  expect(hydrateChunk.length, 'one hydrate-island chunk, imported by a page with islands only').toBe(
    islands.length ? 1 : 0,
  );
  const islandModules = hydrateChunk.length ? importsOf(hydrateChunk[0], true) : [];
  const moduleOf = (name: string) => {
    const found = islandModules.filter((url) => url.split('/').pop()!.startsWith(`${name}.`));
    expect(found, `the ${name} island's module among ${islandModules.join(', ')}`).toHaveLength(1);
    return found[0];
  };
  const island = (el: (typeof islands)[number]) => [...hydrateChunk, moduleOf(el.attribs['data-island'])];
  return {
    scripts,
    inView: islands.filter((el) => el.attribs['data-when'] === 'visible').flatMap(island),
    firstUse: islands.flatMap(island),
  };
}

/** Budgets in kB gzip: on load, and added by the first use of a form (React and the form's island; measured 72-75). */
const PAGES: Record<string, { path: string; budgetKb: number; firstUseKb: number }> = {
  home: { path: 'index.html', budgetKb: 10, firstUseKb: 85 },
  mairie: { path: 'mairie/mairie-de-paris-1er-arrondissement.html', budgetKb: 10, firstUseKb: 85 },
  rdv: { path: 'mairie/mairie-de-paris-1er-arrondissement/rdv.html', budgetKb: 80, firstUseKb: 5 },
  villes: { path: 'villes.html', budgetKb: 10, firstUseKb: 85 },
  documents: { path: 'documents.html', budgetKb: 10, firstUseKb: 5 },
  // The case page's list hydrates at once only for a shared link or saved ticks (data-when="state").
  'documents case': { path: 'documents/mineur-moins-15/premiere-demande.html', budgetKb: 10, firstUseKb: 85 },
};

const kb = (graph: Map<string, number>) => Math.round([...graph.values()].reduce((a, b) => a + b, 0) / 102.4) / 10;

/** What a page loads on load (its islands in view included), and everything it may load once its forms are used. */
function graphsOf(path: string) {
  const html = readFileSync(join(dist, path), 'utf8');
  expect(html, `${path}: no Astro island (its inline runtime)`).not.toContain('<astro-island');
  const { scripts, inView, firstUse } = entries(html);
  return { initial: staticGraph([...scripts, ...inView]), all: staticGraph([...scripts, ...firstUse]) };
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

  it.each(['home', 'mairie', 'villes', 'documents case'])(
    '%s loads React only when a visitor first uses a form',
    (name) => {
      const { initial, all } = graphsOf(PAGES[name].path);
      // react-dom's client chunk (Vite names it client.*.js after react-dom/client, or react-dom.*.js).
      const reactDom = (graph: Map<string, number>) =>
        [...graph.keys()].some((url) => /\/(client|react-dom)\.[\w-]+\.js$/.test(url));
      expect(reactDom(initial), [...initial.keys()].join('\n')).toBe(false);
      expect(reactDom(all), [...all.keys()].join('\n')).toBe(true);
    },
  );

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
