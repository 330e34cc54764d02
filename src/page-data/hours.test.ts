import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages.ts';
import { DEFAULT_SCHEDULE, type Schedule } from '../domain/schedule.ts';
import type { DataSources } from '../data/queries/data-sources.ts';
import type { PlaceData } from '../data/site/site-data.ts';
import { hoursView, openingHoursJsonLd, statusScriptData } from './hours.ts';
import { DIRECTORY_2026_DAY, DIRECTORY_2026_ROLE, SOURCE_ORDER, VISITOR_SOURCE } from '../domain/source-order.ts';
import { wallClockAt } from '../domain/wall-clock.ts';
import { zonedParts } from '../domain/zoned-time.ts';
import { mairiePageData } from './mairie-page.ts';
import { fixtureSite, mairieOf } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();

describe('the time zone and holiday calendar of a place', () => {
  it('follows the department and the commune', () => {
    const reunion = hoursView(undefined, null, { num_dep: '974', code_insee: '97411' });
    expect(reunion).toMatchObject({
      timeZone: 'Indian/Reunion',
      holidays: { extra: [[12, 20, "abolition de l'esclavage"]] },
    });
    expect(hoursView(undefined, null, { num_dep: '57', code_insee: '57463' }).holidays).toMatchObject({
      goodFriday: true,
      stStephen: true,
    });
  });
});

describe("what the open-now script reads (issue 30: no Intl on a town hall page's load)", () => {
  const built = new Date('2026-11-28T02:15:00Z');
  const paris = hoursView(undefined, null, { num_dep: '01', code_insee: '01001' });
  const at = (minutes: number) => new Date(minutes * 60_000).toISOString();

  it("writes the town hall's clock for the build's half-year and the year after, the same every night of it", () => {
    const data = statusScriptData(paris, built);
    expect(data).not.toHaveProperty('timeZone');
    expect(data).not.toHaveProperty('holidays');
    const offsets = JSON.parse(data.utcOffsets) as number[];
    // From 1 July 2026 for 18 months: winter time from 25 October 2026, summer time in 2027 from 28 March to 31
    // October, 01:00 UTC.
    expect(offsets.map((n, i) => (i % 2 === 0 || i === offsets.length - 1 ? at(n) : n))).toEqual([
      '2026-07-01T00:00:00.000Z',
      120,
      '2026-10-25T01:00:00.000Z',
      60,
      '2027-03-28T01:00:00.000Z',
      120,
      '2027-10-31T01:00:00.000Z',
      60,
      '2028-01-01T00:00:00.000Z',
    ]);
    // Every build from July to December writes the same page; January starts the next window.
    expect(statusScriptData(paris, new Date('2026-07-01T00:00:00Z'))).toEqual(data);
    expect(statusScriptData(paris, new Date('2026-12-31T23:59:00Z'))).toEqual(data);
    const january = JSON.parse(statusScriptData(paris, new Date('2027-01-01T00:00:00Z')).utcOffsets) as number[];
    expect([at(january[0]), at(january[january.length - 1])]).toEqual([
      '2027-01-01T00:00:00.000Z',
      '2028-07-01T00:00:00.000Z',
    ]);
  });

  it("writes the week's slots without what the script does not read", () => {
    const week = JSON.parse(statusScriptData(paris, built).schedule) as Record<string, unknown>;
    expect(Object.keys(week)).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    expect(statusScriptData(paris, built).indicative).toBe('true');
  });

  it('names the zone and the holidays where they are not Paris and the national calendar', () => {
    const reunion = statusScriptData(hoursView(undefined, null, { num_dep: '974', code_insee: '97411' }), built);
    expect(reunion.timeZone).toBe('Indian/Reunion');
    expect(JSON.parse(reunion.holidays!)).toMatchObject({ extra: [[12, 20, "abolition de l'esclavage"]] });
    const instant = new Date('2027-06-01T05:00:00Z');
    expect(wallClockAt(instant, JSON.parse(reunion.utcOffsets) as number[])).toEqual(
      zonedParts(instant, 'Indian/Reunion'),
    );
    const moselle = statusScriptData(hoursView(undefined, null, { num_dep: '57', code_insee: '57463' }), built);
    expect(moselle).not.toHaveProperty('timeZone');
    expect(JSON.parse(moselle.holidays!)).toMatchObject({ goodFriday: true, stStephen: true });
  });
});

