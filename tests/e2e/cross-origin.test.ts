// A page on another origin (a second local server, another port) posts the contact form and a visit beacon
// through the project's server in Chromium, by the real path and by targets that once walked around the
// Origin check (`//other-origin/api/…`): every one is refused, no row is stored, no mail is queued. The same
// page served by the project's own server gets through, so the refusals are the guard's doing.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server/server.ts';
import { hasChromium, launchBrowser } from '../helpers/browser.ts';
import { PAGE_WAIT_MS } from './browser-page.ts';
import { BROWSER_UA, countRows, insertMairie, resetRows, startBench, type Bench } from '../helpers/functions.ts';

let bench: Bench;
let server: RunningServer;
let other: Server;
let otherOrigin: string;
let browser: Browser;
let dist: string;
let mairieId: number;

/** The script sending a visit beacon to each of `beacons`. */
const beaconScript = (beacons: string[]) =>
  `window.beacons = ${JSON.stringify(beacons)}.map((url) =>
  navigator.sendBeacon(url, new Blob([JSON.stringify({ mairie_id: ${mairieId} })], { type: 'text/plain' })));`;

/** A page that posts the contact form to `formAction`; its script (inline, or a file under the site's CSP) sends beacons. */
function postingPage(formAction: string, script: string): string {
  const tag = script.startsWith('/') ? `<script src="${script}"></script>` : `<script>${script}</script>`;
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Autre site</title></head><body>
<form id="f" method="post" action="${formAction}">
<input name="name" value="Eve"><input name="email" value="eve@example.fr"><input name="message" value="Bonjour">
<button>Envoyer</button></form>
${tag}</body></html>`;
}

beforeAll(async () => {
  if (!hasChromium) return;
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  bench = await startBench();
  mairieId = await insertMairie(bench.db);
  server = await startServer({ port: 0, distDir: dist, db: bench.db, siteUrl: 'https://passeport.test' });
  // The other origin: a tiny server on another port whose pages target the project's server.
  other = createServer((req, res) => {
    const target = server.url;
    const evil = `//127.0.0.1:${(other.address() as AddressInfo).port}`;
    const page =
      req.url === '/walk'
        ? postingPage(`${target}${evil}/api/contact`, beaconScript([`${target}${evil}/api/visit`]))
        : postingPage(`${target}/api/contact`, beaconScript([`${target}/api/visit`]));
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined)));
  await server?.close();
  await bench?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

/** Opens `url`, lets its beacons go, submits its form; returns the project's answers (path → status). */
async function postFrom(url: string): Promise<Array<[string, number]>> {
  // A desktop browser's User-Agent: headless Chromium's own reads as automation, whose visits are not counted.
  const context = await browser.newContext({ userAgent: BROWSER_UA });
  const page = await context.newPage();
  const answers: Array<[string, number]> = [];
  page.on('response', (res) => {
    if (res.url().startsWith(server.url)) answers.push([new URL(res.url()).pathname, res.status()]);
  });
  try {
    await page.goto(url);
    expect(await page.evaluate(() => (window as unknown as { beacons: boolean[] }).beacons)).toEqual([true]);
    await Promise.all([page.waitForNavigation(), page.click('button')]);
    // Beacons are answered in the background; wait until the project's server has seen them.
    await expect
      .poll(() => answers.filter(([path]) => path.endsWith('/api/visit')).length, { timeout: PAGE_WAIT_MS })
      .toBeGreaterThan(0);
  } finally {
    await context.close();
  }
  return answers;
}

describe.skipIf(!hasChromium)('a page on another origin posting through the project server', () => {
  it('is refused by the real path and by a // target: no row stored, no mail queued', async () => {
    await resetRows(bench.db);
    for (const path of ['/', '/walk']) {
      const answers = await postFrom(`${otherOrigin}${path}`);
      const statuses = answers.filter(([p]) => p.includes('/api/')).map(([, status]) => status);
      expect(statuses.length, path).toBeGreaterThanOrEqual(1);
      for (const status of statuses) {
        expect(status, `${path}: ${JSON.stringify(answers)}`).toBeGreaterThanOrEqual(400);
        expect(status, path).toBeLessThan(500);
      }
    }
    expect(await countRows(bench.db)).toEqual({
      form_submissions: 0,
      mairie_reports: 0,
      contact_form_submissions: 0,
      email_outbox: 0,
      mairie_visits: 0,
    });
  });

  it('the same page served by the project server itself gets through (the guard, not the setup, refused)', async () => {
    await resetRows(bench.db);
    await writeFile(join(dist, 'beacon.js'), beaconScript(['/api/visit']));
    await writeFile(join(dist, 'index.html'), postingPage('/api/contact', '/beacon.js'));
    const answers = await postFrom(`${server.url}/`);
    expect(answers).toEqual(
      expect.arrayContaining([
        ['/api/contact', 303],
        ['/api/visit', 204],
      ]),
    );
    expect(await countRows(bench.db)).toMatchObject({ form_submissions: 1, email_outbox: 1, mairie_visits: 1 });
  });
});
