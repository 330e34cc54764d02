// Issue 9 in Chromium, with a fixed clock: the open-now status in the town hall's own time zone (whatever the
// visitor's) and on public holidays, the approximate position, the nearest and department lists with their
// equipment badges, and the 301 of a former slug.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.ts';
import { openPage, useFixtureBrowser } from './browser-page.ts';

const PARIS_1 = '/mairie/mairie-de-paris-1er-arrondissement';
const SAINT_DENIS = '/mairie/mairie-de-saint-denis';
const fixture = useFixtureBrowser();

/** A page whose clock is frozen at `time`, in a browser set to `timezoneId` (the visitor's zone). */
async function at(time: string, path: string, timezoneId = 'Europe/Paris'): Promise<Page> {
  let page: Page;
  if (timezoneId === 'Europe/Paris') page = (await openPage(fixture.browser, fixture.server.url)).page;
  else {
    const context = await fixture.browser.newContext({ baseURL: fixture.server.url, locale: 'fr-FR', timezoneId });
    page = await context.newPage();
    await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));
  }
  await page.clock.install({ time: new Date(time) });
  await page.goto(path);
  return page;
}

const statusOf = async (page: Page) => {
  const status = page.locator('[data-opening-status]');
  await expect.poll(() => status.textContent()).not.toBe('');
  return status.textContent();
};

describe.skipIf(!hasChromium)("open-now in the town hall's own time zone", () => {
  it('reads the same instant as morning in La Réunion and night in Paris, whatever the visitor’s zone', async () => {
    // Monday 10 March 2025, 05:00Z: 09:00 in Saint-Denis (UTC+4), 06:00 in Paris.
    for (const visitor of ['Europe/Paris', 'America/New_York']) {
      expect(await statusOf(await at('2025-03-10T05:00:00Z', SAINT_DENIS, visitor))).toBe("Ouvert jusqu'à 12h00");
      expect(await statusOf(await at('2025-03-10T05:00:00Z', PARIS_1, visitor))).toBe('Fermé, ouvre à 9h00');
    }
    // 15:30Z: 19:30 in Saint-Denis (closed), 16:30 in Paris (open).
    const evening = await at('2025-03-10T15:30:00Z', SAINT_DENIS);
    expect(await statusOf(evening)).toBe('Fermé, ouvre demain à 9h00');
    expect(await statusOf(await at('2025-03-10T15:30:00Z', PARIS_1))).toBe("Ouvert jusqu'à 18h00");
  });

  it("marks the town hall's today in the hours table, not the visitor's", async () => {
    // Sunday 9 March 2025 at 21:00Z is already Monday 01:00 in La Réunion.
    const page = await at('2025-03-09T21:00:00Z', SAINT_DENIS);
    await expect.poll(() => page.locator('tr.today').getAttribute('data-day')).toBe('lundi');
    const paris = await at('2025-03-09T21:00:00Z', PARIS_1);
    await expect.poll(() => paris.locator('tr.today').getAttribute('data-day')).toBe('dimanche');
  });

  it('follows the change to summer time in Paris, and La Réunion keeps its hour', async () => {
    // Monday 31 March 2025 (Paris UTC+2 since the 30th): 07:00Z is 09:00 in Paris, 11:00 in Saint-Denis.
    expect(await statusOf(await at('2025-03-31T07:00:00Z', PARIS_1))).toBe("Ouvert jusqu'à 12h00");
    expect(await statusOf(await at('2025-03-31T06:59:00Z', PARIS_1))).toBe('Fermé, ouvre à 9h00');
    // A week earlier (UTC+1), the same 07:00Z was 08:00 in Paris; La Réunion read 11:00 both times.
    expect(await statusOf(await at('2025-03-24T07:00:00Z', PARIS_1))).toBe('Fermé, ouvre à 9h00');
    expect(await statusOf(await at('2025-03-24T07:00:00Z', SAINT_DENIS))).toBe("Ouvert jusqu'à 12h00");
    expect(await statusOf(await at('2025-03-31T07:00:00Z', SAINT_DENIS))).toBe("Ouvert jusqu'à 12h00");
  });
});

