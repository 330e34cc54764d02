// The search dropdown in Chromium (SPEC §2, §4, §5): 2 characters, 300 ms debounce (files asked for on the
// keystroke), sections 'Villes' and 'Mairies' of 5 at most, the spinner, 'Aucun résultat trouvé', a failed file
// retried, clear button, outside click, Escape, arrow keys and Enter.
// Every wait is for what the page shows (Playwright's locators wait up to their own timeout): the island hydrates on
// first use, then waits 300 ms and fetches, which can take seconds on a loaded machine. The one test about the
// debounce itself drives the page's clock instead of sleeping.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEARCH } from '../../src/domain/constants.ts';
import { hasChromium } from '../helpers/browser.ts';
import { hydrated, islandHydrated, openPage, type TestPage, useFixtureBrowser } from './browser-page.ts';

const fixture = useFixtureBrowser();

type SearchPage = TestPage & { input: ReturnType<TestPage['page']['getByRole']> };

async function home({ clock = false } = {}): Promise<SearchPage> {
  const t = await openPage(fixture.browser, fixture.server.url);
  if (clock) await t.page.clock.install();
  await t.page.goto('/');
  await hydrated(t.page);
  return { ...t, input: t.page.getByRole('combobox', { name: 'Rechercher une mairie' }) };
}

/** Waits for 'Aucun résultat trouvé' under the field (after hydration, the debounce and the files' answers). */
async function noResult(page: Page): Promise<void> {
  const empty = page.locator('.search-empty');
  await empty.waitFor();
  expect(await empty.textContent()).toBe('Aucun résultat trouvé');
}

