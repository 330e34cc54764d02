// Report modal (SPEC §5): an issue or a star review of a town hall; email and content required,
// rating 1–5 required for a review and dropped for an issue.
import * as z from 'zod';
import { MESSAGES } from '../domain/messages.ts';
import { REPORT_TYPES } from '../domain/reports.ts';
import { email, honeypot, mairieId, requiredText, strictNumber } from './fields.ts';
import { REPORT_LIMITS as MAX } from './limits.ts';
import { SCHEMA_MESSAGES } from './messages.ts';

const rating = MESSAGES.validation.rating;

// 0 is the island's "no star chosen yet"; like an empty field it means absent.
const noRating = (value: unknown) => (value === 0 || value === '0' ? undefined : value);

export const ReportSchema = z
  .object({
    mairie_id: mairieId(),
    type: z.enum(REPORT_TYPES, { error: SCHEMA_MESSAGES.reportType }),
    content: requiredText(MAX.content),
    email: email(MAX.email),
    rating: z.preprocess(
      (value) => strictNumber(true)(noRating(value === null || value === '' ? undefined : value)),
      z.number({ error: rating }).int(rating).min(1, rating).max(5, rating).optional(),
    ),
    company: honeypot(),
  })
  .refine((report) => report.type !== 'review' || report.rating !== undefined, {
    path: ['rating'],
    message: rating,
    // Also checked when other fields failed, so every error is listed at once.
    when: () => true,
  })
  .transform((report) => ({ ...report, rating: report.type === 'review' ? (report.rating as number) : null }));
export type ReportInput = z.output<typeof ReportSchema>;
