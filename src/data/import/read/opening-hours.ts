// The directory's plage_ouverture list → the spec's Schedule (every range of each weekday; none: closed).
import { WEEKDAYS, type Schedule, type Weekday } from '../../../domain/schedule.ts';
import { periodsToSchedule, type OpeningPeriod } from '../../../domain/schedule-periods.ts';
import { foldText } from '../text.ts';

/** One entry of plage_ouverture as the Annuaire de l'administration exports it. */
export interface PlageOuverture {
  nom_jour_debut?: string | null;
  nom_jour_fin?: string | null;
  valeur_heure_debut_1?: string | null;
  valeur_heure_fin_1?: string | null;
  valeur_heure_debut_2?: string | null;
  valeur_heure_fin_2?: string | null;
  commentaire?: string | null;
}

function toWeekday(name: string | null | undefined): Weekday | null {
  const folded = foldText(name ?? '');
  return (WEEKDAYS as readonly string[]).includes(folded) ? (folded as Weekday) : null;
}

/** 'Lundi' → 'Vendredi' expanded to the five days; a missing end means the start day alone; wraps past Sunday. */
export function expandDays(start: string | null | undefined, end: string | null | undefined): Weekday[] {
  const first = toWeekday(start);
  if (!first) return [];
  const last = toWeekday(end) ?? first;
  const days: Weekday[] = [];
  for (let i = WEEKDAYS.indexOf(first); ; i = (i + 1) % 7) {
    days.push(WEEKDAYS[i]);
    if (WEEKDAYS[i] === last) return days;
  }
}

/** Opening periods of one entry: one per day and per filled time pair. */
export function plageToPeriods(plage: PlageOuverture): OpeningPeriod[] {
  const pairs = [
    [plage.valeur_heure_debut_1, plage.valeur_heure_fin_1],
    [plage.valeur_heure_debut_2, plage.valeur_heure_fin_2],
  ].filter((pair): pair is [string, string] => Boolean(pair[0] && pair[1]));
  return expandDays(plage.nom_jour_debut, plage.nom_jour_fin).flatMap((day) =>
    pairs.map(([open, close]) => ({ day, open, close })),
  );
}

/** The Schedule of a plage_ouverture list (days not listed are closed), or null when nothing usable is given. */
export function plagesToSchedule(plages: readonly PlageOuverture[]): Schedule | null {
  return periodsToSchedule(plages.flatMap(plageToPeriods));
}
