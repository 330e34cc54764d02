// mairie_reports: every statement on reports and reviews (SPEC §4 reviews visibility, §7 mairie_reports): the
// build's and the functions' published lists, a visitor's new report, the team's decision, the e-mail purge.
import type { Correction } from '../../domain/correction.ts';
import type { PublicReport, PublishedReport, Report } from '../../domain/reports.ts';
import type { TownHall } from '../../domain/town-hall.ts';
import type { Queryable } from '../db.ts';

/** A visible report as the build reads it; the author's e-mail is never selected. */
export type ReportRow = PublishedReport;

// Every published report (the published_reports view, migration 009), newest first.
export async function listVisibleReports(db: Queryable): Promise<ReportRow[]> {
  const { rows } = await db.query<ReportRow>(
    `select id, mairie_id, type, content, rating, created_at from published_reports order by created_at desc, id desc`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }));
}

/** Published reports of one town hall (the published_reports view), newer than `since` when given, newest first. */
export async function listMairieReports(
  q: Queryable,
  mairieId: number,
  since: Date | null,
  limit: number,
): Promise<PublicReport[]> {
  const { rows } = await q.query<Omit<PublicReport, 'created_at'> & { created_at: Date | string }>(
    `select id, content, rating, type, created_at from published_reports
     where mairie_id = $1 and ($2::timestamptz is null or created_at > $2)
     order by created_at desc, id desc limit $3`,
    [mairieId, since?.toISOString() ?? null, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    content: r.content,
    rating: r.rating === null ? null : Number(r.rating),
    type: r.type,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/** A new report or review; returns its id. */
export async function insertReport(
  q: Queryable,
  report: {
    mairieId: number;
    type: Report['type'];
    content: string;
    email: string;
    rating: number | null;
    autoApprove: boolean;
    /** A structured correction (type 'correction'); null otherwise. */
    correction?: Correction | null;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into mairie_reports (mairie_id, type, content, email, rating, status, auto_approve, correction)
     values ($1, $2, $3, $4, $5, 'pending', $6, $7::jsonb) returning id`,
    [
      report.mairieId,
      report.type,
      report.content,
      report.email,
      report.rating,
      report.autoApprove,
      report.correction ? JSON.stringify(report.correction) : null,
    ],
  );
  return Number(rows[0].id);
}

/** A report the team can decide through its links: its state, what it asks and its town hall. */
export type ModerationTarget = Pick<
  Report,
  'id' | 'type' | 'status' | 'auto_approve' | 'content' | 'rating' | 'correction' | 'mairie_id'
> &
  Pick<TownHall, 'slug' | 'nom'>;

/** One report and its town hall, or null; `lock` holds the row until the transaction ends. */
export async function getModerationTarget(
  q: Queryable,
  reportId: number,
  lock = false,
): Promise<ModerationTarget | null> {
  const { rows } = await q.query<ModerationTarget>(
    `select r.id, r.type, r.status, r.auto_approve, r.content, r.rating, r.correction, r.mairie_id, m.slug, m.nom
     from mairie_reports r join mairies m on m.id = r.mairie_id where r.id = $1${lock ? ' for update of r' : ''}`,
    [reportId],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id), mairie_id: Number(rows[0].mairie_id) } : null;
}

/** Settles a pending report: 'resolved' (accepted: a held review is published) or 'rejected', dated. */
export async function decideReport(
  q: Queryable,
  reportId: number,
  status: Exclude<Report['status'], 'pending'>,
): Promise<void> {
  await q.query(`update mairie_reports set status = $2, decided_at = now() where id = $1 and status = 'pending'`, [
    reportId,
    status,
  ]);
}

/** Erases the authors' e-mails of reports sent before `before` and settled (decided, or published at once);
 * pending ones keep it: the moderator may need to write back before deciding. Returns how many. */
export async function eraseSettledReportEmails(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query(
    `update mairie_reports set email = null
     where email is not null and created_at < $1 and (status <> 'pending' or auto_approve)
     returning 1`,
    [before.toISOString()],
  );
  return rows.length;
}
