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
