// Report modal (SPEC §5): an issue, a star review or a structured correction (issue #11) of a town hall; email
// required, content required except for a correction, rating 1–5 required for a review and dropped otherwise (isRated
// in src/domain/reports.ts, beside the database's check), the correction's fields (report-correction.ts) read for a
// correction only.
import * as z from 'zod';
import { MESSAGES } from '../domain/messages.ts';
import { DISPLAY } from '../domain/constants.ts';
import { isRated, REPORT_TYPES } from '../domain/reports.ts';
import type { Correction } from '../domain/correction.ts';
import { blankToUndefined, email, honeypot, mairieId, requiredText, strictNumber } from './fields.ts';
import { REPORT_LIMITS as MAX } from './limits.ts';
import { SCHEMA_MESSAGES } from './messages.ts';
import { CORRECTION_FIELDS, readCorrection } from './report-correction.ts';

/** The dialog's types: the two of SPEC §5 and the structured correction. */
const REPORT_FORM_TYPES = [...REPORT_TYPES, 'correction'] as const;
export type ReportFormType = (typeof REPORT_FORM_TYPES)[number];

const rating = MESSAGES.validation.rating;

// 0 is the island's "no star chosen yet"; like an empty field it means absent.
const noRating = (value: unknown) => (value === 0 || value === '0' ? undefined : value);

export const ReportSchema = z
  .object({
    mairie_id: mairieId(),
    type: z.enum(REPORT_FORM_TYPES, { error: SCHEMA_MESSAGES.reportType }),
    content: z.preprocess(blankToUndefined, requiredText(MAX.content).optional()),
    email: email(MAX.email),
    rating: z.preprocess(
      (value) => strictNumber(true)(noRating(value === null || value === '' ? undefined : value)),
      z.number({ error: rating }).int(rating).min(DISPLAY.ratingMin, rating).max(DISPLAY.ratingMax, rating).optional(),
    ),
    company: honeypot(),
    // Read by the correction check below; strings only, bounded.
    ...Object.fromEntries(CORRECTION_FIELDS.map((name) => [name, z.string().max(MAX.content).optional()])),
  })
  .refine((report) => report.type === 'correction' || report.content !== undefined, {
    path: ['content'],
    message: MESSAGES.validation.required,
    when: () => true,
  })
  .refine((report) => !isRated(report.type) || report.rating !== undefined, {
    path: ['rating'],
    message: rating,
    // Also checked when other fields failed, so every error is listed at once.
    when: () => true,
  })
  .superRefine((report, ctx) => {
    if (report.type !== 'correction') return;
    const read = readCorrection(report);
    if ('issues' in read)
      for (const [path, message] of read.issues)
        ctx.addIssue({ code: 'custom', path: [path], message, input: undefined });
  })
  .transform((report) => ({
    mairie_id: report.mairie_id,
    type: report.type,
    content: report.content ?? '',
    email: report.email,
    rating: isRated(report.type) ? (report.rating as number) : null,
    correction: report.type === 'correction' ? (readCorrection(report) as { correction: Correction }).correction : null,
    company: report.company,
  }));
export type ReportInput = z.output<typeof ReportSchema>;
