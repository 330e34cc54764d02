// Accessibility in Chromium: axe-core (WCAG 2.0 and 2.1, levels A and AA) on the key pages of the fixture
// site, scrolled through so that every island has hydrated and the map has loaded, and on the open states
// (report, contact and follow-up dialogs, search results, header menu); then the keyboard paths of the
// skip link and of the 'Mairies éligibles' menu.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.ts';
import { hydrated, openPage, touchIslands, UNUSED_ISLANDS, useFixtureBrowser } from './browser-page.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// The site's CSP allows no inline script, so addScriptTag({ content }) is refused: axe is served from the
// page's own origin instead (bypassCSP would also lift the style rules and change what is checked).
const AXE_PATH = '/__axe-core.min.js';
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

const PARIS_1 = '/mairie/mairie-de-paris-1er-arrondissement';
const PAGES: Record<string, string> = {
  home: '/',
  'town hall': PARIS_1,
  'town hall without position nor phone': '/mairie/mairie-de-paris-2e-arrondissement',
  'appointment guide': `${PARIS_1}/rdv`,
  // The directory no longer lists it: leads to the one to go to (issue 39).
  'town hall no longer listed': '/mairie/mairie-de-paris-4e-arrondissement',
  'its appointment guide': '/mairie/mairie-de-paris-4e-arrondissement/rdv',
  'big cities': '/villes',
  'postal code': '/ville/75001',
  'postal code without town hall': '/ville/01990',
  departments: '/departements',
  department: '/departements/01',
  articles: '/informations',
  article: '/informations/renouvellement-passeport',
  'pre-application': '/formulaire',
  documents: '/documents',
  'documents case': '/documents/mineur-moins-15/premiere-demande',
  'documents case, answered, with a town hall':
    '/documents/majeur/renouvellement?secureTitle=0&hosted=1&mairie=mairie-de-paris-1er-arrondissement&nom=Mairie+du+1er&adresse=4+place+du+Louvre&tz=Europe%2FParis',
  'tax stamp refund': '/remboursement-timbre-fiscal',
  'not found': '/page-inexistante',
  'town hall not found': '/mairie/mairie-inexistante',
  // Issue 21: each access state (accessible, with help and a free text; not accessible: the page without position
  // nor phone above), open data.
  'town hall accessible': '/mairie/mairie-de-l-abergement-clemenciat',
  'town hall accessible with help': '/mairie/mairie-d-amberieux-en-dombes',
  'open data': '/donnees',
  // Issue 33: Paris 1er is equipped and Paris 2e to confirm after public pages (above), Ambérieux-en-Dombes unknown.
  'department with town halls known equipped': '/departements/75',
};

const fixture = useFixtureBrowser();
// One browser context per test, closed after it.
afterEach(async () => {
  await Promise.all(fixture.browser?.contexts().map((context) => context.close()) ?? []);
});

/** The page at `path`, scrolled through so that the islands that hydrate in view (data-when="visible") do and the map loads, and
 * with the islands waiting for a first use started (`asLoaded`: left as a visitor who has not touched them sees them). */
async function visit(path: string, viewport?: { width: number; height: number }, asLoaded = false): Promise<Page> {
  const { page } = await openPage(fixture.browser, fixture.server.url);
  if (viewport) await page.setViewportSize(viewport);
  await page.route(`**${AXE_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: AXE_SOURCE }),
  );
  await page.goto(path);
  await hydrated(page);
  for (const island of await page.locator('[data-when=visible], .mairie-map').all()) {
    await island.scrollIntoViewIfNeeded();
  }
  if (!asLoaded) await touchIslands(page);
  await page.waitForFunction(
    ([all, unused]) => !document.querySelector(all ? unused : '[data-when=visible]:not([data-hydrated])'),
    [!asLoaded, UNUSED_ISLANDS] as const,
    { timeout: 15_000 },
  );
  if (await page.locator('.mairie-map').count()) await page.locator('.leaflet-container').waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  return page;
}

/** axe's WCAG A/AA violations on the page as it stands, one line per element. */
async function violations(page: Page): Promise<{ ids: string[]; report: string }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ url: AXE_PATH });
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_OPTIONS,
  );
  const report = results.violations
    .flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}) ${node.target.join(' ')}: ${v.help} — ${v.helpUrl}`))
    .join('\n');
  return { ids: results.violations.map((v) => v.id), report: `axe on ${page.url()}:\n${report}` };
}

async function expectNoViolations(page: Page): Promise<void> {
  const { ids, report } = await violations(page);
  expect(ids, report).toEqual([]);
}

