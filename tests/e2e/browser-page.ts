// The fixture server and browser of an e2e file, one browser page per test: hydration waits, CSP violations and page
// errors collected, and the outside network (tiles, address API) answered locally.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, vi } from 'vitest';
import { hasChromium, launchBrowser } from '../helpers/browser.ts';
import { startFixtureServer, type FixtureServer } from './fixture-site.ts';

/** How long a browser test waits for what the page should come to show before it fails. */
export const PAGE_WAIT_MS = 15_000;

/**
 * The fixture server and Chromium, started before the file's tests (when Chromium is there) and stopped after.
 * The file's expect.poll() waits as long as the helpers below: Vitest's default of 1 s is less than a lazy island's
 * hydration, a debounce and a fetch can take on a loaded machine, and a poll only waits for its condition anyway.
 */
export function useFixtureBrowser(): { server: FixtureServer; browser: Browser } {
  vi.setConfig({ expect: { poll: { timeout: PAGE_WAIT_MS, interval: 50 } } });
  const fixture = {} as { server: FixtureServer; browser: Browser };
  beforeAll(async () => {
    if (!hasChromium) return;
    [fixture.server, fixture.browser] = await Promise.all([startFixtureServer(), launchBrowser()]);
  }, 300_000);
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.close();
  });
  return fixture;
}

export interface TestPage {
  page: Page;
  /** CSP violations and uncaught errors seen so far. */
  problems: string[];
}

export async function openPage(
  browser: Browser,
  baseUrl: string,
  { javaScriptEnabled = true } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    javaScriptEnabled,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  // The test network is closed: tiles get an empty answer instead of a DNS failure.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));
  return { page, problems };
}

/** Waits until the page's scripts have run: hydrate.ts then waits for the first use of its islands (none hydrates
 * on load; those with data-when="visible" hydrate in view). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.readyState === 'complete', null, { timeout: PAGE_WAIT_MS });
}

/** LazyIsland.astro islands not hydrated yet (waiting for a first use, or to come into view). */
export const UNUSED_ISLANDS = '[data-island]:not([data-hydrated])';

/** Waits until the LazyIsland.astro island holding `selector` has hydrated (after a first use, or in view). */
export async function islandHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (sel) => {
      return !!document.querySelector(sel)?.closest('[data-island]')?.hasAttribute('data-hydrated');
    },
    selector,
    { timeout: PAGE_WAIT_MS },
  );
}

/** Starts every island waiting for a first use as a pointer passing over it would (it still has to load). */
export async function touchIslands(page: Page): Promise<void> {
  await page.evaluate((unused) => {
    for (const island of document.querySelectorAll(unused)) {
      island.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    }
  }, UNUSED_ISLANDS);
}
