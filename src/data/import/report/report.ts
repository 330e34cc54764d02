// The import report: what was read, written, rejected, and how complete the town hall data is.
import type { BookingStats } from '../decide/bookings.ts';
import type { TownHallWordStats } from '../decide/town-hall-word.ts';
import type { OperatorListStats } from '../decide/operator-list.ts';
import type { CurrentDirectoryStats } from '../decide/current-directory.ts';
import { FIELDS } from '../match/directory-2026.ts';
import type { SourcedStats, StatementStats } from '../decide/equipped-statements.ts';
import type { OsmStats } from '../match/osm.ts';
import type { CityWrite } from '../../queries/cities.ts';
import type { MairieWrite } from '../../queries/mairies.ts';
import type { SupplementStats } from '../decide/mairies.ts';
import { POSITION_TOLERANCE_KM, type PositionOutcome } from '../match/positions.ts';
import { total, type Tally } from '../tally.ts';
import type { WriteCounts } from '../../queries/chunked-upsert.ts';
import type { PlacedStatements } from '../match/equipped-match.ts';
import type { SourceRecords } from '../read/source-files.ts';
import type { SourceFiles } from '../files/sources.ts';
import type { Written } from '../write/write.ts';

interface TableReport extends WriteCounts {
  /** Source lines or records read. */
  read: number;
  /** Distinct rows sent to the table. */
  rows: number;
  rejected: Tally;
  /** Rows stored by an earlier import that this source no longer has: kept, counted here. */
  notInSource: number;
}

export type Coverage = Record<'coordinates' | 'phone' | 'email' | 'website' | 'hours' | 'equipped', number>;

export interface ImportReport {
  files: Record<string, string | null>;
  directoryFormat: string;
  cities: TableReport & { merged: number; fallbackNames: number; withCoordinates: number };
  mairies: TableReport & {
    skipped: Tally;
    dropped: Tally;
    supplements: SupplementStats & { equipped: OperatorListStats | null };
    /** Positions checked against their commune (positions.ts), per outcome. */
    positions: Record<PositionOutcome, number>;
    /** Stored slugs rebuilt from a cleaned or changed name (the old ones redirect). */
    slugsChanged: number;
    /** The booking list (BOOKING_LIST), when given. */
    booking: BookingStats | null;
    /** The sourced list of equipped town halls (EQUIPPED_SOURCES), when read. */
    equippedSources: SourcedStats | null;
    /** The town halls' own answers (town_hall_statements) merged into the verdicts. */
    townHallWord: TownHallWordStats;
  };
  /** The 2026 directory file laid over the older files (current-directory.ts), when it was read. */
  current: CurrentDirectoryStats | null;
  /** The places step from OpenStreetMap's town halls (OSM_TOWNHALLS), when given. */
  osm: OsmStats | null;
  /** OSM places_cache rows deleted: not confirmed by the OSM file, or for 30 days without one. */
  osmRemoved: number;
  /** Town halls of this import with each field filled; `equipped` counts a known status (equipped or not). */
  coverage: Coverage;
  durationMs: number;
}

/** What the report needs of the files read: their counts, never their records. */
interface ReadCounts {
  cities: Pick<SourceRecords['cities'], 'read' | 'rejected' | 'merged' | 'fallbackNames'>;
  directory: Pick<SourceRecords['directory'], 'format' | 'read' | 'rejected' | 'skipped'>;
  sourced: Pick<NonNullable<SourceRecords['sourced']>, 'read' | 'rejected' | 'invalid'> | null;
}

/** The counts of the files read. */
export function readCounts({ cities, directory, sourced }: SourceRecords): ReadCounts {
  return {
    cities: {
      read: cities.read,
      rejected: cities.rejected,
      merged: cities.merged,
      fallbackNames: cities.fallbackNames,
    },
    directory: {
      format: directory.format,
      read: directory.read,
      rejected: directory.rejected,
      skipped: directory.skipped,
    },
    sourced: sourced && { read: sourced.read, rejected: sourced.rejected, invalid: sourced.invalid },
  };
}

