// The first screen of a town hall page (issue #20, docs/town-hall-page.md): after the cookie choice, the name, the
// passports status, open now, the address and the one-tap actions (call when a phone is known, route, book or the
// appointment guide) each start within the first viewport, on phones and on a desktop; without JavaScript the same
// first screen, open now left out. The route opens OpenStreetMap's directions to the town hall's coordinates.
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.ts';
import {
  FIRST_SCREEN,
  SCREENS,
  measureFirstScreen,
  newScreenPage,
  openAfterCookieChoice,
  type FirstScreenPart,
} from '../helpers/first-screen.ts';
import { useFixtureBrowser } from './browser-page.ts';

const fixture = useFixtureBrowser();

/** Fixture town halls of each case, with the parts their first screen must hold. */
const CASES: { path: string; what: string; parts: FirstScreenPart[] }[] = [
  {
    path: '/mairie/mairie-de-l-abergement-clemenciat',
    what: 'equipped, phone, booking link',
    parts: ['name', 'passports', 'openNow', 'address', 'call', 'route', 'book'],
  },
  {
    path: '/mairie/mairie-d-amberieux-en-dombes',
    what: 'not confirmed, phone, no booking link',
    parts: ['name', 'passports', 'openNow', 'address', 'call', 'route', 'book'],
  },
  {
    // Closed since 2020 (Paris Centre receives its inhabitants): no hours, so no open-now status.
    path: '/mairie/mairie-de-paris-2e-arrondissement',
    what: 'closed arrondissement town hall, no phone, no position, no booking link',
    parts: ['name', 'passports', 'address', 'route', 'book'],
  },
  {
    // No longer listed by the directory (issue 39): where to go first, then the current town hall's facts and actions.
    path: '/mairie/mairie-de-paris-4e-arrondissement',
    what: 'town hall the directory no longer lists, leading to the one to go to',
    parts: ['name', 'passports', 'address', 'call', 'route', 'book'],
  },
  {
    path: '/mairie/mairie-d-amberieu-en-bugey',
    what: 'not equipped, phone, appointment instructions',
    parts: ['name', 'passports', 'openNow', 'address', 'call', 'route', 'book'],
  },
];

const newPage = (browser: Browser, width: number, height: number, mobile: boolean, javaScriptEnabled = true) =>
  newScreenPage(browser, fixture.server.url, { width, height, mobile }, javaScriptEnabled);

/** The parts of `expected` missing from the first screen of `height` px, described for the failure message. */
function offScreen(
  parts: Awaited<ReturnType<typeof measureFirstScreen>>,
  expected: FirstScreenPart[],
  height: number,
): string[] {
  return expected.flatMap((part) => {
    const box = parts[part];
    if (!box) return [`${part} missing`];
    if (box.top < 0 || box.top >= height) return [`${part} starts at ${box.top} px`];
    // The actions are tapped: the whole button is on screen.
    if (['call', 'route', 'book'].includes(part) && box.bottom > height) return [`${part} ends at ${box.bottom} px`];
    return [];
  });
}

