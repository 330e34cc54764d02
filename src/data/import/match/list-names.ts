// The operator lists' rows that name a commune (departement + commune) placed on INSEE codes (commune-names.ts):
// a name places one commune, several (a city with arrondissements), or is reported with its line, never guessed.
import type { BookingList } from '../read/booking-list.ts';
import type { EquippedList } from '../read/equipped-list.ts';
import { loadCommuneNameIndex, type CommuneNameIndex } from '../reference/commune-names.ts';
import { count } from '../tally.ts';

/** The equipped list's by-name rows on their codes; a code listed twice with two statuses is refused. */
export function placeEquippedNames(list: EquippedList, names: CommuneNameIndex): EquippedList {
  const lineOf = new Map<string, number>();
  for (const { line, departement, commune, status } of list.byName) {
    const unplaced = (reason: string) => list.unplaced.push({ line, departement, commune, reason });
    const placed = names.place(departement, commune);
    if ('problem' in placed) {
      for (const code of placed.candidates ?? []) list.doubtful.add(code);
      count(list.rejected, placed.problem);
      unplaced(placed.problem === 'ambiguous' ? `ambiguous: ${placed.candidates?.join(' or ')}` : placed.problem);
      continue;
    }
    const twice = placed.codes.find((code) => lineOf.has(code) && list.byKey.get(code) !== status);
    if (twice) {
      count(list.rejected, 'listed twice with different statuses');
      unplaced(`${twice} already listed line ${lineOf.get(twice)} with another status`);
      continue;
    }
    for (const code of placed.codes) {
      if (!lineOf.has(code)) lineOf.set(code, line);
      list.byKey.set(code, status);
    }
  }
  list.unplaced.sort((a, b) => a.line - b.line);
  return list;
}

/** The booking list's by-name entries on their commune's code; a city with arrondissements must name one. */
export function placeBookingNames(list: BookingList, names: CommuneNameIndex): BookingList {
  const entries: BookingList['entries'] = [];
  for (const entry of list.entries) {
    if (!('name' in entry.target)) {
      entries.push(entry);
      continue;
    }
    const refuse = (reason: string) => list.refusals.push({ line: entry.line, reason });
    const placed = names.place(entry.target.name.departement, entry.target.name.commune);
    if ('problem' in placed)
      refuse(placed.problem === 'ambiguous' ? `ambiguous commune: ${placed.candidates?.join(' or ')}` : placed.problem);
    else if (placed.codes.length > 1) refuse('a city with arrondissements: name the arrondissement');
    else entries.push({ ...entry, target: { codes: placed.codes } });
  }
  return { ...list, entries };
}

/** Both operator lists with their by-name rows placed (the name index is loaded only when a list is given). */
export function placeListNames(
  equipped: EquippedList | null,
  booking: BookingList | null,
): { equipped: EquippedList | null; booking: BookingList | null } {
  const names = equipped || booking ? loadCommuneNameIndex() : null;
  return {
    equipped: equipped && names && placeEquippedNames(equipped, names),
    booking: booking && names && placeBookingNames(booking, names),
  };
}
