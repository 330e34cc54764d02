import { describe, expect, it } from 'vitest';
import { addDays, easterSunday, holidayCalendarOf, holidayOn, NATIONAL_CALENDAR } from './holidays.ts';

describe('easterSunday', () => {
  it.each([
    [2024, [3, 31]],
    [2025, [4, 20]],
    [2026, [4, 5]],
    [2027, [3, 28]],
    [2038, [4, 25]],
    [2285, [3, 22]],
  ])('%i', (year, date) => {
    expect(easterSunday(year)).toEqual(date);
  });
});

describe('holidayOn', () => {
  const national = (y: number, m: number, d: number) => holidayOn(y, m, d, NATIONAL_CALENDAR);

  it('knows the fixed national days', () => {
    expect(national(2026, 1, 1)).toBe("jour de l'an");
    expect(national(2026, 5, 1)).toBe('fête du Travail');
    expect(national(2026, 5, 8)).toBe('victoire 1945');
    expect(national(2026, 7, 14)).toBe('fête nationale');
    expect(national(2026, 8, 15)).toBe('Assomption');
    expect(national(2026, 11, 1)).toBe('Toussaint');
    expect(national(2026, 11, 11)).toBe('armistice 1918');
    expect(national(2026, 12, 25)).toBe('Noël');
    expect(national(2026, 7, 13)).toBeNull();
    expect(national(2026, 12, 26)).toBeNull();
  });

  it('computes the Easter-based days, whatever the year', () => {
    expect(national(2026, 4, 6)).toBe('lundi de Pâques');
    expect(national(2026, 5, 14)).toBe('Ascension');
    expect(national(2026, 5, 25)).toBe('lundi de Pentecôte');
    expect(national(2027, 3, 29)).toBe('lundi de Pâques');
    expect(national(2027, 5, 6)).toBe('Ascension');
    expect(national(2027, 5, 17)).toBe('lundi de Pentecôte');
    expect(national(2026, 4, 5)).toBeNull(); // Easter Sunday itself is a Sunday anyway
    expect(national(2026, 4, 3)).toBeNull(); // Good Friday, outside Alsace-Moselle
  });

  it('adds Good Friday and 26 December in Moselle, Bas-Rhin and Haut-Rhin only', () => {
    for (const dep of ['57', '67', '68']) {
      expect(holidayOn(2026, 4, 3, holidayCalendarOf(dep))).toBe('Vendredi saint');
      expect(holidayOn(2026, 12, 26, holidayCalendarOf(dep))).toBe('Saint-Étienne');
    }
    for (const dep of ['54', '75', '2A', '974', null]) {
      expect(holidayOn(2026, 4, 3, holidayCalendarOf(dep))).toBeNull();
      expect(holidayOn(2026, 12, 26, holidayCalendarOf(dep))).toBeNull();
    }
  });

  it("adds each overseas department's abolition of slavery day", () => {
    expect(holidayOn(2026, 5, 27, holidayCalendarOf('971'))).toBe("abolition de l'esclavage");
    expect(holidayOn(2026, 5, 22, holidayCalendarOf('972'))).toBe("abolition de l'esclavage");
    expect(holidayOn(2026, 6, 10, holidayCalendarOf('973'))).toBe("abolition de l'esclavage");
    expect(holidayOn(2026, 12, 20, holidayCalendarOf('974'))).toBe("abolition de l'esclavage");
    expect(holidayOn(2026, 4, 27, holidayCalendarOf('976'))).toBe("abolition de l'esclavage");
    expect(holidayOn(2026, 5, 27, holidayCalendarOf('972'))).toBeNull();
    expect(holidayOn(2026, 12, 20, NATIONAL_CALENDAR)).toBeNull();
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays(2026, 1, 31, 1)).toEqual([2026, 2, 1]);
    expect(addDays(2026, 12, 31, 1)).toEqual([2027, 1, 1]);
    expect(addDays(2028, 2, 28, 1)).toEqual([2028, 2, 29]);
    expect(addDays(2026, 3, 1, -1)).toEqual([2026, 2, 28]);
  });
});
