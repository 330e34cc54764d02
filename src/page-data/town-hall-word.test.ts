// The town hall's own word on its pages and in the open files (issue 41): its status « d'après la mairie », its
// booking link or its own « how to book », the link to update its page, the JSON-LD ReserveAction, the 'mairie'
// source code. The fixture's Ajaccio answered that it takes applications, with its booking page; Névez that it does
// not (FIXTURE_TOWN_HALL_ANSWERS).
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { toSiteData, townHallBookingHows } from '../data/site/site-data.ts';
import { townHallRequestPath } from '../domain/paths.ts';
import { TOWN_HALL_SOURCE } from '../domain/source-order.ts';
import { TOWN_HALL_WORD_TEXTS, townHallSays } from '../domain/town-hall-word.ts';
import {
  FIXTURE_NOW,
  FIXTURE_TOWN_HALL_ANSWERS,
  fixtureRaw,
  fixtureSite,
  mairieOf,
} from '../../tests/fixtures/site-seed.ts';
import { appointmentView } from './appointment.ts';
import { mairiePageData } from './mairie-page.ts';
import { openDataStream } from './open-data.ts';
import { equipmentSource, OPEN_DATA_SOURCE_CODES, sourceText, townHallStatus } from './provenance.ts';
import { rdvPageData } from './rdv-page.ts';
import type { SiteData } from '../data/site/site-data.ts';

const site = fixtureSite();
const pageOf = (s: SiteData, slug: string) => mairiePageData(s, mairieOf(s, slug));
const page = (slug: string) => pageOf(site, slug);
const office = (p: ReturnType<typeof page>) =>
  p.seo.jsonLd?.find((d) => (d as { '@type': string })['@type'] === 'GovernmentOffice') as Record<string, unknown>;

describe("the town hall's answer as a source", () => {
  it('is « d’après la mairie » and the day of the answer, for any field', () => {
    expect(sourceText(TOWN_HALL_SOURCE, '2026-11-28', site.dataSources)).toBe('d’après la mairie, 28 novembre 2026');
    expect(equipmentSource(TOWN_HALL_SOURCE, '2026-11-01', site.dataSources)).toBe(
      'd’après la mairie, 1er novembre 2026',
    );
    expect(sourceText(TOWN_HALL_SOURCE, null, site.dataSources)).toBe('d’après la mairie');
  });

  it('says what the answer says of the status, with the channel and the day, and nothing for another source', () => {
    const said = { equipped: 'equipped', equipped_source: TOWN_HALL_SOURCE, equipped_source_date: '2026-11-28' };
    expect(townHallStatus(said)).toEqual({
      says: 'Prend les demandes de passeport, d’après la mairie, 28 novembre 2026',
      source: `${TOWN_HALL_WORD_TEXTS.sourceLabel}, 28 novembre 2026`,
    });
    expect(townHallStatus({ ...said, equipped: 'not_equipped' })?.says).toBe(
      'Ne prend pas les demandes de passeport, d’après la mairie, 28 novembre 2026',
    );
    expect(townHallStatus({ ...said, equipped_source: 'visitor' })).toBeNull();
    expect(townHallStatus({ ...said, equipped: 'unknown' })).toBeNull();
    expect(townHallStatus({ ...said, equipped_source_date: null })).toBeNull();
  });

  it('is listed among the open files’ source codes (/donnees), with its meaning', () => {
    expect(OPEN_DATA_SOURCE_CODES).toContainEqual([
      TOWN_HALL_SOURCE,
      `${TOWN_HALL_WORD_TEXTS.sourceLabel} (la date est celle de la réponse)`,
    ]);
  });
});

