// npm run bench import — the full national import on embedded PGlite (temporary folder) and on the
// Postgres server (a fresh database, dropped afterwards): time of a first and a second (no-op) run, peak memory.
// Each database runs in its own child process so that peak RSS belongs to that import alone. First, the places step
// from OpenStreetMap on a synthetic national-size Overpass answer (35,000 town halls, osm-synthetic.ts): reading
// the file streamed, matching and parsing the hours, in a child of its own (`node scripts/bench/import.ts --child
// osm` runs it alone).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery, openPg, openPglite, withDatabase, type Db } from '../../src/data/db.ts';
import { settings } from '../../src/settings/index.ts';
import { importOpenData } from '../../src/data/import/index.ts';
import { osmPlaces } from '../../src/data/import/match/osm.ts';
import { readOsmTownHalls } from '../../src/data/import/read/osm-townhalls.ts';
import { resolveSourceFiles } from '../../src/data/import/files/resolve-files.ts';
import { dataDir } from '../../src/data/import/files/sources.ts';
import { migrate } from '../../src/data/migrate.ts';
import type { MairieWrite } from '../../src/data/queries/mairies.ts';

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
const { tools, import: sources } = settings();
const adminUrl = tools.scratchServerUrl;

/** Runs in the child: imports twice into a fresh database and returns the figures. */
async function measure(kind: Kind): Promise<Figures> {
  let peakHeap = 0;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 25);
  const files = await resolveSourceFiles(sources, { projectRoot, downloadDir: tmpdir() });
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

// The synthetic nation: 36,000 town halls spread over metropolitan France (a fixed pseudo-random sequence), and an
// Overpass answer of 35,000 elements: 34,000 within 60 m of a town hall, 1,000 elsewhere; 45 % carry opening_hours,
// 40 % of those the usual week, the others one of 3,000 values (a sixth of them skipped by rule, half with PH off).
const SYNTHETIC = { townHalls: 36_000, elements: 35_000, near: 34_000, values: 3_000 };

function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function syntheticTownHalls(): MairieWrite[] {
  const next = random(22);
  return Array.from(
    { length: SYNTHETIC.townHalls },
    (_, i) =>
      ({
        source_id: `mairie-${i}`,
        nom: `Mairie de Commune ${i}`,
        ville: `Commune ${i}`,
        latitude: 42.5 + next() * 8.5,
        longitude: -4.5 + next() * 12.5,
        position_approximate: i % 50 === 0,
      }) as MairieWrite,
  );
}

function syntheticValue(i: number): string {
  const m = String(Math.floor(i / 6) % 60).padStart(2, '0');
  const h = `${String(8 + (Math.floor(i / 360) % 3)).padStart(2, '0')}:${String(Math.floor(i / 360) % 60).padStart(2, '0')}`;
  return [
    `Mo-Fr ${h}-12:${m},13:30-17:00`,
    `Mo-Fr ${h}-12:${m},13:30-17:00; Sa 09:00-12:00; PH off`,
    `Mo,We,Fr ${h}-11:${m}; Tu,Th 14:00-18:00; PH off`,
    `Mo-Fr ${h}-16:${m}; PH off`,
    `Mo-Fr ${h}-10:00,10:30-11:${m},14:00-17:00`,
    i % 12 === 5 ? `"sur rendez-vous ${i}"` : `week 01-26 Mo-Fr ${h}-11:${m}`,
  ][i % 6];
}

