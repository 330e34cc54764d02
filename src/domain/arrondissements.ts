// Paris, Lyon and Marseille: which town hall serves each municipal arrondissement (2026 Service-Public directory).

/** A city divided into municipal arrondissements, with the INSEE code of the city and of its 1st arrondissement. */
type DividedCity = { name: 'Paris' | 'Lyon' | 'Marseille'; insee: string; firstArrondissement: number; count: number };

const DIVIDED_CITIES: readonly DividedCity[] = [
  { name: 'Paris', insee: '75056', firstArrondissement: 75101, count: 20 },
  { name: 'Lyon', insee: '69123', firstArrondissement: 69381, count: 9 },
  { name: 'Marseille', insee: '13055', firstArrondissement: 13201, count: 16 },
];

// Arrondissements whose own town hall is gone: the arrondissement whose town hall serves them instead.
// Paris Centre (filed under 75103) serves the 1st to 4th since 2020; Marseille has eight sector town halls, each filed
// under one of its two arrondissements (shared/data/README.md, « Paris, Lyon, Marseille »).
const SERVED_BY: Readonly<Record<string, string>> = {
  '75101': '75103',
  '75102': '75103',
  '75104': '75103',
  '13207': '13201',
  '13203': '13202',
  '13204': '13205',
  '13206': '13208',
  '13210': '13209',
  '13211': '13212',
  '13213': '13214',
  '13216': '13215',
};

/** INSEE code of the `n`th arrondissement of a divided city ('Paris', 15 → '75115'); undefined when there is none. */
export function arrondissementInsee(city: DividedCity['name'], n: number): string | undefined {
  const divided = DIVIDED_CITIES.find((c) => c.name === city);
  if (!divided || !Number.isInteger(n) || n < 1 || n > divided.count) return undefined;
  return String(divided.firstArrondissement + n - 1);
}

/** The divided city an arrondissement INSEE code belongs to, or undefined for any other code. */
export function cityOfArrondissement(insee: string): DividedCity | undefined {
  const code = Number(insee);
  if (!/^\d{5}$/.test(insee)) return undefined;
  return DIVIDED_CITIES.find((c) => code >= c.firstArrondissement && code < c.firstArrondissement + c.count);
}

/**
 * INSEE code of the arrondissement whose town hall serves arrondissement `insee` ('13213' → '13214'; itself when its
 * own town hall serves it); undefined when `insee` is not an arrondissement.
 */
export function servingArrondissement(insee: string): string | undefined {
  if (!cityOfArrondissement(insee)) return undefined;
  return SERVED_BY[insee] ?? insee;
}

/** An arrondissement whose own town hall is closed: its city, its rank in it (1 for the 1st) and the INSEE code of the
 *  arrondissement whose town hall serves it. */
type ClosedArrondissement = { city: DividedCity['name']; rank: number; servedBy: string };

/** The arrondissement `insee` when its own town hall is closed and another one serves it (Paris 1st, 2nd, 4th;
 *  Marseille's arrondissements filed under their sector's other one), else null. */
export function arrondissementTownHallClosed(insee: string | null | undefined): ClosedArrondissement | null {
  const city = insee ? cityOfArrondissement(insee) : undefined;
  const servedBy = insee ? servingArrondissement(insee) : undefined;
  if (!insee || !city || !servedBy || servedBy === insee) return null;
  return { city: city.name, rank: Number(insee) - city.firstArrondissement + 1, servedBy };
}

/** The arrondissements a town hall filed under `insee` serves, in order ('75103' → 75101…75104); [] for others. */
export function arrondissementsServedBy(insee: string): string[] {
  const city = cityOfArrondissement(insee);
  if (!city) return [];
  return Array.from({ length: city.count }, (_, i) => String(city.firstArrondissement + i)).filter(
    (code) => servingArrondissement(code) === insee,
  );
}
