import { describe, expect, it } from 'vitest';
import type { Equipment } from '../domain/equipment.ts';
import { groupByEquipment } from './nearby.ts';

const rows = (states: Equipment[]) => states.map((equipped, id) => ({ id, equipped }));

describe('groupByEquipment', () => {
  it('groups a list of 10 mixed rows by state, equipped first, each group in list order', () => {
    const list = rows([
      'unknown',
      'equipped',
      'not_equipped',
      'unknown',
      'equipped',
      'unknown',
      'unknown',
      'not_equipped',
      'equipped',
      'unknown',
    ]);
    const { groups, shared, noneEquipped } = groupByEquipment(list);
    expect(groups.map((g) => [g.state, g.items.map((row) => row.id)])).toEqual([
      ['equipped', [1, 4, 8]],
      ['unknown', [0, 3, 5, 6, 9]],
      ['not_equipped', [2, 7]],
    ]);
    expect(groups.flatMap((g) => g.items)).toHaveLength(10);
    expect(shared).toBeNull();
    expect(noneEquipped).toBe(false);
  });

  it('says a single shared state once, and whether none is known equipped', () => {
    expect(groupByEquipment(rows(Array(10).fill('unknown')))).toMatchObject({
      shared: 'unknown',
      noneEquipped: true,
      groups: [{ state: 'unknown', items: expect.arrayContaining([]) }],
    });
    expect(groupByEquipment(rows(['equipped', 'equipped']))).toMatchObject({ shared: 'equipped', noneEquipped: false });
    expect(groupByEquipment(rows(['unknown', 'not_equipped']))).toMatchObject({ shared: null, noneEquipped: true });
    expect(groupByEquipment([])).toEqual({ groups: [], shared: null, noneEquipped: false });
  });
});
