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

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/** '2024-11-07' → '7 novembre 2024' ('1er' for the first of the month). */
export function frenchDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

/** Where a status comes from, for the page: « d'après l'arrêté du 7 novembre 2024 » from the operator list's
 * `# source:` title (« Arrêté du 7 novembre 2024 ») and date, the date added when the title does not give it; a
 * title that takes no article is quoted. Null when no source is known. */
export function equipmentSourceText(source: string | null | undefined, date: string | null | undefined): string | null {
  if (!source) return null;
  const lower = source.charAt(0).toLowerCase() + source.slice(1);
  const named = /^[aeiouyhéèêâî]/i.test(source)
    ? `l'${lower}`
    : /^(le|la|les|l'|l’) /i.test(source) || /^l['’]/i.test(source)
      ? lower
      : `« ${source} »`;
  return `d'après ${date && !source.includes(frenchDate(date)) ? `${named} du ${frenchDate(date)}` : named}`;
}
