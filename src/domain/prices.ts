// Tax stamp and service prices of SPEC §9, in euros incl. VAT, and their French display.
import { isOverseas } from './departments.ts';
import { ficheDated } from './official-fiches.ts';

/** Where the applicant lives: the stamp costs less overseas. */
export type Territory = 'metropole' | 'outre-mer';

// Tax stamp (timbre fiscal) prices of SPEC §9 by territory and applicant age group. Its overseas row is lower than
// what the official fiche asks in every overseas department but Guyane, so stampPrice never shows it below the fiche.
export const STAMP_PRICES = {
  metropole: { adult: 86, minor15AndOver: 42, minorUnder15: 17 },
  'outre-mer': { adult: 73, minor15AndOver: 36, minorUnder15: 14 },
} as const;

/** Who the passport is for: the stamp costs less for a minor, and less again under 15. */
export type AgeGroup = 'adult' | 'minor15AndOver' | 'minorUnder15';

/** Why the passport is asked for, as far as the stamp is concerned. */
export type StampReason = 'standard' | 'civil-status-change' | 'administration-error' | 'no-visa-pages' | 'emergency';

// No stamp is due when a passport still valid is remade for a change of name, usage name or first name, an error of
// the administration, or a passport with no visa page left (Service-Public F1709, see OFFICIAL_FICHES): the new
// passport keeps the old one's end date, so once the old one has expired the standard stamp is due (the documents
// rules ask whether it is still valid). Indigent applicants are exempted case by case by the prefecture.
const FREE_REASONS: ReadonlySet<StampReason> = new Set([
  'civil-status-change',
  'administration-error',
  'no-visa-pages',
]);

// Service-Public F34752 « Combien coûte un passeport ? » (its date: OFFICIAL_FICHES), read in full: Guadeloupe,
// Martinique, Mayotte (photo brought) and La Réunion pay the metropolitan prices; Guyane pays less; in Guyane and
// Mayotte a photo taken at the counter (only where there is no professional photographer) costs more, at every age.
const OFFICIAL_OVERSEAS_STAMP: Record<AgeGroup, number> = { adult: 86, minor15AndOver: 42, minorUnder15: 17 };
const GUYANE_STAMP: Record<AgeGroup, number> = { adult: 43, minor15AndOver: 21, minorUnder15: 8.5 };
const GUYANE_COUNTER_PHOTO: Record<AgeGroup, number> = { adult: 44.5, minor15AndOver: 22.5, minorUnder15: 10 };
const MAYOTTE_COUNTER_PHOTO_EXTRA = 3;
const COUNTER_PHOTO = "si la photo est prise au guichet, uniquement en l'absence de photographe professionnel";
const STAMP_SOURCE = `Service-Public ${ficheDated('F34752')}`;
const MAYOTTE_AND_SOURCE = `à Mayotte, ${formatEuros(MAYOTTE_COUNTER_PHOTO_EXTRA)} de plus si la photo est prise au guichet ; ${STAMP_SOURCE}`;

/** The five overseas departments F34752 prices; it gives no price for the other overseas territories. */
const PRICED_OVERSEAS_DEPARTMENTS: ReadonlySet<string> = new Set(['971', '972', '973', '974', '976']);
const GUYANE = '973';
const MAYOTTE = '976';

// The temporary passport issued in an emergency (valid 1 year): one price whatever the age (F1373 for an adult, F1035
// for a minor).
const EMERGENCY_STAMP = 30;

/**
 * The tax stamp due in euros, 0 when none is due: SPEC §9's table, never below the official fiche (overseas, the
 * fiche's 86 / 42 / 17 € outrank SPEC's 73 / 36 / 14 €). The one source of every stamp price shown.
 */
export function stampPrice(territory: Territory, age: AgeGroup, reason: StampReason = 'standard'): number {
  if (FREE_REASONS.has(reason)) return 0;
  if (reason === 'emergency') return EMERGENCY_STAMP;
  const spec = STAMP_PRICES[territory][age];
  return territory === 'outre-mer' ? Math.max(spec, OFFICIAL_OVERSEAS_STAMP[age]) : spec;
}

