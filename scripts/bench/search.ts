// npm run bench search — the search files of the national open data (OPEN_DATA_DIR), laid out as the build does
// but straight from the La Poste and directory files (no import, no site build), and the search box of the fixture
// build's home page in Chromium on slow 4G (CDP: 150 ms round trip, 1.6 Mbit/s both ways), served those files
// gzipped. For the 30 most common 2-letter starts of commune names and 30 full names, typed one key per 120 ms in a
// fresh browser context (empty cache, the island hydrated before throttling), it prints p50 and p95 of "results shown after the debounce": the time from
// the last key to the last change of the dropdown, less the 300 ms debounce (0 when the final results were
// already on screen). Also the files' count,
// total size, the largest raw and gzipped, and the layout time.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SEARCH } from '../../src/domain/constants.ts';
import { normalizeSearch } from '../../src/domain/search.ts';
import { layoutSearchShards } from '../../src/page-data/search-index.ts';
import { chromiumPath, hasChromium, launchBrowser } from '../../tests/helpers/browser.ts';
import { fixtureDist } from '../../tests/e2e/fixture-site.ts';
import { nationalSearchEntries, openDataDir } from '../../tests/helpers/national-search.ts';

const KEY_INTERVAL_MS = 120;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 200_000 };
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

export async function run(): Promise<void> {
  if (!openDataDir) return console.log('search: skipped (no national files: set OPEN_DATA_DIR)');
  const byKey = await nationalSearchEntries(openDataDir);
  const started = performance.now();
  const files = layoutSearchShards(byKey);
  const layoutMs = performance.now() - started;
  const gzipped = new Map([...files].map(([name, body]) => [name, gzipSync(JSON.stringify(body))]));
  const raw = [...files].map(([name, body]) => [name, Buffer.byteLength(JSON.stringify(body))] as const);
  const largestRaw = raw.reduce((a, b) => (b[1] > a[1] ? b : a));
  const largestGz = [...gzipped].reduce((a, b) => (b[1].length > a[1].length ? b : a));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `files: ${files.size}, ${(raw.reduce((s, [, n]) => s + n, 0) / 1e6).toFixed(1)} MB raw, laid out in ${(layoutMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `largest raw: ${largestRaw[0]} ${kb(largestRaw[1])}; largest gzipped: ${largestGz[0]} ${kb(largestGz[1].length)}`,
  );
  if (!hasChromium) return console.log(`search: browser part skipped (no Chromium at ${chromiumPath})`);

  // The 30 most common 2-letter starts of commune names, and 30 full names spread over the alphabet.
  const communes = [...new Set([...byKey.values()].flatMap((body) => body.v.map(([commune]) => commune)))].sort();
  const starts = new Map<string, number>();
  for (const name of communes) {
    const start = normalizeSearch(name).slice(0, 2);
    starts.set(start, (starts.get(start) ?? 0) + 1);
  }
  const prefixes = [...starts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 30)
    .map(([start]) => start);
  const names = [
    'Saint-Étienne',
    'Le Havre',
    'La Rochelle',
    'Lyon',
    'Sainte-Foy-lès-Lyon',
    'Saint-Denis',
    'Le Mans',
    ...communes.filter((_, i) => i % Math.floor(communes.length / 23) === 7).slice(0, 23),
  ];

  const dist = await fixtureDist();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const search = /^\/recherche\/(.+)\.json$/.exec(path);
    if (search) {
      const body = gzipped.get(search[1]);
      if (!body) return res.writeHead(404).end();
      return res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Content-Encoding': 'gzip' }).end(body);
    }
    const file = join(dist, normalize(path === '/' ? '/index.html' : path));
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const measure = async (query: string): Promise<number> => {
      const context = await browser.newContext({ baseURL: origin, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto('/');
      const input = page.getByRole('combobox').first();
      // The island hydrates on first use (React, once per visit): that is done before the network is throttled.
      await input.click();
      await page.waitForFunction(
        () =>
          document.querySelector('[role=combobox]')?.closest('[data-island]')?.hasAttribute('data-hydrated') === true,
      );
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.evaluate(() => {
        const w = window as unknown as { lastKey: number; lastChange: number };
        w.lastKey = w.lastChange = 0;
        document.addEventListener('input', () => (w.lastKey = performance.now()), true);
        new MutationObserver(() => (w.lastChange = performance.now())).observe(
          document.querySelector('.search-results')!,
          { subtree: true, childList: true, attributes: true, characterData: true },
        );
      });
      for (const char of query) {
        await page.keyboard.type(char);
        await page.waitForTimeout(KEY_INTERVAL_MS);
      }
      // Settled: past the debounce, no spinner, and the results unchanged for 800 ms.
      const shown = await page.evaluate(
        (debounceMs) =>
          new Promise<number>((resolve) => {
            const w = window as unknown as { lastKey: number; lastChange: number };
            const check = () => {
              const now = performance.now();
              const settled =
                now - w.lastKey > debounceMs + 50 &&
                !document.querySelector('[data-search-spinner]') &&
                now - w.lastChange > 800;
              if (settled) resolve(Math.max(0, w.lastChange - w.lastKey - debounceMs));
              else setTimeout(check, 20);
            };
            check();
          }),
        SEARCH.debounceMs,
      );
      await context.close();
      return shown;
    };
    for (const [label, queries] of [
      ['30 most common 2-letter starts', prefixes],
      ['30 full names', names],
    ] as const) {
      const times: number[] = [];
      for (const query of queries) times.push(await measure(query));
      const worst = queries[times.indexOf(Math.max(...times))];
      console.log(
        `${label}: results ${percentile(times, 50).toFixed(0)} ms (p50), ${percentile(times, 95).toFixed(0)} ms (p95) after the debounce; slowest « ${worst} » ${Math.max(...times).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
