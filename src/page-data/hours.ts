// Opening hours of a town hall: the directory, then the cache, then the indicative default (SPEC §4).
import { MESSAGES } from '../domain/messages.ts';
import { scheduleBadge, scheduleRows } from '../domain/schedule-format.ts';
import {
  DEFAULT_SCHEDULE,
  WEEKDAYS,
  daySlots,
  weeklyOpenHours,
  type Schedule,
  type Weekday,
} from '../domain/schedule.ts';
import { holidayCalendarOf, NATIONAL_CALENDAR, type HolidayCalendar } from '../domain/holidays.ts';
import { PARIS_TIME_ZONE, timeZoneOf } from '../domain/time-zone.ts';
import { utcOffsetsOver } from '../domain/zoned-time.ts';
import type { DataSources } from '../data/queries/data-sources.ts';
import { OSM_SOURCE } from '../data/queries/places-cache.ts';
import type { Mairie, PlaceData } from '../data/site/site-data.ts';
import { arrondissementTownHallClosed } from '../domain/arrondissements.ts';
import {
  cacheHoursReplace,
  currentDirectoryDay,
  DIRECTORY_2026_ROLE,
  osmHoursReplace,
  VISITOR_SOURCE,
} from '../domain/source-order.ts';
import { hoursLabel, NO_SOURCES, osmHoursText, sourceText } from './provenance.ts';

/** Where the hours shown come from: the maps service's cache, OpenStreetMap (the places step, issue 22), the
 *  schedule column (the directory's, or a visitor's accepted correction), the default; none for a town hall closed
 *  since ('closed'). */
export type ScheduleSource = 'cache' | 'osm' | 'directory' | 'default' | 'closed';

/** The hours block: the week table, its provenance badge (for an official file's hours, its heading with their
 * date: « Horaires de l'annuaire Service-Public.fr (octobre 2026) », and then no separate source line), and what the
 * status script needs (the schedule, the town hall's time zone and public holidays). Without any open hour, only
 * `unavailableText` is shown: no badge, no table, no status, so nothing contradicts it. */
export type HoursView = {
  schedule: Schedule;
  source: ScheduleSource;
  badge: string | null;
  indicative: boolean;
  rows: { day: Weekday; label: string; hours: string }[];
  /** False when the schedule has no open hour at all: then `unavailableText` is shown instead. */
  available: boolean;
  /** The open-now status and the crowding estimate run on these hours: false for a town hall closed since (no hours
   *  then), and for older hours of a town hall the current directory no longer lists (a commune merged since without
   *  a delegated town hall): those are shown with their date, never as today's. */
  live: boolean;
  unavailableText: string | null;
  timeZone: string;
  holidays: HolidayCalendar;
  /** Where the hours shown come from and their date (provenance.ts), null when unknown or indicative. */
  sourceText: string | null;
  /** Hours an official file gave: their heading and date (provenance.ts hoursLabel), also the badge; else null. */
  officialLabel: string | null;
  /** The hours come from OpenStreetMap: `sourceText` is then a whole phrase (« d'après OpenStreetMap, vérifié le
   *  … »), shown without « Source : », and the page credits the contributors (ODbL). */
  fromOsm: boolean;
};

/** What decides whether a town hall still receives the public with these hours. */
type TownHallPlace = Partial<Pick<Mairie, 'merged_into'>>;

const NO_HOURS = Object.fromEntries(WEEKDAYS.map((day) => [day, []])) as unknown as Schedule;

// Hours dated before the current directory (its day as imported: currentDirectoryDay), of a town hall it no longer
// lists (its commune merged since): not today's. Undated hours, or a directory of unknown date, are not either.
function olderThanDirectory(
  source: ScheduleSource,
  hoursSource: string | null,
  hoursDate: string | null,
  sources: DataSources,
): boolean {
  if (source === 'osm' || hoursSource === VISITOR_SOURCE) return false;
  const directoryDay = currentDirectoryDay(sources.has(DIRECTORY_2026_ROLE), sources.get('directory')?.published_on);
  return !hoursDate || !directoryDay || hoursDate < directoryDay;
}

// The schedule to show (the order of sources, domain/source-order.ts): the schedule column (the directory's, or a
// visitor's accepted correction), else places_cache data.schedule, else DEFAULT_SCHEDULE. Hours from OpenStreetMap
// replace the column's only when osmHoursReplace says so, the maps service's undated cache only when
// cacheHoursReplace does: never a visitor's accepted correction, never dated hours.
function pickSchedule(
  place: PlaceData | undefined,
  directory: Schedule | null,
  hoursSource: string | null = null,
  hoursDate: string | null = null,
): { schedule: Schedule; source: ScheduleSource } {
  const own = directory && { schedule: { ...directory, isDefaultSchedule: false }, source: 'directory' as const };
  if (place?.schedule && place.source === OSM_SOURCE) {
    const column = own && { source: hoursSource, date: hoursDate };
    if (osmHoursReplace({ checked: place.checked ?? false, date: place.sourceDate ?? null }, column))
      return { schedule: place.schedule, source: 'osm' };
    return own ?? { schedule: place.schedule, source: 'osm' };
  }
  if (place?.schedule && cacheHoursReplace(own && { source: hoursSource, date: hoursDate }))
    return { schedule: place.schedule, source: 'cache' };
  if (own) return own;
  return { schedule: DEFAULT_SCHEDULE, source: 'default' };
}

