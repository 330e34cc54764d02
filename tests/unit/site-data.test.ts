import { describe, expect, it } from 'vitest';
import { readSettings } from '../../src/settings/index.ts';
import { dataSafetyProblems, type DataCounts } from '../../src/data/site/safety.ts';
import { buildSitemaps, MAX_URLS_PER_SITEMAP, toSitePath } from '../../src/data/site/sitemap.ts';
import { toSiteData } from '../../src/data/site/site-data.ts';
import { FIXTURE_NOW, fixtureRaw } from '../fixtures/site-seed.ts';

const counts: DataCounts = {
  mairies: 36000,
  cities: 35000,
  postalCodes: 6300,
  departments: 101,
  visibleReports: 10,
  placesCache: 0,
};

describe('data safety', () => {
  it('passes a first build and a stable one', () => {
    expect(dataSafetyProblems(counts, null)).toEqual([]);
    expect(dataSafetyProblems({ ...counts, mairies: 30000 }, counts)).toEqual([]);
  });

  it('stops on an empty required table', () => {
    expect(dataSafetyProblems({ ...counts, mairies: 0 }, null)).toEqual(['mairies: no rows']);
  });

  it('stops on a drop of more than 20%', () => {
    expect(dataSafetyProblems({ ...counts, cities: 27000 }, counts)).toEqual([
      'cities: 27000 rows, down 23% from 35000 at the last successful build',
    ]);
  });

  it('lets exactly a 20% drop through, and stops one row further', () => {
    expect(dataSafetyProblems({ ...counts, cities: 28000, mairies: 28800 }, counts)).toEqual([]);
    expect(dataSafetyProblems({ ...counts, postalCodes: 5040 }, counts)).toEqual([]);
    expect(dataSafetyProblems({ ...counts, cities: 27999 }, counts)).toEqual([
      'cities: 27999 rows, down 20% from 35000 at the last successful build',
    ]);
  });

  it('ignores small optional tables', () => {
    expect(dataSafetyProblems({ ...counts, visibleReports: 2 }, counts)).toEqual([]);
    expect(dataSafetyProblems({ ...counts, visibleReports: 20 }, { ...counts, visibleReports: 200 })).toHaveLength(1);
  });
});

describe('build switches', () => {
  it('reads force, departments, manifest path and date', () => {
    const { build } = readSettings({
      BUILD_FORCE: '1',
      BUILD_DEPARTMENTS: ' 1, 2a,75 ',
      BUILD_MANIFEST_PATH: '/tmp/m.json',
      BUILD_DATE: '2025-03-12T10:00:00Z',
    });
    expect(build).toMatchObject({
      force: true,
      departments: new Set(['01', '2A', '75']),
      manifestPath: '/tmp/m.json',
      now: new Date('2025-03-12T10:00:00Z'),
    });
    expect(readSettings({}).build.departments).toBeNull();
    expect(() => readSettings({ BUILD_DEPARTMENTS: 'paris' })).toThrow(/BUILD_DEPARTMENTS: expected department codes/);
    expect(() => readSettings({ BUILD_DATE: 'hier' })).toThrow(/BUILD_DATE: expected an ISO date/);
  });
});

describe('sitemap', () => {
  it('splits into files of at most 50,000 URLs under one index', () => {
    const paths = Array.from({ length: MAX_URLS_PER_SITEMAP + 5 }, (_, i) => `/mairie/m-${i}`);
    const files = buildSitemaps('https://example.fr/', paths);
    expect(files.map((f) => f.name)).toEqual(['sitemap-0.xml', 'sitemap-1.xml', 'sitemap-index.xml']);
    expect(files[1].xml.match(/<url>/g)).toHaveLength(5);
    expect(files[2].xml).toContain('<loc>https://example.fr/sitemap-1.xml</loc>');
  });

  it('turns page names into paths', () => {
    expect(toSitePath('')).toBe('/');
    expect(toSitePath('mairie/x/')).toBe('/mairie/x');
  });
});

describe('toSiteData with repeated values', () => {
  const week = {
    lundi: [
      { open: '14:00', close: '17:00' },
      { open: '08:30', close: '12:00' },
    ],
    mardi: { closed: true },
    mercredi: [],
    jeudi: [],
    vendredi: [{ open: '09:00', close: '12:00' }],
    samedi: [],
    dimanche: [],
  };

  it('gives town halls with the same hours the same week, and keeps each one its own values', () => {
    const raw = fixtureRaw();
    const [first, second, third] = raw.mairies;
    const shaped = (schedule: unknown) => ({ ...structuredClone(raw.mairies[0]), schedule });
    raw.mairies = [
      { ...shaped(structuredClone(week)), id: first.id, slug: first.slug, hours_source: 'directory2026' },
      { ...shaped(structuredClone(week)), id: second.id, slug: second.slug, hours_source: 'directory2026' },
      { ...shaped({ ...structuredClone(week), lundi: 'fermé' }), id: third.id, slug: third.slug, hours_source: null },
    ];
    raw.places = [
      { mairie_id: first.id, place_id: null, data: { schedule: structuredClone(week), isDefaultSchedule: true } },
    ];
    const site = toSiteData(raw, FIXTURE_NOW);
    const [a, b, c] = site.mairies;
    const expected = {
      lundi: [
        { open: '08:30', close: '12:00' },
        { open: '14:00', close: '17:00' },
      ],
      mardi: [],
      mercredi: [],
      jeudi: [],
      vendredi: [{ open: '09:00', close: '12:00' }],
      samedi: [],
      dimanche: [],
      isDefaultSchedule: false,
    };
    expect(a.directorySchedule).toEqual(expected);
    expect(b.directorySchedule).toEqual(expected);
    expect(c.directorySchedule).toBeNull();
    expect(site.warnings).toContain('1 directory schedules are not valid and were ignored');
    expect(site.placeByMairie.get(first.id)?.schedule).toEqual({ ...expected, isDefaultSchedule: true });
    expect([a.hours_source, b.hours_source, c.hours_source]).toEqual(['directory2026', 'directory2026', null]);
    expect([a.slug, b.slug, c.slug]).toEqual([first.slug, second.slug, third.slug]);
  });

  it('gives town halls the same equipped statement once, each with its own statements and values', () => {
    const raw = fixtureRaw();
    const [first, second, third, fourth] = raw.mairies;
    const page = 'https://www.prefecture.example.fr/mairies-equipees';
    const said = { url: page, date: '2017-03', status: 'equipee', proof: 'directe', note: 'liste-complete' } as const;
    const older = { ...said, date: '2016', status: 'retire', note: '' } as const;
    raw.mairies = [
      { ...first, equipped_source: page, equipped_statements: [structuredClone(said)] },
      { ...second, equipped_source: page, equipped_statements: [structuredClone(said), structuredClone(older)] },
      { ...third, equipped_statements: [{ ...structuredClone(said), date: null }] },
      { ...fourth, equipped_statements: null },
    ];
    const [a, b, c, d] = toSiteData(raw, FIXTURE_NOW).mairies;
    expect(a.equipped_statements).toEqual([said]);
    expect(b.equipped_statements).toEqual([said, older]);
    expect(c.equipped_statements).toEqual([{ ...said, date: null }]);
    expect(d.equipped_statements).toBeNull();
    expect(b.equipped_statements?.[0]).toBe(a.equipped_statements?.[0]);
    expect(c.equipped_statements?.[0]).not.toBe(a.equipped_statements?.[0]);
  });
});
