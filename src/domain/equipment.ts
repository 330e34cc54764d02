// Whether a town hall takes passport applications, as the operator knows it (mairies.equipped): the one list
// of its states and their short labels, for pages, lists and e-mails.

export type Equipment = 'equipped' | 'not_equipped' | 'unknown';

/** The short badge text of each state. */
export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  equipped: 'Équipée pour les passeports',
  not_equipped: 'Non équipée pour les passeports',
  unknown: 'Équipement passeport non confirmé',
};

// A town hall that may be suggested as a place to apply: not known to refuse applications.
export function isSuggestable(item: { equipped: Equipment }): boolean {
  return item.equipped !== 'not_equipped';
}
