// The documents case pages in Chromium: the entry's plain links, the full list without JavaScript, narrowing by the
// questions, the answers' URL opened elsewhere, ticks kept after a reload, the .ics of the appointment planner (on a
// case page and on the town hall's guide), the printout on one A4 page without the site's chrome, and 320 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { documentsFor, SITUATIONS, WHO } from '../../src/domain/documents.ts';
import { hasChromium } from '../helpers/browser.ts';
import { hydrated, islandHydrated, openPage, useFixtureBrowser } from './browser-page.ts';

const fixture = useFixtureBrowser();

const CASE = '/documents/majeur/premiere-demande';
// The town hall's slug, with a name, an address and a zone the site must not believe.
const TOWN_HALL =
  'mairie=mairie-de-paris-1er-arrondissement&nom=Timbre+%C3%A0+payer+sur+timbre-express.example&adresse=Ailleurs&tz=America%2FCayenne';
// Links a crafted page could send: a CRLF in the slug, a made-up zone, a slug of the right form the site does not know.
const CRAFTED = [
  'mairie=x%0D%0AATTACH:https://evil.example/a.exe%0D%0AX-A:&nom=Mairie&adresse=1+rue&tz=Foo%2FBar',
  'mairie=mairie-inconnue&nom=Mairie+du+faux&tz=Foo%2FBar',
  // Long, within Node's 16 KB request head (the .ics tests take 10,000 characters).
  `mairie=${'m'.repeat(6_000)}&nom=%E2%80%A8%C2%85&tz=${'A%2F'.repeat(1_000)}B`,
];

/** The ids of the list's items a visitor sees. */
const visibleItems = (page: Page) =>
  page.locator('.doc-list li:not([hidden])').evaluateAll((items) => items.map((li) => li.getAttribute('data-item')));

async function answer(page: Page, question: RegExp, value: 'Oui' | 'Non') {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: value, exact: true }).check();
}

/** The PDF's page count (each page object is « /Type /Page », the tree « /Type /Pages »). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describe.skipIf(!hasChromium)('documents without JavaScript', () => {
  it('the entry links to the 21 case pages (the 18 first ones kept), each a full list worded as conditions', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
    await page.goto('/documents');
    const hrefs = await page.locator('.doc-entry a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual(WHO.flatMap((w) => SITUATIONS.map((s) => `/documents/${w}/${s}`)).sort());
    expect(hrefs).toHaveLength(21);
    for (const kept of ['/documents/majeur/changement-etat-civil', '/documents/mineur-moins-15/abime'])
      expect(hrefs).toContain(kept);
    // The general list below reads the same rules, the emergency among them.
    expect(await page.getByRole('heading', { name: 'Passeport en urgence (passeport temporaire)' }).isVisible()).toBe(
      true,
    );

    await page
      .locator('.doc-entry')
      .getByRole('link', { name: /Perte.*moins de 15/ })
      .click();
    await page.waitForURL('**/documents/mineur-moins-15/perte');
    expect(await visibleItems(page)).toEqual(documentsFor('mineur-moins-15', 'perte').map((i) => i.id));
    expect(await page.getByText('Si les parents sont séparés ou divorcés :').first().isVisible()).toBe(true);
    expect(await page.locator('.doc-questions').isVisible()).toBe(false);
    expect(await page.locator('.doc-nojs').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toContain('moins de 15 ans');
  });
});

describe.skipIf(!hasChromium)('documents and the official fiches', () => {
  it('a renewal with an expired passport and a valid identity card keeps the card, not the birth certificate', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/documents/majeur/renouvellement?recentPassport=0&idCard=1');
    await islandHydrated(page, '.doc-list');
    await expect.poll(() => visibleItems(page)).toContain('carte-identite');
    const mine = await visibleItems(page);
    for (const gone of ['acte-naissance', 'acte-naissance-etranger', 'nationalite']) expect(mine).not.toContain(gone);
    expect(mine).toContain('ancien-passeport');
  });

  it("each source names its fiche with the fiche's own date; a changed fiche is announced with its link", async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
    await page.goto('/documents/mineur-15-17/vol');
    const notice = page.locator('.doc-changed');
    expect(await notice.innerText()).toContain('La fiche officielle F21245 a été modifiée le 30 septembre 2026');
    expect(await notice.getByRole('link').getAttribute('href')).toBe(
      'https://www.service-public.gouv.fr/particuliers/vosdroits/F21245',
    );
    expect(await page.locator('#sources-title + ul').innerText()).toMatch(
      /F21245 : .*\(F21245, fiche du 23 novembre 2022\)/,
    );
    await page.goto('/documents/majeur/vol');
    expect(await page.locator('.doc-changed').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/Règles vérifiées le/);
  });
});

