// Page behaviours in Chromium: the appointment checklist, the /formulaire gate, the cookie bar and the
// nearest-town-hall form (with and without the address API).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.ts';
import { openPage, useFixtureBrowser } from './browser-page.ts';
import { FIXTURE_IFRAME_URL } from './fixture-site.ts';

const fixture = useFixtureBrowser();

describe.skipIf(!hasChromium)('appointment checklist', () => {
  const RDV = '/mairie/mairie-de-l-abergement-clemenciat/rdv';
  const percent = (page: Page) => page.locator('#checklist-percent').innerText();

  it('counts ticked items over six, says ready once the required ones are ticked, and remembers them', async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    await page.goto(RDV);
    const boxes = page.locator('.checklist').getByRole('checkbox');
    await boxes.first().scrollIntoViewIfNeeded();
    await page.locator('[data-hydrated] .checklist').waitFor();
    expect(await boxes.count()).toBe(6);
    expect(await percent(page)).toBe('0 sur 6 (0 %)');
    await boxes.nth(0).check();
    expect(await percent(page)).toBe('1 sur 6 (17 %)');
    for (let i = 1; i < 4; i++) await boxes.nth(i).check();
    expect(await page.getByText('Vous êtes prêt pour votre rendez-vous !').count()).toBe(0);
    await boxes.nth(4).check(); // the five required ones
    expect(await percent(page)).toBe('5 sur 6 (83 %)');
    await page.getByRole('status').getByText('Vous êtes prêt pour votre rendez-vous !').waitFor();

    await page.reload();
    await boxes.first().scrollIntoViewIfNeeded();
    await expect.poll(() => percent(page)).toBe('5 sur 6 (83 %)');
    await boxes.nth(0).uncheck();
    expect(await percent(page)).toBe('4 sur 6 (67 %)');
    expect(await page.getByText('Vous êtes prêt pour votre rendez-vous !').count()).toBe(0);

    await page.goto('/mairie/mairie-d-ajaccio/rdv'); // another town hall: its own list
    await page.locator('.checklist').scrollIntoViewIfNeeded();
    await expect.poll(() => percent(page)).toBe('0 sur 6 (0 %)');
    expect(problems).toEqual([]);
  });

  it('loads React and the checklist only once it comes into view', async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    await page.setViewportSize({ width: 1280, height: 400 });
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(RDV, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    const checklist = page.locator('.checklist');
    expect(await checklist.isVisible()).toBe(true); // drawn by the server, below the fold
    expect(await checklist.evaluate((el) => el.getBoundingClientRect().top > window.innerHeight)).toBe(true);
    expect(scripts.filter((url) => /\/(Checklist|hydrate-island)\.[\w-]+\.js$/.test(url))).toEqual([]);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);
    await checklist.scrollIntoViewIfNeeded();
    await page.locator('[data-hydrated] .checklist').waitFor();
    expect(scripts.some((url) => /\/Checklist\.[\w-]+\.js$/.test(url))).toBe(true);
    expect(problems).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('formulaire gate', () => {
  it('creates the sandboxed 1800 px iframe only once the three boxes are ticked', async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    const frames: string[] = [];
    page.on(
      'request',
      (request) => request.url().startsWith(new URL(FIXTURE_IFRAME_URL).origin) && frames.push(request.url()),
    );
    await page.route(`${new URL(FIXTURE_IFRAME_URL).origin}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>Formulaire</p>' }),
    );
    await page.goto('/formulaire');
    const boxes = page.locator('[data-gate-check]');
    const warning = page.locator('[data-gate-warning]');
    expect(await boxes.count()).toBe(3);
    expect(await warning.isVisible()).toBe(true);
    for (let i = 0; i < 2; i++) await boxes.nth(i).check();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(await warning.isVisible()).toBe(true);
    await boxes.nth(2).check();
    const iframe = page.locator('iframe');
    await iframe.waitFor();
    expect(await warning.isVisible()).toBe(false);
    expect(await iframe.getAttribute('src')).toBe(FIXTURE_IFRAME_URL);
    expect(await iframe.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(await iframe.getAttribute('height')).toBe('1800');
    await expect.poll(() => frames).toEqual([FIXTURE_IFRAME_URL]);
    await boxes.nth(0).uncheck();
    expect(await iframe.isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('cookie bar', () => {
  const consent = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((k) => /cookie/i.test(k)));

  it('stores the consent on Accepter and stays away afterwards', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/documents');
    const bar = page.locator('[data-cookie-bar]');
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Accepter', exact: true }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await consent(page)).toHaveLength(1);
    await page.reload();
    await page.waitForLoadState('load');
    expect(await bar.isVisible()).toBe(false);
  });

  it('is dismissed by its close icon without storing anything', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/documents');
    const bar = page.locator('[data-cookie-bar]');
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Fermer le bandeau sans accepter' }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await consent(page)).toEqual([]);
    await page.reload();
    await bar.waitFor();
  });
});

describe.skipIf(!hasChromium)('nearest town hall form', () => {
  const API = /api-adresse\.data\.gouv\.fr/;
  const feature = (label: string, type: string, lon: number, lat: number) => ({
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { label, type },
  });

  async function homeForm() {
    const t = await openPage(fixture.browser, fixture.server.url);
    await t.page.goto('/');
    const form = t.page.locator('#proche-form');
    await form.getByLabel('Votre adresse e-mail').click(); // the first use hydrates the island
    await t.page.locator('[data-hydrated] #proche-form').waitFor();
    return { ...t, form };
  }

  it('suggests addresses only, sends the chosen point and thanks the visitor', async () => {
    const { page, form, problems } = await homeForm();
    const asked: string[] = [];
    await page.route(API, (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({
          features: [
            feature('4 Place du Louvre 75001 Paris', 'housenumber', 2.3412, 48.86),
            feature('Paris', 'municipality', 2.35, 48.85),
            feature('Place du Louvre 75001 Paris', 'street', 2.341, 48.8601),
          ],
        }),
      });
    });
    await form.getByLabel('Votre adresse e-mail').fill('habitant@example.fr');
    const address = form.getByRole('combobox', { name: /Votre adresse/ });
    await address.pressSequentially('4 place du lou', { delay: 20 });
    await form.getByRole('option').first().waitFor();
    expect(await form.getByRole('option').allInnerTexts()).toEqual([
      '4 Place du Louvre 75001 Paris',
      'Place du Louvre 75001 Paris',
    ]);
    expect(new URL(asked.at(-1)!).searchParams.get('autocomplete')).toBe('1');
    await address.press('ArrowDown');
    await address.press('Enter');
    expect(await address.inputValue()).toBe('4 Place du Louvre 75001 Paris');
    const posted = page.waitForRequest('**/api/nearest');
    await form.getByRole('button', { name: 'Trouver ma mairie' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      email: 'habitant@example.fr',
      latitude: '48.86',
      longitude: '2.3412',
    });
    await form
      .getByRole('status')
      .getByText('Merci ! Vous recevrez bientôt un email avec les informations de la mairie la plus proche.')
      .waitFor();
    expect(await address.inputValue()).toBe('');
    const { rows } = await fixture.server.db.query<{ email: string }>('select email from contact_form_submissions');
    expect(rows).toContainEqual({ email: 'habitant@example.fr' });
    expect(problems).toEqual([]);
  });

  it('still posts when the address API is unreachable, showing the fixture.server answer', async () => {
    const { page, form } = await homeForm();
    await page.route(API, (route) => route.abort());
    await form.getByLabel('Votre adresse e-mail').fill('habitant@example.fr');
    await form.getByRole('combobox', { name: /Votre adresse/ }).fill('12 rue Inconnue 99999 Nulle-Part');
    await page.waitForTimeout(600);
    expect(await form.getByRole('option').count()).toBe(0);
    // Made before the route: the request can be seen before its route handler has run.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/nearest', async (route) => {
      await released;
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ ok: false, code: 'address_not_found', message: 'Adresse non trouvée' }),
      });
    });
    const posted = page.waitForRequest('**/api/nearest');
    await form.getByRole('button', { name: 'Trouver ma mairie' }).click();
    expect((await posted).postDataJSON()).toMatchObject({
      address: '12 rue Inconnue 99999 Nulle-Part',
      latitude: '',
      longitude: '',
    });
    const button = form.locator('button[type=submit]');
    expect(await button.innerText()).toBe('Recherche en cours...');
    expect(await button.isDisabled()).toBe(true);
    release();
    await form.getByRole('alert').getByText('Adresse non trouvée').waitFor();

    await page.unroute('**/api/nearest');
    await page.route('**/api/nearest', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"ok":false,"message":"x"}' }),
    );
    await form.getByRole('button', { name: 'Trouver ma mairie' }).click();
    await form.getByRole('alert').getByText('Une erreur est survenue. Veuillez réessayer.').waitFor();
  });
});
