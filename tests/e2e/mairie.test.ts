// The town hall page in Chromium: the report/review dialog (toggle, required rating, success, focus),
// the contact dialog (success, alert on failure), new reviews fetched after load, the open-now
// status, and the map whose Leaflet code loads only once it scrolls into view.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.ts';
import { hydrated, islandHydrated, openPage, useFixtureBrowser } from './browser-page.ts';

const PARIS_1 = '/mairie/mairie-de-paris-1er-arrondissement';
const fixture = useFixtureBrowser();

async function mairiePage(path = PARIS_1) {
  const t = await openPage(fixture.browser, fixture.server.url);
  await t.page.goto(path);
  await hydrated(t.page);
  return t;
}

const focused = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { tag: el?.tagName.toLowerCase(), name: el?.getAttribute('name'), text: el?.textContent?.trim() };
  });

describe.skipIf(!hasChromium)('report dialog', () => {
  it('toggles to a review, waits for a rating, publishes it and shows it without a rebuild', async () => {
    const { page, problems } = await mairiePage();
    const opener = page.getByRole('button', { name: 'Signaler une anomalie', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Donner mon avis ou signaler une anomalie' });
    await dialog.waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'type' });
    await islandHydrated(page, '#dialog-signaler'); // opening the dialog hydrates it
    await expect.poll(() => dialog.getByRole('radio', { name: /étoile/ }).count()).toBe(0); // issue: no stars

    await dialog.getByRole('radio', { name: 'Donner mon avis', exact: true }).check();
    const submit = dialog.getByRole('button', { name: 'Envoyer' });
    expect(
      await dialog
        .getByRole('group', { name: /Votre note/ })
        .getByRole('radio')
        .count(),
    ).toBe(5);
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: '4 étoiles sur 5' }).check();
    expect(await submit.isDisabled()).toBe(false);
    await dialog.getByLabel('Votre message').fill('Accueil très rapide ce matin.');
    await dialog.getByLabel('Votre adresse e-mail (jamais publiée)').fill('visiteur@example.fr');
    await submit.click();

    await dialog.getByRole('status').filter({ hasText: 'Votre avis a été publié avec succès !' }).waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Fermer' });
    const fresh = page.getByRole('list', { name: 'Nouveaux avis et signalements' });
    await fresh.getByText('Accueil très rapide ce matin.').waitFor();
    expect(await fresh.innerText()).not.toContain('@');
    const { rows } = await fixture.server.db.query<{ type: string; rating: number; email: string }>(
      "select type, rating, email from mairie_reports where content = 'Accueil très rapide ce matin.'",
    );
    expect(rows).toEqual([{ type: 'review', rating: 4, email: 'visiteur@example.fr' }]);

    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Signaler une anomalie' });
    // Reopened: the form again, cleared.
    await opener.click();
    expect(await dialog.getByLabel('Votre message').inputValue()).toBe('');
    expect(await dialog.getByRole('radio', { name: 'Signaler une anomalie', exact: true }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('sends an issue, keeps focus inside, closes on Escape and returns focus to its opener', async () => {
    const { page } = await mairiePage();
    const opener = page.getByRole('button', { name: 'Donner mon avis ou signaler une anomalie' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Donner mon avis ou signaler une anomalie' });
    // The rest of the page is inert: Tab never lands outside the dialog (at most on the page itself).
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement === document.body ? 'body' : document.activeElement?.closest('dialog')?.id,
      );
      expect(['dialog-signaler', 'body']).toContain(where);
    }
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);
    expect(await focused(page)).toMatchObject({ text: 'Donner mon avis ou signaler une anomalie' });

    await opener.click();
    await islandHydrated(page, '#dialog-signaler');
    await dialog.getByLabel('Votre message').fill('Le numéro de téléphone a encore changé.');
    await dialog.getByLabel('Votre adresse e-mail (jamais publiée)').fill('visiteur@example.fr');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByText('Votre signalement a été envoyé avec succès !').waitFor();
  });

  it('shows the sending error in a red box when the fixture.server fails', async () => {
    const { page } = await mairiePage();
    await page.route('**/api/reports', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"ok":false,"message":"x"}' }),
    );
    await page.getByRole('button', { name: 'Signaler une anomalie', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Donner mon avis ou signaler une anomalie' });
    await islandHydrated(page, '#dialog-signaler');
    await dialog.getByLabel('Votre message').fill('Horaires faux.');
    await dialog.getByLabel('Votre adresse e-mail (jamais publiée)').fill('visiteur@example.fr');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    const box = dialog.getByRole('alert').locator('.alert-error');
    await box.waitFor();
    expect(await box.innerText()).toBe("Une erreur est survenue lors de l'envoi. Veuillez réessayer.");
  });
});

describe.skipIf(!hasChromium)('hydration on first use', () => {
  it('loads React and the dialogs only when a visitor first uses one, keeping what was typed before', async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(PARIS_1);
    await page.waitForTimeout(500);
    const islandCode = /\/(react|client|ReportDialog|ContactMairieDialog)\.[\w-]+\.js$/;
    expect(scripts.filter((url) => islandCode.test(url))).toEqual([]);
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);

    await page.getByRole('button', { name: 'Contacter la mairie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacter la mairie' });
    await page.keyboard.type('Jeanne'); // the name field has the focus before the island has loaded
    await islandHydrated(page, '#dialog-contact-mairie');
    expect(scripts.some((url) => /\/ContactMairieDialog\.[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.some((url) => /\/ReportDialog\.[\w-]+\.js$/.test(url))).toBe(false);
    expect(await dialog.getByLabel('Votre nom').inputValue()).toBe('Jeanne');
    expect(await page.locator('#dialog-signaler').evaluate((el) => el.closest('[data-hydrated]'))).toBeNull();
    expect(problems).toEqual([]);
  });

  it('loads at most 85 kB gzip of JavaScript (React and the island) at the first use of the report dialog', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto(PARIS_1);
    await hydrated(page);
    const loaded: Promise<number>[] = [];
    page.on('response', (response) => {
      // Leaflet loads when the map comes into view, whatever the dialogs do.
      if (response.request().resourceType() === 'script' && !/leaflet/i.test(response.url())) {
        loaded.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.getByRole('button', { name: 'Signaler une anomalie', exact: true }).click();
    await islandHydrated(page, '#dialog-signaler');
    const kb = (await Promise.all(loaded)).reduce((a, b) => a + b, 0) / 1024;
    console.info(`[mairie] report dialog first use: ${loaded.length} scripts, ${Math.round(kb * 10) / 10} kB gzip`);
    expect(loaded.length).toBeGreaterThan(0);
    expect(kb).toBeLessThan(85);
  });
});

describe.skipIf(!hasChromium)('without JavaScript', () => {
  it('opens the report dialog by invoker command and posts the form, landing on the result page', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
    await page.goto(PARIS_1);
    await page.getByRole('button', { name: 'Signaler une anomalie', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Donner mon avis ou signaler une anomalie' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: 'Donner mon avis', exact: true }).check();
    await dialog.getByRole('radio', { name: '5 étoiles sur 5' }).check();
    await dialog.getByLabel('Votre message').fill('Envoyé sans JavaScript.');
    await dialog.getByLabel('Votre adresse e-mail (jamais publiée)').fill('sans-js@example.fr');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.waitForURL('**/message-envoye/review');
    const { rows } = await fixture.server.db.query<{ rating: number }>(
      "select rating from mairie_reports where content = 'Envoyé sans JavaScript.'",
    );
    expect(rows).toEqual([{ rating: 5 }]);
  });
});

describe.skipIf(!hasChromium)('contact dialog', () => {
  async function fill(page: import('playwright-core').Page) {
    await page.getByRole('button', { name: 'Contacter la mairie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacter la mairie' });
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'name' });
    await islandHydrated(page, '#dialog-contact-mairie');
    await dialog.getByLabel('Votre nom').fill('Jeanne Martin');
    await dialog.getByLabel('Votre adresse e-mail').fill('jeanne@example.fr');
    expect(await dialog.getByLabel('Motif').locator('option').count()).toBe(7);
    await dialog.getByLabel('Motif').selectOption('delai');
    await dialog.getByLabel('Message').fill('Quel est le délai actuel ?');
    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
    return dialog;
  }

  it('sends the message and says so', async () => {
    const { page } = await mairiePage();
    const dialog = await fill(page);
    await dialog.getByText('Votre message a été envoyé avec succès !').waitFor();
  });

  it('alerts the sending error when it fails', async () => {
    const { page } = await mairiePage();
    await page.route('**/api/contact-mairie', (route) => route.abort());
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (d) => (resolve(d.message()), void d.dismiss())),
    );
    await fill(page);
    expect(await alerted).toBe("Une erreur est survenue lors de l'envoi. Veuillez réessayer.");
  });

  it('is not offered without an e-mail address', async () => {
    const { page } = await mairiePage('/mairie/mairie-d-ajaccio');
    expect(await page.getByRole('button', { name: 'Contacter la mairie' }).count()).toBe(0);
  });
});

describe.skipIf(!hasChromium)('opening status and map', () => {
  it('computes the open-now status in the fixture.browser and refreshes it every minute', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    // Thursday 16:59:30 in Paris; Paris 1er closes at 18:00 that day (cached hours of the fixture). The page's clock
    // stands still there, however long the page takes to load: only runFor() moves it past 17:00.
    await page.clock.install({ time: new Date('2025-03-13T15:59:00Z') });
    await page.clock.pauseAt(new Date('2025-03-13T15:59:30Z'));
    await page.goto(PARIS_1);
    const status = page.locator('[data-opening-status]');
    await expect.poll(() => status.textContent()).toBe("Ouvert jusqu'à 18h00");
    await page.clock.runFor(60_000);
    await expect.poll(() => status.textContent()).toBe('Ferme bientôt, fermeture à 18h00');
  });

  it('loads Leaflet only when the map scrolls into view', async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    const leaflet: string[] = [];
    page.on('request', (request) => /leaflet/i.test(request.url()) && leaflet.push(request.url()));
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto(PARIS_1);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(leaflet).toEqual([]);
    expect(await page.locator('.mairie-map a').getAttribute('href')).toContain('openstreetmap.org');
    await page.locator('.mairie-map').scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor();
    expect(leaflet.some((url) => url.endsWith('.js'))).toBe(true);
    expect(await page.locator('.leaflet-marker-icon').getAttribute('title')).toBe(
      'Mairie de Paris - 1er arrondissement',
    );
    expect(await page.locator('.leaflet-tooltip').innerText()).toBe('Mairie de Paris - 1er arrondissement');
    expect(await page.locator('.mairie-map').evaluate((el) => el.getBoundingClientRect().height)).toBe(300);
    expect(problems).toEqual([]);
  });
});