describe("a town hall page with the town hall's answer", () => {
  const ajaccio = page('mairie-d-ajaccio');
  const nevez = page('mairie-de-nevez');

  it('shows the status as the town hall says it, on the first screen and in the notice', () => {
    expect(ajaccio.equipped).toMatchObject({
      state: 'equipped',
      source: 'd’après la mairie, 5 mars 2025',
      townHall: {
        says: townHallSays(true, '2025-03-05'),
        source: `${TOWN_HALL_WORD_TEXTS.sourceLabel}, 5 mars 2025`,
      },
    });
    expect(ajaccio.equipped.townHall?.says).toBe('Prend les demandes de passeport, d’après la mairie, 5 mars 2025');
    expect(nevez.equipped.townHall?.says).toBe(
      'Ne prend pas les demandes de passeport, d’après la mairie, 6 mars 2025',
    );
    // Another source: no town hall's sentence.
    expect(page('mairie-de-l-abergement-clemenciat').equipped.townHall).toBeNull();
  });

  it('books on its booking page like any booking link, « d’après la mairie »', () => {
    expect(ajaccio.appointment).toMatchObject({
      kind: 'url',
      bookingUrl: 'https://rdv.example.fr/ajaccio',
      source: 'd’après la mairie, 5 mars 2025',
    });
    expect(ajaccio.actions.book).toEqual({ href: 'https://rdv.example.fr/ajaccio', label: 'Réserver', external: true });
  });

  it("quotes the town hall's « how to book » when it gave no booking page, with its source and day", () => {
    const raw = fixtureRaw();
    const how = 'Par téléphone au 04 95 51 52 53, <b>le matin</b>.';
    raw.mairies = raw.mairies.map((m) => (m.id === 6 ? { ...m, rendez_vous: null } : m));
    raw.townHallBookingHow = townHallBookingHows(
      FIXTURE_TOWN_HALL_ANSWERS.map((a) => (a.mairieId === 6 ? { ...a, bookingUrl: null, bookingHow: how } : a)),
    );
    expect(raw.townHallBookingHow).toEqual([{ mairieId: 6, text: how, day: '2025-03-05' }]);
    const withHow = toSiteData(raw, FIXTURE_NOW);
    const text = TOWN_HALL_WORD_TEXTS.bookingHow(how, '2025-03-05');
    expect(text).toBe(`Comment prendre rendez-vous, d’après la mairie (5 mars 2025) : « ${how} »`);
    const shown = pageOf(withHow, 'mairie-d-ajaccio');
    expect(shown.appointment).toMatchObject({ kind: 'text', text, source: null, byTownHall: true });
    // The FAQ answers with the sentence as it is, not quoted a second time.
    expect(shown.faq.map((item) => item.answer)).toContain(text);
    expect(shown.actions.book.label).toBe('Rendez-vous');
    expect(rdvPageData(withHow, mairieOf(withHow, 'mairie-d-ajaccio')).appointment).toMatchObject({ text });
    // A booking link that came since (another source) wins over the answer's words.
    const later = {
      ...mairieOf(withHow, 'mairie-d-ajaccio'),
      rendez_vous: 'https://rdv.example.fr/a',
      rendez_vous_source: 'visitor',
    };
    expect(appointmentView(later)).toMatchObject({ kind: 'url', bookingUrl: 'https://rdv.example.fr/a' });
    expect(appointmentView({ ...later, rendez_vous: null })).toMatchObject({ kind: 'none' });
  });

  it('links to the request page on a listed town hall’s page only', () => {
    for (const slug of ['mairie-d-ajaccio', 'mairie-de-l-abergement-clemenciat', 'mairie-d-amberieu-en-bugey'])
      expect(page(slug).townHallLink).toEqual({
        href: townHallRequestPath(mairieOf(site, slug).id),
        label: 'Vous êtes la mairie ? Mettez à jour cette page',
      });
    expect(ajaccio.townHallLink?.href).toBe('/api/mairie/mise-a-jour?m=6');
    // Paris 4e: the directory no longer lists it.
    expect(page('mairie-de-paris-4e-arrondissement').townHallLink).toBeNull();
  });
});

describe('the JSON-LD booking action', () => {
  const reserve = (url: string) => ({
    '@type': 'ReserveAction',
    target: { '@type': 'EntryPoint', urlTemplate: url },
  });

  it('is on every town hall with a booking link, whatever its source', () => {
    // The town hall's answer, the booking list.
    expect(office(page('mairie-d-ajaccio')).potentialAction).toEqual(reserve('https://rdv.example.fr/ajaccio'));
    expect(office(page('mairie-de-l-abergement-clemenciat')).potentialAction).toMatchObject(
      reserve('https://rdv.example.fr/abergement'),
    );
    // A visitor's accepted link.
    const raw = fixtureRaw();
    raw.mairies = raw.mairies.map((m) =>
      m.id === 3
        ? {
            ...m,
            rendez_vous: 'https://rdv.example.fr/dombes',
            rendez_vous_source: 'visitor',
            rendez_vous_source_date: '2025-03-11',
          }
        : m,
    );
    const visited = toSiteData(raw, FIXTURE_NOW);
    expect(office(pageOf(visited, 'mairie-d-amberieux-en-dombes')).potentialAction).toMatchObject(
      reserve('https://rdv.example.fr/dombes'),
    );
  });

  it('is not there without a booking link (none, text instructions, a town hall that takes no applications)', () => {
    for (const slug of ['mairie-d-amberieux-en-dombes', 'mairie-d-amberieu-en-bugey', 'mairie-de-nevez'])
      expect(office(page(slug))).not.toHaveProperty('potentialAction');
  });
});

describe('the open files', () => {
  it("carry 'mairie' as the source of the status and the booking link the town hall gave, with its day", async () => {
    const csv = await new Response(openDataStream(site, 'https://passeport.example.fr', 'csv')).text();
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.find((r) => r.id === '6')).toMatchObject({
      equipement: 'equipped',
      equipement_source: 'mairie',
      equipement_date: '2025-03-05',
      rendez_vous: 'https://rdv.example.fr/ajaccio',
      rendez_vous_source: 'mairie',
      rendez_vous_date: '2025-03-05',
    });
    // No booking link: no source for it.
    expect(rows.find((r) => r.id === '8')).toMatchObject({
      equipement: 'not_equipped',
      equipement_source: 'mairie',
      equipement_date: '2025-03-06',
      rendez_vous: '',
      rendez_vous_source: '',
    });
  });
});