describe.skipIf(!hasChromium)('search dropdown', () => {
  it('waits for 2 characters and 300 ms of quiet before querying, then shows both sections', async () => {
    const { page, input, problems } = await home({ clock: true });
    const shards: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/recherche/') && shards.push(new URL(request.url()).pathname),
    );
    // Hydrated first, then the page's clock stops: only runFor() lets the debounce's 300 ms pass.
    await input.click();
    await islandHydrated(page, '#recherche-input');
    await page.clock.pauseAt(Date.now() + 1000);
    await input.press('a');
    await page.clock.runFor(SEARCH.debounceMs + 200);
    await input.press('b');
    // 'ab' is asked for on the keystroke, before the debounce; 'a' alone asked for nothing.
    await expect.poll(() => shards).toEqual(['/recherche/ab.json']);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    // Quickly 'aj' instead (the clock has not moved): only 'aj' is shown, once its 300 ms have passed.
    await input.press('Backspace');
    await input.press('j');
    await page.clock.runFor(SEARCH.debounceMs - 1);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.clock.runFor(1);
    await page.clock.resume();
    const listbox = page.getByRole('listbox', { name: 'Rechercher une mairie' });
    await listbox.getByRole('option').first().waitFor();
    expect(shards).toEqual(['/recherche/ab.json', '/recherche/aj.json']);
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    expect(await listbox.getByRole('group', { name: 'Villes' }).getByRole('option').allInnerTexts()).toEqual([
      'Ajaccio 20000',
    ]);
    expect(await listbox.getByRole('group', { name: 'Mairies' }).getByRole('option').allInnerTexts()).toEqual([
      // Equipped by its own answer (issue 41): the search flag reads the status whatever its source.
      "Mairie d'Ajaccio Ajaccio, 20000 · Équipée pour les passeports",
    ]);
    expect(problems).toEqual([]);
  });

  it('shows a spinner while a shard loads', async () => {
    const { page, input } = await home();
    // Made before the route: the spinner can show before the route's handler has run.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/recherche/pa.json', async (route) => {
      await released;
      await route.continue();
    });
    await input.fill('paris');
    const spinner = page.locator('.search-spinner');
    await spinner.waitFor();
    expect(await spinner.innerText()).toBe('Chargement...');
    release();
    await page.getByRole('option').first().waitFor();
    expect(await spinner.count()).toBe(0);
  });

  it('retries a file that failed to load with the next query', async () => {
    const { page, input } = await home();
    let failing = true;
    let asked = 0;
    await page.route('**/recherche/pa.json', async (route) => {
      asked++;
      await (failing ? route.abort('failed') : route.continue());
    });
    await input.fill('paris');
    await noResult(page);
    failing = false;
    await input.fill('pari');
    const mairies = page.getByRole('group', { name: 'Mairies' });
    await mairies.getByRole('option').first().waitFor();
    expect(asked).toBeGreaterThanOrEqual(2);
  });

  it('shows at most 5 cities and 5 town halls', async () => {
    const { page, input } = await home();
    // A key with 8 of each (the fixture has fewer): the file is answered by the test.
    const codes = Array.from({ length: 8 }, (_, i) => `0${i + 1}000`);
    await page.route('**/recherche/zy.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          v: codes.map((code, i) => [`Zyville ${i + 1}`, code]),
          m: codes.map((code, i) => [`Mairie de Zyville ${i + 1}`, `Zyville ${i + 1}`, code, `mairie-zy-${i}`]),
        }),
      }),
    );
    await input.fill('zyville');
    const listbox = page.getByRole('listbox', { name: 'Rechercher une mairie' });
    await listbox.getByRole('option').first().waitFor();
    expect(await listbox.getByRole('group', { name: 'Villes' }).getByRole('option').allInnerTexts()).toEqual(
      codes.slice(0, 5).map((code, i) => `Zyville ${i + 1} ${code}`),
    );
    expect(await listbox.getByRole('group', { name: 'Mairies' }).getByRole('option').count()).toBe(5);
  });

  it("says 'Aucun résultat trouvé' when nothing matches", async () => {
    const { page, input } = await home();
    await input.fill('zzzz');
    await noResult(page);
    expect(await page.getByRole('option').count()).toBe(0);
  });

  it('matches postal codes', async () => {
    const { page, input } = await home();
    await input.fill('750');
    const group = page.getByRole('group', { name: 'Villes' });
    await group.getByRole('option').first().waitFor();
    expect(await group.getByRole('option').allInnerTexts()).toEqual([
      'Paris 1er Arrondissement 75001',
      'Paris 2e Arrondissement 75002',
      'Paris 4e Arrondissement 75004',
    ]);
  });

  it("finds a town hall by its commune's postal code and by its own CEDEX code", async () => {
    const { page, input } = await home();
    const mairies = page.getByRole('group', { name: 'Mairies' });
    await input.fill('75002');
    await mairies.getByRole('option').first().waitFor();
    expect(await mairies.getByRole('option').allInnerTexts()).toEqual([
      'Mairie de Paris - 2e arrondissement Paris, 75084',
    ]);
    await input.fill('01504');
    // The results of '01504' replace those of '75002' at once.
    await mairies
      .getByRole('option', { name: /Ambérieu/ })
      .first()
      .waitFor();
    expect(await mairies.getByRole('option').allInnerTexts()).toEqual([
      "Mairie d'Ambérieu-en-Bugey Ambérieu-en-Bugey, 01504",
    ]);
  });

  it('closes on an outside click and Escape, reopens on focus, and the clear button empties it', async () => {
    const { page, input } = await home();
    await input.fill('amb');
    await page.getByRole('option').first().waitFor();
    await page.mouse.click(5, 5);
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await input.focus();
    expect(await input.getAttribute('aria-expanded')).toBe('true');
    await input.press('Escape');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('button', { name: 'Effacer la recherche' }).click();
    expect(await input.inputValue()).toBe('');
    expect(await input.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await page.getByRole('button', { name: 'Effacer la recherche' }).count()).toBe(0);
  });

  it('moves with the arrow keys (aria-activedescendant) and opens the chosen city with Enter', async () => {
    const { page, input } = await home();
    await input.fill('ambérieu');
    await page.getByRole('option').first().waitFor();
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    expect(await page.locator(`#${active}`).getAttribute('aria-selected')).toBe('true');
    expect(await page.locator(`#${active}`).innerText()).toBe('Ambérieux-en-Dombes 01330');
    await input.press('Enter');
    await page.waitForURL('**/ville/01330');
  });

  it('opens a town hall page when one is clicked', async () => {
    const { page, input } = await home();
    await input.fill('ajaccio');
    await page.getByRole('option', { name: /Mairie d'Ajaccio/ }).click();
    await page.waitForURL('**/mairie/mairie-d-ajaccio');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe("Mairie d'Ajaccio");
  });

  it('is on /villes too', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/villes');
    await hydrated(page);
    const input = page.getByRole('combobox');
    await input.fill('paris');
    await page.getByRole('group', { name: 'Mairies' }).getByRole('option').first().waitFor();
  });
});
