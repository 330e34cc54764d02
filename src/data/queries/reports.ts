// Published reports and reviews (SPEC §4 reviews visibility, §7 mairie_reports select).
import type { Queryable } from '../db.ts';

/** A visible report; the author's e-mail is never selected. */
export type ReportRow = {
  id: number;
  mairie_id: number;
  type: 'issue' | 'review';
  content: string;
  rating: number | null;
  created_at: Date;
};

// Reports with status resolved or auto_approve, newest first; an accepted correction (issue #11) is applied to the
// town hall, never listed.
export async function listVisibleReports(db: Queryable): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    `select id, mairie_id, type, content, rating, created_at
       from mairie_reports
      where (status = 'resolved' or auto_approve) and type in ('issue', 'review')
      order by created_at desc, id desc`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}
