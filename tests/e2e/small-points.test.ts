// Small points in Chromium: the map's zoom buttons speak French, the department list follows the official order.
import { describe, expect, it } from 'vitest';
import { compareDepartmentCodes } from '../../src/domain/departments.ts';
import { hasChromium } from '../helpers/browser.ts';
import { openPage, useFixtureBrowser } from './browser-page.ts';

const fixture = useFixtureBrowser();

describe.skipIf(!hasChromium)('small points', () => {
  it("titles Leaflet's zoom buttons in French", async () => {
    const { page, problems } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/mairie/mairie-de-paris-1er-arrondissement');
    await page.locator('.mairie-map').scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor();
    expect(await page.getByRole('button', { name: 'Zoom avant' }).getAttribute('title')).toBe('Zoom avant');
    expect(await page.getByRole('button', { name: 'Zoom arrière' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Zoom (in|out)/ }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('lists the departments in official order, Corsica between 19 and 21', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/departements');
    const codes = await page
      .locator('li[data-code]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-code')!));
    expect(codes.length).toBeGreaterThan(1);
    expect(codes).toEqual([...codes].sort(compareDepartmentCodes));
  });
});
