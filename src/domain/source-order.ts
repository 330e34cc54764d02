// The one order of sources of a town hall's facts (docs/data-sources.md, « Order of sources »):
// 1. the official directory: DILA's own export when given, else the 2026 Service-Public file;
// 2. OpenStreetMap, for hours only: it replaces the directory's hours only when a contributor checked them after the
//    directory's date, and never replaces a visitor's correction accepted by the team (anyone can edit the map);
// 3. the older files (2016 directory, 2018 websites, 2021 e-mails), each value with its own date;
// 4. the maps service's cache (places_cache rows of no source, undated), for hours only: they fill in only where no
//    dated source gives hours, and never replace a visitor's correction;
// 5. the default week (hours only), indicative.
// A visitor's correction accepted by the team wins over an official value older than it; an official value dated
// strictly after the acceptance wins over the correction. That rule lives in SQL alone, where the import applies it
// (visitorKept, data/queries/mairies.ts; tested by the import's integration tests).

/** The `*_source` value of a visitor's correction accepted by the team (its date: the day of acceptance). */
export const VISITOR_SOURCE = 'visitor';

/** The day the 2026 directory file counts as when dates are compared: its data are at the latest of that day. */
export const DIRECTORY_2026_DAY = '2026-10-06';

/** The data_sources role of the 2026 file (the directory given, DILA's export or the 2016 file, is 'directory'). */
export const DIRECTORY_2026_ROLE = 'directory2026';

/** The data_sources role of the sourced list of equipped town halls (credited in the footer, provenance.ts). */
export const EQUIPPED_SOURCES_ROLE = 'equipped_sources';

/** Step 1: the 2026 file is read only when the directory given is the 2016 file (`directoryFormat` 'dila-2016'):
 *  DILA's own export, when given, is the official directory. */
export function readsDirectory2026(directoryFormat: string, has2026File: boolean): boolean {
  return has2026File && directoryFormat === 'dila-2016';
}

// A recorded date as a day: a month alone (YYYY-MM) counts as its last day, since the data are of that month at the latest.
function lastDayOf(date: string): string {
  if (!/^\d{4}-\d{2}$/.test(date)) return date;
  const [year, month] = date.split('-').map(Number);
  return `${date}-${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** The day the current directory's data are as of, for comparing dates with it: the 2026 file, when the import read
 *  it, counts as DIRECTORY_2026_DAY; otherwise the directory given (DILA's own export) counts as its own date as
 *  imported (`directoryDate`, data_sources' published_on of the 'directory' role: its latest record's update, or a
 *  month); null when neither is known. */
export function currentDirectoryDay(read2026File: boolean, directoryDate: string | null | undefined): string | null {
  if (read2026File) return DIRECTORY_2026_DAY;
  return directoryDate ? lastDayOf(directoryDate) : null;
}

/** A shown value's source (a data_sources role or VISITOR_SOURCE) and its date (YYYY-MM-DD). */
type Sourced = { source: string | null; date: string | null };

/** OpenStreetMap hours (`checked`: a contributor's check_date, then `date` is that day) replace the schedule
 *  column's only when there is none, or when they were checked strictly after an official value's date. */
export function osmHoursReplace(osm: { checked: boolean; date: string | null }, column: Sourced | null): boolean {
  if (!column) return true;
  if (column.source === VISITOR_SOURCE) return false;
  return osm.checked && !!osm.date && (!column.date || osm.date > column.date);
}

/** The maps service's cached hours (no source, no date) replace the schedule column's only when there is none, or
 *  when the column's hours are undated and not a visitor's correction: an undated cache never beats dated hours. */
export function cacheHoursReplace(column: Sourced | null): boolean {
  if (!column) return true;
  return column.source !== VISITOR_SOURCE && !column.date;
}
