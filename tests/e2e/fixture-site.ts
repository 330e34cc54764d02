// The e2e fixture: the site built once from tests/fixtures/site-seed.ts (as tests/integration/site-build
// does), reused by every e2e file while the sources are unchanged, then served by scripts/serve.ts with
// the functions on a fresh seeded database. The build is keyed by a hash of everything it reads.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSettings } from '../../src/settings/index.ts';
import { startServer, type RunningServer } from '../../scripts/server/server.ts';
import { openPglite } from '../../src/data/db.ts';
import { migrate } from '../../src/data/migrate.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { NO_LIMITS } from '../helpers/functions.ts';
import { FIXTURE_NOW, seedSite } from '../fixtures/site-seed.ts';

const root = new URL('../..', import.meta.url).pathname;

/** The canonical origin of the fixture build. */
const FIXTURE_SITE_URL = 'https://passeport.example.fr';

/** The official fiche the fixture build reads as changed (FICHE_CHANGES_PATH): the minors' theft case rests on it. */
const FIXTURE_FICHE_CHANGES = [{ id: 'F21245', published: '2026-09-30' }] as const;

/** The pre-application iframe of the fixture build (never reached: the test network is closed). */
export const FIXTURE_IFRAME_URL = 'https://pre-demande.example.fr/formulaire';

const INPUTS = [
  'src',
  'data/reference',
  'data/migrations',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'tests/fixtures/site-seed.ts',
];

function inputHash(buildDate: Date): string {
  const hash = createHash('sha256');
  const walk = (path: string) => {
    const full = join(root, path);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) walk(join(path, entry));
    } else if (!path.endsWith('.test.ts')) {
      hash.update(path).update(readFileSync(full));
    }
  };
  INPUTS.forEach(walk);
  hash.update(JSON.stringify(FIXTURE_FICHE_CHANGES)).update(buildDate.toISOString());
  return hash.digest('hex').slice(0, 16);
}

function runBuild(dir: string, outDir: string, buildDate: Date): Promise<void> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: join(dir, 'db'),
    ASTRO_OUT_DIR: outDir,
    BUILD_MANIFEST_PATH: join(dir, 'build-manifest.json'),
    FICHE_CHANGES_PATH: join(dir, 'fiche-changes.json'),
    BUILD_DATE: buildDate.toISOString(),
    PREDEMANDE_IFRAME_URL: FIXTURE_IFRAME_URL,
    // A production-mode build needs a real origin; the pages' canonical URLs point there, not to this server.
    PUBLIC_SITE_URL: FIXTURE_SITE_URL,
  };
  for (const name of ['DATABASE_URL', 'BUILD_DEPARTMENTS', 'BUILD_FORCE']) delete env[name];
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  env.NODE_ENV = 'production';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`fixture build failed:\n${output.slice(-3000)}`)),
    );
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

// Fixture builds live in the checkout, so two checkouts tested at once never remove each other's build.
const BUILDS_DIR = join(root, '.data', 'e2e-builds');

// Builds of older sources, unless another run is building them right now.
function removeStaleBuilds(current: string): void {
  for (const name of readdirSync(BUILDS_DIR)) {
    const path = join(BUILDS_DIR, name);
    if (name.startsWith('pm-e2e-site-') && path !== current && !existsSync(join(path, 'lock'))) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}

/** The built fixture site's dist folder; built by the first caller, awaited by the others. The build's « now » is
 *  FIXTURE_NOW unless `buildDate` is given (the Lighthouse bench builds as of today, as the nightly build does). */
export async function fixtureDist(buildDate: Date = FIXTURE_NOW): Promise<string> {
  const dir = join(BUILDS_DIR, `pm-e2e-site-${inputHash(buildDate)}`);
  const outDir = join(dir, 'dist');
  const done = join(dir, 'done');
  const lock = join(dir, 'lock');
  mkdirSync(dir, { recursive: true });
  for (;;) {
    if (existsSync(done)) return outDir;
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      const owner = Number(readFileSync(lock, 'utf8'));
      if (owner && !alive(owner)) rmSync(lock, { force: true });
      await sleep(500);
      continue;
    }
    try {
      removeStaleBuilds(dir);
      rmSync(join(dir, 'db'), { recursive: true, force: true });
      const db = await openPglite(join(dir, 'db'));
      await migrate(db);
      await seedSite(db);
      await db.close();
      writeFileSync(join(dir, 'fiche-changes.json'), JSON.stringify(FIXTURE_FICHE_CHANGES));
      await runBuild(dir, outDir, buildDate);
      writeFileSync(done, new Date().toISOString());
      return outDir;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

export interface FixtureServer {
  url: string;
  db: TestDb;
  close(): Promise<void>;
}

/** Serves the fixture build with the functions on a fresh seeded database (reviews auto-approved). */
export async function startFixtureServer(buildDate?: Date): Promise<FixtureServer> {
  const distDir = await fixtureDist(buildDate);
  const db = await createTestDb();
  await seedSite(db);
  // The seed writes explicit report ids: new reports must number after them.
  await db.query("select setval(pg_get_serial_sequence('mairie_reports', 'id'), (select max(id) from mairie_reports))");
  const siteUrl = 'http://127.0.0.1';
  const config = readSettings(
    {
      PUBLIC_SITE_URL: siteUrl,
      VISIT_SALT: 'e2e-visit-salt-0123456789',
      REVIEWS_AUTO_APPROVE: 'true',
    },
    'server',
  ).server;
  const previousIframe = process.env.PREDEMANDE_IFRAME_URL;
  process.env.PREDEMANDE_IFRAME_URL = FIXTURE_IFRAME_URL; // its origin goes into the CSP frame-src
  let server: RunningServer;
  try {
    server = await startServer({
      port: 0,
      host: '127.0.0.1',
      distDir,
      db,
      siteUrl,
      deps: { config, drainAfterPost: false, limits: NO_LIMITS },
    });
  } finally {
    if (previousIframe === undefined) delete process.env.PREDEMANDE_IFRAME_URL;
    else process.env.PREDEMANDE_IFRAME_URL = previousIframe;
  }
  return {
    url: server.url,
    db,
    async close() {
      await server.close();
      await db.close();
    },
  };
}
