// npm run bench import — the full national import on embedded PGlite (temporary folder) and on the
// Postgres server (a fresh database, dropped afterwards): time of a first and a second (no-op) run, peak memory.
// Each database runs in its own child process so that peak RSS belongs to that import alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, openPg, openPglite, scratchServerUrl, withDatabase, type Db } from '../../src/data/db.ts';
import { importOpenData } from '../../src/data/import/index.ts';
import { resolveSourceFiles } from '../../src/data/import/resolve-files.ts';
import { dataDir } from '../../src/data/import/sources.ts';
import { migrate } from '../../src/data/migrate.ts';

type Kind = 'pglite' | 'pg';
interface Figures {
  kind: Kind;
  firstSeconds: number;
  secondSeconds: number;
  cities: number;
  mairies: number;
  maxRssMb: number;
  peakHeapMb: number;
}

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const adminUrl = scratchServerUrl(process.env);

/** Runs in the child: imports twice into a fresh database and returns the figures. */
async function measure(kind: Kind): Promise<Figures> {
  let peakHeap = 0;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 25);
  const files = await resolveSourceFiles(process.env, { projectRoot, downloadDir: tmpdir() });
  const folder = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const name = `bench_import_${process.pid}`;
  let db: Db;
  if (kind === 'pglite') db = await openPglite(folder);
  else {
    await adminQuery(adminUrl, `create database ${name}`);
    db = openPg(withDatabase(adminUrl, name), 2);
  }
  try {
    await migrate(db);
    const first = await importOpenData(db, files);
    const second = await importOpenData(db, files);
    return {
      kind,
      firstSeconds: first.durationMs / 1000,
      secondSeconds: second.durationMs / 1000,
      cities: first.cities.inserted,
      mairies: first.mairies.inserted,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      peakHeapMb: peakHeap / 2 ** 20,
    };
  } finally {
    clearInterval(sampler);
    await db.close();
    rmSync(folder, { recursive: true, force: true });
    if (kind === 'pg') await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

function inChild(kind: Kind): Promise<Figures | string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--child', kind], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (code) =>
      resolve(
        code === 0
          ? (JSON.parse(out.trim().split('\n').pop() as string) as Figures)
          : err.trim().split('\n')[0] || `exit ${code}`,
      ),
    );
  });
}

/** Prints the figures table. */
export async function run(): Promise<void> {
  if (!dataDir(process.env, projectRoot)) {
    console.log('import: skipped (no national files: set OPEN_DATA_DIR)');
    return;
  }
  const rows = [await inChild('pglite'), await inChild('pg')];
  const header = ['database', 'first import', 'second import', 'cities', 'mairies', 'max RSS', 'peak heap'];
  console.log(header.map((h, i) => (i ? h.padStart(15) : h.padEnd(22))).join(''));
  rows.forEach((r, i) => {
    const label = i === 0 ? 'PGlite (temp folder)' : 'Postgres (fresh db)';
    if (typeof r === 'string') return console.log(`${label.padEnd(22)}unavailable: ${r}`);
    const cells = [
      `${r.firstSeconds.toFixed(1)} s`,
      `${r.secondSeconds.toFixed(1)} s`,
      r.cities,
      r.mairies,
      `${r.maxRssMb.toFixed(0)} MB`,
      `${r.peakHeapMb.toFixed(0)} MB`,
    ];
    console.log(label.padEnd(22) + cells.map((c) => String(c).padStart(15)).join(''));
  });
  console.log('(Node process memory; the Postgres server process is not counted)');
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--child') {
  console.log(JSON.stringify(await measure(process.argv[3] as Kind)));
}
