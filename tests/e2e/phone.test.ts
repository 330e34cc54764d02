// Phones in Chromium: no page type scrolls sideways at 320, 360 and 375 px; the logo keeps clear of the
// 'Menu' button; the /formulaire price table fits; the cookie bar keeps to a fifth of the first screen;
// any region that still scrolls sideways can take keyboard focus and has a name.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.ts';
import { useFixtureBrowser } from './browser-page.ts';

const fixture = useFixtureBrowser();

// One page of each type of the fixture build.
const PAGES = [
  '/',
  '/mairie/mairie-d-ajaccio',
  '/mairie/mairie-de-paris-1er-arrondissement/rdv',
  '/ville/01330',
  '/villes',
  '/departements',
  '/departements/01',
  '/informations',
  '/informations/passeport-mineur',
  '/formulaire',
  '/documents',
  '/documents/mineur-moins-15/premiere-demande',
  '/cerfa',
  '/france-services',
  '/remboursement',
  '/remboursement-timbre-fiscal',
  '/mentions-legales',
  '/message-envoye',
  '/mairie/404',
];

// Common phone screens: width and first-screen height.
const SCREENS = [
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 375, height: 667 },
];

async function phonePage(width: number, height: number): Promise<Page> {
  const context = await fixture.browser.newContext({
    baseURL: fixture.server.url,
    viewport: { width, height },
    locale: 'fr-FR',
    isMobile: true,
  });
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org|api-adresse/, (route) => route.fulfill({ status: 204 }));
  return page;
}

/** Elements wider than the page or scrolling sideways without focus and name: described for the failure message. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const problems: string[] = [];
    if (root.scrollWidth > root.clientWidth) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
      problems.push(`page ${root.scrollWidth} px wide in ${root.clientWidth} px (${wide.join(', ')})`);
    }
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const overflow = getComputedStyle(el).overflowX;
      if (!['auto', 'scroll'].includes(overflow) || el.scrollWidth <= el.clientWidth) continue;
      const named = el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby');
      if (el.tabIndex < 0 || !named) problems.push(`scrollable ${el.tagName.toLowerCase()} without focus or name`);
    }
    return problems;
  });
}

describe.skipIf(!hasChromium)('phone widths', () => {
  for (const { width, height } of SCREENS) {
    it(`no page type scrolls sideways at ${width} px`, async () => {
      const page = await phonePage(width, height);
      const failures: string[] = [];
      for (const path of PAGES) {
        await page.goto(path);
        for (const problem of await layoutProblems(page)) failures.push(`${path}: ${problem}`);
      }
      await page.context().close();
      expect(failures).toEqual([]);
    });

    it(`at ${width} px the logo keeps clear of Menu and the cookie bar takes at most a fifth of the screen`, async () => {
      const page = await phonePage(width, height);
      await page.goto('/');
      const logo = (await page.locator('.site-header .logo').boundingBox())!;
      const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
      expect(logo.x + logo.width).toBeLessThanOrEqual(menu.x);
      // The wordmark and tagline (at least as wide as their longest word) end before the button.
      const text = (await page.locator('.site-header .logo-text').boundingBox())!;
      expect(text.x + text.width).toBeLessThanOrEqual(menu.x);
      const bar = page.locator('[data-cookie-bar]');
      await bar.waitFor();
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(height / 5);
      await page.context().close();
    });
  }

  it('shows every price of the /formulaire table inside its box at 320 px', async () => {
    const page = await phonePage(320, 640);
    await page.goto('/formulaire');
    const wrap = (await page.locator('.table-wrap').first().boundingBox())!;
    const cells = page.locator('.table-wrap td');
    expect(await cells.count()).toBe(4);
    for (const box of await Promise.all((await cells.all()).map((cell) => cell.boundingBox()))) {
      expect(box!.x + box!.width).toBeLessThanOrEqual(wrap.x + wrap.width + 0.5);
    }
    expect(await page.locator('.table-wrap td').first().innerText()).toMatch(/121.*€/);
    await page.context().close();
  });
});
