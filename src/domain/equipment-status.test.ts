import { describe, expect, it } from 'vitest';
import { equipmentVerdict, type EquipmentStatement } from './equipment-status.ts';

const says = (
  date: string | null,
  status: EquipmentStatement['status'] = 'equipee',
  proof: EquipmentStatement['proof'] = 'directe',
  url = `https://example.fr/${date ?? 'sans-date'}-${status}`,
): EquipmentStatement => ({ url, date, status, proof, note: '' });

describe('one passport status per town hall from what pages say', () => {
  it('lets the newest dated statement decide, a year alone counting from its 1 January', () => {
    expect(equipmentVerdict([says('2017-03'), says('2023-05-02', 'retire')]).equipped).toBe('not_equipped');
    expect(equipmentVerdict([says('2016', 'retire'), says('2022-02-10')]).equipped).toBe('equipped');
    expect(equipmentVerdict([says('2023-12-31', 'retire'), says('2024')]).equipped).toBe('equipped');
    const verdict = equipmentVerdict([says('2017-03'), says('2023-05-02', 'retire')]);
    expect(verdict.shown.map((s) => s.date)).toEqual(['2023-05-02']);
  });

  it('counts an undated statement only when none is dated', () => {
    expect(equipmentVerdict([says(null)]).equipped).toBe('to_confirm');
    expect(equipmentVerdict([says(null, 'retire')]).equipped).toBe('not_equipped');
    expect(equipmentVerdict([says(null), says('2019-06')]).equipped).toBe('equipped');
  });

  it('makes it « à confirmer » when an undated and a dated one, or two of the same date, disagree, showing both', () => {
    const undated = equipmentVerdict([says('2019-06'), says(null, 'retire')]);
    expect(undated.equipped).toBe('to_confirm');
    expect(undated.shown.map((s) => [s.date, s.status])).toEqual([
      ['2019-06', 'equipee'],
      [null, 'retire'],
    ]);
    const sameDay = equipmentVerdict([says('2019', 'retire'), says('2019-01-01')]);
    expect(sameDay.equipped).toBe('to_confirm');
    expect(sameDay.shown).toHaveLength(2);
    expect(equipmentVerdict([says('2019-02'), says('2019', 'retire')]).equipped).toBe('equipped');
  });

  it('says « équipée » only for a dated, direct statement', () => {
    expect(equipmentVerdict([says('2022-01')]).equipped).toBe('equipped');
    for (const proof of ['avant-2017', 'annonce', 'temporaire', 'indirecte'] as const)
      expect(equipmentVerdict([says('2022-01', 'equipee', proof)]).equipped, proof).toBe('to_confirm');
    // A direct statement of the same date outweighs an announcement.
    expect(
      equipmentVerdict([says('2022-01', 'equipee', 'annonce', 'a'), says('2022-01', 'equipee', 'directe', 'b')]),
    ).toMatchObject({
      equipped: 'equipped',
      shown: [{ url: 'b' }],
    });
  });

  it('leaves a town hall no page names unknown (a complete list says nothing of the others)', () => {
    expect(equipmentVerdict([])).toEqual({ equipped: 'unknown', shown: [], byCorrection: false });
  });

  it('lets an accepted correction win over older statements, and says so', () => {
    const statements = [says('2022-02-10')];
    expect(equipmentVerdict(statements, { equipped: 'not_equipped', date: '2024-01-10' })).toEqual({
      equipped: 'not_equipped',
      shown: [],
      byCorrection: true,
    });
    expect(equipmentVerdict([says(null)], { equipped: 'equipped', date: '2024-01-10' }).byCorrection).toBe(true);
    expect(equipmentVerdict([says('2024-03')], { equipped: 'not_equipped', date: '2024-01-10' })).toMatchObject({
      equipped: 'equipped',
      byCorrection: false,
    });
  });
});
