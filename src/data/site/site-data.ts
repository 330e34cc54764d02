// The build's data in memory, indexed once: lookups by slug, department, postal code and position.
import { z } from 'zod';
import { compareDepartmentCodes } from '../../domain/departments.ts';
import { buildNearestIndex, type NearestIndex } from '../../domain/nearest.ts';
import type { EquipmentStatement } from '../../domain/equipment-status.ts';
import type { Schedule } from '../../domain/schedule.ts';
import { ScheduleSchema } from '../../schemas/schedule.ts';
import type { CityRow } from '../queries/cities.ts';
import type { CorrectionWeek } from '../queries/corrections.ts';
import type { DataSourceRow, DataSources } from '../queries/data-sources.ts';
import type { DepartmentRow } from '../queries/departments.ts';
import type { MairieRow, SlugRedirectRow } from '../queries/mairies.ts';
import type { PlaceCacheRow } from '../queries/places-cache.ts';
import type { ReportRow } from '../queries/reports.ts';
import type { PopularRow } from '../queries/visits.ts';
import type { TownHallWord } from '../queries/town-hall-statements.ts';
import type { DataCounts } from './safety.ts';

/** A town hall's « how to book » in its own words (its answer without a booking page, issue 41), and the answer's
 *  day (YYYY-MM-DD). */
type TownHallBookingHow = { text: string; day: string };

/** A town hall's « how to book » as the build hands it over (RawSiteData). */
type TownHallBookingHowRow = TownHallBookingHow & { mairieId: number };

/** A town hall with its directory schedule validated (null when absent or invalid), and its own « how to book » when
 *  its answer gave one. */
export type Mairie = Omit<MairieRow, 'schedule'> & {
  directorySchedule: Schedule | null;
  townHallBookingHow?: TownHallBookingHow | null;
};

/** places_cache.data once validated, with where its hours come from: `source` a data_sources role ('osm') or null
 * (the maps service's cache), `sourceDate` YYYY-MM-DD, `checked` when that date is a contributor's check. */
export type PlaceData = {
  schedule: Schedule | null;
  rating: number | null;
  source?: string | null;
  sourceDate?: string | null;
  checked?: boolean;
};

/** Everything the queries returned, before indexing. */
export type RawSiteData = {
  mairies: MairieRow[];
  cities: CityRow[];
  departments: DepartmentRow[];
  reports: ReportRow[];
  places: PlaceCacheRow[];
  popular: PopularRow[];
  randomCities: CityRow[];
  /** Former town hall slugs and the current ones (the build's _redirects file). */
  slugRedirects: SlugRedirectRow[];
  /** The files the imports recorded (data_sources), credited by pages and the footer. */
  dataSources: DataSourceRow[];
  /** Visitors' corrections accepted per week, newest first (the /donnees page); absent in hand-built data. */
  acceptedCorrections?: CorrectionWeek[];
  /** The town halls' « how to book » from their answers (townHallBookingHows); absent in hand-built data. */
  townHallBookingHow?: TownHallBookingHowRow[];
};

/** Of the town halls' answers (listTownHallWord), what the pages need: the « how to book » of those that gave one. */
export function townHallBookingHows(word: readonly TownHallWord[]): TownHallBookingHowRow[] {
  return word.flatMap((w) => (w.bookingHow ? [{ mairieId: w.mairieId, text: w.bookingHow, day: w.saidOn }] : []));
}

// A delegated or associated commune's own town hall (current-directory.ts ids) shares its commune's code.
const OWN_TOWN_HALL_OF_PART = /^mairie-(deleguee|associee)-/;

function townHallsOfCommunes(mairies: readonly Mairie[]): Map<string, Mairie> {
  const byCode = new Map<string, Mairie>();
  for (const m of mairies)
    if (m.code_insee && !m.merged_into && !OWN_TOWN_HALL_OF_PART.test(m.source_id ?? '') && !byCode.has(m.code_insee))
      byCode.set(m.code_insee, m);
  return byCode;
}