function syntheticOverpass(file: string): void {
  const next = random(35);
  const halls = syntheticTownHalls();
  const lines = Array.from({ length: SYNTHETIC.elements }, (_, i) => {
    const hall = halls[i % SYNTHETIC.townHalls];
    const near = i < SYNTHETIC.near;
    const lat = near ? (hall.latitude as number) + (next() * 60) / 111_195 : 42.5 + next() * 8.5;
    const lon = near ? (hall.longitude as number) : -4.5 + next() * 12.5;
    const tags: Record<string, string> = { amenity: 'townhall', name: next() < 0.5 ? 'Mairie' : hall.nom };
    if (next() < 0.45) {
      tags.opening_hours =
        next() < 0.4 ? 'Mo-Fr 08:30-12:00,13:30-17:00' : syntheticValue(Math.floor(next() * SYNTHETIC.values));
      if (next() < 0.2) tags['check_date:opening_hours'] = '2025-06-02';
    }
    const element =
      i % 3 === 0
        ? { type: 'way', id: i, center: { lat, lon }, tags }
        : { type: 'node', id: i, lat, lon, tags: { ...tags, 'addr:city': hall.ville, website: 'https://example.fr/' } };
    return JSON.stringify(element);
  });
  writeFileSync(
    file,
    `{"version":0.6,"osm3s":{"timestamp_osm_base":"2026-11-23T02:00:00Z"},"elements":[\n${lines.join(',\n')}\n]}\n`,
  );
}

interface OsmFigures {
  elements: number;
  fileMb: number;
  readSeconds: number;
  matchSeconds: number;
  matched: number;
  hoursImported: number;
  hoursSkipped: number;
  distinctValues: number;
  maxRssMb: number;
  peakHeapMb: number;
}

/** Runs in the child: the places step on the synthetic answer `file` (written by the parent). */
async function measureOsm(file: string): Promise<OsmFigures> {
  let peakHeap = 0;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 25);
  try {
    const rows = syntheticTownHalls();
    const started = performance.now();
    const osm = await readOsmTownHalls(file);
    const read = performance.now();
    const { places, stats } = osmPlaces(rows, osm, 'synthetic.json');
    const done = performance.now();
    return {
      elements: osm.read,
      fileMb: statSync(file).size / 2 ** 20,
      readSeconds: (read - started) / 1000,
      matchSeconds: (done - read) / 1000,
      matched: stats.matched,
      hoursImported: places.length,
      hoursSkipped: Object.values(stats.hours.skipped).reduce((a, b) => a + b, 0),
      distinctValues: new Set(osm.townHalls.map((t) => t.openingHours).filter(Boolean)).size,
      maxRssMb: process.resourceUsage().maxRSS / 1024,
      peakHeapMb: peakHeap / 2 ** 20,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The OSM case: writes the synthetic answer, measures it in a child, prints one line. */
async function runOsm(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-osm-'));
  try {
    const file = join(folder, 'synthetic.json');
    syntheticOverpass(file);
    const r = await inChild<OsmFigures>('osm', file);
    if (typeof r === 'string') return console.log(`OSM town halls: unavailable: ${r}`);
    console.log(
      `OSM town halls, synthetic ${r.elements.toLocaleString('en-US')} elements (${r.fileMb.toFixed(1)} MB, ` +
        `${r.distinctValues.toLocaleString('en-US')} distinct opening_hours): read ${r.readSeconds.toFixed(1)} s, ` +
        `match and parse ${r.matchSeconds.toFixed(1)} s; ${r.matched.toLocaleString('en-US')} matched, ` +
        `${r.hoursImported.toLocaleString('en-US')} hours imported, ${r.hoursSkipped.toLocaleString('en-US')} skipped; ` +
        `max RSS ${r.maxRssMb.toFixed(0)} MB, peak heap ${r.peakHeapMb.toFixed(0)} MB`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function inChild<T = Figures>(kind: Kind | 'osm', ...args: string[]): Promise<T | string> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--child', kind, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (code) =>
      resolve(
        code === 0
          ? (JSON.parse(out.trim().split('\n').pop() as string) as T)
          : err.trim().split('\n')[0] || `exit ${code}`,
      ),
    );
  });
}

/** Prints the figures table. */
export async function run(): Promise<void> {
  await runOsm();
  if (!dataDir(sources.openDataDir, projectRoot)) {
    console.log('import: skipped (no national files: set OPEN_DATA_DIR)');
    return;
  }
  const rows = [await inChild<Figures>('pglite'), await inChild<Figures>('pg')];
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
  if (process.argv[3] === 'osm') {
    if (process.argv[4]) console.log(JSON.stringify(await measureOsm(process.argv[4])));
    else await runOsm();
  } else console.log(JSON.stringify(await measure(process.argv[3] as Kind)));
}
