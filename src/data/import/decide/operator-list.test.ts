import { describe, expect, it } from 'vitest';
import type { MairieWrite } from '../../queries/mairies.ts';
import type { EquippedList } from '../read/equipped-list.ts';
import { applyOperatorList } from './operator-list.ts';

const hall = (source_id: string, code_insee: string, legacyId: string | null = null) => ({
  row: { source_id, code_insee, equipped: null } as unknown as MairieWrite,
  keys: [source_id, legacyId, code_insee],
});
const list = (byKey: [string, 'equipped' | 'not_equipped'][], overrides: Partial<EquippedList> = {}): EquippedList => ({
  byKey: new Map(byKey),
  read: byKey.length,
  rejected: {},
  source: null,
  complete: false,
  byName: [],
  unplaced: [],
  doubtful: new Set(),
  ...overrides,
});

function apply(halls: ReturnType<typeof hall>[], equipped: EquippedList) {
  const keys = new Map(halls.map((h) => [h.row, h.keys]));
  return applyOperatorList(
    halls.map((h) => h.row),
    (row) => keys.get(row) ?? [],
    equipped,
  );
}

describe("the operator's list of equipped town halls", () => {
  it('sets the status by source id, old id or INSEE code, unknown otherwise', () => {
    const { rows, stats } = apply(
      [hall('mairie-01004-01', '01004', 'old-01004'), hall('other', '01001')],
      list([
        ['01004', 'equipped'],
        ['zzz', 'not_equipped'],
      ]),
    );
    expect(rows.map((r) => r.equipped)).toEqual(['equipped', 'unknown']);
    expect(stats).toMatchObject({ matched: 1, equipped: 1, notEquipped: 0, unmatchedEntries: 1 });
  });

  it('a complete list marks every town hall it does not name not equipped, with its source, new ones included, except where an ambiguous row may point', () => {
    const source = { title: 'Arrêté du 7 novembre 2024', date: '2024-11-07' };
    const { rows, stats } = apply(
      [
        hall('mairie-01004-01', '01004'),
        hall('a', '01001'),
        hall('b', '01011'),
        // Town halls the 2026 file added: a delegated commune's own, named by its code, and one the list does not name.
        hall('mairie-deleguee-01036', '01036'),
        hall('mairie-75103-01', '75103'),
      ],
      list(
        [
          ['01004', 'equipped'],
          ['01036', 'equipped'],
        ],
        { source, complete: true, doubtful: new Set(['01011']) },
      ),
    );
    expect(rows.map((r) => [r.equipped, r.equipped_source, r.equipped_source_date])).toEqual([
      ['equipped', 'Arrêté du 7 novembre 2024', '2024-11-07'],
      ['not_equipped', 'Arrêté du 7 novembre 2024', '2024-11-07'],
      ['unknown', null, null],
      ['equipped', 'Arrêté du 7 novembre 2024', '2024-11-07'],
      ['not_equipped', 'Arrêté du 7 novembre 2024', '2024-11-07'],
    ]);
    expect(stats).toMatchObject({ notListed: 2, matched: 2 });
  });
});