/** The in-memory site: every page reads from here, never from the database. */
export type SiteData = {
  now: Date;
  mairies: Mairie[];
  mairieBySlug: Map<string, Mairie>;
  mairieById: Map<number, Mairie>;
  /** The town hall of each current commune or arrondissement by INSEE code: not a delegated or associated
   *  commune's, nor one whose commune merged since (mairie-notice.ts). */
  townHallOfCommune: Map<string, Mairie>;
  /** Town halls of a department, by town then name. */
  mairiesByDep: Map<string, Mairie[]>;
  /** The same, largest commune first (population, then town and name): the department list of a town hall page. */
  largestByDep: Map<string, Mairie[]>;
  /** City rows of a postal code, by commune. */
  citiesByCode: Map<string, CityRow[]>;
  /** Town halls of a postal code (see mairiesOfPostalCodes). */
  mairiesByCode: Map<string, Mairie[]>;
  /** Postal codes of each commune (INSEE code), in code order. */
  postalCodesByInsee: Map<string, string[]>;
  postalCodes: string[];
  departments: DepartmentRow[];
  /** Visible reports of a town hall, newest first. */
  reportsByMairie: Map<number, ReportRow[]>;
  placeByMairie: Map<number, PlaceData>;
  /** This ISO week's visit counts. */
  weeklyVisits: Map<number, number>;
  popular: PopularRow[];
  randomCities: CityRow[];
  /** The imported files by role (data_sources): the sources pages name. */
  dataSources: DataSources;
  /** Town hall slugs that changed (old → current), for the build's _redirects file. */
  slugRedirects: readonly SlugRedirectRow[];
  /** Visitors' corrections accepted per week, newest first. */
  acceptedCorrections: CorrectionWeek[];
  /** Every town hall with coordinates. */
  index: NearestIndex<Mairie>;
  counts: DataCounts;
  /** Pages this build generates (all, or BUILD_DEPARTMENTS only). */
  selection: { mairies: Mairie[]; postalCodes: string[]; departments: DepartmentRow[] };
  /** Rows skipped while shaping (invalid schedules or cache data), for the build log. */
  warnings: string[];
};

const PlaceDataSchema = z.object({
  schedule: z.unknown().optional(),
  rating: z.number().min(0).max(5).nullable().optional(),
  isDefaultSchedule: z.boolean().optional(),
});

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byTownThenName = (a: Mairie, b: Mairie) => collator.compare(a.ville, b.ville) || collator.compare(a.nom, b.nom);

function groupBy<T, K>(items: readonly T[], key: (item: T) => K | null | undefined): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null || k === undefined) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function parseSchedule(raw: unknown, flagDefault?: boolean): Schedule | null {
  if (raw === null || raw === undefined) return null;
  const parsed = ScheduleSchema.safeParse(
    flagDefault === undefined ? raw : { ...(raw as object), isDefaultSchedule: flagDefault },
  );
  return parsed.success ? parsed.data : null;
}

// parseSchedule, one Schedule per distinct week: a third of the national town halls share their hours with another.
// The shared schedules are read-only, as every schedule of the site data (domain/schedule.ts copies before sorting).
function sharedScheduleParser(): typeof parseSchedule {
  const known = new Map<string, Schedule | null>();
  return (raw, flagDefault) => {
    if (raw === null || raw === undefined) return null;
    const key = `${flagDefault}|${JSON.stringify(raw)}`;
    let schedule = known.get(key);
    if (schedule === undefined) known.set(key, (schedule = parseSchedule(raw, flagDefault)));
    return schedule;
  };
}

// Postal codes of each commune (INSEE code), in code order.
function postalCodesByInsee(citiesByCode: Map<string, CityRow[]>): Map<string, string[]> {
  const codesByInsee = new Map<string, string[]>();
  for (const code of [...citiesByCode.keys()].sort()) {
    for (const row of citiesByCode.get(code) ?? []) {
      const codes = codesByInsee.get(row.code_commune_insee) ?? [];
      if (!codes.includes(code)) codes.push(code);
      codesByInsee.set(row.code_commune_insee, codes);
    }
  }
  return codesByInsee;
}

