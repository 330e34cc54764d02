// Hands the loaded data's counts from the pages (prerender bundle) to the build integration:
// both run in the same Node process but not in the same module graph, hence a global symbol.
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
