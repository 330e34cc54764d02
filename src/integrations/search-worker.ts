// Worker thread of search-files.ts: lays out the search files of its source and writes them, then posts their count.
import { parentPort, workerData } from 'node:worker_threads';
import { buildSearchShards, type SearchSource } from '../page-data/search-index.ts';
import { writeSearchFiles } from './search-files.ts';

const { source, outDir } = workerData as { source: SearchSource; outDir: string };
parentPort?.postMessage(writeSearchFiles(outDir, buildSearchShards(source)));