// Town halls of each postal code: those with that code, plus those whose own code is not a city
// postal code (CEDEX, missing) listed under every code of their commune (INSEE).
function mairiesOfPostalCodes(
  mairies: readonly Mairie[],
  citiesByCode: Map<string, CityRow[]>,
  codesByInsee: Map<string, string[]> = postalCodesByInsee(citiesByCode),
): Map<string, Mairie[]> {
  const result = new Map<string, Mairie[]>();
  const add = (code: string, mairie: Mairie) => {
    const list = result.get(code);
    if (list) list.push(mairie);
    else result.set(code, [mairie]);
  };
  for (const mairie of mairies) {
    if (mairie.code_postal && citiesByCode.has(mairie.code_postal)) add(mairie.code_postal, mairie);
    else for (const code of codesByInsee.get(mairie.code_insee ?? '') ?? []) add(code, mairie);
  }
  for (const list of result.values()) list.sort((a, b) => collator.compare(a.nom, b.nom));
  return result;
}

// Columns whose few values repeat over every town hall ('directory2026', '2026-10-06', '01'): each value is kept once.
const REPEATED_COLUMN = /^(dep|num_dep|equipped|access|source_updated_on|.+_source|.+_source_date)$/;

// One string per distinct value of the repeated columns: a database driver (or a worker's message) gives each row its
// own copy of 'directory2026', and tens of thousands of rows times a dozen sources add up. The values are unchanged.
// The equipped statements (migration 016) are shared the same way: one object per distinct statement (a page that
// names a department's equipped town halls is one statement on each), its URL the same string as `equipped_source`.
// Like the schedules, the shared statements are read-only.
function shareRepeatedStrings(rows: readonly MairieRow[]): void {
  const seen = new Map<string, string>();
  const share = <T extends string | null>(value: T): T => {
    if (value === null) return value;
    const shared = seen.get(value);
    if (shared !== undefined) return shared as T;
    seen.set(value, value);
    return value;
  };
  const statements = new Map<string, EquipmentStatement>();
  const shareStatement = (statement: EquipmentStatement) => {
    const key = JSON.stringify(statement);
    let shared = statements.get(key);
    if (shared === undefined) {
      const { url, date, status, proof, note } = statement;
      shared = { ...statement, url: share(url), date: share(date), status: share(status), proof: share(proof) };
      if (typeof note === 'string') shared.note = share(note);
      statements.set(key, shared);
    }
    return shared;
  };
  const repeated = new Map<string, boolean>();
  for (const row of rows) {
    const record = row as Record<string, unknown>;
    for (const key in record) {
      let isRepeated = repeated.get(key);
      if (isRepeated === undefined) repeated.set(key, (isRepeated = REPEATED_COLUMN.test(key)));
      if (!isRepeated) continue;
      const value = record[key];
      if (typeof value === 'string') record[key] = share(value);
    }
    if (row.equipped_statements) row.equipped_statements = row.equipped_statements.map(shareStatement);
  }
}

