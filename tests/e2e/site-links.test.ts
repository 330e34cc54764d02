// Link check over the fixture build (STYLE 15): every internal href, src, srcset, action and island URL of
// every page, every URL of the site's own origin (canonical, Open Graph, JSON-LD, sitemaps), and every /api
// path the scripts call resolves to a built file or to a function of functions/; #fragments name an id of
// the target page; the search shards lead to built pages. External links, mailto: and tel: are not followed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readShard, type SearchShard } from '../../src/page-data/search-shard.ts';
import { BIG_CITIES } from '../../src/page-data/villes-page.ts';
import { FIXTURE_CITIES } from '../fixtures/site-seed.ts';
import { fixtureDist } from './fixture-site.ts';

const root = new URL('../..', import.meta.url).pathname;

// /villes links the 20 cities of data/reference/big-cities.json whatever the data holds; the fixture's data
// has only a few postal codes, so the others have no page in its build (nor in a BUILD_DEPARTMENTS build;
// a national build has them all). Only these links, and only from /villes, may lead nowhere.
const FIXTURE_CODES = new Set(FIXTURE_CITIES.map((c) => c.code_postal));
const ABSENT_BIG_CITIES = new Set(
  BIG_CITIES.filter((c) => !FIXTURE_CODES.has(c.code_postal)).map((c) => `/ville/${c.code_postal}`),
);
const isExpectedGap = (from: string, path: string) => from === '/villes' && ABSENT_BIG_CITIES.has(path);

let dist: string;
let origin: string;
let apiPaths: Set<string>;
const files: string[] = [];
const fileSet = new Set<string>();

beforeAll(async () => {
  dist = await fixtureDist();
  files.push(
    ...readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => statSync(join(dist, f)).isFile()),
  );
  files.forEach((f) => fileSet.add(f));
  origin = new URL(/<link rel="canonical" href="([^"]+)"/.exec(read('index.html'))![1]).origin;
  // The /api paths scripts/serve.ts and Netlify route: each function's own config.path.
  apiPaths = new Set();
  for (const file of readdirSync(join(root, 'functions'))) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const mod = (await import(join(root, 'functions', file))) as { config?: { path?: string } };
    if (mod.config?.path) apiPaths.add(mod.config.path);
  }
}, 300_000);

const read = (file: string) => readFileSync(join(dist, file), 'utf8');
const isFile = (file: string) => fileSet.has(file);
const decode = (text: string) =>
  text.replace(
    /&(amp|quot|#39|lt|gt);/g,
    (_, e: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[e]!,
  );

/** The built file a site path is served from, as scripts/serve.ts and Netlify find it. */
function builtFile(pathname: string): string | undefined {
  const path = decodeURIComponent(pathname).replace(/^\/+/, '');
  const candidates =
    path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find(isFile);
}

/** The site path of a built page: 'mairie/x.html' → '/mairie/x', 'index.html' → '/', '404.html' → '/404'. */
const pagePath = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;

const idsCache = new Map<string, Set<string>>();
function ids(file: string): Set<string> {
  let found = idsCache.get(file);
  if (!found) {
    found = new Set([...read(file).matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])));
    idsCache.set(file, found);
  }
  return found;
}

/** The URLs a page refers to: link and resource attributes, and any URL of the site's own origin. */
function references(html: string): string[] {
  const refs: string[] = [];
  for (const [, name, value] of html.matchAll(
    /\s(href|src|srcset|action|formaction|poster|component-url|renderer-url)="([^"]*)"/g,
  )) {
    if (name === 'srcset') refs.push(...value.split(',').map((s) => s.trim().split(/\s+/)[0]));
    else refs.push(value);
  }
  const own = new RegExp(`${origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^"'<>\\s\\\\]*`, 'g');
  refs.push(...[...html.matchAll(own)].map((m) => m[0]));
  return refs.map(decode);
}

/** Why `ref`, found on the page at `from`, leads nowhere; undefined when it resolves. */
function brokenReason(ref: string, from: string): string | undefined {
  if (ref === '' || ref === '#') return undefined;
  const url = new URL(ref, origin + from);
  if (url.origin !== origin) return undefined; // external, mailto:, tel:
  if (url.pathname.startsWith('/api/')) return apiPaths.has(url.pathname) ? undefined : 'no such function';
  const target = builtFile(url.pathname);
  if (!target) return isExpectedGap(from, url.pathname) ? undefined : 'no such file';
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment && target.endsWith('.html') && !ids(target).has(fragment)) return `no id "${fragment}" on ${target}`;
  return undefined;
}

