// Loads the whole site's data once per build (module-level memo), from a worker thread that ends once it has
// answered (query-worker.ts), then checks it.
// A failed query, an empty required table or a >20% drop against the last good build stops the build.
// The pages import it (Astro's public way: a module); what the build's fast paths do with the loaded data besides
// (the render workers, the search files' worker, the end-of-build files) is handed to them by a module of theirs
// that registers here (src/integrations/site-data-hand-off.ts); without the fast paths nothing is registered.
import { Worker } from 'node:worker_threads';
import {
  settings as currentSettings,
  type BuildSettings,
  type DbSettings,
  type Settings,
} from '../../settings/index.ts';
import { packSiteData, unpackSiteData, type HandedSiteData } from './packed.ts';
import { queryDatabase } from './query.ts';
import { dataSafetyProblems, readManifest, type DataCounts } from './safety.ts';
import { toSiteData, type SiteData } from './site-data.ts';
import type { DataSourceRow } from '../queries/data-sources.ts';

/** load.ts → query-worker.ts: the database to read and the build's "now". */
export type QueryJob = { database: DbSettings; now: Date };
/** query-worker.ts → load.ts: the raw rows and "now" (packed.ts), or why the queries failed. */
export type QueryAnswer = { packed: SharedArrayBuffer } | { error: string };

// The worker's own file: this module's sibling (in the build's bundle too: sourceRelativeUrls, vite-plugins.ts).
const QUERY_WORKER = new URL('./query-worker.ts', import.meta.url);

// Runs the build's queries in a worker thread that ends once it has answered: PGlite's WebAssembly memory leaves with
// it, deterministically (a closed PGlite's only once collected). The thread is in this process, so the build's peak
// memory still counts it. Its answer is the data packed once (packed.ts), which the render workers read as well. An
// in-memory PGlite lives in this thread only: queried here, then packed.
async function queryPackedSiteData(database: DbSettings, now: Date): Promise<SharedArrayBuffer> {
  if (!database.url && database.pgliteDir.startsWith('memory://')) {
    return packSiteData({ raw: await queryDatabase(database, now), now });
  }
  return new Promise((resolve, reject) => {
    const job: QueryJob = { database, now };
    const worker = new Worker(QUERY_WORKER, { workerData: job });
    let answer: QueryAnswer | undefined;
    worker.once('message', (message: QueryAnswer) => {
      answer = message;
      void worker.terminate();
    });
    worker.once('error', reject);
    // Settled once the thread is gone, its memory with it.
    worker.once('exit', (code) => {
      if (!answer) reject(new Error(`the query worker stopped (exit code ${code}) before answering`));
      else if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer.packed);
    });
  });
}

// Throws with every problem listed unless forced; a forced build only warns.
function assertDataSafe(counts: DataCounts, build: BuildSettings, log: (line: string) => void = console.warn): void {
  const previous = readManifest(build.manifestPath)?.counts ?? null;
  const problems = dataSafetyProblems(counts, previous);
  if (!problems.length) return;
  const list = problems.map((p) => `  - ${p}`).join('\n');
  if (build.force) {
    log(`[site-data] BUILD_FORCE=1: publishing despite:\n${list}`);
    return;
  }
  throw new Error(
    `[site-data] The data looks broken, so the build stops rather than publish a partial site:\n${list}\n` +
      `Compared with ${build.manifestPath}. Fix the import, or rebuild with BUILD_FORCE=1 if this change is intended.`,
  );
}

export type { HandedSiteData };

/** What the build's fast paths take from the loading and give to it (src/integrations/site-data-hand-off.ts). */
type SiteDataHandOff = {
  /** In a render worker: the main thread's data, given once; undefined on the main thread, which queries. */
  handed(): HandedSiteData | undefined;
  /** On the main thread, once the data is loaded and checked; `packed` is what it was shaped from (packed.ts). */
  loaded(site: SiteData, packed: SharedArrayBuffer): void;
};

let handOff: SiteDataHandOff | null = null;

/** The fast paths, in the pages' module graph, before any page loads the data. */
export function setSiteDataHandOff(value: SiteDataHandOff | null): void {
  handOff = value;
}

// A render worker's data (src/integrations/render-worker.ts): the main thread's raw data and "now", shaped the same
// way; the checks and the build's side effects (counts, redirects, search files, log) stay on the main thread.
function fromHanded({ raw, now }: HandedSiteData, build: BuildSettings): SiteData {
  dataSources = raw.dataSources;
  return toSiteData(raw, now, build.departments);
}

async function load({ build, database }: Settings): Promise<SiteData> {
  const handed = handOff?.handed();
  if (handed) return fromHanded(handed, build);
  const started = performance.now();
  let packed: SharedArrayBuffer;
  try {
    packed = await queryPackedSiteData(database, build.now);
  } catch (error) {
    const where = database.url ? 'DATABASE_URL' : `PGlite at ${database.pgliteDir}`;
    throw new Error(
      `[site-data] Loading the data from ${where} failed, so the build stops: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  const { raw } = unpackSiteData(packed);
  const site = toSiteData(raw, build.now, build.departments);
  assertDataSafe(site.counts, build);
  dataSources = raw.dataSources;
  handOff?.loaded(site, packed);
  const ms = Math.round(performance.now() - started);
  console.info(
    `[site-data] ${JSON.stringify(site.counts)} loaded in ${ms} ms` +
      (build.departments ? `; pages limited to departments ${[...build.departments].join(',')}` : ''),
  );
  for (const warning of site.warnings) console.warn(`[site-data] ${warning}`);
  return site;
}

let memo: Promise<SiteData> | undefined;
let dataSources: readonly DataSourceRow[] | null = null;

// The build's data, loaded on first call and shared by every page of the build.
export function loadSiteData(settings: Settings = currentSettings('build')): Promise<SiteData> {
  memo ??= load(settings);
  return memo;
}

/**
 * The files this build's data was imported from (data_sources), for the footer's credits, once the data is loaded:
 * in a build every route's getStaticPaths runs before the first page renders, and the data routes' ones load it.
 * `null` says that this process renders pages without the data, which only happens outside a build: a page rendered
 * alone (the Container API tests) or a dev server's page before any data page.
 */
export function loadedDataSources(): readonly DataSourceRow[] | null {
  return dataSources;
}
