// Commune names of the sourced equipped list → the INSEE code of the town hall they mean, as the directory files
// it. Never guessed: a name places one town hall, or is reported with its reason. A row that gives its INSEE code is
// placed on that code's town hall without reading its name (decide/equipped-statements.ts still tells two town halls
// filed under one code apart by the name).
//
// Rules for names, in order (names compared as commune-names.ts does: case, accents, « St »/« Saint », hyphens, apostrophes):
// 1. « Paris 15e », « Lyon 3e », « Marseille 13e » → the town hall serving that arrondissement (arrondissements.ts:
//    Paris Centre for the 1st to 4th, Marseille's sector town halls). The city's name alone is reported: a page that
//    says « Marseille » does not say which sector town hall.
// 2. One current commune of that name in the department (accents kept first, then folded).
// 3. One former commune of that name (delegated or associated, @etalab/decoupage-administratif): its own town hall
//    when the directory has one under its code, else its commune nouvelle's.
import { arrondissementInsee, servingArrondissement } from '../../../domain/arrondissements.ts';
import type { SourcedList, SourcedRow } from '../read/equipped-sources.ts';
import { communeNameKey } from '../reference/commune-names.ts';
import { rawCommunes, type RawCommune } from '../reference/decoupage.ts';

type EquippedPlace =
  | { code: string; via: 'name' | 'former-commune' | 'commune-nouvelle' | 'arrondissement' | 'code' }
  | {
      problem: 'city without arrondissement' | 'unknown commune' | 'ambiguous' | 'no town hall';
      candidates?: string[];
    };

/** Places a (department code, name) pair on the INSEE code of one town hall. */
type EquippedMatcher = (departement: string, commune: string) => EquippedPlace;

const CITY = /^(paris|lyon|marseille)(?: (\d{1,2}))?$/;
const CITIES = {
  paris: { name: 'Paris', departement: '75' },
  lyon: { name: 'Lyon', departement: '69' },
  marseille: { name: 'Marseille', departement: '13' },
} as const;

/** The matcher over the reference's communes; `townHallCodes`: the INSEE codes the directory files town halls under
 *  (a delegated commune's own, an arrondissement's, once the directory has them). */
function createEquippedMatcher(communes: readonly RawCommune[], townHallCodes: ReadonlySet<string>): EquippedMatcher {
  const current = new Map<string, Set<string>>();
  const former = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, code: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(code));
  for (const c of communes) {
    if (!c.departement || c.type === 'arrondissement-municipal') continue;
    const keys = [`${c.departement}|${communeNameKey(c.nom)}`, `=${c.departement}|${communeNameKey(c.nom, true)}`];
    if (c.type === 'commune-actuelle') for (const key of keys) add(current, key, c.code);
    else if (c.chefLieu) {
      // Its own town hall when the directory files one under the former commune's code, else the commune nouvelle's.
      const own = c.code !== c.chefLieu && townHallCodes.has(c.code);
      for (const key of keys)
        add(former, key, `${own ? c.code : c.chefLieu}|${own ? 'former-commune' : 'commune-nouvelle'}`);
    }
  }
  return (departement, commune) => {
    const dep = /^\d$/.test(departement.trim()) ? `0${departement.trim()}` : departement.trim().toUpperCase();
    const loose = communeNameKey(commune);
    const city = CITY.exec(loose);
    const divided = city ? CITIES[city[1] as keyof typeof CITIES] : undefined;
    if (city && divided?.departement === dep) {
      if (!city[2]) return { problem: 'city without arrondissement' };
      const insee = arrondissementInsee(divided.name, Number(city[2]));
      const serving = insee ? servingArrondissement(insee) : undefined;
      if (!serving) return { problem: 'unknown commune' };
      return townHallCodes.has(serving) ? { code: serving, via: 'arrondissement' } : { problem: 'no town hall' };
    }
    const strict = `=${dep}|${communeNameKey(commune, true)}`;
    for (const map of [current, former]) {
      const found = map.get(strict)?.size === 1 ? map.get(strict) : map.get(`${dep}|${loose}`);
      if (!found?.size) continue;
      if (found.size > 1) return { problem: 'ambiguous', candidates: [...found].map((f) => f.split('|')[0]).sort() };
      const [entry] = [...found];
      const [code, via] = map === current ? [entry, 'name' as const] : (entry.split('|') as [string, 'former-commune']);
      return townHallCodes.has(code) ? { code, via } : { problem: 'no town hall' };
    }
    return { problem: 'unknown commune' };
  };
}

/** The matcher over the installed @etalab/decoupage-administratif communes. */
export function loadEquippedMatcher(townHallCodes: ReadonlySet<string>): EquippedMatcher {
  return createEquippedMatcher(rawCommunes(), townHallCodes);
}

/** A row that placed no town hall: reported with its department, name, page and reason. */
export interface UnmatchedRow {
  line: number;
  departement: string;
  commune: string;
  url: string;
  reason: string;
}

export interface PlacedStatements {
  /** INSEE code → the rows placed there, in file order. */
  byCode: Map<string, SourcedRow[]>;
  unmatched: UnmatchedRow[];
}

/** Places every row, by its INSEE code when it gives one (`townHallCodes`: the codes the directory files town halls
 *  under), else by its name; the first row of a page placed on a town hall is its entry for that page. */
export function placeStatements(
  list: SourcedList,
  match: EquippedMatcher,
  townHallCodes: ReadonlySet<string>,
): PlacedStatements {
  const placed: PlacedStatements = { byCode: new Map(), unmatched: [] };
  for (const row of list.rows) {
    const found: EquippedPlace = !row.codeInsee
      ? match(row.departement, row.commune)
      : townHallCodes.has(row.codeInsee)
        ? { code: row.codeInsee, via: 'code' }
        : { problem: 'no town hall' };
    if ('problem' in found) {
      const reason = found.candidates ? `${found.problem}: ${found.candidates.join(' or ')}` : found.problem;
      placed.unmatched.push({
        line: row.line,
        departement: row.departement,
        commune: row.commune,
        url: row.statement.url,
        reason,
      });
      continue;
    }
    placed.byCode.set(found.code, [...(placed.byCode.get(found.code) ?? []), row]);
  }
  return placed;
}
