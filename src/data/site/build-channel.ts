// Hands the loaded data's counts from the pages (prerender bundle) to the build integration, and the search files'
// source to it: both run in the same Node process but not in the same module graph, hence global symbols.
import type { SearchSource } from '../../page-data/search-index.ts';
import type { DataCounts } from './safety.ts';

const COUNTS_KEY = Symbol.for('passeport-mairies.site-data.counts');

// Records the counts of the data this build loaded and checked.
export function publishLoadedCounts(counts: DataCounts): void {
  (globalThis as Record<symbol, unknown>)[COUNTS_KEY] = counts;
}

// Counts of the data this process loaded, or undefined when no page asked for it.
export function loadedCounts(): DataCounts | undefined {
  return (globalThis as Record<symbol, unknown>)[COUNTS_KEY] as DataCounts | undefined;
}

const REDIRECTS_KEY = Symbol.for('passeport-mairies.site-data.slug-redirects');

// Records the town hall slugs that changed (old → current), for the build's _redirects file.
export function publishSlugRedirects(redirects: readonly { old_slug: string; slug: string }[]): void {
  (globalThis as Record<symbol, unknown>)[REDIRECTS_KEY] = redirects;
}

// The changed slugs this process loaded, or undefined when no page asked for the data.
export function loadedSlugRedirects(): readonly { old_slug: string; slug: string }[] | undefined {
  return (globalThis as Record<symbol, unknown>)[REDIRECTS_KEY] as { old_slug: string; slug: string }[] | undefined;
}

const SEARCH_KEY = Symbol.for('passeport-mairies.search-files');

/** What the build integration does with the search files' source: lay them out and write them off the main thread. */
type SearchFilesWriter = (source: SearchSource) => Promise<unknown>;

// The build integration offers to write the search files (site-build.ts, search-files.ts).
export function offerSearchFiles(writer: SearchFilesWriter): void {
  (globalThis as Record<symbol, unknown>)[SEARCH_KEY] = writer;
}

// True when this process's build writes the search files itself: the route then generates none.
export function searchFilesOffered(): boolean {
  return typeof (globalThis as Record<symbol, unknown>)[SEARCH_KEY] === 'function';
}

// Hands the loaded data's search source to the build's writer, when there is one; resolves once the files are written.
export function handSearchSource(source: () => SearchSource): Promise<unknown> | undefined {
  const writer = (globalThis as Record<symbol, unknown>)[SEARCH_KEY] as SearchFilesWriter | undefined;
  return writer?.(source());
}
