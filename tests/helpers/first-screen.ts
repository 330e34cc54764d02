// What a town hall page's first screen must hold (issue #20, docs/town-hall-page.md), found in a Chromium page and
// measured from the top of the viewport; shared by the e2e test and `npm run bench -- screenshots`.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The screens the first screen must fit: three phones and a desktop. */
export const SCREENS = [
  { width: 320, height: 568, mobile: true },
  { width: 360, height: 640, mobile: true },
  { width: 390, height: 844, mobile: true },
  { width: 1280, height: 800, mobile: false },
] as const;

type Screen = { width: number; height: number; mobile: boolean };

/**
 * A page of `baseURL` on `screen`, in French and Paris time, map tiles and the address API answered empty. With
 * JavaScript, each page it opens runs its scripts only after its first paint (scriptsAfterFirstPaint).
 */
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
  const holdScripts = javaScriptEnabled ? await scriptsAfterFirstPaint(context) : undefined;
  const page = await context.newPage();
  await page.route(/tile\.openstreetmap\.org|api-adresse/, (route) => route.fulfill({ status: 204 }));
  await holdScripts?.(page);
  return page;
}

/**
 * Holds the site's scripts (/_astro/*.js) of every document of `context`'s page until that document, fully parsed,
 * has been painted once, as on a slow phone: what a script then changes on the first screen, such as the open-now
 * status, is painted over the static HTML, and a layout shift it causes is recorded on every run. Left to the
 * machine, the scripts ran before the first full paint when it was idle and after it under load, so a shift was seen
 * only under load. Set on the context before its page, so that the page's clock, installed later, fakes neither
 * the frames nor the events waited for here.
 */
async function scriptsAfterFirstPaint(context: BrowserContext): Promise<(page: Page) => Promise<void>> {
  let painted = Promise.resolve();
  let release = () => {};
  await context.exposeFunction('__firstScreenPainted', () => release());
  await context.addInitScript(() => {
    if (window !== window.top) return;
    const frame = window.requestAnimationFrame.bind(window);
    // The second frame callback runs once the frame of the first has been painted.
    const afterPaint = () =>
      frame(() => frame(() => (window as unknown as { __firstScreenPainted(): void }).__firstScreenPainted()));
    // 'interactive': parsed, the deferred (module) scripts not run yet.
    const parsed = () => document.readyState !== 'loading';
    if (parsed()) afterPaint();
    else document.addEventListener('readystatechange', () => parsed() && afterPaint(), { once: true });
  });
  return async (page) => {
    // A new document: its scripts wait for its own paint.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        painted = new Promise((resolve) => (release = resolve));
      }
    });
    await page.route(/\/_astro\/.+\.js$/, async (route) => {
      await painted;
      await route.continue();
    });
  };
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
