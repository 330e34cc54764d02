// The structured correction of the report dialog (issue #11): which correction, the booking URL, the weekly hours
// form. Its rules live in src/domain/correction.ts, which the island runs too; this turns the flat form fields
// (a form posted without JavaScript sends the same ones) into a Correction, or field errors in French.
import * as z from 'zod';
import {
  CORRECTION_MESSAGES,
  HOURS_FIELDS,
  isCorrectionKind,
  normalizeBookingUrl,
  weeklyHoursToSchedule,
  type Correction,
} from '../domain/correction.ts';
import { ACCESS_CODES, toAccessCode } from '../domain/access.ts';
import { ScheduleSchema } from './schedule.ts';

/** The field names of a correction besides `type`, `content` and `email`. */
export const CORRECTION_FIELDS = ['correction', 'rendez_vous', 'acces', ...HOURS_FIELDS] as const;

const flat = (input: Record<string, unknown>) =>
  Object.fromEntries(
    CORRECTION_FIELDS.map((name) => [name, typeof input[name] === 'string' ? (input[name] as string) : undefined]),
  );

/** The correction the fields describe, or the issues to report (path: the field, or the day for hours). */
export function readCorrection(
  input: Record<string, unknown>,
): { correction: Correction } | { issues: [string, string][] } {
  const fields = flat(input);
  const kind = fields.correction?.trim();
  if (!isCorrectionKind(kind)) return { issues: [['correction', CORRECTION_MESSAGES.kind]] };
  if (kind === 'booking') {
    const url = normalizeBookingUrl(fields.rendez_vous);
    return url ? { correction: { kind, url } } : { issues: [['rendez_vous', CORRECTION_MESSAGES.bookingUrl]] };
  }
  if (kind === 'access') {
    const access = toAccessCode(fields.acces);
    return access ? { correction: { kind, access } } : { issues: [['acces', CORRECTION_MESSAGES.access]] };
  }
  if (kind === 'hours') {
    const hours = weeklyHoursToSchedule(fields);
    if ('errors' in hours) return { issues: Object.entries(hours.errors) as [string, string][] };
    // The spec's Schedule rules, checked again on the built value.
    if (hours.schedule && !ScheduleSchema.safeParse(hours.schedule).success)
      return { issues: [['lundi', CORRECTION_MESSAGES.time]] };
    return { correction: { kind, schedule: hours.schedule } };
  }
  return { correction: { kind } };
}

/** A stored correction (mairie_reports.correction), checked when read back. */
export const StoredCorrectionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('equipped') }),
  z.object({ kind: z.literal('not_equipped') }),
  z.object({ kind: z.literal('hours'), schedule: ScheduleSchema.nullable() }),
  z.object({ kind: z.literal('booking'), url: z.string().refine((u) => normalizeBookingUrl(u) === u) }),
  z.object({ kind: z.literal('access'), access: z.enum(ACCESS_CODES) }),
]);
