// npm run bench -- lighthouse — Lighthouse (the npm package, its default mobile preset: a mid-range phone on a
// throttled 4G, simulated) on town hall pages of a served build, in Chromium (CHROMIUM_PATH): the four category
// scores, the layout shift (CLS) and the paint and blocking times. The build is the e2e fixture's
// (tests/e2e/fixture-site.ts: a town hall with directory hours, one with the indicative week), built as of today; with
// BENCH_DEPARTMENTS=01 it is that department of the configured database, built into .data/ and served by
// scripts/serve.ts, and the pages are its first town halls with hours of their own and with the indicative week.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { openDb, type Db } from '../../src/data/db.ts';
import { settings } from '../../src/settings/index.ts';
import { chromiumPath, hasChromium } from '../../tests/helpers/browser.ts';
import { startFixtureServer } from '../../tests/e2e/fixture-site.ts';
import { startServer } from '../server/server.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO = join(root, 'node_modules/astro/bin/astro.mjs');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const FIXTURE_PAGES = ['/mairie/mairie-de-l-abergement-clemenciat', '/mairie/mairie-d-ajaccio'];

function buildDepartments(departments: string, outDir: string): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BUILD_DEPARTMENTS: departments,
    ASTRO_OUT_DIR: outDir,
    BUILD_MANIFEST_PATH: join(outDir, '..', 'manifest.json'),
    PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || 'https://passeport.example.fr',
  };
  delete env.BUILD_FORCE;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ASTRO, 'build'], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`build failed:\n${output.slice(-3000)}`))));
  });
}

/** Town hall pages of a built department: the first whose hours are the town hall's own, the first indicative. */
function departmentPages(dist: string): string[] {
  const html = (file: string) => readFileSync(join(dist, 'mairie', file), 'utf8');
  const files = readdirSync(join(dist, 'mairie'))
    .filter((f) => /^mairie-.*\.html$/.test(f) && html(f).includes('data-opening-status'))
    .sort();
  const indicative = (file: string) => html(file).includes('badge-indicative');
  const own = files.find((f) => !indicative(f));
  const fallback = files.find(indicative);
  return [own, fallback].filter((f): f is string => !!f).map((f) => `/mairie/${f.replace(/\.html$/, '')}`);
}

/** Headless Chromium with a DevTools port for Lighthouse to drive (Lighthouse opens its own tab). */
async function launchChromium(profile: string): Promise<{ port: number; process: ChildProcess }> {
  const child = spawn(chromiumPath, [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--user-data-dir=${profile}`,
    '--remote-debugging-port=0',
    'about:blank',
  ]);
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${output.slice(-2000)}`)));
  });
  return { port, process: child };
}

const seconds = (ms: number | undefined) => `${((ms ?? 0) / 1000).toFixed(2)} s`;

export async function run(): Promise<void> {
  if (!hasChromium) {
    console.log(`Chromium not found at ${chromiumPath} (CHROMIUM_PATH): no Lighthouse run.`);
    return;
  }
  const { tools, database } = settings();
  const { benchDepartments: departments, benchKeep } = tools;
  const work = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  mkdirSync(join(root, '.data'), { recursive: true });
  // Inside the project: elsewhere, Astro's prerender chunks go to the shared .astro/.prerender/.
  const outRoot = departments ? mkdtempSync(join(root, '.data', 'bench-lighthouse-')) : null;
  let server: { url: string; close(): Promise<void> };
  let pages: string[];
  let db: Db | null = null;
  if (outRoot && departments) {
    const dist = join(outRoot, 'dist');
    const started = performance.now();
    await buildDepartments(departments, dist);
    console.log(`build of departments ${departments}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // The functions (visit beacon, new reviews) answer from the database the pages were built from.
    db = await openDb(database);
    server = await startServer({ port: 0, host: '127.0.0.1', distDir: dist, db, siteUrl: 'http://127.0.0.1' });
    pages = departmentPages(dist);
  } else {
    // Built as of today, as the nightly build is: the status script then reads the clock the build wrote in the page.
    const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    server = await startFixtureServer(today);
    pages = FIXTURE_PAGES;
    console.log(`build: the e2e fixture (tests/e2e/fixture-site.ts) as of ${today.toISOString().slice(0, 10)}`);
  }
  const chromium = await launchChromium(join(work, 'profile'));
  try {
    console.log('page | performance | accessibility | best practices | SEO | CLS | LCP | FCP | TBT | speed index');
    for (const path of pages) {
      // A trace Chromium failed to record (NO_NAVSTART, « run Lighthouse again ») is run again, twice at most.
      let result: Awaited<ReturnType<typeof lighthouse>>;
      for (let attempt = 1; ; attempt++) {
        result = await lighthouse(`${server.url}${path}`, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (result?.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) break;
        console.log(`${path}: no trace recorded (NO_NAVSTART), run again`);
      }
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.code} ${runtimeError.message}`);
      const failed = Object.values(categories)
        .flatMap((category) => category.auditRefs)
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${ref.id} ${audits[ref.id]?.displayValue ?? ''}`.trim());
      if (failed.length) console.log(`${path}: below full marks: ${[...new Set(failed)].join('; ')}`);
      // The performance audits that weigh nothing in the score but say what is deterministic to fix (render-blocking
      // resources, unsized images, font display, unused JavaScript, LCP discovery…): those not passed.
      const diagnostics = (categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.weight === 0)
        .map((ref) => audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
        )
        .map((audit) => {
          // What the audit names: the URLs of its first items, without the server's origin.
          const items = (audit.details as { items?: unknown } | undefined)?.items;
          const urls = (Array.isArray(items) ? (items as { url?: unknown }[]) : [])
            .flatMap((item) => (typeof item.url === 'string' ? [item.url.replace(server.url, '')] : []))
            .slice(0, 4);
          const value = audit.displayValue ? ` ${audit.displayValue}` : '';
          return `${audit.id}${value}${urls.length ? ` (${urls.join(', ')})` : ''}`;
        });
      if (diagnostics.length) console.log(`${path}: performance diagnostics not passed: ${diagnostics.join('; ')}`);
      const consoleErrors = (
        audits['errors-in-console']?.details as { items?: { url?: string; description?: string }[] }
      )?.items;
      for (const item of consoleErrors ?? [])
        console.log(`  console error: ${item.url ?? ''} ${item.description ?? ''}`.slice(0, 300));
      const score = (id: string) => String(Math.round((categories[id]?.score ?? 0) * 100));
      const value = (id: string) => audits[id]?.numericValue;
      console.log(
        [
          path,
          ...CATEGORIES.map(score),
          (value('cumulative-layout-shift') ?? 0).toFixed(3),
          seconds(value('largest-contentful-paint')),
          seconds(value('first-contentful-paint')),
          `${Math.round(value('total-blocking-time') ?? 0)} ms`,
          seconds(value('speed-index')),
        ].join(' | '),
      );
    }
  } finally {
    chromium.process.kill();
    await server.close();
    await db?.close();
    rmSync(work, { recursive: true, force: true });
    if (outRoot && !benchKeep) rmSync(outRoot, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
