// Hands the loaded data's counts from the pages (prerender bundle) to the build integration, and the search files'
// source to it: both run in the same Node process but not in the same module graph, hence the build's bus (buildSlot).
import { buildSlot } from '../../integrations/astro-internals.ts';
import type { SearchSource } from '../../page-data/search-index.ts';
import type { DataCounts } from './safety.ts';

type SlugRedirects = readonly { old_slug: string; slug: string }[];
/** What the build integration does with the search files' source: lay them out and write them off the main thread. */
type SearchFilesWriter = (source: SearchSource) => Promise<unknown>;

const countsSlot = buildSlot<DataCounts>('site-data.counts');
const redirectsSlot = buildSlot<SlugRedirects>('site-data.slug-redirects');
const searchSlot = buildSlot<SearchFilesWriter>('search-files');

// Records the counts of the data this build loaded and checked.
export function publishLoadedCounts(counts: DataCounts): void {
  countsSlot.set(counts);
}

// Counts of the data this process loaded, or undefined when no page asked for it.
export function loadedCounts(): DataCounts | undefined {
  return countsSlot.get();
}

// Records the town hall slugs that changed (old → current), for the build's _redirects file.
export function publishSlugRedirects(redirects: SlugRedirects): void {
  redirectsSlot.set(redirects);
}

// The changed slugs this process loaded, or undefined when no page asked for the data.
export function loadedSlugRedirects(): SlugRedirects | undefined {
  return redirectsSlot.get();
}

// The build integration offers to write the search files (site-build.ts, search-files.ts).
export function offerSearchFiles(writer: SearchFilesWriter): void {
  searchSlot.set(writer);
}

// True when this process's build writes the search files itself: the route then generates none.
export function searchFilesOffered(): boolean {
  return typeof searchSlot.get() === 'function';
}

// Hands the loaded data's search source to the build's writer, when there is one; resolves once the files are written.
export function handSearchSource(source: () => SearchSource): Promise<unknown> | undefined {
  return searchSlot.get()?.(source());
}
