// The 2026 Service-Public directory file's rows placed on the site's town halls: by type and INSEE code, on the
// older file's record of that code (its id, slug, reviews) or on a new page. Nothing is guessed: a row is placed, or
// listed with its reason (decide/current-directory.ts then lays the placed rows' values over the older ones).
import {
  arrondissementsServedBy,
  cityOfArrondissement,
  servingArrondissement,
} from '../../../domain/arrondissements.ts';
import type { Annuaire2026Row, RowType } from '../read/annuaire-2026.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';
import type { CommuneIndex } from '../reference/communes.ts';
import { rawCommunes } from '../reference/decoupage.ts';
import { count, type Tally } from '../tally.ts';
import { foldText } from '../text.ts';

/** The fields a row of the file can give. */
export const FIELDS = ['hours', 'phone', 'email', 'website', 'address', 'position'] as const;
export type Field = (typeof FIELDS)[number];

/** A row placed on a town hall: the older file's record it continues (same id, slug, reviews), or none (new page). */
export interface PlacedRow {
  row: Annuaire2026Row;
  sourceId: string;
  nom: string;
  older: MairieDraft | null;
}

/** A row not placed, and why. */
export interface UnplacedRow {
  line: number;
  type: RowType;
  code: string | null;
  commune: string;
  reason: string;
  /** The fields it had a value for. */
  values: Field[];
}

export interface Placement {
  placed: PlacedRow[];
  /** Rows not placed on a page of their own, by reason (the sector repeats, the delegated town halls that are
   *  their commune's building). */
  folded: Tally;
  unplaced: UnplacedRow[];
}

let delegatedNames: Map<string, string> | null = null;

/** Names of the delegated and associated communes (@etalab/decoupage-administratif), by INSEE code. */
function delegatedNameOf(code: string): string | undefined {
  if (!delegatedNames) {
    const communes = rawCommunes();
    delegatedNames = new Map(
      communes
        .filter((c) => c.type === 'commune-deleguee' || c.type === 'commune-associee')
        .map((c) => [c.code, c.nom]),
    );
  }
  return delegatedNames.get(code);
}

/** « Mairie de Bourg-en-Bresse », « Mairie d'Ambérieu-en-Bugey », « Mairie du Mans », « Mairie des Abymes »,
 *  « Mairie de La Ferté », « Mairie de L'Abergement-Clémenciat » (as the 2016 directory writes them). */
