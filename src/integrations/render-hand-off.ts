// The site data's hand-off between the build's main thread and its render workers (parallel-render.ts). The pages'
// code (load.ts, in Astro's prerender bundle) and the prerenderer (loaded with astro.config.mjs) are separate module
// graphs in one thread, hence the build's bus (buildSlot, astro-internals.ts).
import { deserialize, serialize } from 'node:v8';
import type { HandedSiteData } from '../data/site/load.ts';
import { buildSlot } from './astro-internals.ts';

export type { HandedSiteData };

type Receiver = (data: HandedSiteData, startAfter?: Promise<unknown>) => void;
const offer = buildSlot<Receiver>('render-workers.offer');
const handed = buildSlot<HandedSiteData>('render-workers.handed');

/** Main thread: the prerenderer asks for the raw data once it is loaded (only when it has render workers). */
export function offerRenderWorkers(receiver: Receiver | null): void {
  offer.set(receiver ?? undefined);
}

/** Main thread: the raw data load.ts queried, for the render workers' prerenderer, when there is one
 *  (site-data-hand-off.ts); the workers start once `startAfter` settles (the search files' worker). */
export function handToRenderWorkers(data: HandedSiteData, startAfter?: Promise<unknown>): void {
  offer.get()?.(data, startAfter);
}

/** Render worker: the data its pages read, set before the prerender bundle is imported. */
export function setHandedSiteData(data: HandedSiteData): void {
  handed.set(data);
}

/** The handed data in a render worker, given once (the raw rows are not kept once shaped); undefined on the main
 *  thread, which queries the database. */
export function takeHandedSiteData(): HandedSiteData | undefined {
  const data = handed.get();
  handed.set(undefined);
  return data;
}

/** Main thread: the handed data serialized once into memory every render worker reads (the structured clone that
 *  postMessage would make per worker), so that the main thread keeps neither the raw rows nor one copy per worker. */
export function packSiteData(data: HandedSiteData): SharedArrayBuffer {
  const bytes = serialize(data);
  const shared = new SharedArrayBuffer(bytes.length);
  new Uint8Array(shared).set(bytes);
  return shared;
}

/** Render worker: the handed data of packSiteData. */
export const unpackSiteData = (packed: SharedArrayBuffer): HandedSiteData =>
  deserialize(new Uint8Array(packed)) as HandedSiteData;