describe('opening hours never contradict themselves', () => {
  const week = mairiePageData(site, mairieOf(site, 'mairie-de-paris-1er-arrondissement'))!.hours.schedule;
  const none = Object.fromEntries(
    ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [d, []]),
  ) as unknown as Schedule;
  const where = { num_dep: '75', code_insee: '75103' };
  it.each([
    ['verified with hours', { schedule: week, rating: null }, 'Horaires vérifiés', true],
    [
      'indicative with hours',
      { schedule: { ...week, isDefaultSchedule: true }, rating: null },
      'Horaires indicatifs',
      true,
    ],
    ['verified without hours', { schedule: { ...none, isDefaultSchedule: false }, rating: null }, null, false],
    ['indicative without hours', { schedule: { ...none, isDefaultSchedule: true }, rating: null }, null, false],
  ] as const)('%s', (_name, place, badge, available) => {
    const view = hoursView(place as PlaceData, null, where);
    expect(view.badge).toBe(badge);
    expect(view.available).toBe(available);
    // Without hours: the notice alone (no badge, no table); with hours: the badge and the table, no notice.
    expect(view.unavailableText).toBe(available ? null : MESSAGES.scheduleUnavailable);
    expect(view.rows).toHaveLength(available ? 7 : 0);
  });
});

describe('a town hall that no longer receives the public, or whose commune merged since', () => {
  const week = { ...DEFAULT_SCHEDULE, isDefaultSchedule: false } as Schedule;

  it('says an arrondissement town hall closed since has no hours: no table, no status, nothing to publish', () => {
    const view = hoursView(undefined, week, {
      num_dep: '75',
      code_insee: '75101',
      hours_source: 'directory',
      hours_source_date: '2016-03-01',
    });
    expect(view).toMatchObject({ available: false, live: false, rows: [], source: 'closed', badge: null });
    expect(view.unavailableText).toBe("Cette mairie n'accueille plus le public.");
    expect(openingHoursJsonLd(view.schedule)).toEqual([]);
  });

  // The imports' files: the 2016 directory and the 2026 file read with it, or DILA's own export alone.
  const source = (role: string, published_on: string) =>
    [role, { role, file: role, title: null, published_on, imported_on: '2026-11-20' }] as const;
  const with2026File: DataSources = new Map([source('directory', '2014-12-04'), source('directory2026', '2026-10')]);
  const withExport: DataSources = new Map([source('directory', '2027-01-15')]);

  it("shows a merged commune's 2016 hours with their date, never as today's", () => {
    const where = { num_dep: '01', code_insee: '01039', merged_into: '01138' };
    const older = { ...where, hours_source: 'directory', hours_source_date: '2016-03-01' };
    expect(hoursView(undefined, week, older, with2026File)).toMatchObject({
      available: true,
      live: false,
      source: 'directory',
    });
    expect(hoursView(undefined, null, where, with2026File)).toMatchObject({ live: false });
    // A delegated town hall the 2026 directory lists, or a visitor's correction: today's hours.
    const current = { ...where, hours_source: 'directory2026', hours_source_date: '2026-10-06' };
    expect(hoursView(undefined, week, current, with2026File).live).toBe(true);
    const visitor = { ...where, hours_source: 'visitor', hours_source_date: '2026-11-02' };
    expect(hoursView(undefined, week, visitor, with2026File).live).toBe(true);
    expect(hoursView(undefined, week, { num_dep: '01', code_insee: '01004' }, with2026File).live).toBe(true);
    // No directory recorded: nothing says these hours are today's.
    expect(hoursView(undefined, week, current).live).toBe(false);
  });

  it("compares with DILA's export's own date when the export is the directory, not the 2026 file's", () => {
    const where = { num_dep: '01', code_insee: '01039', merged_into: '01138', hours_source: 'directory' };
    // Dated after 6 October 2026 but before the export: older than the directory in use.
    expect(hoursView(undefined, week, { ...where, hours_source_date: '2026-12-01' }, withExport).live).toBe(false);
    expect(hoursView(undefined, week, { ...where, hours_source_date: '2026-12-01' }, with2026File).live).toBe(true);
    expect(hoursView(undefined, week, { ...where, hours_source_date: '2027-01-15' }, withExport).live).toBe(true);
  });
});

describe("the maps service's undated cache", () => {
  const cached: PlaceData = {
    schedule: { ...DEFAULT_SCHEDULE, samedi: [{ open: '09:00', close: '12:00' }], isDefaultSchedule: false },
    rating: null,
    source: null,
  };
  const directory = { ...DEFAULT_SCHEDULE, isDefaultSchedule: false } as Schedule;
  const where = { num_dep: '01', code_insee: '01004' };

  it("never beats the 2026 directory's dated hours", () => {
    const dated = { ...where, hours_source: 'directory2026', hours_source_date: '2026-10-06' };
    expect(hoursView(cached, directory, dated)).toMatchObject({ source: 'directory', schedule: directory });
  });

  it('fills in where no dated source gives hours', () => {
    expect(hoursView(cached, null, where).source).toBe('cache');
    expect(hoursView(cached, directory, { ...where, hours_source: 'directory', hours_source_date: null }).source).toBe(
      'cache',
    );
  });
});

