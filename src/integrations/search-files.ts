// The search files (/recherche/{file}.json, page-data/search-index.ts) of a build, laid out and written by a worker
// thread while the main thread renders the pages: on the national data the layout alone takes ~10 s of one core,
// and 10,000 files through Astro's page pipeline as many again. In dev, the route src/pages/recherche/[key].json.ts
// serves them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SearchSource } from '../page-data/search-index.ts';
import type { SearchShard } from '../page-data/search-shard.ts';

const SEARCH_FILES_DIR = 'recherche';

// Writes every file as the route would answer it (JSON.stringify of the shard, UTF-8); returns their count.
export function writeSearchFiles(outDir: string, shards: ReadonlyMap<string, SearchShard>): number {
  const dir = join(outDir, SEARCH_FILES_DIR);
  mkdirSync(dir, { recursive: true });
  for (const [file, shard] of shards) writeFileSync(join(dir, `${file}.json`), JSON.stringify(shard));
  return shards.size;
}

/** Lays out and writes the search files of `source` into `outDir` in a worker thread; resolves to their count. */
export function startSearchFiles(source: SearchSource, outDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./search-worker.ts', import.meta.url), { workerData: { source, outDir } });
    let count: number | null = null;
    worker.once('message', (n: number) => (count = n));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      count !== null && code === 0
        ? resolve(count)
        : reject(new Error(`[search-files] the worker stopped (exit code ${code}) before writing the search files`)),
    );
  });
}