describe('links of the fixture build', () => {
  it('has pages to check, on the origin of its canonical URLs', () => {
    expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(40);
    expect(origin).toMatch(/^https?:\/\//);
  });

  it('resolves every internal link, resource and fragment of every page', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      for (const ref of new Set(references(read(file)))) {
        checked++;
        const reason = brokenReason(ref, pagePath(file));
        if (reason) broken.push(`${file}: ${ref} (${reason})`);
      }
    }
    expect(broken, broken.join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });

  it("links from /villes only to big cities' pages the fixture's data has, or that it lacks on purpose", () => {
    const linked = new Set([...read('villes.html').matchAll(/href="(\/ville\/\d\w+)"/g)].map((m) => m[1]));
    expect(linked.size).toBe(BIG_CITIES.length);
    for (const path of linked) expect(Boolean(builtFile(path)), path).toBe(!ABSENT_BIG_CITIES.has(path));
  });

  it('lists in the sitemaps and robots.txt only URLs that resolve', () => {
    const xml = files.filter((f) => /^sitemap.*\.xml$/.test(f));
    expect(xml.length).toBeGreaterThan(0);
    const urls = [
      ...xml.flatMap((f) => [...read(f).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]))),
      ...[...read('robots.txt').matchAll(/^Sitemap:\s*(\S+)/gm)].map((m) => m[1]),
    ];
    expect(urls.length).toBeGreaterThan(30);
    const broken = urls.filter((url) => !url.startsWith(origin) || brokenReason(url, '/'));
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('reaches every sitemap URL by a link from another page, Wallis-et-Futuna included', () => {
    const sitemapPaths = files
      .filter((f) => /^sitemap-\d+\.xml$/.test(f))
      .flatMap((f) => [...read(f).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1])).pathname));
    expect(sitemapPaths.length).toBeGreaterThan(30);
    // Wallis-et-Futuna's city pages have no department page (no town hall in the directory): /departements links them.
    expect(sitemapPaths).toEqual(expect.arrayContaining(['/ville/98600', '/ville/98610', '/ville/98620']));
    const linked = new Set<string>();
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      const from = pagePath(file);
      for (const [, href] of read(file).matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
        const url = new URL(decode(href), origin + from);
        const target = url.origin === origin ? builtFile(url.pathname) : undefined;
        if (target && target !== file) linked.add(pagePath(target));
      }
    }
    const orphans = sitemapPaths.filter((path) => !linked.has(path === '/' ? '/' : path.replace(/\/$/, '')));
    expect(orphans, orphans.join('\n')).toEqual([]);
  });

  it('links every town hall page to its appointment guide and its city page, which stay out of the sitemap', () => {
    const sitemap = files
      .filter((f) => /^sitemap-\d+\.xml$/.test(f))
      .map(read)
      .join('\n');
    const townHalls = files.filter((f) => /^mairie\/[^/]+\.html$/.test(f) && f !== 'mairie/404.html');
    expect(townHalls.length).toBeGreaterThan(3);
    for (const file of townHalls) {
      const page = pagePath(file);
      const html = read(file);
      // A town hall the directory no longer lists has no guide of its own to link: its guide's URL stays and leads to
      // the one to go to's (issue 39).
      if (html.includes('id="historique-title"')) expect(html, file).not.toContain(`href="${page}/rdv"`);
      else expect(html, file).toContain(`href="${page}/rdv"`);
      expect(html, file).toMatch(/href="\/ville\/\w+"/);
      expect(read(`${page.slice(1)}/rdv.html`)).toContain('<meta name="robots" content="noindex, follow"');
      expect(sitemap).not.toContain(`${page}/rdv<`);
    }
  });

  it('gives every indexable page a title and a description of its own, and every guide too', () => {
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() };
    const duplicates: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      const html = read(file);
      const isGuide = /\/rdv\.html$/.test(file);
      if (/<meta name="robots" content="noindex/.test(html) && !isGuide) continue;
      const found = {
        title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
        description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ''),
      };
      for (const key of ['title', 'description'] as const) {
        expect(found[key], `${file} ${key}`).not.toBe('');
        const other = seen[key].get(found[key]);
        if (other) duplicates.push(`${key} of ${file} = ${other}: ${found[key]}`);
        seen[key].set(found[key], file);
      }
    }
    expect(duplicates, duplicates.join('\n')).toEqual([]);
    expect(seen.title.size).toBeGreaterThan(30);
  });

  it('has none of the markup the Nu HTML checker rejected: content after </html>, a <style> after a sibling in <body>, aria-expanded on a search input, street-address on an input', () => {
    const problems: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      const html = read(file);
      if (!/<\/html>\s*$/.test(html)) problems.push(`${file}: content after </html>`);
      // A <style> in <body> must be its parent's first child (Astro writes one before a page's first island).
      const body = html.slice(html.indexOf('<body'));
      for (const style of body.matchAll(/<style\b/g)) {
        if (!/<[a-z][^<>]*>$/.test(body.slice(0, style.index))) problems.push(`${file}: <style> after a sibling`);
      }
      for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
        if (/type="search"/.test(tag) && /aria-expanded/.test(tag)) problems.push(`${file}: ${tag}`);
        if (/autocomplete="street-address"/i.test(tag)) problems.push(`${file}: ${tag}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('calls from the scripts only /api paths that functions/ serves', () => {
    const called = new Set(
      files
        .filter((f) => f.endsWith('.js'))
        .flatMap((f) => [...read(f).matchAll(/["'`](\/api\/[\w-]+)/g)].map((m) => m[1])),
    );
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((path) => !apiPaths.has(path))).toEqual([]);
  });

  it('points every search result to a built page', () => {
    const shards = files.filter((f) => /^recherche\/[^/]+\.json$/.test(f));
    expect(shards.length).toBeGreaterThan(0);
    const broken = shards.flatMap((shard) => {
      const { cities, mairies } = readShard(JSON.parse(read(shard)) as SearchShard);
      return [...cities, ...mairies].filter((hit) => !builtFile(hit.href)).map((hit) => `${shard}: ${hit.href}`);
    });
    expect(broken, broken.join('\n')).toEqual([]);
  });
});