export function townHallName(prefix: string, commune: string): string {
  const article = /^(Le|Les) (.+)$/.exec(commune);
  if (article) return `${prefix} ${article[1] === 'Le' ? 'du' : 'des'} ${article[2]}`;
  if (/^[AEIOUYÀÂÉÈÊËÎÏÔÛÙŒ]/i.test(commune) && !/^(La |L')/.test(commune)) return `${prefix} d'${commune}`;
  return `${prefix} de ${commune}`;
}

const ordinal = (n: number) => (n === 1 ? '1er' : `${n}e`);

/** « Mairie de Lyon - 1er arrondissement », « Mairie de Marseille - 1er et 7e arrondissements », « Mairie de Paris
 *  Centre » (the 1st to 4th). */
export function arrondissementTownHallName(code: string): string | null {
  const city = cityOfArrondissement(code);
  if (!city) return null;
  const served = arrondissementsServedBy(code).map((c) => Number(c) - city.firstArrondissement + 1);
  if (city.name === 'Paris' && served.length > 2) return 'Mairie de Paris Centre';
  const numbers = served.map(ordinal).join(' et ');
  return `Mairie de ${city.name} - ${numbers} arrondissement${served.length > 1 ? 's' : ''}`;
}

/** The name of the older record when it is the same name written the 2016 way (« Mairie d'Hauteville »). */
function sameName(computed: string, older: MairieDraft | null, commune: string): string {
  if (!older) return computed;
  const key = foldText(older.nom).replace(/^mairie (de |d |du |des )?/, '');
  const own = foldText(commune).replace(/^(le |la |les |l )/, '');
  return key.endsWith(own) && key.length - own.length <= 3 ? older.nom : computed;
}

const folded = (lines: readonly string[]) => foldText(lines.join(' '));

/** True when a delegated commune's row describes its commune's town hall: the same street address, position,
 *  phone and e-mail (a different phone or e-mail in the same building is a desk of its own). */
function sameTownHall(a: Annuaire2026Row, b: Annuaire2026Row): boolean {
  return (
    a.streetLines.length > 0 &&
    folded(a.streetLines) === folded(b.streetLines) &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude &&
    a.phone === b.phone &&
    a.email === b.email
  );
}

/**
 * Places every row: `COM` on its commune's town hall (the older record of that code: its id, slug, reviews), `COMD`
 * and `COMA` on their delegated or associated commune's own town hall (the older record of that code when no `COM`
 * row has it) unless the row is its commune's building; `ARM` on the arrondissement or sector town hall; `SRM`
 * folded (it repeats an `ARM` row).
 */
export function placeRows(
  rows: readonly Annuaire2026Row[],
  older: readonly MairieDraft[],
  communes: CommuneIndex,
): Placement {
  const result: Placement = { placed: [], folded: {}, unplaced: [] };
  const olderByCode = new Map<string, MairieDraft>();
  for (const draft of older)
    if (draft.codeInsee && !olderByCode.has(draft.codeInsee)) olderByCode.set(draft.codeInsee, draft);
  const taken = new Set<string>();
  const take = (code: string) => {
    const draft = olderByCode.get(code);
    if (!draft || taken.has(draft.sourceId)) return null;
    taken.add(draft.sourceId);
    return draft;
  };
  const unplaced = (row: Annuaire2026Row, reason: string) =>
    result.unplaced.push({
      line: row.line,
      type: row.type,
      code: row.codeInsee,
      commune: row.commune,
      reason,
      values: FIELDS.filter((field) => valueOf(row, field) !== null),
    });
  const comByCode = new Map(rows.filter((r) => r.type === 'COM').map((r) => [r.codeInsee as string, r]));
  const usedIds = new Set<string>();
  const place = (row: Annuaire2026Row, nom: string, draft: MairieDraft | null, newId: string) => {
    const sourceId = draft?.sourceId ?? newId;
    if (usedIds.has(sourceId)) return unplaced(row, 'a second row for the same town hall');
    usedIds.add(sourceId);
    result.placed.push({ row, sourceId, nom, older: draft });
  };
  // Communes first, so that a commune nouvelle keeps the older record of its code over a delegated commune's row.
  const ordered = [...rows].sort((a, b) => Number(b.type === 'COM') - Number(a.type === 'COM'));
  for (const row of ordered) {
    const code = row.codeInsee;
    if (row.type === 'SRM' || !code) {
      count(result.folded, 'SRM: repeats the row of its sector town hall (ARM)');
      continue;
    }
    if (row.type === 'ARM') {
      if (servingArrondissement(code) !== code) {
        unplaced(row, 'arrondissement served by another town hall (domain/arrondissements.ts)');
        continue;
      }
      const nom = arrondissementTownHallName(code);
      if (!nom) unplaced(row, 'not an arrondissement of Paris, Lyon or Marseille');
      else place(row, nom, take(code), `mairie-${code}-01`);
      continue;
    }
    const commune = communes.get(code);
    if (row.type === 'COM') {
      if (commune?.type !== 'commune-actuelle') {
        unplaced(row, commune ? `not a current commune (${commune.type})` : 'INSEE code unknown to the reference');
        continue;
      }
      const draft = take(code);
      place(row, sameName(townHallName('Mairie', commune.name), draft, commune.name), draft, `mairie-${code}-01`);
      continue;
    }
    // COMD, COMA: a delegated or associated commune's own town hall.
    const main = comByCode.get(code);
    if (main && sameTownHall(main, row)) {
      count(result.folded, `${row.type}: the same building as its commune's town hall (one page)`);
      continue;
    }
    const name = delegatedNameOf(code);
    if (!name) {
      unplaced(row, 'no delegated or associated commune of that code in the reference');
      continue;
    }
    const prefix = row.type === 'COMD' ? 'Mairie déléguée' : 'Mairie annexe';
    const draft = main ? null : take(code);
    place(
      row,
      townHallName(prefix, name),
      draft,
      `${row.type === 'COMD' ? 'mairie-deleguee' : 'mairie-associee'}-${code}`,
    );
  }
  return result;
}

// The value a row gives a field, null when none.
export function valueOf(row: Annuaire2026Row, field: Field): unknown {
  if (field === 'hours') return row.schedule;
  if (field === 'phone') return row.phone;
  if (field === 'email') return row.email;
  if (field === 'website') return row.website;
  if (field === 'address') return row.streetLines.length ? row.streetLines : null;
  return row.latitude;
}
