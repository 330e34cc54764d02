// Rules of the report dialog (SPEC §4, §5; issue #11): the issue / correction / review toggle, the required rating
// of a review, the correction chosen, the JSON body of POST /api/reports and the success text of each type.
import { SENT_TEXTS, type SentForm } from '../domain/answers.ts';
import { HOURS_FIELDS, isCorrectionKind, type CorrectionKind } from '../domain/correction.ts';
import { isValidRating } from '../domain/rating.ts';
import { isRated } from '../domain/reports.ts';
// Types only (erased from the bundle): the island never ships zod.
import type { ReportFormType } from '../schemas/report.ts';

/** The JSON body of POST /api/reports, as ReportSchema reads it: the correction's fields are the flat form fields
 * (the same a form posted without JavaScript sends) and travel with a correction only. */
type ReportBody = {
  mairie_id: number;
  type: ReportFormType;
  content: string;
  email: string;
  rating: number | null;
  company: string;
} & Partial<Record<string, string | number | null>>;

/** Type chosen in the toggle, from a form field value. */
export const toReportType = (value: unknown): ReportFormType =>
  value === 'review' || value === 'correction' ? value : 'issue';

/** The correction chosen, or null. */
export const toCorrectionKind = (value: unknown): CorrectionKind | null => (isCorrectionKind(value) ? value : null);

/** The star chosen, 0 for none yet. */
export const toRating = (value: unknown): number => (isValidRating(Number(value)) ? Number(value) : 0);

// A review waits for its 1–5 rating, a correction for its choice; an issue can always be sent.
export function canSubmitReport(
  type: ReportFormType,
  rating: number,
  correction: CorrectionKind | null = null,
): boolean {
  if (isRated(type)) return isValidRating(rating);
  return type !== 'correction' || correction !== null;
}

const CORRECTION_FORM_FIELDS = ['correction', 'rendez_vous', 'acces', ...HOURS_FIELDS];

// The request body from the form's fields; the rating only travels with a review, the correction's fields with a
// correction.
export function reportBody(mairieId: number, fields: Record<string, string>): ReportBody {
  const type = toReportType(fields.type);
  const correction =
    type === 'correction'
      ? Object.fromEntries(CORRECTION_FORM_FIELDS.flatMap((name) => (fields[name] ? [[name, fields[name]]] : [])))
      : {};
  return {
    mairie_id: mairieId,
    type,
    content: fields.content ?? '',
    email: fields.email ?? '',
    rating: isRated(type) ? toRating(fields.rating) || null : null,
    company: fields.company ?? '',
    ...correction,
  };
}

// The success text of what was sent (SENT_TEXTS): a review's is the held-review text when the server's answer said
// the review waits for a moderator (its `form` 'review-held'), else 'Votre avis a été publié avec succès !'.
export function reportSuccessText(type: ReportFormType, form: SentForm | null = null): string {
  if (type === 'review') return SENT_TEXTS[form === 'review-held' ? 'review-held' : 'review'];
  return SENT_TEXTS[type === 'correction' ? 'correction' : 'report'];
}
