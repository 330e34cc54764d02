// Town hall reports: issues and star reviews, and which of them the public may see (SPEC §3, §4).

// The two kinds of report the modal toggles between (ReportSchema validates against this list).
export const REPORT_TYPES = ['issue', 'review'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** The moderation fields that decide visibility. */
export type Moderated = { status?: string | null; auto_approve?: boolean | null };

/** The fields needed to split and order published reports. */
export type PublishedReport = { type: ReportType; created_at: string | Date };

// Only entries with status 'resolved' or auto_approve true are shown.
export function isPublished(report: Moderated): boolean {
  return report.status === 'resolved' || report.auto_approve === true;
}

const time = (value: string | Date) => new Date(value).getTime() || 0;

// Reviews and issues, each newest first, as the town hall page shows them.
export function splitReports<T extends PublishedReport>(reports: readonly T[]): { reviews: T[]; issues: T[] } {
  const newestFirst = [...reports].sort((a, b) => time(b.created_at) - time(a.created_at));
  return {
    reviews: newestFirst.filter((report) => report.type === 'review'),
    issues: newestFirst.filter((report) => report.type === 'issue'),
  };
}