describe.skipIf(!hasChromium)('axe, WCAG 2.1 A and AA', () => {
  it.each(Object.entries(PAGES))('%s page (%s)', async (_name, path) => {
    await expectNoViolations(await visit(path));
  });

  it.each(['/', PARIS_1, '/villes'])('%s as loaded, before any island is used', async (path) => {
    const page = await visit(path, undefined, true);
    expect(await page.locator(UNUSED_ISLANDS).count()).toBeGreaterThan(0);
    await expectNoViolations(page);
  });

  it.each(['/', PARIS_1])('%s on a 375 px wide screen', async (path) => {
    await expectNoViolations(await visit(path, { width: 375, height: 740 }));
  });

  it('names the logo link by its visible wordmark and tagline', async () => {
    const page = await visit('/documents');
    const logo = page.getByRole('link', {
      name: 'Passeport Mairies : Aide à la demande de passeport et annuaire des mairies (accueil)',
      exact: true,
    });
    expect(await logo.getAttribute('href')).toBe('/');
    expect(await logo.getAttribute('aria-label')).toBeNull();
  });

  it('town hall dialogs: report (issue, then review with stars), contact, follow-up', async () => {
    const page = await visit(PARIS_1);
    await page.getByRole('button', { name: 'Signaler une anomalie', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Donner mon avis ou signaler une anomalie' });
    await report.waitFor();
    await expectNoViolations(page);
    await report.getByRole('radio', { name: 'Donner mon avis', exact: true }).check();
    await report.getByRole('group', { name: /Votre note/ }).waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Contacter la mairie' }).click();
    await page.getByRole('dialog', { name: 'Contacter la mairie' }).waitFor();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Suivi', exact: true }).click();
    await page.getByRole('dialog', { name: 'Suivre ma pré-demande' }).waitFor();
    await expectNoViolations(page);
  });

  it('site contact dialog', async () => {
    const page = await visit('/documents');
    await page.getByRole('button', { name: 'Nous contacter' }).first().click();
    await page.getByRole('dialog', { name: 'Nous contacter' }).waitFor();
    await expectNoViolations(page);
  });

  it('search dropdown with results, an active option, and none', async () => {
    const page = await visit('/');
    const input = page.getByRole('combobox', { name: 'Rechercher une mairie' });
    await input.fill('pa');
    await page.getByRole('option').first().waitFor();
    await expectNoViolations(page);
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    await expectNoViolations(page);
    await input.fill('zzzz');
    await page.locator('.search-empty').waitFor();
    await expectNoViolations(page);
  });

  it("header menu 'Mairies éligibles' open", async () => {
    const page = await visit('/villes');
    await page.getByRole('button', { name: 'Mairies éligibles' }).click();
    await page.locator('#menu-mairies').waitFor();
    await expectNoViolations(page);
  });
});

describe.skipIf(!hasChromium)('keyboard', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return { tag: el?.tagName.toLowerCase(), id: el?.id, text: el?.textContent?.trim().split('\n')[0] };
    });

  it('reaches the skip link first, which moves focus to the main content', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto(PARIS_1);
    await hydrated(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Aller au contenu' });
    expect(await page.locator('.skip-link').evaluate((a) => a.getBoundingClientRect().top >= 0)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatchObject({ tag: 'main', id: 'contenu' });
    // The next Tab continues from the content, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  it("opens 'Mairies éligibles' with Enter and closes it with Escape, focus back on its button", async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/documents');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Mairies éligibles' });
    const menu = page.locator('#menu-mairies');
    for (let i = 0; i < 6 && (await focused(page)).text !== 'Mairies éligibles'; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Mairies éligibles' });
    expect(await menu.isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Mairies éligibles' });

    // From a link inside the menu too.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('menu-mairies')?.contains(document.activeElement))).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    expect(await menu.isVisible()).toBe(false);
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Mairies éligibles' });
  });

  it("folds the navigation behind 'Menu' on a 375 px screen; Escape closes it, focus back on the button", async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/documents');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const informations = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Informations' });
    await expect.poll(() => informations.isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await informations.isVisible()).toBe(true);

    // Escape in the open 'Mairies éligibles' submenu closes the submenu only; the next one closes the menu.
    await page.getByRole('button', { name: 'Mairies éligibles' }).click();
    await page.keyboard.press('Escape');
    expect(await page.locator('#menu-mairies').isVisible()).toBe(false);
    expect(await informations.isVisible()).toBe(true);
    await informations.focus();
    await page.keyboard.press('Escape');
    expect(await informations.isVisible()).toBe(false);
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Menu' });

    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await toggle.isVisible()).toBe(false);
    expect(await informations.isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens the navigation on a small screen without JavaScript by its Menu link, and shows it on a wide one', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/documents');
    expect(await page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    // Folded, so that the page's own first screen is not pushed down (docs/town-hall-page.md).
    expect(await nav.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    expect(page.url()).toMatch(/#navigation$/);
    expect(await nav.getByRole('link', { name: 'Informations' }).isVisible()).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/documents');
    expect(await page.getByRole('link', { name: 'Menu', exact: true }).isVisible()).toBe(false);
    expect(await nav.getByRole('link', { name: 'Informations' }).isVisible()).toBe(true);
  });
});
