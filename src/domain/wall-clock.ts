// A town hall's wall clock from its zone's offsets from UTC, as the build writes them into its page (zoned-time.ts
// utcOffsetsOver reads them from the time zone database): the page reads its clock without Intl, whose first use
// blocks a phone's main thread for about 150 ms (docs/performance.md).

/** Local calendar date and time of an instant; isoWeekday runs 1 (Monday) to 7 (Sunday). */
export type ZonedParts = {
  year: number;
  month: number;
  day: number;
  isoWeekday: number;
  hour: number;
  minute: number;
};

/** A zone's offsets over a span of time, flat as the page carries them (a JSON array): [at, offset, at, offset, …,
 *  until], in minutes; each offset holds from its `at` (minutes since the epoch) until the next `at`, the last one
 *  until `until`. */
export type UtcOffsets = readonly number[];

const MINUTE_MS = 60_000;

/** The wall clock of `date` in the zone of `offsets`; null when they do not cover that instant, or are not offsets. */
export function wallClockAt(date: Date, offsets: UtcOffsets): ZonedParts | null {
  const minute = date.getTime() / MINUTE_MS;
  let offset: number | null = null;
  for (let i = 0; i + 1 < offsets.length; i += 2) if (offsets[i] <= minute) offset = offsets[i + 1];
  if (typeof offset !== 'number' || !(minute < offsets[offsets.length - 1])) return null;
  const local = new Date(date.getTime() + offset * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    isoWeekday: local.getUTCDay() || 7,
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
