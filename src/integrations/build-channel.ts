// The fast paths' hand-off of the loaded data from the pages (Astro's prerender bundle) to the build's integrations
// (site-build.ts): the counts and former slugs for the end-of-build files, and the search source for the search
// files' worker, written while the pages render. Both run in one Node process but not in one module graph, hence the
// build's bus (buildSlot, astro-internals.ts). Without the fast paths (BUILD_FAST_PATHS=0) none of this runs: the
// end-of-build hook reads the data itself.
import { buildSlot } from './astro-internals.ts';
import type { DataCounts } from '../data/site/safety.ts';
import type { SlugRedirectRow } from '../data/queries/mairies.ts';
import type { SearchSource } from '../page-data/search-index.ts';

/** What the end-of-build files need of the data the pages loaded. */
export type LoadedRecord = { counts: DataCounts; slugRedirects: readonly SlugRedirectRow[] };
/** What the build integration does with the search files' source: lay them out and write them off the main thread. */
type SearchFilesWriter = (source: SearchSource) => Promise<unknown>;

const recordSlot = buildSlot<LoadedRecord>('site-data.record');
const searchSlot = buildSlot<SearchFilesWriter>('search-files');

/** Pages: records what this build loaded and checked. */
export function publishLoadedRecord(record: LoadedRecord): void {
  recordSlot.set(record);
}

/** Build integration: what the pages loaded, or undefined when no page loaded the data. */
export function loadedRecord(): LoadedRecord | undefined {
  return recordSlot.get();
}

/** Build integration: offers to write the search files (site-build.ts, search-files.ts); null withdraws it. */
export function offerSearchFiles(writer: SearchFilesWriter | null): void {
  searchSlot.set(writer ?? undefined);
}

/** Pages: hands the loaded data's search source to the build's writer, when there is one; resolves once the files
 *  are written. */
export function handSearchSource(source: () => SearchSource): Promise<unknown> | undefined {
  return searchSlot.get()?.(source());
}
