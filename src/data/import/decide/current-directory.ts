// The 2026 Service-Public directory file laid over the older files' values, field by field, each with its own source
// and date (the order of sources: domain/source-order.ts), on the town halls match/directory-2026.ts placed its rows.
import { haversineKm } from '../../../domain/distance.ts';
import { DIRECTORY_2026_DAY, DIRECTORY_2026_ROLE } from '../../../domain/source-order.ts';
import type { CityWrite } from '../../queries/cities.ts';
import { BLANK_MAIRIE_WRITE, type MairieWrite } from '../../queries/mairies.ts';
import { FIELDS, type Field, type PlacedRow, type Placement, type UnplacedRow } from '../match/directory-2026.ts';
import { checkPosition, type CommunePoints } from '../match/positions.ts';
import type { CommuneIndex } from '../reference/communes.ts';
import type { Tally } from '../tally.ts';
import { townOf } from './mairies.ts';

/** Per field: town halls whose value the file filled (none before), changed, confirmed (same value), left (the file
 *  has none: the older value stays with its own date), and rows with a value it could not place. */
export type FieldCounts = { filled: number; changed: number; same: number; left: number; unplaced: number };

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
    rows.push({ ...row, directory_listed: false, directory_mail: null });
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
      row.address_postal_code = row.code_postal;
      row.code_postal = code;
    }
  }
  return { rows, stats };
}

// One placed row over its base row: every field the file gives replaces the older value, with this file's source.
function overlay(base: MairieWrite, placed: PlacedRow, ctx: Context, stats: CurrentDirectoryStats): MairieWrite {
  const { row } = placed;
  const { fields } = stats;
  const out: MairieWrite = { ...base, nom: placed.nom, directory_listed: true, directory_mail: row.email };
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
