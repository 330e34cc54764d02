// The report dialog's structured corrections in Chromium (issue #11): the choices by keyboard, the booking link
// refused then accepted with focus on the refused field, the weekly hours form labelled and within 320 px (rendered by
// the browser only), and « Les horaires sont faux » posted without JavaScript, the hours written in the message.
import { describe, expect, it } from 'vitest';
import { CORRECTION_SENT } from '../../src/domain/correction.ts';
import { hasChromium } from '../helpers/browser.ts';
import { hydrated, islandHydrated, openPage, useFixtureBrowser } from './browser-page.ts';

const PARIS_1 = '/mairie/mairie-de-paris-1er-arrondissement';
const fixture = useFixtureBrowser();

async function openDialog(viewport?: { width: number; height: number }) {
  const t = await openPage(fixture.browser, fixture.server.url);
  if (viewport) await t.page.setViewportSize(viewport);
  await t.page.goto(PARIS_1);
  await hydrated(t.page);
  await t.page.getByRole('button', { name: 'Signaler une anomalie', exact: true }).click();
  const dialog = t.page.getByRole('dialog', { name: 'Donner mon avis ou signaler une anomalie' });
  await dialog.waitFor();
  await islandHydrated(t.page, '#dialog-signaler');
  return { ...t, dialog };
}

describe.skipIf(!hasChromium)('structured corrections in the report dialog', () => {
  it('sends a booking link: refused over http with focus on it, then sent over https', async () => {
    const { page, dialog, problems } = await openDialog();
    const corrections = dialog.getByRole('group', { name: /Correction proposée/ });
    // Hidden once the island has taken over (its first render still shows what the page without JavaScript shows).
    await expect.poll(() => corrections.isVisible()).toBe(false);
    await dialog.getByRole('radio', { name: 'Proposer une correction', exact: true }).check();
    await corrections.waitFor();
    const submit = dialog.getByRole('button', { name: 'Envoyer' });
    expect(await submit.isDisabled()).toBe(true); // nothing chosen yet
    expect(await corrections.getByRole('radio').count()).toBe(5);
    // Keyboard: the group is one tab stop and arrows move the choice.
    await corrections.getByRole('radio', { name: 'Cette mairie prend les demandes de passeport' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await corrections.getByRole('radio', { name: 'Lien de prise de rendez-vous' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('group', { name: /Les bons horaires/ }).isVisible()).toBe(false);

    const url = dialog.getByLabel('Adresse de la page de prise de rendez-vous');
    await url.fill('http://rdv.paris.fr/passeport');
    expect(await dialog.getByLabel('Votre message').getAttribute('required')).toBeNull(); // optional here
    await dialog.getByLabel('Votre adresse e-mail (jamais publiée)').fill('visiteur@example.fr');
    // The browser's own check would stop http here only if it were not a URL: the server refuses it.
    await submit.click();
    const error = dialog.getByText('Indiquez une adresse qui commence par https://', { exact: false });
    await error.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('rendez_vous');
    expect(await url.getAttribute('aria-invalid')).toBe('true');

    await url.fill('https://rdv.paris.fr/passeport');
    await submit.click();
    await dialog.getByText(CORRECTION_SENT).waitFor();
    expect(problems).toEqual([]);
  });

  it('sends the wheelchair access (issue 21): a labelled group of three choices, stored as the visitor chose', async () => {
    const { dialog, problems } = await openDialog({ width: 320, height: 640 });
    await dialog.getByRole('radio', { name: 'Proposer une correction', exact: true }).check();
    const access = dialog.getByRole('group', { name: 'Accès en fauteuil roulant' });
    expect(await access.isVisible()).toBe(false);
    await dialog.getByRole('radio', { name: 'Accès en fauteuil roulant' }).check();
    await access.waitFor();
    expect(await access.getByRole('radio').count()).toBe(3);
    await dialog.getByLabel('Votre adresse e-mail (jamais publiée)').fill('acces@example.fr');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await access.getByText('Indiquez l’accès en fauteuil roulant de la mairie.').waitFor();
    await access.getByRole('radio', { name: 'Accessible avec aide, sur demande' }).check();
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByText(CORRECTION_SENT).waitFor();
    const { rows } = await fixture.server.db.query(
      "select correction, status from mairie_reports where type = 'correction' and email = 'acces@example.fr'",
    );
    expect(rows).toEqual([{ correction: { kind: 'access', access: 'DEM' }, status: 'pending' }]);
    expect(problems).toEqual([]);
  });

  it('shows the weekly hours form, each day a labelled group, without sideways scroll at 320 px', async () => {
    const { page, dialog, problems } = await openDialog({ width: 320, height: 640 });
    await dialog.getByRole('radio', { name: 'Proposer une correction', exact: true }).check();
    await dialog.getByRole('radio', { name: 'Les horaires sont faux' }).check();
    const week = dialog.getByRole('group', { name: /Les bons horaires/ });
    await week.waitFor();
    const monday = week.getByRole('group', { name: 'Lundi' });
    await monday.getByLabel('Matin, de').fill('09:00');
    await monday.getByLabel('à').first().fill('08:00');
    for (const day of ['Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'])
      await week.getByRole('group', { name: day }).getByLabel('Fermé').check();
    const wide = await page.evaluate(() => {
      const root = document.documentElement;
      const dialogEl = document.querySelector('#dialog-signaler') as HTMLElement;
      return { page: root.scrollWidth - root.clientWidth, dialog: dialogEl.scrollWidth - dialogEl.clientWidth };
    });
    expect(wide).toEqual({ page: 0, dialog: 0 });
    await dialog.getByLabel('Votre adresse e-mail (jamais publiée)').fill('visiteur@example.fr');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await monday.getByText("L'heure de fin doit suivre l'heure de début.").waitFor();
    await monday.getByLabel('à').first().fill('12:00');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await dialog.getByText(CORRECTION_SENT).waitFor();
    expect(problems).toEqual([]);
  });

  it('posts « Les horaires sont faux » without JavaScript, the right hours in the message', async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
    await page.goto(PARIS_1);
    await page.getByRole('button', { name: 'Signaler une anomalie', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Donner mon avis ou signaler une anomalie' });
    await dialog.getByRole('radio', { name: 'Proposer une correction', exact: true }).check();
    await dialog.getByRole('radio', { name: 'Les horaires sont faux' }).check();
    expect(await page.locator('input[type="time"]').count()).toBe(0); // the weekly form is the browser's
    await dialog.getByText('écrivez les bons dans votre message').waitFor();
    await dialog.getByLabel('Votre message').fill('Ouverte le samedi de 9 h à 12 h, fermée le lundi.');
    await dialog.getByLabel('Votre adresse e-mail (jamais publiée)').fill('sans-script@example.fr');
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await page.waitForURL('**/message-envoye/correction');
    expect(await page.getByRole('status').innerText()).toBe(CORRECTION_SENT);
    expect(problems).toEqual([]);
  });
});
