// npm run bench build — the full national site build (Astro, static) against the configured database
// (DATABASE_URL, else PGLITE_DIR, default .data/pglite; when it holds no town hall, the open data is
// first imported into a temporary PGlite folder). Prints wall time, pages per second, peak memory of
// the build process, output size, and the gzip size of a typical town hall page, beside a synthetic
// Astro project of trivial pages built in the same run: the framework's floor on this machine right
// now (the machine is shared, so the ratio between both is the steadier figure). The site build renders its data
// pages on every core (BUILD_RENDER_WORKERS, src/integrations/parallel-render.ts); the peak memory counts its threads.
// The open directory's national files are then checked by `frictionless validate` when it is installed (issue 40).
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { openDb } from '../../src/data/db.ts';
import { readSettings, settings } from '../../src/settings/index.ts';
import { countMairies } from '../../src/data/queries/mairies.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ASTRO = join(root, 'node_modules/astro/bin/astro.mjs');
const TIME = '/usr/bin/time';
// Budgets of issue 13: whole national site, pages per second, peak memory, one town hall page gzipped, and the
// site's rate over the synthetic trivial page's in the same run.
const BUDGET = { seconds: 75, pagesPerSecond: 1050, rssMb: 1536, pageGzipKb: 10, ratio: 0.6 };
const SYNTHETIC_PAGES = 10_000;

type Run = { seconds: number; maxRssMb: number | null; code: number | null; output: string };

// Runs a command, measuring wall time and (with GNU time) the peak RSS of the child.
function timed(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Run> {
  const withTime = existsSync(TIME);
  const [cmd, ...rest] = withTime ? [TIME, '-f', 'maxrss_kb=%M', ...args] : args;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, rest, { cwd, env });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.on('close', (code) => {
      const rss = /maxrss_kb=(\d+)/.exec(output);
      resolve({
        seconds: (performance.now() - started) / 1000,
        maxRssMb: rss ? Number(rss[1]) / 1024 : null,
        code,
        output,
      });
    });
  });
}

async function townHallCount(env: NodeJS.ProcessEnv): Promise<number> {
  const db = await openDb(readSettings(env).database);
  try {
    return await countMairies(db);
  } catch {
    return 0;
  } finally {
    await db.close();
  }
}

// The configured database, or a temporary PGlite folder filled by the importer.
async function databaseEnv(work: string): Promise<NodeJS.ProcessEnv> {
  const env = { ...process.env };
  const { database } = readSettings(env);
  if (database.url || existsSync(resolve(root, database.pgliteDir))) {
    const count = await townHallCount(env);
    if (count > 0) {
      console.log(`database: ${database.url ? 'DATABASE_URL' : database.pgliteDir} (${count} town halls)`);
      return env;
    }
  }
  const dir = join(work, 'pglite');
  const importEnv: NodeJS.ProcessEnv = { ...env, PGLITE_DIR: dir };
  delete importEnv.DATABASE_URL;
  console.log(`database: empty, importing the open data into ${dir}…`);
  const run = await timed([process.execPath, join(root, 'scripts/import.ts')], root, importEnv);
  if (run.code !== 0) throw new Error(`import failed:\n${run.output}`);
  console.log(`import: ${run.seconds.toFixed(1)} s`);
  return importEnv;
}

// A minimal Astro project with SYNTHETIC_PAGES one-line pages, using this project's node_modules.
function writeSyntheticProject(dir: string): void {
  mkdirSync(join(dir, 'src/pages/p'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{"name":"synthetic","private":true,"type":"module"}\n');
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    "export default { output: 'static', build: { format: 'directory', concurrency: 4 } };\n",
  );
  writeFileSync(
    join(dir, 'src/pages/p/[id].astro'),
    `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${SYNTHETIC_PAGES} }, (_, i) => ({ params: { id: String(i) } }));\n}\nconst { id } = Astro.params;\n---\n<html lang="fr"><head><title>Page {id}</title></head><body><h1>Page {id}</h1></body></html>\n`,
  );
}

function walk(dir: string): { files: number; html: number; bytes: number } {
  let files = 0,
    html = 0,
    bytes = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (!stat.isFile()) continue;
    files++;
    bytes += stat.size;
    if (name.endsWith('.html')) html++;
  }
  return { files, html, bytes };
}

