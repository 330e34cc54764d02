// Department codes and the department search of /departements (SPEC §3, §5).
import { normalizeSearch } from './search.ts';

/** One row of get_departments_with_counts. */
export type DepartmentSummary = { dep_name: string; num_dep: string; mairie_count: number };

// Trimmed and padded to 2 digits: ' 1 ' -> '01', '2a' -> '2A'; '971' and '' are kept.
export function normalizeDepartmentCode(code: string | number): string {
  const trimmed = String(code).trim().toUpperCase();
  return /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
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