describe.skipIf(!hasChromium)('first screen of a town hall page', () => {
  for (const { width, height, mobile } of SCREENS) {
    it(`holds name, passports, open now, address and the actions at ${width}×${height}`, async () => {
      const page = await newPage(fixture.browser, width, height, mobile);
      const failures: string[] = [];
      for (const { path, what, parts } of CASES) {
        await openAfterCookieChoice(page, path);
        expect(await page.locator('[data-cookie-bar]').isVisible()).toBe(false);
        const measured = await measureFirstScreen(page);
        for (const problem of offScreen(measured, parts, height)) failures.push(`${path} (${what}): ${problem}`);
        // No call without a phone; open now says open or closed and when that changes.
        if (!parts.includes('call')) expect(measured.call, path).toBeUndefined();
        if (!parts.includes('openNow')) expect(await page.locator(FIRST_SCREEN.openNow).count(), path).toBe(0);
        else
          expect(await page.locator(FIRST_SCREEN.openNow).innerText(), path).toMatch(
            /^(Sans doute )?(Ouvert jusqu'à|Fermé|Ferme)/i,
          );
      }
      await page.context().close();
      expect(failures).toEqual([]);
    });
  }

  it('shows the same first screen without JavaScript at 360×640, open now left out', async () => {
    const page = await newPage(fixture.browser, 360, 640, true, false);
    const failures: string[] = [];
    for (const { path, what, parts } of CASES) {
      await page.goto(path);
      const measured = await measureFirstScreen(page);
      const expected = parts.filter((part) => part !== 'openNow');
      for (const problem of offScreen(measured, expected, 640)) failures.push(`${path} (${what}): ${problem}`);
      if (!parts.includes('openNow')) continue;
      expect(await page.locator(FIRST_SCREEN.openNow).innerText()).toBe('');
      // The link to the week's hours stands in for the status.
      expect(await page.getByRole('link', { name: 'Voir les horaires' }).isVisible()).toBe(true);
    }
    await page.context().close();
    expect(failures).toEqual([]);
  });

  it('does not move when the open-now status is filled in, whatever it says (issue 30)', async () => {
    // Directory hours (01001: Tuesday and Friday; 29153: two slots before 13:00) and the indicative week (Ajaccio),
    // at clocks giving each wording: open, closing soon, closed until later, and public holidays (Christmas 2026, a
    // Friday; 14 July 2026, a Tuesday), whose wording is the longest.
    const paths = ['/mairie/mairie-de-l-abergement-clemenciat', '/mairie/mairie-de-nevez', '/mairie/mairie-d-ajaccio'];
    const clocks = [
      '2025-03-11T09:00:00Z',
      '2025-03-11T15:30:00Z',
      '2025-03-10T17:00:00Z',
      '2026-12-25T09:00:00Z',
      '2026-07-14T08:00:00Z',
    ];
    const shifts: string[] = [];
    const sideways: string[] = [];
    for (const screen of [
      { width: 320, height: 568, mobile: true },
      { width: 360, height: 640, mobile: true },
      { width: 390, height: 844, mobile: true },
      { width: 412, height: 823, mobile: true },
    ]) {
      for (const time of clocks) {
        const page = await newPage(fixture.browser, screen.width, screen.height, screen.mobile);
        await page.clock.install({ time: new Date(time) });
        for (const path of paths) {
          await page.goto(path);
          await page.waitForFunction(() => document.querySelector('[data-opening-status]')?.textContent !== '');
          // Every layout shift since the page started (Lighthouse's CLS counts them all), with what moved.
          const { shift, moved } = await page.evaluate(() => {
            const observer = new PerformanceObserver(() => {});
            observer.observe({ type: 'layout-shift', buffered: true });
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
            const entries = (observer.takeRecords() as Shift[]).filter((e) => !e.hadRecentInput);
            observer.disconnect();
            const names = entries.flatMap((e) =>
              e.sources.map((s) => (s.node as Element | undefined)?.className ?? '?'),
            );
            return { shift: entries.reduce((sum, e) => sum + e.value, 0), moved: [...new Set(names)].join(', ') };
          });
          const status = await page.locator(FIRST_SCREEN.openNow).innerText();
          if (shift > 0)
            shifts.push(`${path} ${screen.width}px at ${time} (« ${status} »): ${shift.toFixed(4)}, moved: ${moved}`);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) sideways.push(`${path} ${screen.width}px at ${time}: ${overflow} px wider than the screen`);
        }
        await page.context().close();
      }
    }
    expect(shifts).toEqual([]);
    expect(sideways).toEqual([]);
  }, 300_000);

  it("routes to the town hall's coordinates on openstreetmap.org, and books or guides", async () => {
    const page = await newPage(fixture.browser, 360, 640, true);
    await openAfterCookieChoice(page, '/mairie/mairie-de-l-abergement-clemenciat');
    const route = page.getByRole('link', { name: 'Itinéraire', exact: true });
    const url = new URL((await route.getAttribute('href'))!);
    expect([url.protocol, url.host, url.pathname]).toEqual(['https:', 'www.openstreetmap.org', '/directions']);
    const [lat, lon] = url.searchParams.get('to')!.split(',').map(Number);
    expect([lat, lon]).toEqual([46.1517, 4.9201]);
    expect(await page.getByRole('link', { name: 'Réserver (nouvel onglet)', exact: true }).getAttribute('href')).toBe(
      'https://rdv.example.fr/abergement',
    );
    expect(
      await page
        .locator('.mairie-header')
        .getByRole('link', { name: 'Appeler le 04 74 24 03 08' })
        .getAttribute('href'),
    ).toBe('tel:+33474240308');
    await openAfterCookieChoice(page, '/mairie/mairie-d-amberieux-en-dombes');
    expect(await page.getByRole('link', { name: 'Rendez-vous', exact: true }).getAttribute('href')).toBe(
      '/mairie/mairie-d-amberieux-en-dombes/rdv',
    );
    await page.context().close();
  });

  it('keeps the independence notice to two lines and the breadcrumbs to one on a phone', async () => {
    const page = await newPage(fixture.browser, 360, 640, true);
    await openAfterCookieChoice(page, '/mairie/mairie-de-l-abergement-clemenciat');
    const lines = await page.evaluate(() => {
      const lineCount = (selector: string) => {
        const el = document.querySelector(selector)!;
        return Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
      };
      return { banner: lineCount('.top-banner p'), breadcrumbs: lineCount('.breadcrumbs ol') };
    });
    expect(lines.banner).toBeLessThanOrEqual(2);
    expect(lines.breadcrumbs).toBe(1);
    expect(await page.locator('.top-banner').innerText()).toMatch(/Service privé indépendant, non affilié à l'État/);
    await page.context().close();
  });
});
