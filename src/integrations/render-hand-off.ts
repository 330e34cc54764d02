// The site data's hand-off between the build's main thread and its render workers (parallel-render.ts). The pages'
// code (load.ts, in Astro's prerender bundle) and the prerenderer (loaded with astro.config.mjs) are separate module
// graphs in one thread, hence the build's bus (buildSlot, astro-internals.ts).
import type { RawSiteData } from '../data/site/site-data.ts';
import { buildSlot } from './astro-internals.ts';

/** The build's raw data and its "now": what a render worker builds its SiteData from instead of the database. */
export type HandedSiteData = { raw: RawSiteData; now: Date };

type Receiver = (data: HandedSiteData, startAfter?: Promise<unknown>) => void;
const offer = buildSlot<Receiver>('render-workers.offer');
const handed = buildSlot<HandedSiteData>('render-workers.handed');

/** Main thread: the prerenderer asks for the raw data once it is loaded (only when it has render workers). */
export function offerRenderWorkers(receiver: Receiver | null): void {
  offer.set(receiver ?? undefined);
}

/** Main thread: load.ts gives the raw data it queried to the render workers' prerenderer, when there is one; the
 *  workers start once `startAfter` settles (the search files' worker). */
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
