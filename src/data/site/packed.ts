// The build's raw data and its "now", serialized once (v8) into memory that every thread of the build reads: the
// query worker (query-worker.ts) writes it, the main thread and each render worker (src/integrations/render-worker.ts)
// shape their SiteData from it, none holding a structured clone of its own.
import { deserialize, serialize } from 'node:v8';
import type { RawSiteData } from './site-data.ts';

/** The build's raw data and its "now": what every thread builds its SiteData from. */
export type HandedSiteData = { raw: RawSiteData; now: Date };

/** `data` serialized into shared memory. */
export function packSiteData(data: HandedSiteData): SharedArrayBuffer {
  const bytes = serialize(data);
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  return shared;
}

/** The data of packSiteData, as new objects of this thread. */
export const unpackSiteData = (packed: SharedArrayBuffer): HandedSiteData =>
  deserialize(new Uint8Array(packed)) as HandedSiteData;
