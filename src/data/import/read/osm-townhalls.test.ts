import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOsmTownHalls } from './osm-townhalls.ts';

const FIXTURE = new URL('../../../../tests/fixtures/open-data/osm_townhalls.json', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'osm-townhalls-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe('readOsmTownHalls', () => {
  it('reads nodes, and ways and relations by their centre, with the tags the step uses', async () => {
    const read = await readOsmTownHalls(FIXTURE);
    expect([read.read, read.townHalls.length, read.left, read.date]).toEqual([
      16,
      14,
      { notTownHall: 1, noPosition: 1 },
      '2025-12-01',
    ]);
    expect(read.townHalls.find((t) => t.id === 'relation/801')).toEqual({
      id: 'relation/801',
      lat: expect.closeTo(49.4927103, 6),
      lon: 0.1063352,
      name: 'Hôtel de Ville du Havre',
      townhallType: null,
      openingHours: 'Mo-Fr 09:00-17:00',
      checkDate: '2025-11-03',
    });
  });

  it('takes check_date when there is no check_date:opening_hours, and ignores a check dated after the data', async () => {
    const element = (id: number, tags: object) => ({
      type: 'node',
      id,
      lat: 45,
      lon: 5,
      tags: { amenity: 'townhall', ...tags },
    });
    const path = file(
      'checks.json',
      JSON.stringify({
        osm3s: { timestamp_osm_base: '2025-12-01T08:00:00Z' },
        elements: [
          element(1, { check_date: '2024-05-06' }),
          element(2, { 'check_date:opening_hours': '2026-01-01' }),
          element(3, { 'check_date:opening_hours': '2025-02-30' }),
        ],
      }),
    );
    expect((await readOsmTownHalls(path)).townHalls.map((t) => t.checkDate)).toEqual(['2024-05-06', null, null]);
  });

  it('refuses a truncated or malformed answer, and one that is not from Overpass', async () => {
    await expect(readOsmTownHalls(file('cut.json', '{"elements": [{"type": "node", "id": 1'))).rejects.toThrow(
      /truncated JSON/,
    );
    await expect(readOsmTownHalls(file('bad.json', '{"elements": [}'))).rejects.toThrow(/malformed JSON/);
    await expect(readOsmTownHalls(file('other.json', '{"results": []}'))).rejects.toThrow(/not an Overpass answer/);
  });
});
