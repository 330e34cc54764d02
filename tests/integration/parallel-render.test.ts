// The fixture site built without the build's fast paths (BUILD_FAST_PATHS=0: Astro's own prerenderer and renderers,
// every page rendering its chrome and islands itself) and with them all, a render worker among them
// (BUILD_RENDER_WORKERS=1): every file of both outputs is the same, byte for byte, and the worker did render data pages.
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

function build(fastPaths: '0' | '1'): Promise<BuildResult> {
  const outDir = join(outRoot, `fast-paths-${fastPaths}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PGLITE_DIR: join(dir, 'db'),
    ASTRO_OUT_DIR: outDir,
    BUILD_MANIFEST_PATH: join(dir, `manifest-${fastPaths}.json`),
    BUILD_DATE: FIXTURE_NOW.toISOString(),
    PUBLIC_SITE_URL: 'https://passeport.example.fr',
    BUILD_FAST_PATHS: fastPaths,
    BUILD_RENDER_WORKERS: '1',
  };
  for (const name of ['DATABASE_URL', 'BUILD_DEPARTMENTS', 'BUILD_FORCE', 'NODE_ENV']) delete env[name];
  return runAstroBuild(env, outDir);
}

const files = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(folder, f)).isFile())
    .sort();

let plain: BuildResult;
let fast: BuildResult;

beforeAll(async () => {
  const db = await openPglite(join(dir, 'db'));
  await migrate(db);
  await seedSite(db);
  await db.close();
  // One after the other: the database is PGlite, one process's file.
  plain = await build('0');
  fast = await build('1');
}, 300_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outRoot, { recursive: true, force: true });
});

describe('the fixture site with and without the fast paths', () => {
  it('builds both ways, and the fast build renders data pages in its worker', () => {
    expect(plain.code, plain.output.slice(-3000)).toBe(0);
    expect(fast.code, fast.output.slice(-3000)).toBe(0);
    expect(plain.output).toMatch(/fast paths off \(BUILD_FAST_PATHS=0\)/);
    expect(plain.output).not.toMatch(/rendered by the worker/);
    expect(plain.output).toMatch(/the data read here for the search files, _redirects and the manifest/);
    expect(fast.output).not.toMatch(/the data read here/);
    expect(fast.output).toMatch(/fast paths on: island cache, RenderOnce/);
    const byWorker = Number(/data pages: (\d+) rendered by the worker/.exec(fast.output)?.[1] ?? 0);
    expect(byWorker, fast.output.slice(-3000)).toBeGreaterThan(0);
  });

  it('writes the same files, byte for byte', () => {
    const names = files(plain.outDir);
    expect(files(fast.outDir)).toEqual(names);
    expect(names.length).toBeGreaterThan(50);
    const differing = names.filter(
      (name) => !readFileSync(join(plain.outDir, name)).equals(readFileSync(join(fast.outDir, name))),
    );
    expect(differing.map((name) => relative(outRoot, join(fast.outDir, name)))).toEqual([]);
  });
});