// Pure but for shareRepeatedStrings (equal strings swapped in place): indexes the raw rows once. `departments` limits
// the generated pages (null: all).
export function toSiteData(raw: RawSiteData, now: Date, departments: ReadonlySet<string> | null = null): SiteData {
  const warnings: string[] = [];
  let badSchedules = 0;
  shareRepeatedStrings(raw.mairies);
  const parseShared = sharedScheduleParser();
  const bookingHow = new Map(
    (raw.townHallBookingHow ?? []).map(({ mairieId, text, day }) => [mairieId, { text, day }]),
  );
  const mairies: Mairie[] = raw.mairies.map(({ schedule, ...row }) => {
    const directorySchedule = parseShared(schedule);
    if (schedule != null && !directorySchedule) badSchedules++;
    const townHallBookingHow = bookingHow.get(row.id);
    return { ...row, directorySchedule, ...(townHallBookingHow && { townHallBookingHow }) };
  });
  if (badSchedules) warnings.push(`${badSchedules} directory schedules are not valid and were ignored`);

  const placeByMairie = new Map<number, PlaceData>();
  let badPlaces = 0;
  for (const row of raw.places) {
    const parsed = PlaceDataSchema.safeParse(row.data);
    if (!parsed.success) {
      badPlaces++;
      continue;
    }
    const schedule = parseShared(parsed.data.schedule, parsed.data.isDefaultSchedule);
    if (parsed.data.schedule != null && !schedule) badPlaces++;
    placeByMairie.set(row.mairie_id, {
      schedule,
      rating: parsed.data.rating ?? null,
      source: row.source ?? null,
      sourceDate: row.source_date ?? null,
      checked: row.source_checked ?? false,
    });
  }
  if (badPlaces) warnings.push(`${badPlaces} places_cache rows are not valid and were ignored`);

  const citiesByCode = groupBy(raw.cities, (city) => city.code_postal);
  for (const rows of citiesByCode.values()) rows.sort((a, b) => collator.compare(a.commune, b.commune));
  const postalCodes = [...citiesByCode.keys()].sort();
  const codesByInsee = postalCodesByInsee(citiesByCode);
  const mairiesByDep = groupBy(mairies, (m) => m.num_dep);
  for (const list of mairiesByDep.values()) list.sort(byTownThenName);
  const departmentsSorted = [...raw.departments].sort((a, b) => compareDepartmentCodes(a.num_dep, b.num_dep));

  const inSelection = (dep: string | null | undefined) => !departments || (dep != null && departments.has(dep));
  // A postal code may span departments (01590: Dortan in the Ain, Chancia in the Jura): its page is built when any
  // of its communes is in the selection, so every built town hall's city page is built too.
  const codeInSelection = (code: string) =>
    (citiesByCode.get(code) ?? []).some((row) => inSelection(row.code_departement));

  return {
    now,
    mairies,
    mairieBySlug: new Map(mairies.map((m) => [m.slug, m])),
    mairieById: new Map(mairies.map((m) => [m.id, m])),
    townHallOfCommune: townHallsOfCommunes(mairies),
    mairiesByDep,
    largestByDep: new Map(
      [...mairiesByDep].map(([dep, list]) => [
        dep,
        [...list].sort((a, b) => (b.population ?? 0) - (a.population ?? 0) || byTownThenName(a, b)),
      ]),
    ),
    citiesByCode,
    mairiesByCode: mairiesOfPostalCodes(mairies, citiesByCode, codesByInsee),
    postalCodesByInsee: codesByInsee,
    postalCodes,
    departments: departmentsSorted,
    reportsByMairie: groupBy(raw.reports, (r) => r.mairie_id),
    placeByMairie,
    weeklyVisits: new Map(raw.popular.map((p) => [p.mairie_id, p.visit_count])),
    popular: raw.popular,
    randomCities: raw.randomCities,
    dataSources: new Map(raw.dataSources.map((row) => [row.role, row])),
    slugRedirects: raw.slugRedirects,
    acceptedCorrections: raw.acceptedCorrections ?? [],
    index: buildNearestIndex(mairies),
    counts: {
      mairies: mairies.length,
      cities: raw.cities.length,
      postalCodes: postalCodes.length,
      departments: raw.departments.length,
      visibleReports: raw.reports.length,
      placesCache: raw.places.length,
    },
    selection: {
      mairies: mairies.filter((m) => inSelection(m.num_dep)),
      postalCodes: postalCodes.filter(codeInSelection),
      departments: departmentsSorted.filter((d) => inSelection(d.num_dep)),
    },
    warnings,
  };
}