// Where the hours shown come from: the cache's role ('places', when imported), OpenStreetMap with its date, the
// schedule column's source.
function hoursSourceText(
  source: ScheduleSource,
  place: PlaceData | undefined,
  where: Partial<Pick<Mairie, 'hours_source' | 'hours_source_date'>>,
  sources: DataSources,
): string | null {
  if (source === 'cache') return sourceText('places', null, sources);
  if (source === 'osm') return osmHoursText(place?.sourceDate, place?.checked ?? false);
  if (source === 'directory') return sourceText(where.hours_source, where.hours_source_date, sources);
  return null;
}

// The hours block of a town hall page, in the town hall's own time zone and holiday calendar.
export function hoursView(
  place: PlaceData | undefined,
  directory: Schedule | null,
  where: Pick<Mairie, 'num_dep' | 'code_insee'> &
    Partial<Pick<Mairie, 'hours_source' | 'hours_source_date'>> &
    TownHallPlace,
  sources: DataSources = NO_SOURCES,
): HoursView {
  const timeZone = timeZoneOf(where.num_dep, where.code_insee);
  const holidays = holidayCalendarOf(where.num_dep);
  if (arrondissementTownHallClosed(where.code_insee)) {
    return {
      schedule: { ...NO_HOURS, isDefaultSchedule: false },
      source: 'closed',
      badge: null,
      indicative: false,
      rows: [],
      available: false,
      live: false,
      unavailableText: MESSAGES.townHallClosed,
      timeZone,
      holidays,
      sourceText: null,
      officialLabel: null,
      fromOsm: false,
    };
  }
  const hoursDate = where.hours_source_date ?? null;
  const { schedule, source } = pickSchedule(place, directory, where.hours_source ?? null, hoursDate);
  const available = weeklyOpenHours(schedule) > 0;
  const live = !where.merged_into || !olderThanDirectory(source, where.hours_source ?? null, hoursDate, sources);
  const official = source === 'directory' ? hoursLabel(where.hours_source, where.hours_source_date, sources) : null;
  return {
    schedule,
    source,
    badge: available ? (official ?? scheduleBadge(schedule)) : null,
    indicative: schedule.isDefaultSchedule,
    rows: available ? scheduleRows(schedule) : [],
    available,
    live,
    unavailableText: available ? null : MESSAGES.scheduleUnavailable,
    timeZone,
    holidays,
    sourceText:
      available && !schedule.isDefaultSchedule && !official ? hoursSourceText(source, place, where, sources) : null,
    officialLabel: available ? official : null,
    fromOsm: source === 'osm',
  };
}

const SCHEMA_DAYS: Record<Weekday, string> = {
  lundi: 'Monday',
  mardi: 'Tuesday',
  mercredi: 'Wednesday',
  jeudi: 'Thursday',
  vendredi: 'Friday',
  samedi: 'Saturday',
  dimanche: 'Sunday',
};

// schema.org OpeningHoursSpecification entries (one per open range); none for indicative hours,
// which must not be published to search engines as facts.
export function openingHoursJsonLd(schedule: Schedule): object[] {
  if (schedule.isDefaultSchedule) return [];
  return WEEKDAYS.flatMap((day) =>
    daySlots(schedule[day]).map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`,
      opens: slot.open,
      closes: slot.close,
    })),
  );
}

/** The town hall's clock is written for the half-year of the build and the year after it (18 months from 1 January or
 *  1 July, so at least 12 months after any build): a page rebuilt every night carries the same offsets until the next
 *  half-year, and a night without a data change changes no page (docs/architecture.md, « Deterministic output »).
 *  Outside those months the status script asks Intl. */
const STATUS_CLOCK_MONTHS = 18;

/** What the open-now script reads (components/mairie/opening-status.ts): the week's slots, whether they are
 *  indicative, and the town hall's clock as its zone's offsets from UTC over STATUS_CLOCK_MONTHS, so the page never
 *  needs Intl to read it; the time zone (for a clock outside those months) and the holidays only when they are not the
 *  script's defaults (Paris, the national calendar): a town hall page has few bytes to spare. */
export type StatusScriptData = {
  schedule: string;
  indicative: 'true' | 'false';
  timeZone?: string;
  holidays?: string;
  utcOffsets: string;
};

const offsetsByZone = new Map<string, string>();

export function statusScriptData(hours: HoursView, now: Date): StatusScriptData {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() < 6 ? 0 : 6, 1));
  const key = `${hours.timeZone} ${from.getTime()}`;
  let utcOffsets = offsetsByZone.get(key);
  if (utcOffsets === undefined) {
    const until = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + STATUS_CLOCK_MONTHS, 1));
    utcOffsets = JSON.stringify(utcOffsetsOver(hours.timeZone, from, until));
    offsetsByZone.set(key, utcOffsets);
  }
  const { isDefaultSchedule: _indicative, ...week } = hours.schedule;
  return {
    schedule: JSON.stringify(week),
    indicative: hours.indicative ? 'true' : 'false',
    ...(hours.timeZone !== PARIS_TIME_ZONE && { timeZone: hours.timeZone }),
    ...(hours.holidays !== NATIONAL_CALENDAR && { holidays: JSON.stringify(hours.holidays) }),
    utcOffsets,
  };
}
