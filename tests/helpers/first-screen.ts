// What a town hall page's first screen must hold (issue #20, docs/town-hall-page.md), found in a Chromium page and
// measured from the top of the viewport; shared by the e2e test and `npm run bench -- screenshots`.
import type { Browser, Page } from 'playwright-core';

/** The screens the first screen must fit: three phones and a desktop. */
export const SCREENS = [
  { width: 320, height: 568, mobile: true },
  { width: 360, height: 640, mobile: true },
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const;

type Screen = { width: number; height: number; mobile: boolean };

/** A page of `baseURL` on `screen`, in French and Paris time, map tiles and the address API answered empty. */
export async function newScreenPage(
  browser: Browser,
  baseURL: string,
  { width, height, mobile }: Screen,
  javaScriptEnabled = true,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height },
    isMobile: mobile,
    hasTouch: mobile,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    javaScriptEnabled,
  });
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org|api-adresse/, (route) => route.fulfill({ status: 204 }));
  return page;
}

/** Each element of the first screen, by the selector the page gives it. */
export const FIRST_SCREEN = {
  name: '.mairie-header h1',
  passports: '.mairie-header .fact-equipped',
  openNow: '.mairie-header [data-opening-status]',
  address: '.mairie-header .fact-address',
  call: '.mairie-header [data-call]',
  route: '.mairie-header [data-route]',
  book: '.mairie-header [data-book]',
} as const;

export type FirstScreenPart = keyof typeof FIRST_SCREEN;

/** The top and bottom (px from the viewport's top) of each part present on the page; absent parts are left out. */
export function measureFirstScreen(
  page: Page,
): Promise<Partial<Record<FirstScreenPart, { top: number; bottom: number }>>> {
  return page.evaluate((selectors) => {
    const found: Record<string, { top: number; bottom: number }> = {};
    for (const [part, selector] of Object.entries(selectors)) {
      const el = document.querySelector(selector);
      if (!el) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      found[part] = { top: Math.round(box.top), bottom: Math.round(box.bottom) };
    }
    return found;
  }, FIRST_SCREEN);
}

/** Opens `path` as a first visitor would and makes the cookie choice (accepting), then waits for the open-now status. */
export async function openAfterCookieChoice(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const accept = page.locator('[data-cookie-accept]');
  if (await accept.isVisible()) await accept.click();
  await page.waitForFunction(() => {
    const status = document.querySelector('[data-opening-status]');
    return !status || (status.textContent ?? '') !== '';
  });
}
