// Issue 33 in Chromium: a town hall's passport status from public pages, said on its first screen with the page's
// site (linked) and date; « à confirmer » with both disagreeing pages and the advice to call; unknown as before; the
// nearest list ranking the equipped town hall first; the department's count. axe runs on these pages in
// accessibility.test.ts.
import { describe, expect, it } from 'vitest';
import { hasChromium } from '../helpers/browser.ts';
import { FRANCE_BLEU_PAGE } from '../fixtures/site-seed.ts';
import { hydrated, openPage, useFixtureBrowser } from './browser-page.ts';

const fixture = useFixtureBrowser();

async function visit(path: string) {
  const { page, problems } = await openPage(fixture.browser, fixture.server.url);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(path);
  return { page, problems };
}

describe.skipIf(!hasChromium)('passport status from public pages', () => {
  it('says an equipped town hall takes applications, after which site and when, on its first screen', async () => {
    const { page, problems } = await visit('/mairie/mairie-de-paris-1er-arrondissement');
    const fact = page.locator('.key-facts .fact-equipped');
    expect(await fact.innerText()).toBe("Prend les demandes de passeport, d'après francebleu.fr, mars 2017");
    const link = fact.getByRole('link', { name: 'francebleu.fr' });
    expect(await link.getAttribute('href')).toBe(FRANCE_BLEU_PAGE);
    const box = await fact.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(640);
    expect(problems).toEqual([]);
  });

  it('says « à confirmer » with the same details, shows both disagreeing pages and asks to call first', async () => {
    const { page } = await visit('/mairie/mairie-de-paris-2e-arrondissement');
    expect(await page.locator('.key-facts .fact-equipped').innerText()).toBe(
      "À confirmer : Prend les demandes de passeport, d'après paris.fr, juin 2019. Appelez la mairie avant de vous déplacer.",
    );
    const notice = await page.locator('p.notice.equipped').innerText();
    expect(notice).toContain(
      "Prend les demandes de passeport, d'après paris.fr, juin 2019 ; ne prend plus les demandes de passeport, d'après annuaire.example.org, page non datée",
    );
    expect(notice).toContain('Appelez-la avant de vous déplacer');
  });

  it('leaves an unknown town hall worded as before, with no page named', async () => {
    const { page } = await visit('/mairie/mairie-d-amberieux-en-dombes');
    expect(await page.locator('.key-facts .fact-equipped').innerText()).toBe('Équipement passeport non confirmé');
    expect(await page.locator('.fact-equipped a, p.notice.equipped a').count()).toBe(0);
  });

  it('ranks the town hall known equipped first in a nearest list, before a nearer unknown one', async () => {
    const { page } = await visit('/mairie/mairie-de-l-abergement-clemenciat');
    const nearest = page.locator('section:has(#proches-title)');
    const groups = await nearest
      .locator('ul[data-equipment]')
      .evaluateAll((lists) =>
        lists.map((list) => [
          list.getAttribute('data-equipment'),
          [...list.querySelectorAll('li a')].map((a) => a.textContent),
        ]),
      );
    // Ajaccio is equipped by its own answer (issue 41): the lists read the status whatever its source.
    expect(groups[0]).toEqual(['equipped', ['Mairie de Paris - 1er arrondissement', "Mairie d'Ajaccio"]]);
    expect(groups.flatMap(([, names]) => names)).toContain("Mairie d'Ambérieux-en-Dombes");
  });

  it("counts a department's town halls known equipped and names the sites", async () => {
    // Paris 4e's closed town hall, still « équipée » in its old record, is not counted: the directory no longer lists
    // it (issue 39).
    const { page } = await visit('/departements/75');
    expect(await page.locator('.department-equipment').innerText()).toBe(
      "1 mairie est connue pour prendre les demandes de passeport (1 autre à confirmer), d'après des pages de francebleu.fr, paris.fr.",
    );
  });

  it('marks the town hall known equipped in the search results, not the one to confirm', async () => {
    const { page } = await openPage(fixture.browser, fixture.server.url);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('combobox', { name: 'Rechercher une mairie' }).fill('paris');
    const mairies = page.getByRole('group', { name: 'Mairies' });
    await mairies.getByRole('option').first().waitFor();
    expect(await mairies.getByRole('option').allInnerTexts()).toEqual([
      'Mairie de Paris - 1er arrondissement Paris, 75001 · Équipée pour les passeports',
      'Mairie de Paris - 2e arrondissement Paris, 75084',
      // No longer listed by the directory: found, after the current ones, never marked equipped (issue 39).
      'Mairie de Paris - 4e arrondissement Paris, 75004',
    ]);
  });
});
