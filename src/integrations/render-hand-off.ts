// The site data's hand-off between the build's main thread and its render workers (parallel-render.ts). The pages'
// code (load.ts, in Astro's prerender bundle) and the prerenderer (loaded with astro.config.mjs) are separate module
// graphs in one thread, hence global symbols.
import type { RawSiteData } from '../data/site/site-data.ts';

/** The build's raw data and its "now": what a render worker builds its SiteData from instead of the database. */
export type HandedSiteData = { raw: RawSiteData; now: Date };

const OFFER_KEY = Symbol.for('passeport-mairies.render-workers.offer');
const HANDED_KEY = Symbol.for('passeport-mairies.render-workers.handed');

type Receiver = (data: HandedSiteData, startAfter?: Promise<unknown>) => void;
const slots = globalThis as Record<symbol, unknown>;

/** Main thread: the prerenderer asks for the raw data once it is loaded (only when it has render workers). */
export function offerRenderWorkers(receiver: Receiver | null): void {
  slots[OFFER_KEY] = receiver ?? undefined;
}

/** Main thread: load.ts gives the raw data it queried to the render workers' prerenderer, when there is one; the
 *  workers start once `startAfter` settles (the search files' worker). */
export function handToRenderWorkers(data: HandedSiteData, startAfter?: Promise<unknown>): void {
  (slots[OFFER_KEY] as Receiver | undefined)?.(data, startAfter);
}

/** Render worker: the data its pages read, set before the prerender bundle is imported. */
export function setHandedSiteData(data: HandedSiteData): void {
  slots[HANDED_KEY] = data;
}

/** The handed data in a render worker, given once (the raw rows are not kept once shaped); undefined on the main
 *  thread, which queries the database. */
export function takeHandedSiteData(): HandedSiteData | undefined {
  const data = slots[HANDED_KEY] as HandedSiteData | undefined;
  delete slots[HANDED_KEY];
  return data;
}