// The town hall page of median size, and the largest one, gzipped (level 6, what servers use).
function townHallPages(outDir: string): { median: { path: string; raw: number; gzip: number }; maxGzip: number } {
  const dir = join(outDir, 'mairie');
  const pages = readdirSync(dir)
    .filter((name) => name.endsWith('.html') && name !== '404.html') // build.format 'file': mairie/{slug}.html
    .map((name) => join(dir, name))
    .filter((path) => existsSync(path))
    .map((path) => ({ path, raw: statSync(path).size }))
    .sort((a, b) => a.raw - b.raw);
  const gz = (path: string) => gzipSync(readFileSync(path)).length;
  const median = pages[Math.floor(pages.length / 2)];
  return { median: { ...median, gzip: gz(median.path) }, maxGzip: gz(pages[pages.length - 1].path) };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// The open directory's files (/donnees, issue 21), raw and gzipped.
function openDataFiles(outDir: string): string {
  return ['mairies.csv', 'mairies.geojson']
    .map((name) => {
      const bytes = readFileSync(join(outDir, 'donnees', name));
      return `${name} ${(bytes.length / 1024 / 1024).toFixed(1)} MB (${(gzipSync(bytes).length / 1024 / 1024).toFixed(1)} MB gzipped)`;
    })
    .join(', ');
}

// The reference validator of Table Schema on the national files (issue 40): the Data Package's CSV against its
// schema, both files' sizes and hashes. Null when frictionless is not installed (.ci/run installs it).
function validateOpenData(outDir: string): { valid: boolean; errors: number; seconds: number } | null {
  if (spawnSync('frictionless', ['--version']).status !== 0) return null;
  const started = performance.now();
  const run = spawnSync('frictionless', ['validate', '--json', 'datapackage.json'], {
    cwd: join(outDir, 'donnees'),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const report = JSON.parse(run.stdout) as { valid: boolean; stats: { errors: number } };
  return { valid: report.valid, errors: report.stats.errors, seconds: (performance.now() - started) / 1000 };
}

export async function run(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    const env = await databaseEnv(work);

    const synthetic = join(work, 'synthetic');
    writeSyntheticProject(synthetic);
    // The synthetic project is built before and after the site, and their mean rate is the reference: on a shared
    // machine a 10 s build alone catches whatever load happens to be there.
    const syntheticRun = async (when: string) => {
      const run = await timed([process.execPath, ASTRO, 'build'], synthetic, process.env);
      if (run.code !== 0) throw new Error(`synthetic build failed:\n${run.output}`);
      const rate = SYNTHETIC_PAGES / run.seconds;
      console.log(
        `synthetic (${when}): ${SYNTHETIC_PAGES} trivial pages in ${run.seconds.toFixed(1)} s = ${rate.toFixed(0)} pages/s`,
      );
      return rate;
    };
    const syntheticBefore = await syntheticRun('before the site');

    // Inside the project: elsewhere, Astro's prerender chunks go to the shared .astro/.prerender/.
    const outDir = join(root, '.data', `bench-build-${process.pid}`);
    mkdirSync(join(root, '.data'), { recursive: true });
    const buildEnv: NodeJS.ProcessEnv = {
      ...env,
      ASTRO_OUT_DIR: outDir,
      BUILD_MANIFEST_PATH: join(work, 'manifest.json'),
    };
    delete buildEnv.BUILD_DEPARTMENTS;
    const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    console.log(`load average before the site build: ${load()}`);
    // As production builds it (netlify.toml, the rebuild workflow, npm start): `npm run build`, whose environment
    // (package.json) is part of what is measured.
    const build = await timed(['npm', 'run', '--silent', 'build'], root, buildEnv);
    console.log(`load average after: ${load()}`);
    if (build.code !== 0) throw new Error(`site build failed:\n${build.output}`);
    const pages = Number(/(\d+) page\(s\) built/.exec(build.output)?.[1] ?? 0);
    const size = walk(outDir);
    const townHall = townHallPages(outDir);
    const rate = pages / build.seconds;
    console.log(`site: ${pages} pages in ${build.seconds.toFixed(1)} s = ${rate.toFixed(0)} pages/s`);
    // src/integrations/parallel-render.ts: how the data pages were shared between the threads.
    const shared = /data pages: (\d+) rendered by the worker\(s\), (\d+) by the main thread/.exec(build.output);
    console.log(
      shared
        ? `render threads: data pages ${shared[1]} by the worker(s), ${shared[2]} by the main thread`
        : 'render threads: the main thread only (BUILD_RENDER_WORKERS=0 or one core)',
    );
    const syntheticRate = (syntheticBefore + (await syntheticRun('after the site'))) / 2;
    const ratio = rate / syntheticRate;
    console.log(
      `ratio to the synthetic page (site pages/s ÷ mean synthetic pages/s, same run): ${ratio.toFixed(2)} (a real page costs ${(1 / ratio).toFixed(2)}x a trivial one)`,
    );
    console.log(
      `peak memory (max RSS of the build process): ${build.maxRssMb === null ? 'n/a (no /usr/bin/time)' : `${build.maxRssMb.toFixed(0)} MB`}`,
    );
    console.log(`output: ${size.files} files, ${size.html} HTML, ${mb(size.bytes)}`);
    console.log(`open directory: ${openDataFiles(outDir)}`);
    const validation = validateOpenData(outDir);
    console.log(
      validation
        ? `frictionless validate datapackage.json: ${validation.valid ? 'valid' : 'INVALID'}, ${validation.errors} errors, ${validation.seconds.toFixed(1)} s`
        : 'frictionless validate: skipped (not installed)',
    );
    console.log(
      `town hall page (median size): ${(townHall.median.raw / 1024).toFixed(1)} KB, ${(townHall.median.gzip / 1024).toFixed(1)} KB gzipped; largest ${(townHall.maxGzip / 1024).toFixed(1)} KB gzipped`,
    );
    const checks = [
      [`build <= ${BUDGET.seconds} s`, build.seconds <= BUDGET.seconds],
      [`>= ${BUDGET.pagesPerSecond} pages/s`, rate >= BUDGET.pagesPerSecond],
      [`ratio to the synthetic page >= ${BUDGET.ratio}`, ratio >= BUDGET.ratio],
      [`memory <= ${BUDGET.rssMb} MB`, build.maxRssMb === null || build.maxRssMb <= BUDGET.rssMb],
      [`town hall page <= ${BUDGET.pageGzipKb} KB gzipped`, townHall.maxGzip <= BUDGET.pageGzipKb * 1024],
      ['open data valid (frictionless)', validation === null || validation.valid],
    ] as const;
    for (const [label, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'} ${label}`);
  } finally {
    if (!settings().tools.benchKeep) {
      rmSync(work, { recursive: true, force: true });
      rmSync(join(root, '.data', `bench-build-${process.pid}`), { recursive: true, force: true });
    } else console.log(`kept ${work} and .data/bench-build-${process.pid}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