describe('hours from OpenStreetMap (issue 22)', () => {
  const osmWeek = {
    ...DEFAULT_SCHEDULE,
    samedi: [{ open: '09:00', close: '12:00' }],
    isDefaultSchedule: false,
  };
  const directory = { ...DEFAULT_SCHEDULE, isDefaultSchedule: false } as Schedule;
  const where = { num_dep: '01', code_insee: '01004' };
  const osm = (sourceDate: string, checked: boolean): PlaceData => ({
    schedule: osmWeek,
    rating: null,
    source: 'osm',
    sourceDate,
    checked,
  });

  it('say so, with the check date or the day they were read, as verified hours', () => {
    const checked = hoursView(osm('2025-06-02', true), null, where);
    expect([checked.source, checked.sourceText, checked.fromOsm]).toEqual([
      'osm',
      "d'après OpenStreetMap, vérifié le 2 juin 2025",
      true,
    ]);
    expect([checked.badge, checked.indicative]).toEqual(['Horaires vérifiés', false]);
    expect(hoursView(osm('2025-12-01', false), null, where).sourceText).toBe(
      "d'après OpenStreetMap, relevé le 1er décembre 2025",
    );
  });

  it("never replace a visitor's accepted correction, however recently a contributor checked them", () => {
    const visitor = { ...where, hours_source: 'visitor', hours_source_date: '2025-09-01' };
    for (const [date, checked] of [
      ['2025-06-02', true],
      ['2025-09-01', true],
      ['2025-09-02', true],
      ['2026-12-01', true],
      ['2025-12-01', false],
    ] as const)
      expect(hoursView(osm(date, checked), directory, visitor)).toMatchObject({
        source: 'directory',
        schedule: directory,
      });
  });

  it("weigh the directory's dated hours the same way, and fill in where there are none", () => {
    const dated = { ...where, hours_source: 'directory', hours_source_date: '2025-03-04' };
    expect(hoursView(osm('2025-12-01', false), directory, dated).source).toBe('directory');
    expect(hoursView(osm('2025-03-05', true), directory, dated).source).toBe('osm');
    expect(hoursView(osm('2025-12-01', false), null, where).source).toBe('osm');
  });
});

describe('which hours a page shows follows the table of which source wins (SOURCE_ORDER.hours)', () => {
  const week = (open: string): Schedule => ({
    ...DEFAULT_SCHEDULE,
    isDefaultSchedule: false,
    lundi: [{ open, close: '12:00' }],
  });
  // Each source of the table as the build meets it: the schedule column (a visitor's correction or the directory's
  // hours, dated 6 October 2026), or a places_cache row (OpenStreetMap checked after that day or not, the maps cache).
  const present = {
    visitor: { column: { schedule: week('08:01'), source: VISITOR_SOURCE, date: '2026-10-01' } },
    'osm (checked after)': {
      place: { schedule: week('08:02'), source: 'osm', sourceDate: '2026-11-01', checked: true, rating: null },
    },
    directory: { column: { schedule: week('08:03'), source: DIRECTORY_2026_ROLE, date: DIRECTORY_2026_DAY } },
    osm: { place: { schedule: week('08:04'), source: 'osm', sourceDate: '2026-11-20', checked: false, rating: null } },
    'places cache': {
      place: { schedule: week('08:05'), source: null, sourceDate: null, checked: false, rating: null },
    },
    'default week': {},
  } satisfies Record<(typeof SOURCE_ORDER.hours.sources)[number], { column?: unknown; place?: PlaceData }>;
  type Present = { column?: { schedule: Schedule; source: string; date: string }; place?: PlaceData };
  const order = SOURCE_ORDER.hours.sources;
  // Every pair that can meet on one page (one schedule column, one places_cache row), the table's first one first.
  const pairs = order.flatMap((first, i) =>
    order.slice(i + 1).flatMap((second) => {
      const [x, y]: Present[] = [present[first], present[second]];
      return (x.column && y.column) || (x.place && y.place) ? [] : [[first, second, x, y] as const];
    }),
  );

  it.each(pairs)('%s over %s', (_first, _second, x, y) => {
    const column = x.column ?? y.column;
    const view = hoursView(x.place ?? y.place, column?.schedule ?? null, {
      num_dep: '01',
      code_insee: '01004',
      hours_source: column?.source ?? null,
      hours_source_date: column?.date ?? null,
    });
    const expected = x.column?.schedule ?? x.place?.schedule ?? DEFAULT_SCHEDULE;
    expect(view.schedule.lundi).toEqual(expected.lundi);
  });
});