describe.skipIf(!hasChromium)('the clock the build wrote (issue 30: no Intl at load)', () => {
  /** The status at `time` and how many date formatters the page's scripts made (Intl's first use blocks a phone's
   *  main thread for about 150 ms). */
  async function statusAndFormatters(time: string, path: string): Promise<[string | null, number]> {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.addInitScript(() => {
      const counted = window as unknown as { formatters: number };
      counted.formatters = 0;
      Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          counted.formatters++;
          return new target(...args);
        },
        apply(target, _this, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          counted.formatters++;
          return target(...args);
        },
      });
    });
    await page.clock.install({ time: new Date(time) });
    await page.goto(path);
    const status = await statusOf(page);
    const formatters = await page.evaluate(() => (window as unknown as { formatters: number }).formatters);
    await page.context().close();
    return [status, formatters];
  }

  it('reads the town hall’s clock from the page in the months it covers, through Intl outside them', async () => {
    // The fixture is built on 12 March 2025: its pages carry the clock from 1 January 2025 to 1 July 2026.
    expect(await statusAndFormatters('2025-03-31T07:00:00Z', PARIS_1)).toEqual(["Ouvert jusqu'à 12h00", 0]);
    expect(await statusAndFormatters('2025-03-31T07:00:00Z', SAINT_DENIS)).toEqual(["Ouvert jusqu'à 12h00", 0]);
    // Monday 7 September 2026, 09:00 in Paris.
    const [later, formatters] = await statusAndFormatters('2026-09-07T07:00:00Z', PARIS_1);
    expect(later).toBe("Ouvert jusqu'à 12h00");
    expect(formatters).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasChromium)('open-now on public holidays', () => {
  it('reads closed on 14 July, Easter Monday and Ascension, and says when it reopens', async () => {
    expect(await statusOf(await at('2025-07-14T08:00:00Z', PARIS_1))).toBe(
      'Fermé, jour férié (fête nationale) ; rouvre demain à 9h00',
    );
    expect(await statusOf(await at('2025-04-21T08:00:00Z', PARIS_1))).toBe(
      'Fermé, jour férié (lundi de Pâques) ; rouvre demain à 9h00',
    );
    // Thursday 29 May 2025 (Ascension): Friday is a working day.
    expect(await statusOf(await at('2025-05-29T08:00:00Z', PARIS_1))).toBe(
      'Fermé, jour férié (Ascension) ; rouvre demain à 9h00',
    );
  });

  it('hedges the status of indicative hours', async () => {
    // Ajaccio has the indicative default hours: Monday 10 March 2025, 09:00 in Corsica.
    expect(await statusOf(await at('2025-03-10T08:00:00Z', '/mairie/mairie-d-ajaccio'))).toBe(
      "Sans doute ouvert jusqu'à 12h00 d'après les horaires indicatifs",
    );
  });
});

describe.skipIf(!hasChromium)('positions and lists', () => {
  it('says when a position is approximate and gives no distance to 0.1 km from it', async () => {
    const page = await at('2025-03-10T05:00:00Z', SAINT_DENIS);
    expect(await page.locator('.mairie-map-approximate').innerText()).toContain('Position approximative');
    // La Réunion has no other town hall in the fixture and the nearest stay within the territory (issue 42): no
    // distance, the official finder instead. Distances from an approximate position: mairie-page.test.ts.
    const nearest = page.locator('section:has(#proches-title)');
    expect(await nearest.locator('.where').count()).toBe(0);
    expect(await nearest.locator('a[href="https://rendezvouspasseport.ants.gouv.fr/"]').count()).toBe(1);
    const paris = await at('2025-03-10T05:00:00Z', PARIS_1);
    expect(await paris.locator('.mairie-map-approximate').count()).toBe(0);
  });

  it('groups suggested town halls by status, equipped first, and a department list that does not repeat them', async () => {
    const page = await at('2025-03-10T05:00:00Z', '/mairie/mairie-de-l-abergement-clemenciat');
    const nearest = page.locator('section:has(#proches-title)');
    // Ajaccio is equipped by its own answer (issue 41): the lists read the status whatever its source.
    expect(await nearest.locator('li a').allInnerTexts()).toEqual([
      'Mairie de Paris - 1er arrondissement',
      "Mairie d'Ajaccio",
      "Mairie d'Ambérieux-en-Dombes",
    ]);
    // Mixed statuses: one heading per status, none repeated on a row.
    expect(await nearest.locator('h3').allInnerTexts()).toEqual([
      'Équipées pour les passeports (2)',
      'Équipement passeport non confirmé (1)',
    ]);
    expect(await nearest.locator('li').allInnerTexts()).not.toContainEqual(expect.stringMatching(/passeport/));
    // A single status: said once, in the list's note, with the official finder since none is equipped.
    const department = page.locator('section:has(#departement-title)');
    expect(await department.locator('li a').allInnerTexts()).toEqual(["Mairie d'Ambérieu-en-Bugey"]);
    expect(await department.locator('h3').count()).toBe(0);
    expect(await department.locator('.nearby-unknown').innerText()).toMatch(
      /^Aucune de ces mairies ne prend les demandes de passeport : le site officiel rendezvouspasseport\.ants\.gouv\.fr/,
    );
  });

  it('suggests, on a postal code without town hall, the nearest ones grouped by status, equipped first', async () => {
    const page = await at('2025-03-10T05:00:00Z', '/ville/01990');
    const nearest = page.locator('section:has(#proches-title)');
    // Ajaccio is equipped by its own answer (issue 41).
    expect(await nearest.locator('h3').allInnerTexts()).toEqual([
      'Équipées pour les passeports (3)',
      'Équipement passeport non confirmé (1)',
    ]);
    expect(await nearest.locator('ul[data-equipment="equipped"] li').count()).toBe(3);
    expect(await page.locator('.nearby-unknown').count()).toBe(0);
  });

  it('answers a former slug with a 301 to the current page, and its guide too', async () => {
    const moved = await fetch(`${fixture.server.url}/mairie/mairie-d-a-jaccio`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/mairie/mairie-d-ajaccio');
    const guide = await fetch(`${fixture.server.url}/mairie/mairie-d-a-jaccio/rdv/`, { redirect: 'manual' });
    expect([guide.status, guide.headers.get('location')]).toEqual([301, '/mairie/mairie-d-ajaccio/rdv']);
    expect((await fetch(`${fixture.server.url}/mairie/mairie-inconnue`, { redirect: 'manual' })).status).toBe(404);
  });
});
