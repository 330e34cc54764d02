// Department summaries (SPEC §3), from the remote function get_departments_with_counts().
import type { Queryable } from '../db.ts';

/** A department and how many town halls it has. */
export type DepartmentRow = { dep_name: string | null; num_dep: string; mairie_count: number };

// Every department with at least one town hall, by number.
export async function getDepartmentsWithCounts(db: Queryable): Promise<DepartmentRow[]> {
  const { rows } = await db.query<DepartmentRow>(
    'select dep_name, num_dep, mairie_count from get_departments_with_counts()',
  );
  return rows.map((row) => ({ ...row, mairie_count: Number(row.mairie_count) }));
}
