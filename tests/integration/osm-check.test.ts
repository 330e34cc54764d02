// The weekly rebuild's check of its Overpass download (scripts/osm-check.ts, called by .github/workflows/rebuild.yml):
// run as the workflow runs it, on files written here. A town hall tagged note=remark (or with a tag key remark) is
// data; only Overpass's own top-level "remark" (a timed-out, partial answer) or a broken file is refused.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPT = new URL('../../scripts/osm-check.ts', import.meta.url).pathname;
const OSM3S = { timestamp_osm_base: '2026-11-23T03:00:00Z', copyright: 'OpenStreetMap contributors, ODbL' };
const townHall = (id: number, tags: Record<string, string>) => ({
  type: 'node',
  id,
  lat: 46.15,
  lon: 4.92,
  tags: { amenity: 'townhall', name: `Mairie ${id}`, ...tags },
});

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'osm-check-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function check(name: string, body: string) {
  const file = join(dir, name);
  await writeFile(file, body);
  const run = spawnSync(process.execPath, [SCRIPT, file], { encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('osm:check', () => {
  it('takes an answer whose town hall is tagged note=remark or has a remark key', async () => {
    const body = JSON.stringify({
      version: 0.6,
      osm3s: OSM3S,
      elements: [
        townHall(1, { note: 'remark' }),
        townHall(2, { remark: 'Entrée par la cour', description: '"remark": "x"' }),
      ],
    });
    expect(body).toContain('"remark"');
    const run = await check('tagged.json', body);
    expect(run.output).toMatch(/2 elements, 2 town halls, data of 2026-11-23/);
    expect(run.status).toBe(0);
  });

  it("refuses Overpass's top-level remark, naming it, wherever it stands in the file", async () => {
    const remark = 'runtime error: Query timed out in "query" at line 3 after 181 seconds.';
    for (const body of [
      JSON.stringify({ version: 0.6, osm3s: OSM3S, elements: [townHall(1, {})], remark }),
      JSON.stringify({ remark, version: 0.6, osm3s: OSM3S, elements: [] }),
    ]) {
      const run = await check('partial.json', body);
      expect(run.status).toBe(1);
      expect(run.output).toContain(
        `refused: partial.json: Overpass answered with an error, the answer is partial: ${remark}`,
      );
    }
  });

  it('refuses a truncated, malformed or foreign file', async () => {
    const whole = JSON.stringify({ version: 0.6, osm3s: OSM3S, elements: [townHall(1, {}), townHall(2, {})] });
    expect((await check('cut.json', whole.slice(0, whole.length - 20))).output).toMatch(/refused: .*truncated JSON/);
    expect((await check('bad.json', '{"elements": [}')).status).toBe(1);
    expect((await check('other.json', '{"type":"FeatureCollection"}')).output).toMatch(/not an Overpass answer/);
  });
});
