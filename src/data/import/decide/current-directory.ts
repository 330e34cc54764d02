// The 2026 Service-Public directory file placed on the site's town halls and laid over the older files' values, field
// by field, each with its own source and date (the order of sources: domain/source-order.ts). Nothing is guessed:
// a row is placed by its type and INSEE code, or listed with its reason.
import { arrondissementsServedBy, cityOfArrondissement, servingArrondissement } from '../../../domain/arrondissements.ts';
import { haversineKm } from '../../../domain/distance.ts';
import { DIRECTORY_2026_DAY, DIRECTORY_2026_ROLE } from '../../../domain/source-order.ts';
import type { CityWrite } from '../../queries/cities.ts';
import { BLANK_MAIRIE_WRITE, type MairieWrite } from '../../queries/mairies.ts';
import type { Annuaire2026Row, RowType } from '../read/annuaire-2026.ts';
import type { CommuneIndex } from '../reference/communes.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';
import { townOf } from './mairies.ts';
import { checkPosition, type CommunePoints } from '../match/positions.ts';
import { count, type Tally } from '../tally.ts';
import { foldText } from '../text.ts';
import { rawCommunes } from '../reference/decoupage.ts';

/** A row placed on a town hall: the older file's record it continues (same id, slug, reviews), or none (new page). */
interface PlacedRow {
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

interface Placement {
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

/** Per field: town halls whose value the file filled (none before), changed, confirmed (same value), left (the file
 *  has none: the older value stays with its own date), and rows with a value it could not place. */
export type FieldCounts = { filled: number; changed: number; same: number; left: number; unplaced: number };
export const FIELDS = ['hours', 'phone', 'email', 'website', 'address', 'position'] as const;
export type Field = (typeof FIELDS)[number];

export interface CurrentDirectoryStats {
  read: number;
  placed: number;
  /** Placed on an older town hall (id, slug and reviews kept). */
  continued: number;
  /** Town halls the site lacked: new pages. */
  added: number;
  folded: Tally;
  rejected: Tally;
  problems: Tally;
  unplaced: UnplacedRow[];
  fields: Record<Field, FieldCounts>;
  /** Older town halls the file lacks (their values kept with their own dates), and how many of their communes
   *  merged into another since. */
  olderOnly: number;
  olderOnlyMerged: number;
  /** 2026 positions that moved a town hall by more than 1 km, and those the position check refused. */
  movedOver1Km: number;
  positionsRefused: number;
  /** Title postal codes replaced by a La Poste code of the commune (Cedex, box or mistyped codes). */
  postalCodesReplaced: number;
}

interface Context {
  communes: CommuneIndex;
  points: CommunePoints | null;
  /** La Poste's postal codes by INSEE code. */
  postalCodes: Map<string, Set<string>>;
}

/** La Poste's postal codes of each commune, by INSEE code. */
export function postalCodesByInsee(cities: readonly CityWrite[]): Map<string, Set<string>> {
  const codes = new Map<string, Set<string>>();
  for (const city of cities) {
    const set = codes.get(city.code_commune_insee) ?? new Set<string>();
    set.add(city.code_postal);
    codes.set(city.code_commune_insee, set);
  }
  return codes;
}

/** The postal code a title shows: the address's when La Poste gives it to the commune (its own code, or its commune
 *  nouvelle's or city's), else the commune's first La Poste code; the address's when La Poste knows none. */
export function titlePostalCode(
  code: string | null,
  insee: string | null,
  communes: CommuneIndex,
  postalCodes: Map<string, Set<string>>,
): string | null {
  if (!insee) return code;
  const parent = communes.get(insee)?.parent;
  const known = [insee, parent].flatMap((c) => (c ? [...(postalCodes.get(c) ?? [])] : [])).sort();
  if (!known.length || (code && known.includes(code))) return code;
  return known[0];
}

const source = (date: string | null = DIRECTORY_2026_DAY) => [DIRECTORY_2026_ROLE, date] as const;

/** A row for a town hall the older files lack: the reference's facts, nothing else yet (overlay fills it). */
function newRow(placed: PlacedRow, communes: CommuneIndex): MairieWrite {
  const code = placed.row.codeInsee as string;
  const commune = communes.get(code);
  const department = communes.department(code);
  return {
    ...BLANK_MAIRIE_WRITE,
    source_id: placed.sourceId,
    code_insee: code,
    nom: placed.nom,
    ville: townOf(placed.row.ville, commune) ?? placed.row.commune,
    code_postal: placed.row.postalCode,
    dep: department.departmentName,
    num_dep: department.departmentCode,
    population: commune?.population ?? null,
    merged_into: communes.currentCommune(code),
  };
}

// The value a row gives a field, null when none.
function valueOf(row: Annuaire2026Row, field: Field): unknown {
  if (field === 'hours') return row.schedule;
  if (field === 'phone') return row.phone;
  if (field === 'email') return row.email;
  if (field === 'website') return row.website;
  if (field === 'address') return row.streetLines.length ? row.streetLines : null;
  return row.latitude;
}

const emptyCounts = (): FieldCounts => ({ filled: 0, changed: 0, same: 0, left: 0, unplaced: 0 });

function tallyField(counts: FieldCounts, before: unknown, after: unknown): void {
  if (after === null || after === undefined) counts.left += 1;
  else if (before === null || before === undefined) counts.filled += 1;
  else if (JSON.stringify(before) === JSON.stringify(after)) counts.same += 1;
  else counts.changed += 1;
}

/** Lays the placed rows over the older files' rows (`built`, by source id), adds the town halls the site lacked,
 *  and gives every row the title postal code; returns every row and what the file did, per field. */
export function applyCurrentDirectory(
  built: readonly MairieWrite[],
  placement: Placement,
  ctx: Context,
  read: { read: number; rejected: Tally; problems: Tally },
): { rows: MairieWrite[]; stats: CurrentDirectoryStats } {
  const fields = Object.fromEntries(FIELDS.map((f) => [f, emptyCounts()])) as Record<Field, FieldCounts>;
  const stats: CurrentDirectoryStats = {
    ...read,
    placed: placement.placed.length,
    continued: 0,
    added: 0,
    folded: placement.folded,
    unplaced: placement.unplaced,
    fields,
    olderOnly: 0,
    olderOnlyMerged: 0,
    movedOver1Km: 0,
    positionsRefused: 0,
    postalCodesReplaced: 0,
  };
  for (const miss of placement.unplaced) for (const field of miss.values) fields[field].unplaced += 1;
  const byId = new Map(built.map((r) => [r.source_id, r]));
  const placedIds = new Set(placement.placed.map((p) => p.sourceId));
  const rows: MairieWrite[] = [];
  for (const row of built) {
    if (placedIds.has(row.source_id)) continue;
    stats.olderOnly += 1;
    if (row.merged_into) stats.olderOnlyMerged += 1;
    rows.push({ ...row });
  }
  for (const placed of placement.placed) {
    const base = byId.get(placed.sourceId);
    if (base) stats.continued += 1;
    else stats.added += 1;
    rows.push(overlay(base ?? newRow(placed, ctx.communes), placed, ctx, stats));
  }
  for (const row of rows) {
    const code = titlePostalCode(row.code_postal, row.code_insee, ctx.communes, ctx.postalCodes);
    if (code !== row.code_postal) {
      stats.postalCodesReplaced += 1;
      row.code_postal = code;
    }
  }
  return { rows, stats };
}

// One placed row over its base row: every field the file gives replaces the older value, with this file's source.
function overlay(base: MairieWrite, placed: PlacedRow, ctx: Context, stats: CurrentDirectoryStats): MairieWrite {
  const { row } = placed;
  const { fields } = stats;
  const out: MairieWrite = { ...base, nom: placed.nom };
  tallyField(fields.hours, base.schedule, row.schedule);
  if (row.schedule) [out.schedule, out.hours_source, out.hours_source_date] = [row.schedule, ...source()];
  tallyField(fields.phone, base.tel, row.phone);
  if (row.phone) [out.tel, out.tel_source, out.tel_source_date] = [row.phone, ...source()];
  tallyField(fields.email, base.mail, row.email);
  if (row.email) [out.mail, out.mail_source, out.mail_source_date] = [row.email, ...source()];
  tallyField(fields.website, base.site_web, row.website);
  if (row.website) [out.site_web, out.site_web_source, out.site_web_source_date] = [row.website, ...source()];
  const lines = row.streetLines;
  const address = lines.length ? [lines[0], lines[1] ?? null, lines.slice(2).join(', ') || null] : null;
  tallyField(fields.address, base.ligne_2 === null ? null : [base.ligne_2, base.ligne_3, base.ligne_4], address);
  if (address) {
    [out.ligne_2, out.ligne_3, out.ligne_4] = address;
    out.ville = townOf(row.ville, row.codeInsee ? ctx.communes.get(row.codeInsee) : undefined) ?? out.ville;
    out.code_postal = row.postalCode ?? out.code_postal;
    [out.address_source, out.address_source_date] = source();
  }
  const pin = row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lon: row.longitude } : null;
  const checked = pin && ctx.points ? checkPosition(pin, null, ctx.points.of(row.codeInsee, row.postalCode)) : null;
  const usable = pin && (!ctx.points || checked?.outcome === 'kept' || checked?.outcome === 'swapped');
  if (pin && !usable) stats.positionsRefused += 1;
  const point = usable ? { lat: checked?.latitude ?? pin.lat, lon: checked?.longitude ?? pin.lon } : null;
  const before = base.latitude !== null && base.longitude !== null ? { lat: base.latitude, lon: base.longitude } : null;
  tallyField(fields.position, before && [before.lat, before.lon], point && [point.lat, point.lon]);
  if (point) {
    if (before && haversineKm(before, point) > 1) stats.movedOver1Km += 1;
    [out.latitude, out.longitude, out.position_approximate] = [point.lat, point.lon, false];
    [out.position_source, out.position_source_date] = source();
  } else if (!before && checked) {
    // A new town hall whose pin the check refused: its commune's point, approximate, as for the older files.
    [out.latitude, out.longitude, out.position_approximate] = [checked.latitude, checked.longitude, true];
    [out.position_source, out.position_source_date] = ['laposte', null];
  }
  return out;
}
