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

/** A same-origin image the helper below adds to each page: its answer, held, delays the page's load event. */
const SCRIPTS_PAINTED_URL = '/__first-screen/scripts-painted';

/**
 * Paints every document of `context`'s page as a slow phone would, the same on every run: its scripts (/_astro/*.js)
 * are held until the parsed page has been painted once, and its load event (which page.goto() waits for) until the
 * page as its scripts left it has been painted too. What a script changes on the first screen, such as the open-now
 * status, is then drawn over the static HTML, and a layout shift it causes is recorded before goto() returns. Left
 * to the machine, the scripts ran before the first paint when it was idle and after it under load, and the shift's
 * frame could come after the test read the shifts, so a shift was seen only under load, and not always.
 * Set on the context before its page, so that a clock the page installs later fakes neither the frames nor the events
 * waited for here.
 */
async function scriptsAfterFirstPaint(context: BrowserContext): Promise<(page: Page) => Promise<void>> {
  type Stage = 'parsed' | 'scripted';
  const waiting = { parsed: Promise.resolve(), scripted: Promise.resolve() };
  const done: Record<Stage, () => void> = { parsed: () => {}, scripted: () => {} };
  await context.exposeFunction('__firstScreenPainted', (stage: Stage) => done[stage]());
  await context.addInitScript((imageUrl) => {
    if (window !== window.top) return;
    const frame = window.requestAnimationFrame.bind(window);
    const report = (stage: Stage) =>
      (window as unknown as { __firstScreenPainted(s: Stage): void }).__firstScreenPainted(stage);
    // The second frame callback runs once the frame of the first has been rendered.
    const afterPaint = (stage: Stage) => frame(() => frame(() => report(stage)));
    // 'interactive': parsed, the deferred (module) scripts not run yet.
    document.addEventListener('readystatechange', () => document.readyState === 'interactive' && afterPaint('parsed'));
    // The module scripts have run: an image, unseen in <head>, keeps the load event waiting for their frame.
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        const image = document.createElement('img');
        image.alt = '';
        image.src = imageUrl;
        document.head.append(image);
        afterPaint('scripted');
      },
      { once: true },
    );
  }, SCRIPTS_PAINTED_URL);
  return async (page) => {
    // A new document: its scripts and its load wait for its own frames.
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        waiting.parsed = new Promise((resolve) => (done.parsed = resolve));
        waiting.scripted = new Promise((resolve) => (done.scripted = resolve));
      }
    });
    await page.route(/\/_astro\/.+\.js$/, async (route) => {
      await waiting.parsed;
      await route.continue();
    });
    await page.route(`**${SCRIPTS_PAINTED_URL}`, async (route) => {
      await waiting.scripted;
      await route.fulfill({ status: 204 });
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
