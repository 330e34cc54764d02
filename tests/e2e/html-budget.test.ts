// HTML weight of the fixture build (STYLE 15), gzip -9 as the JS budget: the largest town hall page
// within 30 kB, every page within 50 kB. The fixture's Paris 1er page carries every block (reviews,
// hours, nearby lists, FAQ, JSON-LD), so it stands for a full town hall page.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDist } from './fixture-site.ts';

const TOWN_HALL_BUDGET_KB = 30;
const PAGE_BUDGET_KB = 50;

let sizes: Map<string, number>;
beforeAll(async () => {
  const dist = await fixtureDist();
  sizes = new Map(
    readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.html'))
      .map((f) => [f, gzipSync(readFileSync(join(dist, f)), { level: 9 }).length / 1024]),
  );
}, 300_000);

const largest = (entries: [string, number][]) => entries.reduce((a, b) => (b[1] > a[1] ? b : a));
const kb = (size: number) => Math.round(size * 10) / 10;

describe('HTML per page, kB gzip', () => {
  it(`keeps the largest town hall page within ${TOWN_HALL_BUDGET_KB} kB`, () => {
    const townHalls = [...sizes].filter(([f]) => /^mairie\/[^/]+\.html$/.test(f) && f !== 'mairie/404.html');
    expect(townHalls.length).toBeGreaterThan(5);
    const [file, size] = largest(townHalls);
    console.info(`[html-budget] largest town hall page: ${file} ${kb(size)} kB gzip`);
    expect(size, file).toBeLessThanOrEqual(TOWN_HALL_BUDGET_KB);
  });

  it(`keeps every page within ${PAGE_BUDGET_KB} kB`, () => {
    const over = [...sizes].filter(([, size]) => size > PAGE_BUDGET_KB).map(([f, size]) => `${f}: ${kb(size)} kB`);
    const [file, size] = largest([...sizes]);
    console.info(`[html-budget] largest page: ${file} ${kb(size)} kB gzip, ${sizes.size} pages`);
    expect(over, over.join('\n')).toEqual([]);
  });
});
