// What the fixture build says, page by page (issue 42). No unfilled text: a `{name}` or `{{name:…}}` placeholder,
// `undefined`, `NaN` or `[object Object]` in what a visitor reads (text, alt, title, aria-label, placeholder, meta
// content), in the string values of JSON-LD, or in the string values of an island's props (what it renders once
// hydrated). No overseas price from SPEC §9's row, which matches no department (docs/documents-rules.md).
// The national data has what the fixture lacks (month-only dates, every status): built-text-national.test.ts runs the
// same check on a department build of it.
import { beforeAll, describe, expect, it } from 'vitest';
import { STAMP_PRICES, formatEuros } from '../../src/domain/prices.ts';
import { documentsFor } from '../../src/domain/documents.ts';
import { DOCUMENTS } from '../../src/domain/constants.ts';
import { htmlPages, pageStrings, unfilled } from '../helpers/built-text.ts';
import { fixtureDist } from './fixture-site.ts';

let pages: [string, string][];
beforeAll(async () => {
  pages = htmlPages(await fixtureDist());
}, 300_000);

describe('no unfilled text in the built site', () => {
  it('finds a placeholder, undefined and NaN where they would be (the check can fail)', () => {
    const html =
      '<p>Une photo de moins de {photoMaxMonths} mois</p><img alt="NaN €">' +
      '<script type="application/ld+json">{"text":"undefined ans"}</script>' +
      '<div data-props="{&quot;label&quot;:&quot;{{stamp:metropole:adult}}&quot;}"></div>' +
      '<script>const a = {b};</script>';
    expect(unfilled(html)).toEqual([
      'visible: Une photo de moins de {photoMaxMonths} mois',
      'visible: NaN €',
      'jsonLd: undefined ans',
      'props: {{stamp:metropole:adult}}',
    ]);
  });

  it('has none in any page of the fixture, appointment guides included', () => {
    expect(pages.filter(([file]) => /^mairie\/[^/]+\/rdv\.html$/.test(file)).length).toBeGreaterThan(5);
    const found = pages.flatMap(([file, html]) => unfilled(html).map((text) => `${file}: ${text}`));
    expect(found, found.slice(0, 20).join('\n')).toEqual([]);
  });
});

describe('prices by territory in the built site', () => {
  it("never shows SPEC's overseas row (73 / 36 / 14 €) as a price", () => {
    const spec = Object.values(STAMP_PRICES['outre-mer']).map((price) => formatEuros(price));
    const found = pages.flatMap(([file, html]) =>
      pageStrings(html)
        .visible.filter((text) => spec.some((price) => new RegExp(`(^|[^\\d,])${price}`).test(text)))
        .map((text) => `${file}: ${text.trim().slice(0, 160)}`),
    );
    expect(found, found.join('\n')).toEqual([]);
  });
});

describe('the guide and the page know the town hall', () => {
  const html = (file: string) => pages.find(([name]) => name === file)![1];
  const text = (file: string) => pageStrings(html(file)).visible.join(' ').replace(/\s+/g, ' ');

  it('a town hall that does not take applications: said, no booking, the nearest known and the official finder', () => {
    for (const file of ['mairie/mairie-d-amberieu-en-bugey/rdv.html', 'mairie/mairie-d-amberieu-en-bugey.html']) {
      expect(text(file)).toContain('Cette mairie ne prend pas les demandes de passeport.');
      expect(text(file)).not.toMatch(/il faut prendre rendez-vous|Sur rendez-vous au 04 74 46 17 00/);
      expect(html(file)).toContain('href="https://rendezvouspasseport.ants.gouv.fr/"');
    }
    expect(html('mairie/mairie-d-amberieu-en-bugey/rdv.html')).toContain(
      'href="/mairie/mairie-d-amberieu-en-bugey#proches-title"',
    );
    expect(html('mairie/mairie-d-amberieu-en-bugey.html')).toMatch(/href="#proches-title"[^>]*>[^<]*Mairies proches/);
  });

  it('a town hall not known either way: the site says it does not know, and what it has no link for', () => {
    const page = text('mairie/mairie-d-amberieux-en-dombes.html');
    expect(page).toContain('Nous ne savons pas si cette mairie prend les demandes de passeport');
    expect(page).toContain("Nous n'avons pas de lien de prise de rendez-vous en ligne pour cette mairie.");
    expect(text('mairie/mairie-d-amberieux-en-dombes/rdv.html')).not.toContain('il faut prendre rendez-vous');
    // An equipped one is where to book.
    expect(text('mairie/mairie-de-l-abergement-clemenciat/rdv.html')).toContain('il faut prendre rendez-vous');
    const found = pages.filter(([, page]) => page.includes('ne publie pas de prise de rendez-vous'));
    expect(found.map(([file]) => file)).toEqual([]);
  });
});

describe('the first thing first', () => {
  it("a theft case says to declare the theft above the case's questions and list; an emergency where to ask", () => {
    for (const who of ['majeur', 'mineur-15-17']) {
      const html = pages.find(([file]) => file === `documents/${who}/vol.html`)![1];
      const first = html.indexOf('déclarez le vol à la police ou à la gendarmerie');
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(html.indexOf('data-island="DocumentsCase"'));
    }
    const emergency = pages.find(([file]) => file === 'documents/majeur/urgence.html')![1];
    expect(emergency.indexOf('auprès de la mairie')).toBeLessThan(emergency.indexOf('data-island="DocumentsCase"'));
  });
});

describe("the guide's checklist says the case pages' rules", () => {
  it('a figure, a document and a condition, as the domain gives them', () => {
    const html = pages.find(([file]) => file === 'mairie/mairie-d-ajaccio/rdv.html')![1];
    const visible = pageStrings(html).visible.join(' ');
    const item = (id: string) => documentsFor('majeur', 'premiere-demande').find((i) => i.id === id)!;
    // A figure: the photo's age and size.
    expect(visible).toContain(
      `moins de ${DOCUMENTS.photoMaxMonths} mois, ${DOCUMENTS.photoSizeMm.width} × ${DOCUMENTS.photoSizeMm.height} mm`,
    );
    // A document: the proof of address of the case pages, which refuses the tax notice (F14807).
    expect(visible).toContain(item('domicile').label);
    expect(visible).not.toMatch(/facture, avis d'imposition/);
    // A condition: without a recent secure title, the nationality proof.
    expect(visible).toContain(`${item('nationalite').condition} une copie intégrale`);
    expect(visible).not.toContain('récent');
  });
});