/** What the steps of an import gave, for its report. */
export interface ImportOutcome {
  files: SourceFiles;
  read: ReadCounts;
  cities: readonly CityWrite[];
  mairies: readonly MairieWrite[];
  built: { rejected: Tally; dropped: Tally; supplements: SupplementStats; positions: Record<PositionOutcome, number> };
  current: CurrentDirectoryStats | null;
  statements: { placed: PlacedStatements; stats: StatementStats } | null;
  booking: BookingStats | null;
  townHallWord: TownHallWordStats;
  operatorList: OperatorListStats | null;
  osm: Omit<OsmStats, 'written'> | null;
  written: Written;
  durationMs: number;
}

/** The report of an import from what its steps gave. */
export function importReport(o: ImportOutcome): ImportReport {
  const { written } = o;
  const { cities, directory, sourced } = o.read;
  return {
    files: { ...o.files },
    directoryFormat: directory.format,
    cities: {
      ...written.cities,
      read: cities.read,
      rows: o.cities.length,
      rejected: cities.rejected,
      merged: cities.merged,
      fallbackNames: cities.fallbackNames,
      withCoordinates: citiesWithCoordinates(o.cities),
    },
    mairies: {
      ...written.mairies,
      read: directory.read,
      rows: o.mairies.length,
      rejected: { ...directory.rejected, ...o.built.rejected },
      skipped: directory.skipped,
      dropped: o.built.dropped,
      supplements: { ...o.built.supplements, equipped: o.operatorList },
      positions: o.built.positions,
      booking: o.booking,
      townHallWord: o.townHallWord,
      equippedSources:
        sourced && o.statements
          ? {
              read: sourced.read,
              rejected: sourced.rejected,
              invalid: sourced.invalid,
              ...o.statements.stats,
              unmatched: [...o.statements.placed.unmatched, ...o.statements.stats.unplaced].sort(
                (a, b) => a.line - b.line,
              ),
            }
          : null,
    },
    current: o.current,
    osm:
      o.osm && written.places
        ? { ...o.osm, written: { inserted: written.places.inserted, updated: written.places.updated } }
        : null,
    osmRemoved: written.osmRemoved,
    coverage: coverageOf(o.mairies),
    durationMs: o.durationMs,
  };
}

// The town halls' own answers: how many decided, how many a file's newer value replaced.
function townHallWordLine(w: TownHallWordStats): string {
  if (!w.answers) return "Town halls' answers: none stored";
  return `Town halls' answers: ${n(w.answers)} merged: ${n(w.statuses)} statuses and ${n(w.bookings)} booking links decided, ${n(w.newerStatuses)} statuses and ${n(w.newerBookings)} links replaced by a value dated after them`;
}

/** Coverage counts over the rows of this import. */
function coverageOf(rows: readonly MairieWrite[]): Coverage {
  const has = (test: (r: MairieWrite) => boolean) => rows.filter(test).length;
  return {
    coordinates: has((r) => r.latitude !== null),
    phone: has((r) => r.tel !== null),
    email: has((r) => r.mail !== null),
    website: has((r) => r.site_web !== null),
    hours: has((r) => r.schedule !== null),
    equipped: has((r) => r.equipped !== null && r.equipped !== 'unknown'),
  };
}

/** Cities with a point. */
const citiesWithCoordinates = (rows: readonly CityWrite[]) => rows.filter((r) => r.latitude !== null).length;

const n = (value: number) => value.toLocaleString('en-US');
const pct = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : '-');
const pad = (cells: (string | number)[], widths: number[]) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
const tally = (t: Tally) =>
  Object.entries(t)
    .map(([reason, k]) => `${reason}: ${n(k)}`)
    .join('; ') || 'none';