/** What differs from the overseas price by department, with its source, for a sentence in parentheses. */
export function overseasStampNote(age: AgeGroup): string {
  return `en Guyane : ${formatEuros(GUYANE_STAMP[age])} (${formatEuros(GUYANE_COUNTER_PHOTO[age])} ${COUNTER_PHOTO}) ; ${MAYOTTE_AND_SOURCE}`;
}

/** Overseas (97x, 98x) pays the overseas stamp prices; every other department the metropolitan ones. */
const territoryOf = (numDep: string | null | undefined): Territory => (isOverseas(numDep) ? 'outre-mer' : 'metropole');

const AGES: readonly AgeGroup[] = ['adult', 'minor15AndOver', 'minorUnder15'];
const byAge = (price: (age: AgeGroup) => number) =>
  Object.fromEntries(AGES.map((age) => [age, price(age)])) as Record<AgeGroup, number>;

/**
 * The standard stamp of a department known to a page, by age, with what its price depends on there (null where none:
 * mainland France, Guadeloupe, Martinique, La Réunion); null where F34752 gives no price (975, 977, 978, 98x).
 */
export function departmentStamp(
  numDep: string | null | undefined,
): { prices: Record<AgeGroup, number>; note: string | null } | null {
  if (territoryOf(numDep) === 'metropole') return { prices: byAge((age) => stampPrice('metropole', age)), note: null };
  if (!PRICED_OVERSEAS_DEPARTMENTS.has(numDep!)) return null;
  if (numDep === GUYANE)
    return {
      prices: GUYANE_STAMP,
      note: `${AGES.map((age) => formatEuros(GUYANE_COUNTER_PHOTO[age])).join(', ')} ${COUNTER_PHOTO} ; ${STAMP_SOURCE}`,
    };
  const prices = byAge((age) => stampPrice('outre-mer', age));
  if (numDep === MAYOTTE)
    return {
      prices,
      note: `${formatEuros(MAYOTTE_COUNTER_PHOTO_EXTRA)} de plus si la photo est prise au guichet ; ${STAMP_SOURCE}`,
    };
  return { prices, note: STAMP_SOURCE };
}

/** The same note for every age at once, where a page shows the three prices together (FAQ, /documents). */
export function overseasStampNoteAllAges(): string {
  const counter = AGES.map((age) => formatEuros(GUYANE_COUNTER_PHOTO[age])).join(', ');
  return `en Guyane : ${formatEuros(GUYANE_STAMP.adult)} pour un adulte, ${formatEuros(GUYANE_STAMP.minor15AndOver)} de 15 à 17 ans, ${formatEuros(GUYANE_STAMP.minorUnder15)} avant 15 ans (${counter} ${COUNTER_PHOTO}) ; ${MAYOTTE_AND_SOURCE}`;
}

// Reading 1 of SPEC §9: all-in price with the metropolitan stamp included, plus optional pre-validation.
export const SERVICE_PRICES_STAMP_INCLUDED = {
  adult: 121,
  minor: 67,
  stampIncluded: { adult: stampPrice('metropole', 'adult'), minor: stampPrice('metropole', 'minor15AndOver') },
  preValidation: 9,
} as const;

// Reading 2 of SPEC §9: assisted service fee alone. 35 + 86 = 121 and 25 + 42 = 67, so both agree.
export const ASSISTED_SERVICE_PRICES = { adult: 35, minor: 25 } as const;

// French price display: '86 €', '8,50 €', '1 234 €' (plain spaces, as the rest of the domain).
export function formatEuros(amount: number): string {
  const fixed = Number.isInteger(amount) ? String(Math.abs(amount)) : Math.abs(amount).toFixed(2);
  const [whole, cents] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${amount < 0 ? '-' : ''}${grouped}${cents ? `,${cents}` : ''} €`;
}
