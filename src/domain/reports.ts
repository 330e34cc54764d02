// Town hall reports: issues and star reviews, and which of them the public may see (SPEC §3, §4).

// The two kinds of report the modal toggles between (ReportSchema validates against this list).
export const REPORT_TYPES = ['issue', 'review'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** A visitor's report on a town hall (SPEC §7 mairie_reports): an issue, a star review, or a structured correction
 * of the page (`correction`, jsonb read through CorrectionSchema). Every layer's report type derives from it. */
export type Report = {
  id: number;
  mairie_id: number;
  type: ReportType | 'correction';
  content: string;
  /** The author's, never shown; erased once the report is settled and past its retention (retention.ts). */
  email: string | null;
  rating: number | null;
  created_at: Date;
  status: 'pending' | 'resolved' | 'rejected';
  /** Published at once, without waiting for the team's decision (review-moderation.ts). */
  auto_approve: boolean;
  correction: unknown;
  decided_at: Date | null;
};

/** A report the public may see (the published_reports view): an issue or a review, never the author's e-mail. */
export type PublishedReport = Pick<Report, 'id' | 'mairie_id' | 'content' | 'rating' | 'created_at'> & {
  type: ReportType;
};

/** A published report as the reviews endpoint answers it and the page's island reads it: the date as ISO text. */
export type PublicReport = Omit<PublishedReport, 'mairie_id' | 'created_at'> & { created_at: string };

/** The fields needed to split and order published reports. */
type Dated = { type: ReportType; created_at: string | Date };

/**
 * A review carries a rating (1–5 stars, isValidRating), an issue or a correction none. Checked by ReportSchema and
 * the dialog from here; the database's own check is mairie_reports_check (data/migrations/008_corrections.sql).
 */
export const isRated = (type: string): boolean => type === 'review';

const time = (value: string | Date) => new Date(value).getTime() || 0;

// Reviews and issues, each newest first, as the town hall page shows them.
export function splitReports<T extends Dated>(reports: readonly T[]): { reviews: T[]; issues: T[] } {
  const newestFirst = [...reports].sort((a, b) => time(b.created_at) - time(a.created_at));
  return {
    reviews: newestFirst.filter((report) => report.type === 'review'),
    issues: newestFirst.filter((report) => report.type === 'issue'),
  };
}
