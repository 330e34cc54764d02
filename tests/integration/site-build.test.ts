// Builds the site once from the fixture database (PGlite in a temp dir, or Postgres when DATABASE_URL
// is set), checks the pages, the sitemap and that no reviewer e-mail is published, then checks the
// stops: a database without tables fails the build, a >20% drop fails the next build, BUILD_FORCE=1
// lets it through.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAstroBuild, type BuildResult } from '../helpers/astro-build.ts';
import { openPglite, type Queryable } from '../../src/data/db.ts';
import { migrate } from '../../src/data/migrate.ts';
import { SITE_SCRIPT_HASHES, securityHeaders } from '../../src/domain/security-headers.ts';
import { startServer } from '../../scripts/server/server.ts';
import { DISPLAY } from '../../src/domain/constants.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { FIXTURE_NOW, REVIEWER_EMAILS, seedSite } from '../fixtures/site-seed.ts';

const root = new URL('../..', import.meta.url).pathname;
const SITE = 'https://passeport.example.fr';
const dir = mkdtempSync(join(tmpdir(), 'site-build-'));
// Output inside the project: with an outDir elsewhere, Astro puts its prerender chunks in the shared
// .astro/.prerender/, where two builds running at once (other test files, a bench) overwrite each other.
mkdirSync(join(root, '.data'), { recursive: true });
const outRoot = mkdtempSync(join(root, '.data', 'test-site-build-'));
const manifestPath = join(dir, 'build-manifest.json');
let testDb: TestDb | undefined;
let dbEnv: Record<string, string>;

// extraEnv: variables to set, or (undefined) to remove.
function build(name: string, extraEnv: Record<string, string | undefined> = {}): Promise<BuildResult> {
  const outDir = join(outRoot, name);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...dbEnv,
    ASTRO_OUT_DIR: outDir,
    BUILD_MANIFEST_PATH: manifestPath,
    BUILD_DATE: FIXTURE_NOW.toISOString(),
    PUBLIC_SITE_URL: SITE,
  };
  if (!onPostgres) delete env.DATABASE_URL;
  delete env.NODE_ENV; // vitest sets 'test': build as CI does, in production mode
  delete env.BUILD_DEPARTMENTS;
  if (!extraEnv.BUILD_FORCE) delete env.BUILD_FORCE;
  for (const [key, value] of Object.entries(extraEnv)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return runAstroBuild(env, outDir);
}

