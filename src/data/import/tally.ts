// Counts by reason, kept as plain objects so reports serialise as they are.

/** Reason → count. */
export type Tally = Record<string, number>;

/** Adds `n` to `reason`. */
export function count(tally: Tally, reason: string, n = 1): void {
  tally[reason] = (tally[reason] ?? 0) + n;
}

/** Sum of all counts. */
export function total(tally: Tally): number {
  return Object.values(tally).reduce((sum, n) => sum + n, 0);
}
