import { describe, expect, it } from 'vitest';
import {
  cacheHoursReplace,
  currentDirectoryDay,
  DIRECTORY_2026_DAY,
  osmHoursReplace,
  readsDirectory2026,
  VISITOR_SOURCE,
} from './source-order.ts';

describe('the order of sources', () => {
  const directory2026 = { source: 'directory2026', date: '2026-10-06' };
  const visitor = { source: VISITOR_SOURCE, date: '2026-11-02' };

  it("takes DILA's export as the directory when given, else the 2026 file", () => {
    expect(readsDirectory2026('dila-2016', true)).toBe(true);
    expect(readsDirectory2026('annuaire', true)).toBe(false);
    expect(readsDirectory2026('dila-2016', false)).toBe(false);
  });

  it("dates the current directory by the 2026 file's day when it was read, else by DILA's export as imported", () => {
    expect(currentDirectoryDay(true, '2014-12-04')).toBe(DIRECTORY_2026_DAY);
    // The export's own date: its latest record's update, or a month, which counts as its last day.
    expect(currentDirectoryDay(false, '2027-02-15')).toBe('2027-02-15');
    expect(currentDirectoryDay(false, '2027-02')).toBe('2027-02-28');
    expect(currentDirectoryDay(false, '2028-02')).toBe('2028-02-29');
    expect(currentDirectoryDay(false, null)).toBeNull();
  });

  it('lets OpenStreetMap fill in hours where the directory has none, checked or not', () => {
    expect(osmHoursReplace({ checked: false, date: '2026-11-20' }, null)).toBe(true);
    expect(osmHoursReplace({ checked: true, date: '2020-01-01' }, null)).toBe(true);
  });

  it("replaces the directory's hours only with a contributor's check after the directory's date", () => {
    expect(osmHoursReplace({ checked: true, date: '2026-10-07' }, directory2026)).toBe(true);
    expect(osmHoursReplace({ checked: true, date: '2026-10-06' }, directory2026)).toBe(false);
    expect(osmHoursReplace({ checked: true, date: '2026-05-01' }, directory2026)).toBe(false);
    expect(osmHoursReplace({ checked: false, date: '2026-11-20' }, directory2026)).toBe(false);
    expect(osmHoursReplace({ checked: true, date: '2026-01-01' }, { source: 'directory', date: null })).toBe(true);
  });

  it("never replaces a visitor's correction accepted by the team", () => {
    expect(osmHoursReplace({ checked: true, date: '2026-11-27' }, visitor)).toBe(false);
    expect(osmHoursReplace({ checked: true, date: '2030-01-01' }, { source: VISITOR_SOURCE, date: null })).toBe(false);
  });

  it("lets the maps service's undated cache fill in hours only where no dated source gives them", () => {
    expect(cacheHoursReplace(null)).toBe(true);
    expect(cacheHoursReplace({ source: 'directory', date: null })).toBe(true);
    expect(cacheHoursReplace(directory2026)).toBe(false);
    expect(cacheHoursReplace({ source: 'directory', date: '2015-07-08' })).toBe(false);
    expect(cacheHoursReplace(visitor)).toBe(false);
    expect(cacheHoursReplace({ source: VISITOR_SOURCE, date: null })).toBe(false);
  });
});