describe.skipIf(!hasChromium)('directory hours (issue 30)', () => {
  const NEVEZ = '/mairie/mairie-de-nevez';
  const ABERGEMENT = '/mairie/mairie-de-l-abergement-clemenciat';

  /** The open-now status of `path` with the page's clock at `time` (March 2025: Paris is UTC+1). */
  async function statusAt(time: string, path: string): Promise<string | null> {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    await page.clock.install({ time: new Date(time) });
    await page.goto(path);
    const status = page.locator('[data-opening-status]');
    await expect.poll(() => status.textContent()).not.toBe('');
    expect(problems).toEqual([]);
    const text = await status.textContent();
    await page.context().close();
    return text;
  }

  it('shows every slot of the week under its source and date, a day without hours as closed', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto(NEVEZ);
    const hours = page.locator('section.hours');
    expect(await hours.locator('.badge').innerText()).toBe("Horaires de l'annuaire Service-Public.fr (4 mars 2025)");
    const rows = await hours
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim())));
    expect(rows).toEqual([
      ['Lundi', '8h30 - 12h00 et 12h45 - 17h00'],
      ['Mardi', '8h30 - 12h00 et 12h45 - 17h00'],
      ['Mercredi', '8h30 - 12h00'],
      ['Jeudi', '8h30 - 12h00 et 12h45 - 17h00'],
      ['Vendredi', '8h30 - 12h00 et 12h45 - 17h00'],
      ['Samedi', '8h30 - 12h00'],
      ['Dimanche', 'Fermé'],
    ]);
    expect(await page.locator('main').innerText()).not.toMatch(/indicatifs|Horaires vérifiés/);
    await page.context().close();
  });

  it('says open on Saturday morning, closed during the lunch break, until the next slot', async () => {
    // Saturday 15 March 2025, 10:00: Névez opens 8h30–12h; L'Abergement-Clémenciat has no Saturday hours.
    expect(await statusAt('2025-03-15T09:00:00Z', NEVEZ)).toBe("Ouvert jusqu'à 12h00");
    expect(await statusAt('2025-03-15T09:00:00Z', ABERGEMENT)).toBe('Fermé, ouvre mardi à 9h00');
    // Tuesday 11 March 2025, 13:00: L'Abergement-Clémenciat closed 12h–14h.
    expect(await statusAt('2025-03-11T12:00:00Z', ABERGEMENT)).toBe('Fermé, ouvre à 14h00');
  });

  it('says closed between two morning slots, never joining them', async () => {
    // Monday 10 March 2025, 12:20: Névez closes at 12h00 and reopens at 12h45 (both slots open before 13h).
    expect(await statusAt('2025-03-10T11:20:00Z', NEVEZ)).toBe('Fermé, ouvre à 12h45');
    expect(await statusAt('2025-03-10T11:50:00Z', NEVEZ)).toBe("Ouvert jusqu'à 17h00");
    expect(await statusAt('2025-03-10T15:15:00Z', NEVEZ)).toBe('Ferme bientôt, fermeture à 17h00');
  });

  it('says closed on a day without hours, and when it opens next', async () => {
    // Sunday 16 March 2025 for Névez; Monday 10 March 2025 for L'Abergement-Clémenciat (Tuesday and Friday only).
    expect(await statusAt('2025-03-16T09:00:00Z', NEVEZ)).toBe('Fermé, ouvre demain à 8h30');
    expect(await statusAt('2025-03-10T09:00:00Z', ABERGEMENT)).toBe('Fermé, ouvre demain à 9h00');
  });
});
