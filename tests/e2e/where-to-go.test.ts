// Where to go, as far as it is known (issue 39), on the built fixture site in Chromium: a page names the nearest town
// hall *known* to take applications, says that closer ones may and links the official finder; a nearest list whose
// equipped town halls are not its nearest says so too.
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.ts';
import { openPage, useFixtureBrowser } from './browser-page.ts';

const fixture = useFixtureBrowser();
const FINDER = 'https://rendezvouspasseport.ants.gouv.fr/';

async function open(path: string) {
  const { page } = await openPage(fixture.browser, fixture.server.url, { javaScriptEnabled: false });
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  return page;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.skipIf(!hasChromium)('« nearest known »', () => {
  it('names the nearest town hall known to take applications, says closer ones may, links the finder', async () => {
    // Ambérieu-en-Bugey: L'Abergement-Clémenciat (equipped) at 40.1 km, Ambérieux-en-Dombes (unknown) nearer.
    const page = await open('/mairie/mairie-d-amberieu-en-bugey');
    const intro = page.locator('.mairie-intro');
    expect(flat(await intro.innerText())).toContain(
      "La mairie la plus proche connue pour prendre les demandes de passeport est la mairie de L'Abergement-Clémenciat, à 40,1 km ; d'autres, plus proches, peuvent aussi les prendre : le site officiel rendezvouspasseport.ants.gouv.fr indique celles qui les prennent et leurs rendez-vous libres.",
    );
    expect(await intro.getByRole('link', { name: 'rendezvouspasseport.ants.gouv.fr' }).getAttribute('href')).toBe(
      FINDER,
    );
    const nearest = page.locator('section:has(#proches-title)');
    expect(flat(await nearest.locator('p').first().innerText())).toMatch(
      /^Les mairies équipées de cette liste sont les plus proches connues pour prendre les demandes de passeport ; d'autres, plus proches, peuvent aussi les prendre/,
    );
    expect(await nearest.getByRole('link', { name: 'rendezvouspasseport.ants.gouv.fr' }).count()).toBe(1);
    const body = flat(await page.locator('main').innerText());
    expect(body).not.toContain('équipée pour les passeports la plus proche');
    expect(body).not.toContain('Choisissez une des mairies proches listées plus bas');
  });

  it('says no « closer ones may » when the known one is the nearest of its list', async () => {
    const page = await open('/mairie/mairie-de-paris-1er-arrondissement');
    const nearest = flat(await page.locator('section:has(#proches-title)').innerText());
    expect(nearest).not.toContain('plus proches connues');
  });

  it('a city page without a town hall names the nearest known one in its « À propos », and no fact it lacks', async () => {
    const page = await open('/ville/01990');
    const notice = flat(await page.locator('.notice-warning').innerText());
    expect(notice).toBe(
      "Aucune mairie de ce code postal n'est connue pour prendre les demandes de passeport. Voici les mairies proches, celles que nous savons équipées en premier.",
    );
    const about = flat(await page.locator('section:has(#apropos-title)').innerText());
    expect(about).toContain(
      "La mairie la plus proche connue pour prendre les demandes de passeport est Mairie de L'Abergement-Clémenciat (L'Abergement-Clémenciat), à 7,5 km.",
    );
  });
});

// Paris 4th's own town hall, closed (the directory no longer lists it; Paris Centre, filed under the 3rd, serves it).
const CLOSED = '/mairie/mairie-de-paris-4e-arrondissement';
const CENTRE = '/mairie/mairie-de-paris-1er-arrondissement';

describe.skipIf(!hasChromium)('a town hall the directory no longer lists leads to the one to go to', () => {
  it('says first where to go, with its status, address, call and route; the old details follow, dated', async () => {
    const page = await open(CLOSED);
    const first = page.locator('.mairie-header .first-screen');
    expect(flat(await first.locator('.mairie-notice').innerText())).toBe(
      "Cette mairie d'arrondissement n'accueille plus le public : les habitants du 4e arrondissement de Paris sont reçus à la Mairie de Paris - 1er arrondissement.",
    );
    expect(await first.locator('.mairie-notice a').getAttribute('href')).toBe(CENTRE);
    // The notice comes right after the name, before the facts and actions, which are the current town hall's.
    const order = await first.evaluate((el) => [...el.children].map((c) => c.className || c.tagName.toLowerCase()));
    expect(order).toEqual(['h1', 'mairie-notice successor-notice', 'key-facts', 'quick-actions']);
    expect(await first.locator('.fact-equipped').innerText()).toBe('Équipée pour les passeports');
    expect(await first.locator('.fact-address').innerText()).toBe('4, place du Louvre, 75001 Paris');
    expect(await first.locator('[data-call]').getAttribute('href')).toBe('tel:+33144507501');
    expect(await first.locator('[data-route]').getAttribute('href')).toBe(
      'https://www.openstreetmap.org/directions?to=48.86%2C2.3412',
    );
    expect(await first.locator('[data-book]').getAttribute('href')).toBe('https://rdv.example.fr/paris-1');
    // The old details, below, as history, with their dated source; no call to the old number.
    const history = page.locator('section:has(#historique-title)');
    const old = flat(await history.innerText());
    expect(old).toContain('2, place Baudoyer, 75004 Paris');
    expect(old).toContain('01 44 54 75 04');
    expect(old).toContain("Source du numéro et de l'adresse : annuaire Service-Public.fr (DILA), 18 juin 2015.");
    expect(await page.locator('a[href="tel:+33144547504"]').count()).toBe(0);
    expect(await page.locator('a[href*="rdv.example.fr/paris-4"]').count()).toBe(0);
  });

  it('offers no contact form, no appointment guide of its own, and no GovernmentOffice', async () => {
    const page = await open(CLOSED);
    expect(await page.getByRole('button', { name: 'Contacter la mairie' }).count()).toBe(0);
    expect(await page.locator('[data-island="ContactMairieDialog"], #dialog-contact-mairie').count()).toBe(0);
    expect(await page.locator(`a[href="${CLOSED}/rdv"]`).count()).toBe(0);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => (JSON.parse(json) as { '@type': string })['@type'],
    );
    expect(types).toEqual(['BreadcrumbList']);
  });

  it('keeps its guide URL, which leads to the guide of the one to go to', async () => {
    const page = await open(`${CLOSED}/rdv`);
    expect(flat(await page.locator('.mairie-notice').innerText())).toContain('sont reçus à la Mairie de Paris - 1er');
    const guide = page.getByRole('link', {
      name: 'Préparer votre rendez-vous à la mairie de Paris - 1er arrondissement',
    });
    expect(await guide.getAttribute('href')).toBe(`${CENTRE}/rdv`);
    expect(await page.locator('#guide-title, #documents-title').count()).toBe(0);
  });

  it('is never suggested in the lists, and a listed town hall keeps its page', async () => {
    const page = await open(CENTRE);
    expect(await page.locator(`a[href="${CLOSED}"]`).count()).toBe(0);
    // Paris Centre is listed: its own first screen, contact form and GovernmentOffice, as before.
    expect(await page.locator('.first-screen .mairie-notice').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Contacter la mairie' }).count()).toBe(1);
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (json) => (JSON.parse(json) as { '@type': string })['@type'],
    );
    expect(types).toContain('GovernmentOffice');
  });
});
