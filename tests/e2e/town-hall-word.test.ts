// Issue 41, « The town hall's own word », on the fixture build: a listed town hall's page links (a plain link, no
// island nor form) to the page where it can update it, a town hall the directory no longer lists gets none; the
// fixture's Ajaccio answered that it takes applications, with its booking page (FIXTURE_TOWN_HALL_ANSWERS): its page
// says so « d'après la mairie », books on that page, its JSON-LD has the ReserveAction, the CSV carries 'mairie'.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { townHallRequestPath } from '../../src/domain/paths.ts';
import { TOWN_HALL_SOURCE } from '../../src/domain/source-order.ts';
import { TOWN_HALL_WORD_TEXTS, townHallSays } from '../../src/domain/town-hall-word.ts';
import { fixtureDist } from './fixture-site.ts';

let dist: string;
beforeAll(async () => {
  dist = await fixtureDist();
}, 600_000);

const html = (file: string) => readFileSync(join(dist, file), 'utf8');
// The visible text of a built page: scripts and tags dropped, the entities Astro writes decoded, spaces collapsed.
const textOf = (file: string) =>
  html(file)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The page's links to the town hall's request page.
const requestLinks = (file: string) =>
  [...html(file).matchAll(/<a\b[^>]*href="\/api\/mairie\/mise-a-jour\?m=\d+"[^>]*>[\s\S]*?<\/a>/g)].map((m) => m[0]);

describe('the link « Vous êtes la mairie ? »', () => {
  it('is a plain nofollow link to the request page on a listed town hall’s page', () => {
    for (const [file, id] of [
      ['mairie/mairie-d-ajaccio.html', 6],
      ['mairie/mairie-de-l-abergement-clemenciat.html', 1],
      ['mairie/mairie-de-nevez.html', 8],
    ] as const) {
      const links = requestLinks(file);
      expect(links, file).toHaveLength(1);
      expect(links[0]).toContain(`href="${townHallRequestPath(id)}"`);
      expect(links[0]).toMatch(/rel="nofollow"/);
      expect(links[0]).toMatch(new RegExp(`>\\s*${escapeRegExp(TOWN_HALL_WORD_TEXTS.pageLink)}\\s*</a>`));
      // Inside no form; no island of its own.
      const page = html(file);
      const at = page.indexOf(links[0]);
      const form = page.lastIndexOf('<form', at);
      expect(form < 0 || page.lastIndexOf('</form>', at) > form, file).toBe(true);
    }
  });

  it('is not on the page of a town hall the directory no longer lists', () => {
    expect(requestLinks('mairie/mairie-de-paris-4e-arrondissement.html')).toEqual([]);
    expect(textOf('mairie/mairie-de-paris-4e-arrondissement.html')).not.toContain(TOWN_HALL_WORD_TEXTS.pageLink);
  });
});

describe("a town hall page with the town hall's answer", () => {
  it('says the status as the town hall does, with its source and day', () => {
    const text = textOf('mairie/mairie-d-ajaccio.html');
    expect(text).toContain(townHallSays(true, '2025-03-05'));
    expect(text).toContain('Prend les demandes de passeport, d’après la mairie, 5 mars 2025');
    expect(text).toContain('Équipée pour les passeports (d’après la mairie, 5 mars 2025).');
    expect(text).toContain(`Source : ${TOWN_HALL_WORD_TEXTS.sourceLabel}, 5 mars 2025.`);
    expect(textOf('mairie/mairie-de-nevez.html')).toContain(
      'Ne prend pas les demandes de passeport, d’après la mairie, 6 mars 2025',
    );
  });

  it('books on its booking page from the first screen, « d’après la mairie »', () => {
    const page = html('mairie/mairie-d-ajaccio.html');
    const book = /<a\b[^>]*data-book[^>]*>[\s\S]*?<\/a>/.exec(page)?.[0] ?? '';
    expect(book).toContain('href="https://rdv.example.fr/ajaccio"');
    expect(book).toMatch(/>\s*Réserver\s*</);
    expect(textOf('mairie/mairie-d-ajaccio.html')).toContain('Lien de rendez-vous : d’après la mairie, 5 mars 2025.');
  });

  it('has the booking page as a ReserveAction in its JSON-LD', () => {
    const blocks = [
      ...html('mairie/mairie-d-ajaccio.html').matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
    const office = blocks.find((b) => b['@type'] === 'GovernmentOffice');
    expect(office?.potentialAction).toMatchObject({
      '@type': 'ReserveAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://rdv.example.fr/ajaccio' },
    });
  });

  it("is in the CSV with the source 'mairie' and the answer's day, and /donnees says what 'mairie' is", () => {
    const rows = parse(html('donnees/mairies.csv'), { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === '6')).toMatchObject({
      equipement: 'equipped',
      equipement_source: TOWN_HALL_SOURCE,
      equipement_date: '2025-03-05',
      rendez_vous: 'https://rdv.example.fr/ajaccio',
      rendez_vous_source: TOWN_HALL_SOURCE,
      rendez_vous_date: '2025-03-05',
    });
    const codes = /<ul data-source-codes[^>]*>([\s\S]*?)<\/ul>/.exec(html('donnees.html'))?.[1] ?? '';
    expect(codes.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')).toContain(
      `${TOWN_HALL_SOURCE} : ${TOWN_HALL_WORD_TEXTS.sourceLabel} (la date est celle de la réponse)`,
    );
  });
});
