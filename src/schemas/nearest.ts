// Nearest town hall by e-mail (SPEC §5): email and address required; the browser may add the chosen point.
import * as z from 'zod';
import { blankToUndefined, email, honeypot, requiredLine, strictNumber } from './fields.ts';
import { NEAREST_LIMITS as MAX } from './limits.ts';
import { SCHEMA_MESSAGES } from './messages.ts';

const coordinate = (limit: number) =>
  z.preprocess(
    (value) => strictNumber(false)(blankToUndefined(value)),
    z
      .number({ error: SCHEMA_MESSAGES.coordinates })
      .min(-limit, SCHEMA_MESSAGES.coordinates)
      .max(limit, SCHEMA_MESSAGES.coordinates)
      .optional(),
  );

/** Coordinates are used only as a pair; a lone one is dropped and the address is geocoded instead. */
export const NearestSchema = z
  .object({
    email: email(MAX.email),
    address: requiredLine(MAX.address),
    latitude: coordinate(90),
    longitude: coordinate(180),
    company: honeypot(),
  })
  .transform(({ latitude, longitude, ...rest }) =>
    latitude !== undefined && longitude !== undefined ? { ...rest, latitude, longitude } : rest,
  );
