// Department codes and the department search of /departements (SPEC §3, §5).
import { normalizeSearch } from './search.ts';

/** One row of get_departments_with_counts. */
type DepartmentSummary = { dep_name: string; num_dep: string; mairie_count: number };

// Trimmed and padded to 2 digits: ' 1 ' -> '01', '2a' -> '2A'; '971' and '' are kept.
export function normalizeDepartmentCode(code: string | number): string {
  const trimmed = String(code).trim().toUpperCase();
  return /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
}

/** An overseas department or territory (971…978, 98x): each is a territory of its own, far from the others. */
export const isOverseas = (numDep: string | null | undefined): boolean => !!numDep && /^9[78]/.test(numDep);

/** Whether two town halls are in the same territory: both in mainland France (Corsica included), or both in the same
 *  overseas department or territory (Cayenne's nearest are in Guyane, never in Martinique). */
export const sameTerritory = (a: string | null | undefined, b: string | null | undefined): boolean =>
  isOverseas(a) || isOverseas(b) ? a === b : true;

// Official order of department codes: 01…19, 2A, 2B, 21…95, then 971…: Corsica sits where 20 was.
export function compareDepartmentCodes(a: string, b: string): number {
  const rank = (code: string) => {
    const c = normalizeDepartmentCode(code);
    return c === '2A' ? 20.1 : c === '2B' ? 20.2 : Number(c);
  };
  const [x, y] = [rank(a), rank(b)];
  return Number.isNaN(x) || Number.isNaN(y) ? a.localeCompare(b) : x - y;
}

// Departments whose name contains the query (case- and accent-insensitive) or whose code
// equals or starts with it ('1' finds '01', '97' finds '971'…); all of them for an empty query.
export function filterDepartments<T extends Pick<DepartmentSummary, 'dep_name' | 'num_dep'>>(
  departments: readonly T[],
  query: string,
): T[] {
  const text = normalizeSearch(query);
  if (!text) return [...departments];
  const raw = query.trim().toUpperCase();
  const code = normalizeDepartmentCode(raw);
  return departments.filter((department) => {
    const num = normalizeDepartmentCode(department.num_dep);
    return num === code || num.startsWith(raw) || normalizeSearch(department.dep_name).includes(text);
  });
}
