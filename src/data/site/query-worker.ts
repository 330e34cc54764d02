// Worker thread of load.ts: runs the build's queries (query.ts) and posts the raw rows serialized once, in a
// transferred buffer, or the error's message; load.ts then ends the thread, and PGlite's WebAssembly memory with it.
import { serialize } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { queryDatabase } from './query.ts';
import type { QueryAnswer, QueryJob } from './load.ts';

const port = parentPort;
if (!port) throw new Error('query-worker.ts runs as a worker thread of load.ts');
const { database, now } = workerData as QueryJob;

let answer: QueryAnswer;
let transfer: ArrayBuffer[] = [];
try {
  const bytes = serialize(await queryDatabase(database, now));
  // The serializer's own buffer when it is exactly the bytes (moved, not copied), else a copy of them.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const packed = whole ? (bytes.buffer as ArrayBuffer) : new Uint8Array(bytes).buffer;
  answer = { packed };
  transfer = [packed];
} catch (error) {
  answer = { error: error instanceof Error ? error.message : String(error) };
}
port.postMessage(answer, transfer);
