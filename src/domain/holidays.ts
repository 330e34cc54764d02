// French public holidays, computed for any year (no list per year): the national ones, Easter-based ones
// included, plus each area's own days (Alsace-Moselle, the overseas departments' abolition of slavery).

/** Which extra days an area keeps; plain data, so that a page can hand it to the browser script. */
export type HolidayCalendar = {
  /** Vendredi saint (Alsace-Moselle: départements 57, 67, 68). */
  goodFriday: boolean;
  /** 26 décembre, Saint-Étienne (Alsace-Moselle). */
  stStephen: boolean;
  /** Fixed local days: [month, day, name]. */
  extra: readonly (readonly [number, number, string])[];
};

export const NATIONAL_CALENDAR: HolidayCalendar = { goodFriday: false, stStephen: false, extra: [] };

const ALSACE_MOSELLE = new Set(['57', '67', '68']);

// Commemoration of the abolition of slavery, a public holiday in each of these (loi 83-550, décret 83-1003).
const ABOLITION: Record<string, readonly [number, number, string]> = {
  '971': [5, 27, "abolition de l'esclavage"],
  '972': [5, 22, "abolition de l'esclavage"],
  '973': [6, 10, "abolition de l'esclavage"],
  '974': [12, 20, "abolition de l'esclavage"],
  '976': [4, 27, "abolition de l'esclavage"],
  '977': [10, 9, "abolition de l'esclavage"],
  '978': [5, 28, "abolition de l'esclavage"],
};

/** The calendar of a department or collectivity code ('57', '974'…; null: the national one). */
export function holidayCalendarOf(numDep: string | null | undefined): HolidayCalendar {
  if (numDep && ALSACE_MOSELLE.has(numDep)) return { goodFriday: true, stStephen: true, extra: [] };
  const abolition = numDep ? ABOLITION[numDep] : undefined;
  return abolition ? { goodFriday: false, stStephen: false, extra: [abolition] } : NATIONAL_CALENDAR;
}

const FIXED: readonly (readonly [number, number, string])[] = [
  [1, 1, "jour de l'an"],
  [5, 1, 'fête du Travail'],
  [5, 8, 'victoire 1945'],
  [7, 14, 'fête nationale'],
  [8, 15, 'Assomption'],
  [11, 1, 'Toussaint'],
  [11, 11, 'armistice 1918'],
  [12, 25, 'Noël'],
];

// Easter Sunday of a Gregorian year (Meeus/Jones/Butcher), as [month, day].
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const DAY_MS = 86_400_000;
const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;

/** The holiday's name on a local calendar date, or null on a working day. */
export function holidayOn(year: number, month: number, day: number, calendar: HolidayCalendar): string | null {
  for (const [m, d, name] of [...FIXED, ...calendar.extra]) if (m === month && d === day) return name;
  if (calendar.stStephen && month === 12 && day === 26) return 'Saint-Étienne';
  const fromEaster = dayNumber(year, month, day) - dayNumber(year, ...easterSunday(year));
  if (fromEaster === 1) return 'lundi de Pâques';
  if (fromEaster === 39) return 'Ascension';
  if (fromEaster === 50) return 'lundi de Pentecôte';
  if (fromEaster === -2 && calendar.goodFriday) return 'Vendredi saint';
  return null;
}

/** The local calendar date `days` after (year, month, day). */
export function addDays(year: number, month: number, day: number, days: number): [number, number, number] {
  const date = new Date((dayNumber(year, month, day) + days) * DAY_MS);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}
