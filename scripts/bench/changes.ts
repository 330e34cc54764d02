// npm run bench changes — what a nightly rebuild of unchanged data uploads: the same data built twice with BUILD_DATE
// one day apart, then the files (and their bytes) that differ, were added or removed. The data is the test fixture
// seeded into a temporary PGlite folder; with BENCH_DEPARTMENTS=01 it is that department subset of the configured
// database (DATABASE_URL, else PGLITE_DIR or .data/pglite), built on today's date. Never the national data: two
// national builds are far too heavy for a bench. BENCH_DATE sets the first build's date.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../../src/data/db.ts';
import { settings } from '../../src/settings/index.ts';
import { migrate } from '../../src/data/migrate.ts';
import { FIXTURE_NOW, seedSite } from '../../tests/fixtures/site-seed.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO = join(root, 'node_modules/astro/bin/astro.mjs');
const DAY_MS = 24 * 3600_000;

function build(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [ASTRO, 'build'], { cwd: root, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.on('close', (code) => resolve({ code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/** Relative path → sha256 and size of every file under `dir`. */
function digests(dir: string): Map<string, { hash: string; size: number }> {
  const files = new Map<string, { hash: string; size: number }>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, name);
    if (!statSync(path).isFile()) continue;
    const bytes = readFileSync(path);
    files.set(name, { hash: createHash('sha256').update(bytes).digest('hex'), size: bytes.byteLength });
  }
  return files;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const section = (path: string) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '(root)');

export async function run(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-changes-'));
  mkdirSync(join(root, '.data'), { recursive: true });
  // Inside the project: elsewhere, Astro's prerender chunks go to the shared .astro/.prerender/.
  const outRoot = mkdtempSync(join(root, '.data', 'bench-changes-'));
  try {
    const { tools } = settings();
    const departments = tools.benchDepartments;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // Under CI a build without a real origin stops; the origin does not change what differs between two builds.
      PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL || 'https://passeport.example.fr',
      BUILD_MANIFEST_PATH: join(work, 'manifest.json'),
    };
    delete env.BUILD_FORCE;
    let first: Date;
    if (departments) {
      env.BUILD_DEPARTMENTS = departments;
      first = tools.benchDate ?? new Date(new Date().toISOString().slice(0, 10) + 'T10:00:00Z');
      console.log(`data: departments ${departments} of the configured database`);
    } else {
      const dir = join(work, 'pglite');
      const db = await openPglite(dir);
      try {
        await migrate(db);
        await seedSite(db);
      } finally {
        await db.close();
      }
      delete env.DATABASE_URL;
      delete env.BUILD_DEPARTMENTS;
      env.PGLITE_DIR = dir;
      first = tools.benchDate ?? FIXTURE_NOW;
      console.log('data: the test fixture (tests/fixtures/site-seed.ts) in a temporary PGlite folder');
    }

    const outputs: Map<string, { hash: string; size: number }>[] = [];
    for (const [index, date] of [first, new Date(first.getTime() + DAY_MS)].entries()) {
      const outDir = join(outRoot, `build-${index}`);
      const result = await build({ ...env, ASTRO_OUT_DIR: outDir, BUILD_DATE: date.toISOString() });
      if (result.code !== 0) throw new Error(`build of ${date.toISOString()} failed:\n${result.output.slice(-3000)}`);
      console.log(`build ${index + 1}: BUILD_DATE=${date.toISOString()}, ${result.seconds.toFixed(1)} s`);
      outputs.push(digests(outDir));
    }

    const [before, after] = outputs;
    const changed = [...after].filter(([path, file]) => before.has(path) && before.get(path)!.hash !== file.hash);
    const added = [...after.keys()].filter((path) => !before.has(path));
    const removed = [...before.keys()].filter((path) => !after.has(path));
    const total = [...after.values()].reduce((sum, f) => sum + f.size, 0);
    const changedBytes = changed.reduce((sum, [, f]) => sum + f.size, 0);
    const addedBytes = added.reduce((sum, path) => sum + after.get(path)!.size, 0);
    console.log(`output: ${after.size} files, ${kb(total)}`);
    console.log(
      `changed the next day: ${changed.length} file(s), ${kb(changedBytes)}; added ${added.length} (${kb(addedBytes)}); removed ${removed.length}`,
    );
    const bySection = new Map<string, number>();
    for (const [path] of changed) bySection.set(section(path), (bySection.get(section(path)) ?? 0) + 1);
    if (bySection.size) console.log(`by section: ${[...bySection].map(([s, n]) => `${s} ${n}`).join(', ')}`);
    for (const path of [...changed.map(([p]) => p), ...added, ...removed].slice(0, 10)) console.log(`  ${path}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    rmSync(outRoot, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
