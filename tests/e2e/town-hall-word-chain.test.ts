// The town hall's own word end to end (issue 41), on the configured database (PGlite in a folder, or Postgres with
// DATABASE_URL), the real SMTP server on loopback and Chromium, the site served as production serves it: a real
// import of the fixture open data and a build of department 01; the town hall page's link → the request page naming
// the official mailbox, masked → exactly one mail, to that address only → its link → the form → the answer stored →
// a new import keeps it → a new build → the page, its JSON-LD and the open files say it, with its source and date.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOWN_HALL_TEXTS as T } from '../../functions/_lib/town-hall/texts.ts';
import { startServer, type RunningServer } from '../../scripts/server/server.ts';
import { importOpenData, type SourceFiles } from '../../src/data/import/index.ts';
import { openPglite, type Db } from '../../src/data/db.ts';
import { migrate } from '../../src/data/migrate.ts';
import { frenchDate } from '../../src/domain/equipment.ts';
import { TOWN_HALL_WORD_TEXTS, townHallSays } from '../../src/domain/town-hall-word.ts';
import { PARIS_TIME_ZONE } from '../../src/domain/time-zone.ts';
import { readSettings } from '../../src/settings/index.ts';
import { runAstroBuild } from '../helpers/astro-build.ts';
import { hasChromium, launchBrowser } from '../helpers/browser.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { NO_LIMITS } from '../helpers/functions.ts';
import { startSmtp, type TestSmtp } from '../helpers/smtp.ts';
import { openPage, PAGE_WAIT_MS } from './browser-page.ts';

const root = new URL('../..', import.meta.url).pathname;
const FIXTURES = join(root, 'tests/fixtures/open-data');
const SITE = 'https://passeport.example.fr';
const OFFICIAL = 'secretariat@mairie-amberieuenbugey.fr'; // the fixture directory's address of Ambérieu-en-Bugey
const SLUG = '/mairie/mairie-d-amberieu-en-bugey';
const BOOKING = 'https://www.rdv360.com/mairie-d-amberieu-en-bugey';

const dir = mkdtempSync(join(tmpdir(), 'town-hall-word-'));
mkdirSync(join(root, '.data'), { recursive: true });
const outRoot = mkdtempSync(join(root, '.data', 'test-town-hall-word-'));
const pgliteDir = join(dir, 'db');
const files: SourceFiles = {
  laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
  directory: join(FIXTURES, 'dila_annuaire_mairies_2016.jsonl.gz'),
  websites2018: null,
  emails2021: null,
  equipped: null,
};

let pg: TestDb | undefined;
let browser: Browser;
let smtp: TestSmtp;

/** The database for a step: the test's Postgres one, or the PGlite folder opened for that step only (the build and
 *  the server open it in turn). */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  if (pg) return fn(pg);
  const lite = await openPglite(pgliteDir);
  try {
    return await fn(lite);
  } finally {
    await lite.close();
  }
}

async function build(name: string): Promise<string> {
  const outDir = join(outRoot, name);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...(pg ? { DATABASE_URL: pg.url } : { PGLITE_DIR: pgliteDir }),
    ASTRO_OUT_DIR: outDir,
    BUILD_MANIFEST_PATH: join(dir, `${name}-manifest.json`),
    BUILD_DEPARTMENTS: '01',
    PUBLIC_SITE_URL: SITE,
  };
  if (!pg) delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.BUILD_FORCE;
  const result = await runAstroBuild(env, outDir);
  if (result.code !== 0) throw new Error(`build failed:\n${result.output.slice(-3000)}`);
  return outDir;
}

/** Serves `distDir` and the functions, mail sent at once to the SMTP sink, on a database held for the server. */
async function serve(distDir: string): Promise<{ server: RunningServer; close(): Promise<void> }> {
  const db = pg ?? (await openPglite(pgliteDir));
  const siteUrl = 'http://127.0.0.1';
  const config = readSettings(
    { PUBLIC_SITE_URL: siteUrl, VISIT_SALT: 'e2e-visit-salt-0123456789', SMTP_URL: smtp.url },
    'server',
  ).server;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir,
    db,
    siteUrl,
    deps: { config, drainAfterPost: true, limits: NO_LIMITS },
  });
  return {
    server,
    async close() {
      await server.close();
      if (!pg) await db.close();
    },
  };
}

const parisDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: PARIS_TIME_ZONE }).format(date);

