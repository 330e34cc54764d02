// Query of GET /api/reviews: a town hall and, optionally, the instant of the last build.
import * as z from 'zod';
import { blankToUndefined, mairieId } from './fields.ts';
import { SCHEMA_MESSAGES } from './messages.ts';

export const ReviewsQuerySchema = z.object({
  mairie_id: mairieId(),
  since: z.preprocess(
    blankToUndefined,
    z.iso
      .datetime({ offset: true, error: SCHEMA_MESSAGES.date })
      .transform((value) => new Date(value))
      .optional(),
  ),
});
