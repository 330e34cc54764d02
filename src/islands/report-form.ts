// Rules of the report dialog (SPEC §4, §5): the issue/review toggle, the required rating of a review,
// the JSON body of POST /api/reports and the success text of each type.
import { MESSAGES } from '../domain/messages.ts';
import { isValidRating } from '../domain/rating.ts';
import type { ReportType } from '../domain/reports.ts';
// Type only (erased from the bundle): the island never ships zod.
import type { ReportInput } from '../schemas/report.ts';

/** The JSON body of POST /api/reports: ReportSchema's parsed shape, which the schema accepts unchanged. */
export type ReportBody = ReportInput & { company: string };

/** Type chosen in the toggle, from a form field value. */
export const toReportType = (value: unknown): ReportType => (value === 'review' ? 'review' : 'issue');

/** The star chosen, 0 for none yet. */
export const toRating = (value: unknown): number => (isValidRating(Number(value)) ? Number(value) : 0);

// A review waits for its 1–5 rating; an issue can always be sent.
export function canSubmitReport(type: ReportType, rating: number): boolean {
  return type !== 'review' || isValidRating(rating);
}

// The request body from the form's fields; the rating only travels with a review.
export function reportBody(mairieId: number, fields: Record<string, string>): ReportBody {
  const type = toReportType(fields.type);
  return {
    mairie_id: mairieId,
    type,
    content: fields.content ?? '',
    email: fields.email ?? '',
    rating: type === 'review' ? toRating(fields.rating) || null : null,
    company: fields.company ?? '',
  };
}

// 'Votre avis a été publié avec succès !', the held-review text when the server said the review waits for a
// moderator, or 'Votre signalement a été envoyé avec succès !'.
export function reportSuccessText(type: ReportType, serverMessage?: string): string {
  if (type !== 'review') return MESSAGES.reportSent;
  return serverMessage === MESSAGES.reviewHeld ? MESSAGES.reviewHeld : MESSAGES.reviewPublished;
}

/** Window event sent after a review or report is accepted, so the live list refreshes. */
export const REPORTS_CHANGED_EVENT = 'pm:reports-changed';
