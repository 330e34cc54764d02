// The town hall a case page's planner is for. A link carries only its slug (?mairie=…, and maybe ?tz=…); its name,
// address and zone come from the site's own files (/documents/mairies/{key}.json, written by the build), one file per
// key of the slug's hash so that a visitor fetches a few kilobytes. Nothing else from the link is shown or written.
// It imports nothing: time-zone.ts, shared with the town hall page's script, would become a chunk of its own there.

/** The town hall of the appointment, when known from the site's own data. */
export type PlannerMairie = { slug: string; name: string; address: string; timeZone: string };

/** One planner file: slug → [name, address] or [name, address, zone] when the zone is not Paris's (the first of the
 *  project's zones, time-zone.ts projectTimeZones). */
export type PlannerFile = Record<string, [string, string] | [string, string, string]>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 160;

/** The `mairie` of a link when it has the form of a site slug (slug.ts), else null. */
export const plannerSlug = (value: string | null | undefined): string | null =>
  value && value.length <= SLUG_MAX && SLUG.test(value) ? value : null;

/** How many planner files there are: a few kilobytes each for France's 35,000 town halls. */
export const PLANNER_FILE_COUNT = 256;

/** The planner file key of a slug: FNV-1a of its characters, as two hex digits. */
export function plannerFileKey(slug: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193);
  return ((hash >>> 0) % PLANNER_FILE_COUNT).toString(16).padStart(2, '0');
}

/** The address of the planner file that holds a slug. */
export const plannerFilePath = (slug: string) => `/documents/mairies/${plannerFileKey(slug)}.json`;

/** The zone when it is one of `zones` (the project's, Paris first), else the first. */
export const plannerZone = (zone: string | null | undefined, zones: readonly string[]): string =>
  zone && zones.includes(zone) ? zone : zones[0];

const isText = (value: unknown): value is string => typeof value === 'string';

/** The town hall of `slug` in a fetched planner file; null when it is not there or the entry is not well formed. */
export function plannerMairieFrom(file: unknown, slug: string, zones: readonly string[]): PlannerMairie | null {
  if (typeof file !== 'object' || file === null || !Object.hasOwn(file, slug)) return null;
  const entry: unknown = (file as Record<string, unknown>)[slug];
  if (!Array.isArray(entry) || entry.length < 2 || !entry.every(isText)) return null;
  const [name, address, zone] = entry as string[];
  return { slug, name, address, timeZone: plannerZone(zone, zones) };
}
