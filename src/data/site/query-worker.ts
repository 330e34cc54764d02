// Worker thread of load.ts: runs the build's queries (query.ts) and posts the raw rows and "now" packed once into
// shared memory (packed.ts), or the error's message; load.ts then ends the thread, and PGlite's memory with it.
import { parentPort, workerData } from 'node:worker_threads';
import { packSiteData } from './packed.ts';
import { queryDatabase } from './query.ts';
import type { QueryAnswer, QueryJob } from './load.ts';

const port = parentPort;
if (!port) throw new Error('query-worker.ts runs as a worker thread of load.ts');
const { database, now } = workerData as QueryJob;

let answer: QueryAnswer;
try {
  answer = { packed: packSiteData({ raw: await queryDatabase(database, now), now }) };
} catch (error) {
  answer = { error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(answer);