describe.skipIf(!hasChromium)('documents with JavaScript', () => {
  it('narrows the list by the answers, keeps them in the URL, and the link opens the same list', async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    await page.goto(CASE);
    await hydrated(page);
    const all = documentsFor('majeur', 'premiere-demande').map((i) => i.id);
    expect(await visibleItems(page)).toEqual(all);

    await answer(page, /carte d'identité sécurisée ou un passeport/, 'Oui');
    await islandHydrated(page, '.doc-list');
    await answer(page, /carte d'identité sécurisée ou un passeport/, 'Oui');
    await answer(page, /hébergé/, 'Non');
    await answer(page, /nom d'usage/, 'Non');
    const mine = await visibleItems(page);
    expect(mine).toContain('titre-securise');
    expect(mine).toContain('domicile');
    for (const gone of ['acte-naissance', 'nationalite', 'hebergeant-attestation', 'nom-usage'])
      expect(mine).not.toContain(gone);
    // An answered condition is no longer worded as one.
    expect(await page.locator('[data-item=titre-securise] .doc-condition').count()).toBe(0);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ secureTitle: '1', hosted: '0', usageName: '0' });

    // The shared link, opened in a fresh browser context: the same list, without touching anything.
    const other = await openPage(fixture.browser, fixture.server.url);
    await other.page.goto(`${CASE}${url.search}`);
    await islandHydrated(other.page, '.doc-list');
    await expect.poll(() => visibleItems(other.page)).toEqual(mine);
    expect(await other.page.getByRole('radio', { name: 'Oui' }).first().isChecked()).toBe(true);

    // Overseas: the stamp follows stampPrice's overseas price, and names Guyane's lower one with the fiche.
    await answer(page, /outre-mer/, 'Oui');
    expect(await page.locator('.doc-stamp').innerText()).toContain('86 €');
    expect(await page.locator('.doc-stamp').innerText()).toContain('en Guyane : 43 €');
    expect(problems).toEqual([]);
  });

  it('keeps the ticks after a reload, in this browser only', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url());
    });
    await page.goto('/documents/mineur-15-17/renouvellement');
    await hydrated(page);
    await page.locator('#doc-photo').check();
    await islandHydrated(page, '.doc-list');
    await page.locator('#doc-photo').check();
    await page.locator('#doc-ancien-passeport').check();
    await page.reload();
    await islandHydrated(page, '.doc-list');
    await expect.poll(() => page.locator('#doc-photo').isChecked()).toBe(true);
    expect(await page.locator('#doc-ancien-passeport').isChecked()).toBe(true);
    expect(await page.locator('#doc-timbre').isChecked()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('pm-documents:mineur-15-17/renouvellement'))).toBe(
      '["photo","ancien-passeport"]',
    );
    expect(sent).toEqual([]);
  });

  it('builds the .ics of the appointment in the town hall zone, with its address and a reminder', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto(`/documents/majeur/renouvellement?${TOWN_HALL}`);
    await islandHydrated(page, '.doc-list');
    // The name and address are the site's own for that slug; the link's « nom », « adresse » and « tz » are ignored.
    await expect
      .poll(() =>
        page
          .locator('.doc-mairie')
          .innerText()
          .catch(() => ''),
      )
      .toContain('Mairie de Paris - 1er');
    expect(await page.locator('.doc-mairie').innerText()).toContain('4, place du Louvre');
    expect(await page.locator('body').innerText()).not.toMatch(/timbre-express|Ailleurs/);
    await page.getByLabel('Date du rendez-vous').fill('2026-12-03');
    await page.getByLabel('Heure').fill('09:30');
    const href = await page.getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href');
    expect(href).toMatch(/^data:text\/calendar;charset=utf-8,/);
    const ics = decodeURIComponent(href!.split(',').slice(1).join(',')).replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261203T093000');
    expect(ics).toContain('LOCATION:Mairie de Paris - 1er arrondissement\\, 4\\, place du Louvre\\, 75001 Paris');
    expect(ics).toMatch(
      /URL:http:\/\/[^\r]+\/documents\/majeur\/renouvellement\?mairie=mairie-de-paris-1er-arrondissement\r\n/,
    );
    expect(ics).not.toMatch(/timbre-express|Ailleurs|Cayenne/);
    expect(ics).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-P1D/);
    const deadlines = page.locator('.planner-deadlines');
    expect(await deadlines.innerText()).toContain('3 juin 2026');
    // The pickup deadline: no day until the visitor gives the SMS date, then 3 months from it.
    expect(await deadlines.innerText()).toContain('À retirer dans les 3 mois qui suivent le SMS');
    await page.getByLabel(/Date du SMS/).fill('2027-01-11');
    expect(await deadlines.innerText()).toContain(
      'SMS reçu le 11 janvier 2027 : à retirer au plus tard le 11 avril 2027',
    );
  });

  it("plans an overseas town hall's appointment in its zone, from the slug alone", async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/documents/majeur/perte?mairie=mairie-de-saint-denis');
    await islandHydrated(page, '.doc-list');
    await expect
      .poll(() =>
        page
          .locator('.doc-mairie')
          .innerText()
          .catch(() => ''),
      )
      .toContain('Saint-Denis');
    await page.getByLabel('Date du rendez-vous').fill('2026-12-03');
    await page.getByLabel('Heure').fill('09:30');
    const href = await page.getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href');
    expect(decodeURIComponent(href!)).toContain('DTSTART;TZID=Indian/Reunion:20261203T093000');
  });

  it.each(CRAFTED)('never unmounts with a crafted link, and names no town hall: %#', async (query) => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    await page.goto(`/documents/majeur/renouvellement?${query}`);
    await islandHydrated(page, '.doc-list');
    await page.getByLabel('Date du rendez-vous').fill('2026-12-03');
    await page.getByLabel('Heure').fill('09:30');
    await answer(page, /hébergé/, 'Non');
    const href = await page.getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href');
    const ics = decodeURIComponent(href!.split(',').slice(1).join(','));
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20261203T093000');
    expect(ics).not.toMatch(/ATTACH|evil|Mairie du faux/);
    // eslint-disable-next-line no-control-regex -- control characters are what the file must not hold
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
    expect(await page.locator('.doc-list li').count()).toBeGreaterThan(0);
    expect(await page.locator('.planner').isVisible()).toBe(true);
    expect(await page.locator('.doc-mairie').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("the town hall's guide plans the appointment too, and links to the case pages with the town hall", async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/mairie/mairie-de-paris-1er-arrondissement/rdv');
    await hydrated(page);
    const date = page.getByLabel('Date du rendez-vous');
    await date.focus();
    await islandHydrated(page, '.planner');
    await date.fill('2026-07-01');
    await page.getByLabel('Heure').fill('14:00');
    const href = await page.getByRole('link', { name: 'Ajouter à mon agenda' }).getAttribute('href');
    const ics = decodeURIComponent(href!.split(',').slice(1).join(',')).replace(/\r\n /g, '');
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260701T140000');
    expect(ics).toContain('TZOFFSETTO:+0200');
    expect(ics).toMatch(/LOCATION:[^\r]*75001/);
    const link = page.getByRole('link', { name: 'Renouvellement', exact: true });
    expect(await link.getAttribute('href')).toBe(
      '/documents/majeur/renouvellement?mairie=mairie-de-paris-1er-arrondissement',
    );
  });

  it('prints one A4 page without the site chrome, with tick boxes, the stamp, the town hall and the date', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    // The longest lists (by the words of their items and conditions), every condition open.
    const longest = WHO.flatMap((who) => SITUATIONS.map((situation) => ({ who, situation })))
      .map((c) => ({
        ...c,
        length: documentsFor(c.who, c.situation).reduce((n, i) => n + i.label.length + (i.condition?.length ?? 0), 0),
      }))
      .sort((a, b) => b.length - a.length)
      .slice(0, 5);
    for (const { who, situation } of longest.slice(1)) {
      await page.goto(`/documents/${who}/${situation}?${TOWN_HALL}`);
      await islandHydrated(page, '.doc-list');
      await page.locator('.doc-mairie').waitFor();
      await page.emulateMedia({ media: 'print' });
      expect(pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true })), `${who}/${situation}`).toBe(1);
      await page.emulateMedia({ media: 'screen' });
    }
    await page.goto(`/documents/${longest[0].who}/${longest[0].situation}?${TOWN_HALL}`);
    await islandHydrated(page, '.doc-list');
    await page.locator('.doc-mairie').waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['.site-header', '.site-footer', '.breadcrumbs', '.doc-questions', '.planner'])
      expect(await page.locator(chrome).isVisible(), chrome).toBe(false);
    expect(await page.locator('.doc-list input[type=checkbox]').first().isVisible()).toBe(true);
    expect(await page.locator('.doc-stamp').isVisible()).toBe(true);
    expect(await page.locator('.doc-mairie').isVisible()).toBe(true);
    expect(await page.locator('.doc-checked').innerText()).toMatch(
      /fiches officielles de Service-Public : F\d+, fiche du \d+ \S+ \d{4}/,
    );
    expect(pdfPages(await page.pdf({ format: 'A4', preferCSSPageSize: true }))).toBe(1);
    // The counter counts: the general list prints on several pages.
    await page.goto('/documents');
    expect(pdfPages(await page.pdf({ format: 'A4' }))).toBeGreaterThan(1);
  });

  it('fits 320 px without sideways scroll, questions and planner open', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of ['/documents', `/documents/mineur-15-17/vol?${TOWN_HALL}`]) {
      await page.goto(path);
      await hydrated(page);
      if (path !== '/documents') {
        await islandHydrated(page, '.doc-list');
        await page.getByLabel('Date du rendez-vous').fill('2026-12-03');
        await page.getByLabel('Heure').fill('09:30');
      }
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(320);
    }
  });
});
