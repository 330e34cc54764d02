// Whether a town hall takes passport applications, as the operator knows it (mairies.equipped): the one list
// of its states and their short labels, for pages, lists and e-mails.

/** Every state, as the mairies_equipped_check constraint lists them (data/migrations/016_equipment_statements.sql):
 * `to_confirm` when the pages that say it are old, indirect or disagree (equipment-status.ts). */
export const EQUIPMENT_STATES = ['equipped', 'to_confirm', 'not_equipped', 'unknown'] as const;
export type Equipment = (typeof EQUIPMENT_STATES)[number];

/** The short badge text of each state. */
export const EQUIPMENT_LABELS: Record<Equipment, string> = {
  equipped: 'Équipée pour les passeports',
  to_confirm: 'Équipement passeport à confirmer',
  not_equipped: 'Non équipée pour les passeports',
  unknown: 'Équipement passeport non confirmé',
};

/** The states of a town hall that may be suggested as a place to apply: all but known to refuse applications. The
 * database's candidates are selected by this same list (listNearestCandidates in src/data/queries/mairies.ts). */
export const SUGGESTABLE_EQUIPMENT: readonly Equipment[] = EQUIPMENT_STATES.filter((state) => state !== 'not_equipped');

// A town hall that may be suggested as a place to apply (SUGGESTABLE_EQUIPMENT).
export function isSuggestable(item: { equipped: Equipment }): boolean {
  return SUGGESTABLE_EQUIPMENT.includes(item.equipped);
}

/** The months' French names, January first. */
export const FRENCH_MONTHS = [
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
  return `${day === 1 ? '1er' : day} ${FRENCH_MONTHS[month - 1]} ${year}`;
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