async function withDb<T>(fn: (db: Queryable) => Promise<T>): Promise<T> {
  if (testDb) return fn(testDb);
  const lite = await openPglite(dbEnv.PGLITE_DIR);
  try {
    return await fn(lite);
  } finally {
    await lite.close();
  }
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function files(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((f) => join(folder, f))
    .filter((f) => statSync(f).isFile());
}

let first: BuildResult;
const page = (path: string) => readFileSync(join(first.outDir, path), 'utf8');

// The meta description of a page, its entities decoded (so its length is what a search engine counts).
function metaDescription(html: string): string | undefined {
  const content = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
  return content
    ?.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

// Article slugs in the order of the /informations list (newest first).
const listedArticles = () =>
  [...page('informations.html').matchAll(/<h2[^>]*><a href="\/informations\/([^"]+)"/g)].map((m) => m[1]);

// Issue 21: a visitor's correction accepted by the team, written with a marker e-mail and text: the open directory's
// files and the /donnees page count it, and never publish either.
const MARKED = { email: 'marker.correction@personal.test', text: 'MARKER-CORRECTION-TEXT' };
async function seedMarkedCorrection(db: Queryable): Promise<void> {
  await db.query(
    `insert into mairie_reports (mairie_id, type, content, email, correction, status, created_at, decided_at)
     values (3, 'correction', $1, $2, '{"kind": "access", "access": "NAC"}', 'resolved', '2025-03-10T09:00:00Z',
       '2025-03-11T09:00:00Z')`,
    [MARKED.text, MARKED.email],
  );
}

beforeAll(async () => {
  if (onPostgres) {
    testDb = await createTestDb();
    await seedSite(testDb);
    await seedMarkedCorrection(testDb);
    dbEnv = { DATABASE_URL: testDb.url as string };
  } else {
    const lite = await openPglite(join(dir, 'db'));
    await migrate(lite);
    await seedSite(lite);
    await seedMarkedCorrection(lite);
    await lite.close();
    dbEnv = { PGLITE_DIR: join(dir, 'db') };
  }
  first = await build('dist');
}, 300_000);

afterAll(async () => {
  await testDb?.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(outRoot, { recursive: true, force: true });
});

describe(`site build on ${onPostgres ? 'Postgres' : 'PGlite'}`, () => {
  it('succeeds and writes one page per town hall, appointment guide, postal code and department', () => {
    expect(first.code, first.output.slice(-3000)).toBe(0);
    // build.format 'file': /mairie/x is mairie/x.html, its guide mairie/x/rdv.html.
    const count = (folder: string) =>
      readdirSync(join(first.outDir, folder)).filter((f) => f.endsWith('.html') && f !== '404.html').length;
    const guides = readdirSync(join(first.outDir, 'mairie')).filter((d) =>
      existsSync(join(first.outDir, 'mairie', d, 'rdv.html')),
    ).length;
    expect(count('mairie')).toBe(9);
    expect(guides).toBe(9);
    expect(count('ville')).toBe(13); // 10, and Wallis-et-Futuna's 3
    expect(count('departements')).toBe(5);
    for (const path of ['index.html', 'villes.html', 'departements.html', 'robots.txt', 'sitemap-index.xml']) {
      expect(existsSync(join(first.outDir, path)), path).toBe(true);
    }
  });

  it('renders the town hall page blocks', () => {
    const html = page('mairie/mairie-de-paris-1er-arrondissement.html');
    for (const text of [
      'Mairie de Paris - 1er arrondissement',
      'Équipée pour les passeports',
      'Note moyenne 4,5 sur 5',
      'Horaires vérifiés',
      'Contacter la mairie',
      'tel:+33144507501',
      'Un peu d&#39;attente',
      '"@type":"GovernmentOffice"',
      '"@type":"FAQPage"',
      'data-visit-mairie-id="4"',
      'data-opening-status',
      'data-mairie-map',
      'data-zoom="14"',
      'data-new-reviews',
      'data-island="ReportDialog"',
      'action="/api/reports"',
      'action="/api/contact-mairie"',
      'name="company"',
    ]) {
      expect(html, text).toContain(text);
    }
    expect(html).not.toContain('Avis en attente de modération');
    expect(html).not.toContain('Signalement rejeté');
    expect(html).not.toMatch(/leaflet[^"]*\.css/);
    expect(page('mairie/mairie-d-ajaccio.html')).toContain('Aucune autre mairie dans ce département');
    const paris2 = page('mairie/mairie-de-paris-2e-arrondissement.html');
    expect(paris2).toContain('Aucune mairie proche trouvée');
    expect(paris2).toContain('Distance inconnue');
    expect(page('mairie/mairie-d-amberieux-en-dombes.html')).toContain(
      'Contactez directement la mairie pour prendre rendez-vous.',
    );
    expect(page('mairie/mairie-de-l-abergement-clemenciat.html')).toContain(
      'Aucun avis pour le moment. Soyez le premier à partager votre expérience !',
    );
  });

  it('renders the appointment guide, city, department and home pages', () => {
    const rdv = page('mairie/mairie-de-l-abergement-clemenciat/rdv.html');
    expect(rdv).toContain('environ 20 minutes (notre estimation)');
    expect(rdv).toContain('Ma liste de préparation');
    expect(rdv).toContain('href="https://rdv.example.fr/abergement"');
    const city = page('ville/01990.html');
    expect(city).toContain('Aucune mairie de ce code postal n&#39;est connue pour prendre les demandes de passeport.');
    expect(page('departements/01.html').indexOf('Ambérieu-en-Bugey')).toBeLessThan(
      page('departements/01.html').indexOf('Clémenciat'),
    );
    const home = page('index.html');
    expect(home.match(/href="\/ville\/\d{5}"/g)?.length).toBeGreaterThanOrEqual(5);
    expect(home).toContain('action="/api/nearest"');
    expect(home).toContain('href="/mairie/mairie-de-paris-1er-arrondissement"');
    expect(JSON.parse(page('recherche/am.json')).v).toContainEqual(['Ambérieu-en-Bugey', '01500']);
  });

  it('writes _redirects: alternate domains to the site, changed slugs, paddings, then the section 404s', () => {
    const lines = page('_redirects').trimEnd().split('\n');
    expect(lines).toContain(`https://mairie-paris-passeport.fr/* ${SITE}/ville/75001 301!`);
    expect(lines.filter((l) => l.startsWith('http'))).toHaveLength(44); // 11 domains, http(s), www. or not
    const slug = lines.indexOf('/mairie/mairie-d-a-jaccio /mairie/mairie-d-ajaccio 301');
    expect(slug).toBeGreaterThan(43);
    expect(lines[slug + 1]).toBe('/mairie/mairie-d-a-jaccio/* /mairie/mairie-d-ajaccio/:splat 301');
    expect(lines).toContain('/departements/1 /departements/01 301');
    expect(lines.slice(-3)).toEqual([
      '/mairie/* /mairie/404.html 404',
      '/ville/* /ville/404.html 404',
      '/informations/* /informations/404.html 404',
    ]);
  });

  it('writes _headers: the security headers on every path, hashed assets immutable', () => {
    const headers = page('_headers');
    expect(headers.startsWith('/*\n')).toBe(true);
    for (const [name, value] of Object.entries(securityHeaders())) expect(headers).toContain(`\n  ${name}: ${value}\n`);
    expect(headers).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('is served by npm run serve from its _redirects: paddings, former slugs, section 404s', async () => {
    const server = await startServer({ port: 0, distDir: first.outDir, siteUrl: 'https://ailleurs.example' });
    try {
      const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });
      const padded = await get('/departements/1');
      expect(padded.status).toBe(301);
      expect(padded.headers.get('location')).toBe('/departements/01');
      expect((await get('/departements/01')).status).toBe(200);
      const moved = await get('/mairie/mairie-d-a-jaccio/rdv');
      expect(moved.status).toBe(301);
      expect(moved.headers.get('location')).toBe('/mairie/mairie-d-ajaccio/rdv');
      const unknown = await get('/ville/00000');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toContain('Ville non trouvée');
    } finally {
      await server.close();
    }
  });

  it('writes the section 404 pages', () => {
    expect(page('mairie/404.html')).toContain('Mairie non trouvée');
    expect(page('mairie/404.html')).toContain('href="/#recherche"');
    expect(page('ville/404.html')).toContain('Ville non trouvée');
    expect(existsSync(join(first.outDir, 'mairie/404/index.html'))).toBe(false);
    const article = page('informations/404.html');
    expect(article).toMatch(new RegExp(`<h1[^>]*>${MESSAGES.articleNotFound}</h1>`));
    expect(article).toMatch(/<a class="button" href="\/informations"[^>]*>Retour aux articles<\/a>/);
    expect(article).toContain('<meta name="robots" content="noindex, follow"');
    expect(existsSync(join(first.outDir, 'informations/404/index.html'))).toBe(false);
  });

  it('renders the article list with its search and empty text, and each article with its neighbours', () => {
    const list = page('informations.html');
    expect(list).toMatch(/<form class="article-search" role="search"[^>]*data-article-search/);
    expect(list).toMatch(new RegExp(`<p class="notice" data-article-empty hidden[^>]*>${MESSAGES.noArticleMatch}</p>`));
    const slugs = listedArticles();
    expect(slugs.length).toBeGreaterThanOrEqual(8);
    const link = (slug: string, rel: 'prev' | 'next') =>
      new RegExp(`<a class="card article-nav-link[^"]*" href="/informations/${slug}" rel="${rel}"`);
    slugs.forEach((slug, i) => {
      const html = page(`informations/${slug}.html`);
      if (i > 0) expect(html, slug).toMatch(link(slugs[i - 1], 'prev'));
      else expect(html, slug).not.toContain('rel="prev"');
      if (i < slugs.length - 1) expect(html, slug).toMatch(link(slugs[i + 1], 'next'));
      else expect(html, slug).not.toContain('rel="next"');
      const description = metaDescription(html) ?? '';
      expect(description.length, slug).toBeGreaterThan(50);
      expect(description.length, slug).toBeLessThanOrEqual(DISPLAY.metaDescriptionMax);
    });
    const middle = page(`informations/${slugs[1]}.html`);
    expect(middle).toContain('Article précédent');
    expect(middle).toContain('Article suivant');
  });

  it(`gives every page a meta description of at most ${DISPLAY.metaDescriptionMax} characters`, () => {
    const pages = files(first.outDir).filter((f) => f.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(40);
    for (const file of pages) {
      const description = metaDescription(readFileSync(file, 'utf8'));
      expect(description, file).toBeTruthy();
      expect(description!.length, file).toBeLessThanOrEqual(DISPLAY.metaDescriptionMax);
    }
    // The three pages whose own text is longer are cut by the layout, at a word, with an ellipsis.
    for (const path of ['documents.html', 'formulaire.html', 'france-services.html']) {
      expect(metaDescription(page(path)), path).toMatch(/\S…$/);
    }
  });

  it('has no inline script, inline style nor style attribute the CSP would block, nor Astro island', () => {
    const allowed = new Set(SITE_SCRIPT_HASHES.map((h) => h.slice(1, -1)));
    // One hydration mechanism (src/islands/hydrate.ts): Astro's client:* islands would inline its runtime again.
    for (const file of files(first.outDir).filter((f) => f.endsWith('.html'))) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/<astro-island|<style[\s>]/);
    }
    for (const path of [
      'index.html',
      'villes.html',
      'departements.html',
      'ville/01990.html',
      'mairie/mairie-de-paris-1er-arrondissement.html',
      'mairie/mairie-de-paris-1er-arrondissement/rdv.html',
    ]) {
      const html = page(path);
      expect(html, path).not.toMatch(/\sstyle="/);
      for (const [, attrs, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=|application\/ld\+json/.test(attrs)) continue;
        expect(
          allowed.has(`sha256-${createHash('sha256').update(body).digest('base64')}`),
          `${path}: ${body.slice(0, 80)}`,
        ).toBe(true);
      }
    }
  });

  it('never publishes a reviewer e-mail', () => {
    for (const file of files(first.outDir)) {
      const text = readFileSync(file, 'utf8');
      for (const email of REVIEWER_EMAILS) expect(text.includes(email), `${email} in ${file}`).toBe(false);
      expect(text.includes('@reviewers.test'), file).toBe(false);
      for (const marker of Object.values(MARKED)) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
    }
  });

  it('writes the open directory (issues 21, 40) and counts the accepted correction on /donnees', () => {
    const csv = page('donnees/mairies.csv');
    const features = (JSON.parse(page('donnees/mairies.geojson')) as { features: unknown[] }).features;
    expect(csv.trimEnd().split('\r\n')).toHaveLength(features.length + 1); // a header, a line per town hall
    expect(JSON.parse(page('donnees/catalogue.jsonld'))['dcat:dataset'][0]['dcat:distribution']).toHaveLength(3);
    expect(JSON.parse(page('donnees/datapackage.json')).resources).toHaveLength(2);
    // The former catalogue's address answers with the new one.
    expect(page('_redirects')).toContain('/donnees/data.json /donnees/catalogue.jsonld 301\n');
    expect(page('donnees.html')).toContain('Semaine 11 de 2025 : 1 correction acceptée');
  });

  it('lists every indexable page in the sitemap index, and robots.txt points to it', () => {
    const index = page('sitemap-index.xml');
    expect(index).toContain(`<loc>${SITE}/sitemap-0.xml</loc>`);
    const urls = page('sitemap-0.xml');
    for (const path of ['/', '/villes', '/departements/2A', '/ville/01990', '/mairie/mairie-d-ajaccio']) {
      expect(urls).toContain(`<loc>${SITE}${path}</loc>`);
    }
    expect(urls).not.toContain('/404');
    expect(urls).not.toContain('/rdv<'); // the guides are noindex (docs/architecture.md, « Pages indexed »)
    expect(index).not.toContain('<lastmod>'); // nothing that changes with the build day
    expect(page('robots.txt')).toContain(`Sitemap: ${SITE}/sitemap-index.xml`);
    expect(JSON.parse(readFileSync(manifestPath, 'utf8')).counts).toMatchObject({
      mairies: 9,
      cities: 14,
      postalCodes: 13,
      departments: 5,
    });
  });

  it("logs a summary by section instead of Astro's line per page", () => {
    expect(first.output).not.toMatch(/[├└]─ \//);
    expect(first.output).toMatch(/written: \d+ files \(.*mairie \d+.*\) in [\d.]+ s, \d+ files\/s/);
  });

  it('writes the same files, byte for byte, when the same data is built the next day', async () => {
    const nextDay = await build('dist-next-day', {
      BUILD_DATE: new Date(FIXTURE_NOW.getTime() + 24 * 3600_000).toISOString(),
    });
    expect(nextDay.code, nextDay.output.slice(-3000)).toBe(0);
    const list = (dir: string) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => statSync(join(dir, f)).isFile())
        .sort();
    const files = list(first.outDir);
    expect(list(nextDay.outDir)).toEqual(files);
    // The open directory's files too (issue 21): a night without changes changes nothing.
    expect(files).toEqual(
      expect.arrayContaining([
        'donnees/mairies.csv',
        'donnees/mairies.geojson',
        'donnees/mairies.schema.json',
        'donnees/datapackage.json',
        'donnees/catalogue.jsonld',
        'donnees.html',
      ]),
    );
    const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    const changed = files.filter((f) => digest(join(first.outDir, f)) !== digest(join(nextDay.outDir, f)));
    // Only the home page's "most viewed this week" may change with the day (docs/architecture.md, « Deterministic
    // output »); here the week is the same.
    expect(changed).toEqual([]);
    // So the local server's ETags stay the same, and a revalidation after the rebuild is still a 304.
    const servers = await Promise.all(
      [first.outDir, nextDay.outDir].map((distDir) => startServer({ port: 0, distDir })),
    );
    try {
      for (const path of ['/', '/mairie/mairie-de-paris-1er-arrondissement', '/sitemap-0.xml']) {
        const [before, after] = await Promise.all(servers.map((s) => fetch(`${s.url}${path}`)));
        const etag = before.headers.get('etag');
        expect(etag, path).toMatch(/^W\/"/);
        expect(after.headers.get('etag'), path).toBe(etag);
        const revalidated = await fetch(`${servers[1].url}${path}`, { headers: { 'If-None-Match': etag! } });
        expect(revalidated.status, path).toBe(304);
      }
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  }, 300_000);

  it('stops with a clear message when the database has no tables', async () => {
    // On Postgres, a database that does not exist; on PGlite, a fresh folder: no tables either way.
    const emptyDir = join(dir, 'empty-db');
    const unmigrated: { env: Record<string, string>; where: string } = onPostgres
      ? {
          env: { DATABASE_URL: withDatabaseName(process.env.DATABASE_URL!, `missing_${process.pid}`) },
          where: 'DATABASE_URL',
        }
      : { env: { PGLITE_DIR: emptyDir }, where: `PGlite at ${emptyDir}` };
    const failed = await build('dist-unmigrated', unmigrated.env);
    expect(failed.code).not.toBe(0);
    expect(failed.output).toContain(
      `[site-data] Loading the data from ${unmigrated.where} failed, so the build stops:`,
    );
    expect(existsSync(join(failed.outDir, 'index.html'))).toBe(false);
  }, 300_000);

  it('refuses a production build without a real PUBLIC_SITE_URL, naming it', async () => {
    const cases: Record<string, string | undefined>[] = [
      { CI: 'true', PUBLIC_SITE_URL: undefined },
      { CI: undefined, SITE_ENV: 'production', PUBLIC_SITE_URL: 'http://localhost:4321' },
      { CI: undefined, SITE_ENV: 'production', PUBLIC_SITE_URL: 'passeport.example.fr' },
    ];
    for (const [index, env] of cases.entries()) {
      const refused = await build(`dist-origin-${index}`, env);
      expect(refused.code, JSON.stringify(env)).not.toBe(0);
      expect(refused.output).toMatch(
        /PUBLIC_SITE_URL: (required in production|a loopback host|expected an absolute http\(s\) URL of an origin)/,
      );
      expect(existsSync(join(refused.outDir, 'index.html'))).toBe(false);
    }
  }, 300_000);

  it('builds locally on http://localhost:4321 without PUBLIC_SITE_URL, and says so in one line', async () => {
    const local = await build('dist-local', { CI: undefined, SITE_ENV: undefined, PUBLIC_SITE_URL: undefined });
    expect(local.code, local.output.slice(-3000)).toBe(0);
    expect(
      local.output.match(/PUBLIC_SITE_URL unset: local build, canonical URLs on http:\/\/localhost:4321/g),
    ).toHaveLength(1);
    const home = readFileSync(join(local.outDir, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="http://localhost:4321/"');
  }, 300_000);

  it('stops when a table drops by more than 20%, and BUILD_FORCE=1 lets it through', async () => {
    await withDb((db) => db.query('delete from mairies where id in (4, 5, 6, 7, 8, 9)'));
    const stopped = await build('dist-stopped');
    expect(stopped.code).not.toBe(0);
    expect(stopped.output).toContain('mairies: 3 rows, down 67% from 9 at the last successful build');
    expect(stopped.output).toContain('BUILD_FORCE=1');
    const forced = await build('dist-forced', { BUILD_FORCE: '1' });
    expect(forced.code, forced.output.slice(-3000)).toBe(0);
    expect(JSON.parse(readFileSync(manifestPath, 'utf8')).counts.mairies).toBe(3);
  }, 300_000);
});
