// Town hall reports: issues and star reviews, and which of them the public may see (SPEC §3, §4).

// The two kinds of report the modal toggles between (ReportSchema validates against this list).
export const REPORT_TYPES = ['issue', 'review'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The fields needed to split and order published reports. */
type PublishedReport = { type: ReportType; created_at: string | Date };

/**
 * A review carries a rating (1–5 stars, isValidRating), an issue or a correction none. Checked by ReportSchema and
 * the dialog from here; the database's own check is mairie_reports_check (data/migrations/008_corrections.sql).
 */
export const isRated = (type: string): boolean => type === 'review';

const time = (value: string | Date) => new Date(value).getTime() || 0;

// Reviews and issues, each newest first, as the town hall page shows them.
export function splitReports<T extends PublishedReport>(reports: readonly T[]): { reviews: T[]; issues: T[] } {
  const newestFirst = [...reports].sort((a, b) => time(b.created_at) - time(a.created_at));
  return {
    reviews: newestFirst.filter((report) => report.type === 'review'),
    issues: newestFirst.filter((report) => report.type === 'issue'),
  };
}
