// Which source wins, field by field: one table, SOURCE_ORDER, below (docs/data-sources.md, « The order of sources »,
// and docs/opening-hours.md show it as rendered by its test). Each field names its columns, its sources from the
// most trusted down, the rule between them, and how a re-import treats the stored value (`keep`): the upsert's keep
// rules are generated from it (data/queries/mairies.ts), and the import's and the build's choices are tested against
// it. The sources, in general:
// 1. a visitor's correction accepted by the team, or the town hall's own answer (equipment and booking), wins over
//    an official value older than it; an official value dated strictly after it wins over it; between the two, the
//    later one;
// 2. the official directory: DILA's own export when given, else the 2026 Service-Public file;
// 3. OpenStreetMap, for hours only: it replaces the directory's hours only when a contributor checked them after the
//    directory's date, and never replaces a visitor's correction (anyone can edit the map);
// 4. the older files (2016 directory, 2018 websites, 2021 e-mails), each value with its own date;
// 5. the maps service's cache (places_cache rows of no source, undated), for hours only, where nothing dated gives
//    hours; then the default week, indicative.

/** The `*_source` value of a visitor's correction accepted by the team (its date: the day of acceptance). */
export const VISITOR_SOURCE = 'visitor';

/** The `*_source` value of a town hall's own answer, sent from the mailbox the directory gives (issue 41; its date:
 *  the Paris day of the answer). The keep rules treat it as a visitor's accepted correction. */
export const TOWN_HALL_SOURCE = 'mairie';

/** The sources a re-import keeps until it brings a value dated strictly after theirs. */
export const KEPT_SOURCES = [VISITOR_SOURCE, TOWN_HALL_SOURCE] as const;

/** The day the 2026 directory file counts as when dates are compared: its data are at the latest of that day. */
export const DIRECTORY_2026_DAY = '2026-10-06';

/** The data_sources role of the 2026 file (the directory given, DILA's export or the 2016 file, is 'directory'). */
export const DIRECTORY_2026_ROLE = 'directory2026';

/** The data_sources role of the sourced list of equipped town halls (credited in the footer, provenance.ts). */
export const EQUIPPED_SOURCES_ROLE = 'equipped_sources';

/** How a re-import treats a field's stored value against the one it brings. */
export type KeepRule =
  /** The import's value, always (no visitor corrects these fields). */
  | 'import'
  /** A visitor's accepted correction stays unless the import brings a value dated strictly after its acceptance. */
  | 'visitor-until-newer'
  /** As 'visitor-until-newer', and a town hall the list does not name keeps its stored value. */
  | 'list-else-stored'
  /** The stored value stays when the import read no list of equipped town halls; a list's « unknown » never
   *  replaces a visitor's status, a dated status replaces it only when dated after it. */
  | 'stored-without-list'
  /** The stored value stays when the import read no list of equipped town halls; a list rewrites it. */
  | 'list-only';

export interface FieldOrder {
  /** The mairies columns the field writes: the value (and its free text), then `*_source` and `*_source_date`. */
  columns: readonly string[];
  /** Its sources, the most trusted first: data_sources roles, VISITOR_SOURCE, and what the build adds for hours. */
  sources: readonly string[];
  /** The rule between them. */
  rule: string;
  keep: KeepRule;
}

/** The one table of which source wins, per field. The order of the fields is the order of the upsert's keep rules. */
export const SOURCE_ORDER = {
  hours: {
    columns: ['schedule', 'hours_source', 'hours_source_date'],
    sources: [VISITOR_SOURCE, 'osm (checked after)', 'directory', 'osm', 'places cache', 'default week'],
    rule:
      "a visitor's correction until the directory brings hours dated after it; OpenStreetMap's hours checked after the " +
      "directory's date, else the directory's; OpenStreetMap's, then the maps cache's, only where nothing dated gives " +
      'hours; else the default week, indicative',
    keep: 'visitor-until-newer',
  },
  phone: {
    columns: ['tel', 'tel_source', 'tel_source_date'],
    sources: [VISITOR_SOURCE, DIRECTORY_2026_ROLE, 'directory'],
    rule: "a visitor's correction until a newer official value; the newest official file that gives one",
    keep: 'visitor-until-newer',
  },
  equipped: {
    columns: ['equipped', 'equipped_source', 'equipped_source_date'],
    sources: [VISITOR_SOURCE, TOWN_HALL_SOURCE, 'equipped', EQUIPPED_SOURCES_ROLE],
    rule:
      "a visitor's status or the town hall's answer, the later of the two, until a list dates one after it (the " +
      "import merges the town hall's answer into the verdict); the operator's list over page statements for the town " +
      'halls it names; among statements, the verdict of the newest (equipmentVerdict); without any list read, the ' +
      'stored status stays',
    keep: 'stored-without-list',
  },
  statements: {
    columns: ['equipped_statements'],
    sources: [EQUIPPED_SOURCES_ROLE],
    rule: "what the sourced list's pages say of the town hall, newest first; an import without a list keeps them",
    keep: 'list-only',
  },
  booking: {
    columns: ['rendez_vous', 'rendez_vous_source', 'rendez_vous_source_date'],
    sources: [VISITOR_SOURCE, TOWN_HALL_SOURCE, 'booking'],
    rule:
      "a visitor's link or the town hall's, the later of the two, until the list dates one after it; a town hall the " +
      'list does not name keeps its link',
    keep: 'list-else-stored',
  },
  access: {
    columns: ['access', 'access_text', 'access_source', 'access_source_date'],
    sources: [VISITOR_SOURCE, 'directory'],
    rule: "a visitor's correction until the directory's record is dated after it",
    keep: 'visitor-until-newer',
  },
  email: {
    columns: ['mail', 'mail_source', 'mail_source_date'],
    sources: [DIRECTORY_2026_ROLE, 'directory', 'emails2021'],
    rule: 'the newest file that gives a valid address; the 2021 list only over a directory record older than it',
    keep: 'import',
  },
  website: {
    columns: ['site_web', 'site_web_source', 'site_web_source_date'],
    sources: [DIRECTORY_2026_ROLE, 'directory', 'websites2018'],
    rule: 'the newest file that gives a valid address; the 2018 list only over a directory record older than it',
    keep: 'import',
  },
  address: {
    columns: ['ligne_2', 'address_source', 'address_source_date'],
    sources: [DIRECTORY_2026_ROLE, 'directory'],
    rule: 'the newest directory that gives street lines',
    keep: 'import',
  },
  position: {
    columns: ['latitude', 'position_source', 'position_source_date'],
    sources: [DIRECTORY_2026_ROLE, 'directory', 'laposte'],
    rule:
      "the newest directory's pin that the check against its commune keeps (BAN's, in the 2016 file); else La " +
      "Poste's point of the commune, approximate",
    keep: 'import',
  },
} as const satisfies Record<string, FieldOrder>;

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