// The places step from OpenStreetMap (docs/opening-hours.md).
function osmLines(osm: OsmStats | null, removed: number): string[] {
  if (!osm) {
    return [
      `OpenStreetMap town halls: not given (OSM_TOWNHALLS); ${n(removed)} hours not confirmed for 30 days removed`,
    ];
  }
  const h = osm.hours;
  return [
    `OpenStreetMap town halls (${osm.file}, data of ${osm.date}): ${n(osm.read)} read, ${n(osm.townHalls)} town halls with a point (left out: ${n(osm.left.notTownHall)} not amenity=townhall, ${n(osm.left.noPosition)} without a point)`,
    `  town halls matched: ${n(osm.matched)}; skipped: ${tally(osm.skipped)}; OSM town halls matching none: ${n(osm.osmUnmatched)}`,
    `  hours imported: ${n(h.imported)} (${n(h.checked)} with a check_date); skipped: ${tally(h.skipped)}; matched without opening_hours: ${n(h.noTag)}`,
    `  places_cache: ${n(osm.written.inserted)} new, ${n(osm.written.updated)} confirmed again, ${n(removed)} no longer in OpenStreetMap removed`,
  ];
}

// The 2026 directory file: where its rows went and what it did to each field (issue 30).
function currentLines(current: CurrentDirectoryStats | null): string[] {
  if (!current) return ["2026 directory file: not read (not in OPEN_DATA_DIR, or DILA's own export is the directory)"];
  const widths = [10, 8, 8, 8, 8, 9];
  return [
    `2026 directory file: ${n(current.read)} rows read, ${n(current.placed)} placed (${n(current.continued)} on an older town hall, ${n(current.added)} new pages), ${n(current.unplaced.length)} not placed; rejected: ${tally(current.rejected)}`,
    `  folded into another row: ${tally(current.folded)}`,
    `  read another way or dropped: ${tally(current.problems)}`,
    `  older town halls the file lacks (older values kept, own dates): ${n(current.olderOnly)}, of which ${n(current.olderOnlyMerged)} whose commune merged since`,
    `  positions: ${n(current.movedOver1Km)} moved over 1 km, ${n(current.positionsRefused)} refused by the check (older kept); title postal codes replaced by a La Poste code: ${n(current.postalCodesReplaced)}`,
    `  ${pad(['field', 'filled', 'changed', 'same', 'left', 'unplaced'], widths)}`,
    ...FIELDS.map((field) => {
      const c = current.fields[field];
      return `  ${pad([field, n(c.filled), n(c.changed), n(c.same), n(c.left), n(c.unplaced)], widths)}`;
    }),
    ...current.unplaced.map((u) => `  line ${u.line}: ${u.type} ${u.code ?? '-'} ${u.commune}: ${u.reason}`),
  ];
}

