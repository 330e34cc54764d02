// The zod schema of a week of opening hours (SPEC §3 Schedule): what the build checks in the places cache and what
// a correction's weekly hours must be. The types are the domain's (src/domain/schedule.ts), which imports no zod so
// that browser code running the schedule rules (the open-now status, the report dialog) never ships it.
import * as z from 'zod';
import { halfDays, normalizeDay, type DayHours, type Schedule, type Slot } from '../domain/schedule.ts';

// A wall-clock time 'HH:MM', 00:00 to 23:59.
const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Heure attendue au format HH:MM' });

// One opening range of a day; it must close after it opens.
export const SlotSchema = z
  .object({ open: TimeSchema, close: TimeSchema })
  .refine((slot) => slot.open < slot.close, { error: "L'heure de fermeture doit suivre l'heure d'ouverture" });

// A day: its ranges, however many (sorted, overlaps merged: normalizeDay); none means closed. Schedules stored before
// issue 30 (places_cache, mairies.schedule, corrections) wrote a day as `{closed: true}` or `{morning?, afternoon?}`:
// that shape is still read, as its ranges, as leniently as it was then.
const DaySchema = z.union([
  z.array(SlotSchema).transform((slots): DayHours => normalizeDay(slots)),
  z.object({ closed: z.literal(true) }).transform((): DayHours => []),
  z
    .object({ closed: z.literal(false).optional(), morning: SlotSchema.optional(), afternoon: SlotSchema.optional() })
    .transform((day): DayHours => halfDays(day.morning, day.afternoon)),
]);

// A full week; isDefaultSchedule marks indicative (default) hours, as opposed to verified ones.
export const ScheduleSchema = z.object({
  lundi: DaySchema,
  mardi: DaySchema,
  mercredi: DaySchema,
  jeudi: DaySchema,
  vendredi: DaySchema,
  samedi: DaySchema,
  dimanche: DaySchema,
  isDefaultSchedule: z.boolean().default(false),
});

// The schemas parse to the domain's types exactly: a field added to one and not the other, even optional, fails the
// type check (Same is TypeScript's own identity test; Flat spreads the intersection of Schedule into one object).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;
type Flat<T> = { [K in keyof T]: T[K] };
type _SlotMatches = Assert<Same<z.infer<typeof SlotSchema>, Slot>>;
type _DayMatches = Assert<Same<z.infer<typeof DaySchema>, DayHours>>;
type _ScheduleMatches = Assert<Same<Flat<z.infer<typeof ScheduleSchema>>, Flat<Schedule>>>;
