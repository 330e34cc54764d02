// The fixture site built with Astro's single-thread rendering (BUILD_RENDER_WORKERS=0) and with a render worker
// (=1): every file of both outputs is the same, byte for byte, and the worker did render data pages.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAstroBuild, type BuildResult } from '../helpers/astro-build.ts';
import { openPglite } from '../../src/data/db.ts';
import { migrate } from '../../src/data/migrate.ts';
import { FIXTURE_NOW, seedSite } from '../fixtures/site-seed.ts';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'parallel-render-'));
// Output inside the project: Astro's prerender chunks then go next to it, not in the shared .astro/.prerender/.
mkdirSync(join(root, '.data'), { recursive: true });
const outRoot = mkdtempSync(join(root, '.data', 'test-parallel-render-'));

function build(workers: string): Promise<BuildResult> {
  const outDir = join(outRoot, `workers-${workers}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: join(dir, 'db'),
    ASTRO_OUT_DIR: outDir,
    BUILD_MANIFEST_PATH: join(dir, `manifest-${workers}.json`),
    BUILD_DATE: FIXTURE_NOW.toISOString(),
    PUBLIC_SITE_URL: 'https://passeport.example.fr',
    BUILD_RENDER_WORKERS: workers,
  };
  for (const name of ['DATABASE_URL', 'BUILD_DEPARTMENTS', 'BUILD_FORCE', 'NODE_ENV']) delete env[name];
  return runAstroBuild(env, outDir);
}

const files = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(folder, f)).isFile())
    .sort();

let single: BuildResult;
let parallel: BuildResult;

beforeAll(async () => {
  const db = await openPglite(join(dir, 'db'));
  await migrate(db);
  await seedSite(db);
  await db.close();
  // One after the other: the database is PGlite, one process's file.
  single = await build('0');
  parallel = await build('1');
}, 300_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outRoot, { recursive: true, force: true });
});

describe('parallel rendering of the fixture site', () => {
  it('builds with and without a render worker, and the worker renders data pages', () => {
    expect(single.code, single.output.slice(-3000)).toBe(0);
    expect(parallel.code, parallel.output.slice(-3000)).toBe(0);
    expect(single.output).not.toMatch(/rendered by the worker/);
    const byWorker = Number(/data pages: (\d+) rendered by the worker/.exec(parallel.output)?.[1] ?? 0);
    expect(byWorker, parallel.output.slice(-3000)).toBeGreaterThan(0);
  });

  it('writes the same files, byte for byte', () => {
    const names = files(single.outDir);
    expect(files(parallel.outDir)).toEqual(names);
    expect(names.length).toBeGreaterThan(50);
    const differing = names.filter(
      (name) => !readFileSync(join(single.outDir, name)).equals(readFileSync(join(parallel.outDir, name))),
    );
    expect(differing.map((name) => relative(outRoot, join(parallel.outDir, name)))).toEqual([]);
  });
});
