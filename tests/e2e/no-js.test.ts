// Without JavaScript in Chromium: each form's result page says that form's own text (SPEC §8), a form posted
// lands there, and /informations does not offer a search box it could not answer; with it, the same form answers
// in place by the answer's code.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages.ts';
import { RESULT_FORMS, SENT_TEXTS } from '../../src/page-data/sent-page.ts';
import { hasChromium } from '../helpers/browser.ts';
import { openPage, useFixtureBrowser } from './browser-page.ts';

const fixture = useFixtureBrowser();

describe.skipIf(!hasChromium)('without JavaScript', () => {
  it("shows each form's own confirmation text on its result page", async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
    const expected: Record<string, string> = {
      contact: MESSAGES.messageSent,
      refund: MESSAGES.messageSent,
      report: MESSAGES.reportSent,
      review: MESSAGES.reviewPublished,
      'review-held': MESSAGES.reviewHeld,
      nearest: MESSAGES.nearestSent,
    };
    for (const form of RESULT_FORMS) {
      const answer = await page.goto(`/message-envoye/${form}`);
      expect(answer?.status(), form).toBe(200);
      expect(await page.getByRole('status').innerText(), form).toBe(SENT_TEXTS[form] ?? MESSAGES.messageSent);
      if (expected[form]) expect(await page.getByRole('status').innerText()).toBe(expected[form]);
    }
  });

  it('lands on the contact result page after posting the contact form', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
    await page.goto('/');
    await page.getByRole('button', { name: 'Nous contacter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nous contacter' });
    await dialog.getByLabel('Nom').fill('Sans Script');
    await dialog.getByLabel('Adresse e-mail').fill('sans-script@example.fr');
    await dialog.getByLabel('Message').fill('Un message envoyé sans JavaScript.');
    await dialog.getByRole('button', { name: 'Envoyer le message' }).click();
    await page.waitForURL('**/message-envoye/contact');
    expect(await page.getByRole('status').innerText()).toBe(MESSAGES.messageSent);
  });

  it("with JavaScript, the contact form shows what the answer's code says: the refused field, the red box, the success text", async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    const refusals = [
      {
        status: 400,
        body: { ok: false, code: 'invalid_fields', message: 'Corrigez', fields: { message: 'Message trop court.' } },
      },
      { status: 429, body: { ok: false, code: 'rate_limited', message: 'Veuillez corriger les champs indiqués.' } },
    ];
    await page.route('**/api/contact', async (route) => {
      const refusal = refusals.shift();
      if (!refusal) return route.continue();
      await route.fulfill({
        status: refusal.status,
        contentType: 'application/json',
        body: JSON.stringify(refusal.body),
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Nous contacter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nous contacter' });
    await dialog.getByLabel('Nom').fill('Avec Script');
    await dialog.getByLabel('Adresse e-mail').fill('avec-script@example.fr');
    await dialog.getByLabel('Message').fill('Un message envoyé avec JavaScript.');
    const send = dialog.getByRole('button', { name: 'Envoyer le message' });
    const fieldError = dialog.locator('[data-field-error="message"]');

    await send.click();
    await expect.poll(() => fieldError.isVisible()).toBe(true);
    expect(await fieldError.innerText()).toBe('Message trop court.');
    expect(await dialog.getByLabel('Message').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByRole('alert').count()).toBe(0);

    await send.click();
    await expect.poll(() => dialog.getByRole('alert').count()).toBe(1);
    expect(await dialog.getByRole('alert').innerText()).toBe(MESSAGES.sendFailed);
    expect(await fieldError.isVisible()).toBe(false);

    await send.click();
    await expect.poll(() => dialog.getByRole('status').count()).toBe(1);
    expect(await dialog.getByRole('status').innerText()).toBe(SENT_TEXTS.contact);
    expect(await dialog.getByLabel('Nom').inputValue()).toBe('');
  });

  it('offers no article search box, and lists every article', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
    await page.goto('/informations?q=photo');
    expect(await page.getByRole('searchbox').isVisible()).toBe(false);
    const all = await page.locator('[data-article-list] > li').count();
    expect(await page.locator('[data-article-list] > li:visible').count()).toBe(all);
  });

  it('with JavaScript, filters the articles from ?q=', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/informations?q=photo');
    expect(await page.getByRole('searchbox').inputValue()).toBe('photo');
    const all = await page.locator('[data-article-list] > li').count();
    await expect.poll(() => page.locator('[data-article-list] > li:visible').count()).toBeLessThan(all);
    expect(await page.locator('[data-article-list] > li:visible').count()).toBeGreaterThan(0);
  });

  it("shows the first cities of the build's list without JavaScript, and cities drawn from it with", async () => {
    const cities = async (javaScriptEnabled: boolean) => {
      const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled });
      await page.goto('/');
      const sentence = page.locator('[data-city-pool]');
      const pool = JSON.parse((await sentence.getAttribute('data-city-pool'))!) as [string, string][];
      const links = await sentence
        .locator('a')
        .evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]));
      return { pool, links };
    };
    const without = await cities(false);
    expect(without.links).toEqual(without.pool.slice(0, 5));
    const withJs = await cities(true);
    expect(withJs.links).toHaveLength(5);
    for (const link of withJs.links) expect(withJs.pool).toContainEqual(link);
    expect(new Set(withJs.links.map((l) => l[0])).size).toBe(5);
  });
});
