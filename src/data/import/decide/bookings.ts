// The booking list's entries on the town halls they find (match/list-names.ts placed those given by name): each one
// sets its town hall's rendez_vous, with the list's source and date.
import type { MairieWrite } from '../../queries/mairies.ts';
import type { BookingList, Refusal } from '../read/booking-list.ts';
import { count, type Tally } from '../tally.ts';

export interface BookingStats {
  read: number;
  matched: number;
  refused: Tally;
  /** Every refused row with its line. */
  refusals: Refusal[];
}

/** Sets rendez_vous on the rows each entry finds: by id (`source_id`, or the current export's id through
 * `aliases`), or by INSEE code when that commune has one town hall only. */
export function applyBookings(
  rows: MairieWrite[],
  list: BookingList,
  aliases: ReadonlyMap<string, string> = new Map(),
): BookingStats {
  const stats: BookingStats = { read: list.read, matched: 0, refused: {}, refusals: [...list.refusals] };
  const byId = new Map(rows.map((r) => [r.source_id, r]));
  for (const [alias, sourceId] of aliases) {
    const row = byId.get(sourceId);
    if (row && !byId.has(alias)) byId.set(alias, row);
  }
  const byCode = new Map<string, MairieWrite[]>();
  for (const row of rows) if (row.code_insee) byCode.set(row.code_insee, [...(byCode.get(row.code_insee) ?? []), row]);
  const given = new Map<MairieWrite, number>();
  for (const entry of list.entries) {
    const refuse = (reason: string) => stats.refusals.push({ line: entry.line, reason });
    const found =
      'id' in entry.target
        ? [byId.get(entry.target.id)].filter((r) => r !== undefined)
        : 'codes' in entry.target
          ? (byCode.get(entry.target.codes[0]) ?? [])
          : [];
    if (found.length === 0) refuse('no such town hall');
    else if (found.length > 1) refuse(`${found.length} town halls in that commune: give the id`);
    else if (given.has(found[0]) && found[0].rendez_vous !== entry.url)
      refuse(`another URL for the same town hall (line ${given.get(found[0])})`);
    else {
      if (!given.has(found[0])) stats.matched += 1;
      given.set(found[0], entry.line);
      found[0].rendez_vous = entry.url;
      found[0].rendez_vous_source = 'booking';
      found[0].rendez_vous_source_date = list.date;
    }
  }
  stats.refusals.sort((a, b) => a.line - b.line);
  for (const r of stats.refusals)
    count(stats.refused, r.reason.replace(/:.*$| \(line \d+\)$/, '').replace(/^\d+ town halls/, 'several town halls'));
  return stats;
}
