// Visitors' structured corrections of a town hall (issue #11): what they say, the weekly hours form that becomes a
// Schedule (SPEC §3 rules), and the French summary the team and the confirmation page read. Nothing here imports
// zod: the report dialog ships these rules, the schema (src/schemas/report-correction.ts) runs the same ones.
import { ACCESS_LABELS, type AccessCode } from './access.ts';
import type { DayHours, Schedule, Weekday } from './schedule.ts';

/** What a visitor can correct: the passport status either way, the hours, the booking link, the physical access. */
export const CORRECTION_KINDS = ['equipped', 'not_equipped', 'hours', 'booking', 'access'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/** The dialog's choices, as the issue words them. */
export const CORRECTION_LABELS: Record<CorrectionKind, string> = {
  equipped: 'Cette mairie prend les demandes de passeport',
  not_equipped: 'Cette mairie ne prend pas les demandes de passeport',
  hours: 'Les horaires sont faux',
  booking: 'Lien de prise de rendez-vous',
  access: 'Accès en fauteuil roulant',
};

/** A correction as stored in mairie_reports.correction; `schedule` null: the visitor gave no hours. */
export type Correction =
  | { kind: 'equipped' }
  | { kind: 'not_equipped' }
  | { kind: 'hours'; schedule: Schedule | null }
  | { kind: 'booking'; url: string }
  | { kind: 'access'; access: AccessCode };

export const isCorrectionKind = (value: unknown): value is CorrectionKind =>
  (CORRECTION_KINDS as readonly unknown[]).includes(value);

/** Monday first, as WEEKDAYS of schedule.ts (a test checks they are the same). A copy on purpose: importing
 * schedule.ts here makes it a chunk of its own that every page with a form loads (+0.3 kB gzip, js-budget). */
export const CORRECTION_WEEKDAYS = [
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
] as const satisfies readonly Weekday[];

/** The form fields of one day: `<day>_ferme` (checkbox), `<day>_matin_debut`, `<day>_matin_fin`,
 * `<day>_apres_midi_debut`, `<day>_apres_midi_fin` (HH:MM). */
const HOURS_PARTS = ['matin_debut', 'matin_fin', 'apres_midi_debut', 'apres_midi_fin'] as const;
export const closedField = (day: Weekday) => `${day}_ferme`;
export const timeField = (day: Weekday, part: (typeof HOURS_PARTS)[number]) => `${day}_${part}`;

/** Every field name of the weekly form. */
export const HOURS_FIELDS: readonly string[] = CORRECTION_WEEKDAYS.flatMap((day) => [
  closedField(day),
  ...HOURS_PARTS.map((part) => timeField(day, part)),
]);

export const CORRECTION_MESSAGES = {
  kind: 'Veuillez choisir la correction à proposer.',
  access: 'Indiquez l’accès en fauteuil roulant de la mairie.',
  bookingUrl: 'Indiquez une adresse qui commence par https://, par exemple https://rdv.mairie.fr/passeport.',
  time: 'Indiquez les heures au format HH:MM, par exemple 08:30.',
  incompleteRange: 'Indiquez le début et la fin de chaque plage.',
  order: "L'heure de fin doit suivre l'heure de début.",
  overlap: "L'après-midi doit commencer après la fin du matin.",
  emptyDay: 'Indiquez des horaires ou cochez « Fermé ».',
  closedWithHours: 'Un jour fermé ne peut pas avoir d’horaires.',
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const checked = (value: string | undefined) => value === 'on' || value === 'true' || value === '1';

/**
 * The weekly form → a Schedule (verified hours: isDefaultSchedule false), null when the visitor filled nothing in,
 * or the French problem of each day that is wrong (every day must be closed or have at least one range).
 */
export function weeklyHoursToSchedule(
  fields: Readonly<Record<string, string | undefined>>,
): { schedule: Schedule | null } | { errors: Partial<Record<Weekday, string>> } {
  const value = (name: string) => (fields[name] ?? '').trim();
  if (HOURS_FIELDS.every((name) => (name.endsWith('_ferme') ? !checked(fields[name]) : !value(name))))
    return { schedule: null };
  const errors: Partial<Record<Weekday, string>> = {};
  const days: Partial<Record<Weekday, DayHours>> = {};
  for (const day of CORRECTION_WEEKDAYS) {
    const [mo, mc, ao, ac] = HOURS_PARTS.map((part) => value(timeField(day, part)));
    const any = [mo, mc, ao, ac].some(Boolean);
    if (checked(fields[closedField(day)])) {
      if (any) errors[day] = CORRECTION_MESSAGES.closedWithHours;
      else days[day] = [];
      continue;
    }
    if (!any) {
      errors[day] = CORRECTION_MESSAGES.emptyDay;
      continue;
    }
    if ([mo, mc, ao, ac].some((t) => t && !TIME.test(t))) errors[day] = CORRECTION_MESSAGES.time;
    else if (!mo !== !mc || !ao !== !ac) errors[day] = CORRECTION_MESSAGES.incompleteRange;
    else if ((mo && mo >= mc) || (ao && ao >= ac)) errors[day] = CORRECTION_MESSAGES.order;
    else if (mc && ao && ao < mc) errors[day] = CORRECTION_MESSAGES.overlap;
    else days[day] = [...(mo ? [{ open: mo, close: mc }] : []), ...(ao ? [{ open: ao, close: ac }] : [])];
  }
  if (Object.keys(errors).length) return { errors };
  return { schedule: { ...(days as Record<Weekday, DayHours>), isDefaultSchedule: false } };
}

/** An https booking URL as stored (no credentials, a real host name, no fragment), or null. */
export function normalizeBookingUrl(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (!/^https:\/\//i.test(text) || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const labels = url.hostname.split('.');
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  if (
    labels.length < 2 ||
    labels.some((l) => !/^[a-z0-9-]+$/.test(l)) ||
    !/^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/.test(labels.at(-1) ?? '')
  )
    return null;
  url.hash = '';
  return url.href;
}

const hoursText = (day: DayHours) => (day.length ? day.map((r) => `${r.open}–${r.close}`).join(' et ') : 'fermé');

/** What the correction asks, in French, one line per fact (the team's mail and the confirmation page). */
export function correctionSummary(correction: Correction): string[] {
  const title = CORRECTION_LABELS[correction.kind];
  switch (correction.kind) {
    case 'hours':
      return correction.schedule
        ? [
            `${title}. Horaires proposés :`,
            ...CORRECTION_WEEKDAYS.map((d) => `${d} : ${hoursText((correction.schedule as Schedule)[d])}`),
          ]
        : [
            `${title} (aucun horaire proposé : accepter retire les horaires affichés, la page montre alors des horaires indicatifs).`,
          ];
    case 'booking':
      return [`${title} : ${correction.url}`];
    case 'access':
      return [`${title} : ${ACCESS_LABELS[correction.access]}.`];
    default:
      return [`${title}.`];
  }
}

/** What the visitor reads once a correction is sent. */
export const CORRECTION_SENT =
  "Merci ! Votre correction a été transmise à l'équipe, qui la vérifiera avant de l'appliquer.";
