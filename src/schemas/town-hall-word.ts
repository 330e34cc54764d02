// The town hall's update form (issue 41): « oui » / « non », then its booking page (https, normalised like a
// booking correction) or how to book (one line, at most BOOKING_HOW_MAX characters, the site's text rules, no web or
// e-mail address). Only these fields are read: anything else a client adds (an address to write to…) is ignored.
import * as z from 'zod';
import { normalizeBookingUrl } from '../domain/correction.ts';
import { BOOKING_HOW_MAX, bookingHowProblem, TOWN_HALL_WORD_MESSAGES as M } from '../domain/town-hall-word.ts';
import { blankToUndefined, requiredLine } from './fields.ts';

/** The form's fields: `prend` (oui | non), `rendez_vous` (a booking page), `comment` (how to book). */
export const TOWN_HALL_FORM_FIELDS = { takes: 'prend', bookingUrl: 'rendez_vous', bookingHow: 'comment' } as const;

export const TownHallAnswerSchema = z
  .object({
    prend: z.enum(['oui', 'non'], { error: M.takes }),
    rendez_vous: z.preprocess(
      blankToUndefined,
      z
        .string({ error: M.bookingUrl })
        .max(2000, M.bookingUrl)
        .transform(
          (url, ctx) => normalizeBookingUrl(url) ?? (ctx.addIssue({ code: 'custom', message: M.bookingUrl }), z.NEVER),
        )
        .optional(),
    ),
    comment: z.preprocess(
      blankToUndefined,
      requiredLine(BOOKING_HOW_MAX)
        .superRefine((text, ctx) => {
          const problem = bookingHowProblem(text);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
        })
        .optional(),
    ),
  })
  .refine((a) => !(a.rendez_vous && a.comment), { path: ['comment'], message: M.bookingBoth })
  .transform((a) => ({
    takesApplications: a.prend === 'oui',
    bookingUrl: a.rendez_vous ?? null,
    bookingHow: a.comment ?? null,
  }));