beforeAll(async () => {
  if (!hasChromium) return;
  smtp = await startSmtp();
  if (onPostgres) pg = await createTestDb();
  await withDb(async (db) => {
    if (!pg) await migrate(db);
    await importOpenData(db, files);
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await smtp?.stop();
  await pg?.close();
  for (const path of [outRoot, dir]) rmSync(path, { recursive: true, force: true });
});

describe.skipIf(!hasChromium)("the town hall's own word, from its page to its page", () => {
  it('goes from the link on the page to the answer on the rebuilt page, the open files and the JSON-LD', async () => {
    // 1. The page of a town hall the directory lists carries the link; the request page names the official address.
    const first = await serve(await build('before'));
    let answeredFrom = '';
    const { page, problems } = await openPage(browser, first.server.url);
    try {
      await page.goto(SLUG);
      await page.getByRole('link', { name: TOWN_HALL_WORD_TEXTS.pageLink }).click();
      await page.getByText('s•••@mairie-amberieuenbugey.fr', { exact: false }).waitFor({ timeout: PAGE_WAIT_MS });
      expect(smtp.messages).toHaveLength(0); // the page sends nothing
      await page.getByRole('button', { name: T.requestButton }).click();
      await page.getByText(T.sent).waitFor({ timeout: PAGE_WAIT_MS });
      const [mail] = await smtp.waitFor(1);
      expect(mail.envelopeTo).toEqual([OFFICIAL]);
      expect(smtp.messages).toHaveLength(1);

      // 2. The mail's link opens the form; its POST records the answer.
      // The first link of the mail is the update link (the « stop » link comes last).
      const link = /https?:\/\/[^\s"<>]+\/api\/mairie\/reponse\?t=[\w.-]+/.exec(mail.parsed.text ?? '')?.[0];
      expect(link).toBeDefined();
      const url = new URL(link!);
      await page.goto(`${url.pathname}${url.search}`);
      await page.getByRole('radio', { name: T.yes, exact: true }).check();
      await page.getByLabel(T.bookingUrlLabel).fill(BOOKING);
      answeredFrom = parisDay(new Date());
      await page.getByRole('button', { name: T.answerButton }).click();
      await page.getByRole('heading', { name: T.recordedTitle }).waitFor({ timeout: PAGE_WAIT_MS });
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
      await first.close();
    }
    // The answer's Paris day, between the click and now (a run may cross midnight).
    const answeredBy = parisDay(new Date());
    const day = await withDb(async (db) => {
      const { rows } = await db.query<{ said_on: string }>(
        'select takes_applications, booking_url, booking_held, said_on::text as said_on from town_hall_statements',
      );
      expect(rows).toEqual([
        { takes_applications: true, booking_url: BOOKING, booking_held: false, said_on: expect.any(String) },
      ]);
      expect([answeredFrom, answeredBy]).toContain(rows[0].said_on);
      // 3. A new import of the same files keeps it.
      await importOpenData(db, files);
      const { rows: hall } = await db.query(
        `select equipped, equipped_source, rendez_vous, rendez_vous_source from mairies where source_id = 'mairie-01004-01'`,
      );
      expect(hall).toEqual([
        { equipped: 'equipped', equipped_source: 'mairie', rendez_vous: BOOKING, rendez_vous_source: 'mairie' },
      ]);
      return rows[0].said_on;
    });

    // 4. The rebuilt page, its JSON-LD and the open files say it.
    const dist = await build('after');
    const html = readFileSync(join(dist, `${SLUG.slice(1)}.html`), 'utf8');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    expect(JSON.stringify(jsonLd)).toContain('"ReserveAction"');
    expect(JSON.stringify(jsonLd)).toContain(BOOKING);
    const csv = readFileSync(join(dist, 'donnees', 'mairies.csv'), 'utf8');
    const row = csv.split('\r\n').find((line) => line.includes(BOOKING));
    expect(row).toContain(',mairie,');
    const second = await serve(dist);
    const view = await openPage(browser, second.server.url);
    try {
      await view.page.goto(SLUG);
      await view.page.getByText(townHallSays(true, day)).first().waitFor({ timeout: PAGE_WAIT_MS });
      const reserve = view.page.getByRole('link', { name: /Réserver/ }).first();
      expect(await reserve.getAttribute('href')).toBe(BOOKING);
      expect(await view.page.content()).toContain(frenchDate(day));
      expect(view.problems).toEqual([]);
    } finally {
      await view.page.context().close();
      await second.close();
    }
  }, 600_000);
});
