// The site data's hand-off between the build's main thread and its render workers (parallel-render.ts). The pages'
// code (load.ts, in Astro's prerender bundle) and the prerenderer (loaded with astro.config.mjs) are separate module
// graphs in one thread, hence the build's bus (buildSlot, astro-internals.ts).
import type { HandedSiteData } from '../data/site/load.ts';
import { buildSlot } from './astro-internals.ts';

export type { HandedSiteData };
export { unpackSiteData } from '../data/site/packed.ts';

type Receiver = (packed: SharedArrayBuffer, startAfter?: Promise<unknown>) => void;
const offer = buildSlot<Receiver>('render-workers.offer');
const handed = buildSlot<HandedSiteData>('render-workers.handed');

/** Main thread: the prerenderer asks for the raw data once it is loaded (only when it has render workers). */
export function offerRenderWorkers(receiver: Receiver | null): void {
  offer.set(receiver ?? undefined);
}

/** Main thread: the data load.ts loaded, packed once into shared memory (src/data/site/packed.ts), for the render
 *  workers' prerenderer, when there is one (site-data-hand-off.ts); the workers start once `startAfter` settles (the
 *  search files' worker). */
export function handToRenderWorkers(packed: SharedArrayBuffer, startAfter?: Promise<unknown>): void {
  offer.get()?.(packed, startAfter);
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