/** The report as printed by `npm run data:import`. */
export function formatReport(report: ImportReport): string {
  const { cities, mairies, coverage } = report;
  const widths = [8, 8, 8, 9, 8, 10, 9, 14];
  const row = (name: string, t: TableReport) =>
    pad(
      [name, n(t.read), n(t.rows), n(t.inserted), n(t.updated), n(t.unchanged), n(total(t.rejected)), n(t.notInSource)],
      widths,
    );
  const s = mairies.supplements;
  const lines = [
    `Open data import finished in ${(report.durationMs / 1000).toFixed(1)} s`,
    ...Object.entries(report.files).map(([role, file]) => `  ${role.padEnd(13)} ${file ?? '(not given)'}`),
    `  directory format: ${report.directoryFormat}`,
    '',
    pad(['table', 'read', 'rows', 'inserted', 'updated', 'unchanged', 'rejected', 'not in source'], widths),
    row('cities', cities),
    row('mairies', mairies),
    '(rows no longer in the source are kept, never deleted)',
    '',
    `Rejected cities: ${tally(cities.rejected)}`,
    `Rejected town halls: ${tally(mairies.rejected)}`,
    `Skipped directory records (not town halls): ${tally(mairies.skipped)}`,
    `Invalid values dropped: ${tally(mairies.dropped)}`,
    `Positions (pin within ${POSITION_TOLERANCE_KM} km of its commune): ${n(mairies.positions.kept)} kept, ${n(mairies.positions.swapped + mairies.positions.ban)} corrected (${n(mairies.positions.swapped)} swapped coordinates, ${n(mairies.positions.ban)} from the record's BAN geocoding), ${n(mairies.positions.commune)} approximate (the commune's point), ${n(mairies.positions.unresolved)} unresolved (commune without a point)`,
    `Slugs rebuilt from a cleaned or changed name: ${n(mairies.slugsChanged)} (the old paths redirect)`,
    `Cities: ${n(cities.merged)} extra lines (ligne_5) merged into their pair, ${n(cities.fallbackNames)} names from La Poste (code unknown to the reference), ${n(cities.withCoordinates)} with coordinates (${pct(cities.withCoordinates, cities.rows)})`,
    s.websites2018
      ? `2018 websites: ${n(s.websites2018.matched)} matched, ${n(s.websites2018.applied)} applied, ${n(s.websites2018.invalid)} invalid`
      : '2018 websites: file not given',
    s.emails2021
      ? `2021 e-mails: ${n(s.emails2021.matched)} matched, ${n(s.emails2021.applied)} applied, ${n(s.emails2021.ambiguous)} ambiguous names, ${n(s.emails2021.contested)} contested`
      : '2021 e-mails: file not given',
    s.equipped
      ? `Equipped list: ${n(s.equipped.matched)} matched (${n(s.equipped.equipped)} equipped, ${n(s.equipped.notEquipped)} not), ${n(s.equipped.unmatchedEntries)} entries matching no town hall, rejected lines: ${tally(s.equipped.rejected)}`
      : 'Equipped list: not given (EQUIPPED_LIST); stored values kept, new town halls unknown',
    ...(s.equipped
      ? [
          `  source: ${s.equipped.source ? `${s.equipped.source.title}, ${s.equipped.source.date ?? 'no date'}` : 'not given (# source: line)'}; ${s.equipped.complete ? `complete: ${n(s.equipped.notListed)} town halls not listed marked not equipped` : 'partial: town halls not listed stay as they are'}`,
          ...s.equipped.unplaced.map((u) => `  line ${u.line}: ${u.departement} / ${u.commune}: ${u.reason}`),
        ]
      : []),
    ...equippedSourcesLines(mairies.equippedSources),
    mairies.booking
      ? `Booking list: ${n(mairies.booking.read)} rows, ${n(mairies.booking.matched)} town halls given a booking link, refused: ${tally(mairies.booking.refused)}`
      : 'Booking list: not given (BOOKING_LIST)',
    ...(mairies.booking?.refusals.map((r) => `  line ${r.line}: ${r.reason}`) ?? []),
    townHallWordLine(mairies.townHallWord),
    ...currentLines(report.current),
    ...osmLines(report.osm, report.osmRemoved),
    '',
    `Coverage of ${n(mairies.rows)} town halls:`,
    ...Object.entries(coverage).map(
      ([field, k]) => `  ${field.padEnd(12)} ${n(k).padStart(7)}  ${pct(k, mairies.rows).padStart(7)}`,
    ),
  ];
  return lines.join('\n');
}

// The sourced list: rows, communes and town halls matched, then every row left aside with its reason.
function equippedSourcesLines(s: SourcedStats | null): string[] {
  if (!s) return ['Equipped town halls from public pages: not read (EQUIPPED_SOURCES off or file absent)'];
  return [
    `Equipped town halls from public pages: ${n(s.read)} rows, ${n(s.matchedRows)} matched (${n(s.matchedCommunes)} communes, ${n(s.townHalls)} town halls: ${n(s.equipped)} equipped, ${n(s.toConfirm)} to confirm, ${n(s.withdrawn)} no longer taking applications, ${n(s.byOperator)} kept from EQUIPPED_LIST), ${n(s.samePage)} rows repeating a page for the same town hall, ${n(s.unmatched.length)} unmatched, rejected: ${tally(s.rejected)}`,
    ...s.invalid.map((r) => `  line ${r.line}: ${r.reason}`),
    ...s.unmatched.map((u) => `  line ${u.line}: ${u.departement} / ${u.commune} (${u.url}): ${u.reason}`),
  ];
}
