// Town hall reports: issues and star reviews, and which of them the public may see (SPEC §3, §4).
import { z } from 'zod';

// The two kinds of report the modal toggles between.
export const REPORT_TYPES = ['issue', 'review'] as const;
export const ReportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof ReportTypeSchema>;

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
