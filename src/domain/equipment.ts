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

/** Communes with a fingerprint station (« dispositif de recueil ») on 1 January 2024: those that received the fixed
 *  part of the 2024 « dotation pour les titres sécurisés » (arrêté du 7 novembre 2024, JO du 13 novembre 2024; the
 *  open data folder's README, « Ce qui manque »). No official list of them is published in open data. */
const EQUIPPED_COMMUNES_2024 = 3_460;

/** Distinct communes (a merged one counted as its current commune) with a town hall known to take applications:
 *  « équipée », and of those « à confirmer ». Give it the town halls the directory still lists (isSuperseded). */
export function knownEquippedCommunes(
  halls: readonly {
    code_insee: string | null;
    merged_into?: string | null;
    equipped: Equipment;
  }[],
): { known: number; toConfirm: number } {
  const status = new Map<string, Equipment>();
  for (const hall of halls) {
    const commune = hall.merged_into ?? hall.code_insee;
    if (!commune || (hall.equipped !== 'equipped' && hall.equipped !== 'to_confirm')) continue;
    if (status.get(commune) !== 'equipped') status.set(commune, hall.equipped);
  }
  const values = [...status.values()];
  return { known: values.length, toConfirm: values.filter((v) => v === 'to_confirm').length };
}

/** How far the site's knowledge goes, in one sentence. */
export function knownEquippedCommunesText({ known, toConfirm }: { known: number; toConfirm: number }): string {
  const n = (value: number) => value.toLocaleString('fr-FR');
  const doubt = toConfirm ? ` (dont ${n(toConfirm)} à confirmer)` : '';
  return (
    `${n(known)} commune${known > 1 ? 's ont' : ' a'} une mairie connue pour prendre les demandes de passeport${doubt}, ` +
    `sur environ ${n(EQUIPPED_COMMUNES_2024)} communes équipées d'un dispositif de recueil (dotation pour les titres ` +
    'sécurisés 2024). Pour les autres mairies, le site ne sait pas encore : une mairie « non confirmée » peut en prendre.'
  );
}

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
