// npm run bench pages — the weight of one page of each type of the e2e fixture build (built first when missing,
// tests/e2e/fixture-site.ts): HTML gzip, JavaScript on load (module scripts, their static imports, islands that
// hydrate in view) and added at a first use (React and the islands' modules), gzip -9, as tests/e2e/js-budget.test.ts
// counts them. The documents case pages are reported beside the other page types (their largest and smallest).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';
import { fixtureDist } from '../../tests/e2e/fixture-site.ts';

const PAGES: Record<string, string> = {
  home: 'index.html',
  'town hall': 'mairie/mairie-de-paris-1er-arrondissement.html',
  'town hall guide (rdv)': 'mairie/mairie-de-paris-1er-arrondissement/rdv.html',
  'postal code': 'ville/75001.html',
  'big cities': 'villes.html',
  article: 'informations/renouvellement-passeport.html',
  'documents entry': 'documents.html',
};

const gz = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function weights(dist: string, path: string) {
  const html = readFileSync(join(dist, path));
  const text = html.toString('utf8');
  const importsOf = (url: string, dynamic: boolean) =>
    parse(readFileSync(join(dist, url), 'utf8'), url)[0]
      .filter(({ n, d }) => n && (dynamic ? d >= 0 : d === -1))
      .map(({ n }) => new URL(n!, `http://x${url}`).pathname);
  const graph = (urls: string[]) => {
    const seen = new Map<string, number>();
    const visit = (url: string) => {
      if (seen.has(url)) return;
      seen.set(url, gz(readFileSync(join(dist, url))));
      importsOf(url, false).forEach(visit);
    };
    urls.forEach(visit);
    return seen;
  };
  const scripts = [...text.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
  const islands = [...text.matchAll(/data-island="(\w+)"(?:[^>]*?data-when="(\w+)")?/g)].map((m) => ({
    name: m[1],
    when: m[2],
  }));
  const hydrate = [...graph(scripts).keys()]
    .flatMap((url) => importsOf(url, true))
    .filter((url) => /\/hydrate-island\.[\w-]+\.js$/.test(url));
  const modules = hydrate.length ? importsOf(hydrate[0], true) : [];
  const islandEntries = (list: typeof islands) =>
    list.flatMap(({ name }) => [
      ...hydrate.slice(0, 1),
      ...modules.filter((url) => url.split('/').pop()!.startsWith(`${name}.`)),
    ]);
  const sum = (g: Map<string, number>) => [...g.values()].reduce((a, b) => a + b, 0);
  const onLoad = sum(graph([...scripts, ...islandEntries(islands.filter((i) => i.when === 'visible'))]));
  const all = sum(graph([...scripts, ...islandEntries(islands)]));
  return { html: gzipSync(html).length, onLoad, firstUse: all - onLoad };
}

export async function run(): Promise<void> {
  const [dist] = await Promise.all([fixtureDist(), init]);
  const cases = readdirSync(join(dist, 'documents'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /^[^/]+\/[^/]+\.html$/.test(f))
    .map((f) => `documents/${f}`)
    .sort((a, b) => gzipSync(readFileSync(join(dist, a))).length - gzipSync(readFileSync(join(dist, b))).length);
  const rows: [string, string][] = [
    ...Object.entries(PAGES),
    [`documents case, smallest (${cases.length} pages)`, cases[0]],
    ['documents case, largest', cases[cases.length - 1]],
  ];
  console.log(`fixture build: ${dist}`);
  console.log('page type | HTML gzip | JS on load | JS added at first use | page');
  for (const [name, path] of rows) {
    const w = weights(dist, path);
    console.log(`${name} | ${kb(w.html)} | ${kb(w.onLoad)} | ${kb(w.firstUse)} | ${path}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
