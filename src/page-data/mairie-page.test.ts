import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages.ts';
import { NEAREST } from '../domain/constants.ts';
import { haversineKm } from '../domain/distance.ts';
import { mairiePageData } from './mairie-page.ts';
import { DEPARTMENT_ALREADY_LISTED, groupByEquipment } from './nearby.ts';
import { toSiteData } from '../data/site/site-data.ts';
import { FIXTURE_NOW, REVIEWER_EMAILS, fixtureRaw, fixtureSite, mairieOf } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();
const page = (slug: string) => {
  const data = mairiePageData(site, mairieOf(site, slug));
  if (!data) throw new Error(`no page for ${slug}`);
  return data;
};
const paris1 = page('mairie-de-paris-1er-arrondissement');
const paris2 = page('mairie-de-paris-2e-arrondissement');
const abergement = page('mairie-de-l-abergement-clemenciat');
const amberieu = page('mairie-d-amberieu-en-bugey');
const dombes = page('mairie-d-amberieux-en-dombes');
const ajaccio = page('mairie-d-ajaccio');

describe('town hall page header', () => {
  it('states each equipment state honestly', () => {
    expect(abergement.equipped).toMatchObject({ state: 'equipped', label: 'Équipée pour les passeports' });
    expect(amberieu.equipped).toMatchObject({ state: 'not_equipped', label: 'Non équipée pour les passeports' });
    expect(dombes.equipped.state).toBe('unknown');
    expect(dombes.equipped.label).toContain('non confirmé');
  });

  it('gives the name, the back link to the search, the image and the address lines', () => {
    expect(paris1.name).toBe('Mairie de Paris - 1er arrondissement');
    expect(paris1.searchHref).toBe('/#recherche');
    expect(paris1.imageUrl).toBe('/favicon.svg');
    expect(abergement.imageUrl).toBeNull();
    expect(ajaccio.imageUrl).toBeNull(); // another host: the CSP would block it
    expect(amberieu.addressLines).toEqual(['Place Robert-Marcelpoil', 'BP 429', '01504 Ambérieu-en-Bugey']);
  });

  it('derives crowding from the week visit count when known, else from population and hours', () => {
    expect(paris1.crowding).toMatchObject({ level: 'low', available: true });
    expect(paris1.crowding.detail).toContain('3 consultations');
    expect(dombes.crowding.available).toBe(true);
    expect(dombes.crowding.detail).toContain('population');
  });

  it("reads 'Affluence non disponible' when the schedule has no open hour", () => {
    const raw = fixtureRaw();
    const closed = Object.fromEntries(
      ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [d, []]),
    );
    raw.places = [{ mairie_id: 6, place_id: 'x', data: { schedule: closed, rating: null, isDefaultSchedule: false } }];
    const built = toSiteData(raw, FIXTURE_NOW);
    const data = mairiePageData(built, mairieOf(built, 'mairie-d-ajaccio'));
    expect(data.crowding).toMatchObject({ label: MESSAGES.crowdingUnavailable, level: 'medium', available: false });
    expect(data.hours.unavailableText).toBe(MESSAGES.scheduleUnavailable);
  });

  it('shows the average of published reviews as five stars with halves', () => {
    expect(paris1.rating.text).toBe('Note moyenne 4,5 sur 5');
    expect(paris1.rating.stars).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(abergement.rating).toMatchObject({ average: null, text: 'Pas encore de note' });
  });

  it('offers a map place at zoom 14 and 300 px with an OpenStreetMap fallback, none without position', () => {
    expect(abergement.map).toMatchObject({ lat: 46.1517, lon: 4.9201, zoom: 14, heightPx: 300, name: abergement.name });
    expect(abergement.map?.osmHref).toContain('openstreetmap.org');
    expect(paris2.map).toBeNull();
  });
});

describe('contact block and appointment section', () => {
  it("offers 'Contacter la mairie' only with a valid e-mail", () => {
    expect(abergement.contact.canEmail).toBe(true);
    expect(amberieu.contact.canEmail).toBe(false);
    expect(dombes.contact.canEmail).toBe(false);
  });

  it('gives the website and a tel: link', () => {
    expect(abergement.contact.website).toEqual({
      href: 'http://www.abergement.example.fr/',
      label: 'abergement.example.fr',
    });
    expect(abergement.contact.phone).toEqual({ display: '04 74 24 03 08', href: 'tel:+33474240308' });
    expect(paris2.contact.phone).toBeNull();
  });

  it('has the three appointment cases', () => {
    expect(abergement.appointment).toMatchObject({
      kind: 'url',
      rdvHref: '/mairie/mairie-de-l-abergement-clemenciat/rdv',
    });
    // Not equipped: no booking at all, the status and the nearest known (issue 42).
    expect(amberieu.appointment).toEqual({
      kind: 'elsewhere',
      guideHref: '/mairie/mairie-d-amberieu-en-bugey/rdv',
      status: {
        text: 'Cette mairie ne prend pas les demandes de passeport.',
        nearestKnown: true,
        nearestHref: '/mairie/mairie-d-amberieu-en-bugey#proches-title',
      },
    });
    expect(amberieu.actions.book).toEqual({ href: '#proches-title', label: 'Mairies proches', external: false });
    // What the site knows: it has no booking link, not « the town hall publishes none ».
    const noLink = `${MESSAGES.noBookingLink} ${MESSAGES.noAppointmentInfo}`;
    expect(dombes.appointment).toMatchObject({
      kind: 'none',
      message: noLink,
      phone: { display: '04 74 00 84 15', href: 'tel:+33474008415' },
      guideHref: '/mairie/mairie-d-amberieux-en-dombes/rdv',
    });
    expect(paris2.appointment).toMatchObject({
      kind: 'none',
      message: noLink,
      phone: null,
      guideHref: '/mairie/mairie-de-paris-2e-arrondissement/rdv',
    });
    // « À confirmer » calls first; unknown points to the nearest known; equipped says nothing more.
    expect(paris2.appointment.status).toMatchObject({
      nearestKnown: false,
      text: expect.stringMatching(/appelez la mairie avant/),
    });
    expect(dombes.appointment.status).toMatchObject({
      nearestKnown: true,
      text: expect.stringMatching(/^Nous ne savons pas si cette mairie/),
    });
    expect(abergement.appointment.status).toBeNull();
  });

  it('suggests no town hall of another territory as the nearest (no Martinique for Cayenne)', () => {
    const saintDenis = mairiePageData(site, mairieOf(site, 'mairie-de-saint-denis'));
    expect(saintDenis.nearest.items).toEqual([]);
    expect(abergement.nearest.items.length).toBeGreaterThan(0);
  });
});

describe('opening hours', () => {
  it('takes the cache first, then the directory, then the indicative default', () => {
    expect(paris1.hours).toMatchObject({ source: 'cache', badge: 'Horaires vérifiés', indicative: false });
    expect(paris1.hours.rows.find((r) => r.day === 'samedi')?.hours).toBe('Fermé');
    expect(dombes.hours).toMatchObject({
      source: 'directory',
      badge: "Horaires de l'annuaire Service-Public.fr (4 mars 2025)",
      officialLabel: "Horaires de l'annuaire Service-Public.fr (4 mars 2025)",
      sourceText: null,
      indicative: false,
    });
    expect(dombes.hours.rows.find((r) => r.day === 'samedi')?.hours).toBe('9h00 - 11h30');
    expect(ajaccio.hours).toMatchObject({ source: 'default', badge: 'Horaires indicatifs', indicative: true });
    expect(ajaccio.hours.rows[0]).toEqual({ day: 'lundi', label: 'Lundi', hours: '8h30 - 12h00 et 13h30 - 17h00' });
  });

  it("hands the status script the town hall's own time zone and holiday calendar", () => {
    expect(paris1.hours).toMatchObject({ timeZone: 'Europe/Paris', holidays: { goodFriday: false, stStephen: false } });
  });
});

describe('an arrondissement town hall closed since (Paris 2nd)', () => {
  it('says where to go, and shows no hours, no status and no crowding', () => {
    expect(paris2.notice?.link).toEqual({
      href: '/mairie/mairie-de-paris-1er-arrondissement',
      label: 'Mairie de Paris - 1er arrondissement',
    });
    expect(paris2.hours).toMatchObject({ available: false, live: false, rows: [] });
    expect(paris2.hours.unavailableText).toBe(MESSAGES.townHallClosed);
    expect(paris2.crowding.available).toBe(false);
    const office = paris2.seo.jsonLd?.find((d) => (d as { '@type': string })['@type'] === 'GovernmentOffice');
    expect(office).not.toHaveProperty('openingHoursSpecification');
  });
});

describe('reviews', () => {
  it('shows only resolved or auto-approved entries, split and newest first, never an e-mail', () => {
    expect(paris1.reviews.reviews.map((r) => r.id)).toEqual([2, 1]);
    expect(paris1.reviews.issues.map((r) => r.id)).toEqual([4]);
    expect(paris1.reviews.emptyText).toBeNull();
    const text = JSON.stringify(paris1);
    for (const email of REVIEWER_EMAILS) expect(text).not.toContain(email);
  });

  it('says there is no review yet', () => {
    expect(abergement.reviews).toEqual({ reviews: [], issues: [], emptyText: MESSAGES.noReviews });
  });
});

describe('FAQ, extra content and structured data', () => {
  it('generates questions from the facts and a FAQPage', () => {
    expect(abergement.faq.length).toBeGreaterThanOrEqual(5);
    expect(abergement.faq[0].answer).toContain('Oui');
    expect(amberieu.faq[0].answer).toMatch(/^Non/);
    const faqLd = abergement.seo.jsonLd?.find((d) => (d as { '@type': string })['@type'] === 'FAQPage') as {
      mainEntity: unknown[];
    };
    expect(faqLd.mainEntity).toHaveLength(abergement.faq.length);
  });

  it('describes a GovernmentOffice with address, geo, phone and verified hours only', () => {
    const office = (p: typeof paris1) =>
      p.seo.jsonLd?.find((d) => (d as { '@type': string })['@type'] === 'GovernmentOffice') as Record<string, unknown>;
    expect(office(paris1)).toMatchObject({
      name: paris1.name,
      address: { '@type': 'PostalAddress', postalCode: '75001', addressLocality: 'Paris', addressCountry: 'FR' },
      geo: { '@type': 'GeoCoordinates', latitude: 48.86, longitude: 2.3412 },
      telephone: '+33144507501',
    });
    expect(office(paris1).openingHoursSpecification).toHaveLength(9);
    // Saint-Denis's position is its commune's point: not published as the office's coordinates.
    expect(office(mairiePageData(site, mairieOf(site, 'mairie-de-saint-denis'))).geo).toBeUndefined();
    expect(office(ajaccio).openingHoursSpecification).toBeUndefined();
    // Directory hours: every slot, two on one side of 13:00 included.
    expect(office(page('mairie-de-nevez')).openingHoursSpecification).toEqual(
      expect.arrayContaining([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '08:30',
          closes: '12:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '12:45',
          closes: '17:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '08:30',
          closes: '12:00',
        },
      ]),
    );
    expect(office(page('mairie-de-nevez')).openingHoursSpecification).toHaveLength(10);
  });

  it('answers the FAQ and estimates the crowding from directory hours, saying their source', () => {
    const nevez = page('mairie-de-nevez');
    const answer = nevez.faq.find((item) => item.question.startsWith("Quels sont les horaires d'ouverture"))?.answer;
    expect(answer).toBe(
      'Lundi : 8h30 - 12h00 et 12h45 - 17h00 ; Mardi : 8h30 - 12h00 et 12h45 - 17h00 ; Mercredi : 8h30 - 12h00 ; ' +
        'Jeudi : 8h30 - 12h00 et 12h45 - 17h00 ; Vendredi : 8h30 - 12h00 et 12h45 - 17h00 ; Samedi : 8h30 - 12h00 ; ' +
        "Dimanche : Fermé. Horaires de l'annuaire Service-Public.fr (4 mars 2025).",
    );
    expect(nevez.crowding.available).toBe(true);
  });

  it('gives every office a street line: its own, or its name when the directory has none', () => {
    const office = (p: typeof paris1) =>
      p.seo.jsonLd?.find((d) => (d as { '@type': string })['@type'] === 'GovernmentOffice') as {
        address: { streetAddress?: string };
      };
    expect(office(paris1).address.streetAddress).toBe('4, place du Louvre');
    const raw = fixtureRaw();
    Object.assign(
      raw.mairies.find((m) => m.id === 3)!,
      { ligne_2: null, ligne_3: '  ', ligne_4: null },
    );
    const bare = toSiteData(raw, FIXTURE_NOW);
    const page = mairiePageData(bare, bare.mairieById.get(3)!);
    expect(office(page).address).toMatchObject({
      streetAddress: "Mairie d'Ambérieux-en-Dombes",
      postalCode: '01330',
      addressLocality: 'Ambérieux-en-Dombes',
    });
  });

  it('offers call (with a phone), route to the coordinates, and booking or else the appointment guide', () => {
    expect(abergement.actions).toEqual({
      call: { href: 'tel:+33474240308', display: '04 74 24 03 08' },
      route: 'https://www.openstreetmap.org/directions?to=46.1517%2C4.9201',
      book: { href: 'https://rdv.example.fr/abergement', label: 'Réserver', external: true },
    });
    const amberieux = mairiePageData(site, mairieOf(site, 'mairie-d-amberieux-en-dombes'));
    expect(amberieux.actions.book).toEqual({
      href: '/mairie/mairie-d-amberieux-en-dombes/rdv',
      label: 'Rendez-vous',
      external: false,
    });
    // No phone, no position: no call, and the route goes to the address.
    expect(paris2.actions.call).toBeNull();
    expect(new URL(paris2.actions.route).searchParams.get('to')).toBe('8, rue de la Banque, 75084 Paris');
  });

  it("routes to the address, not the commune's point, when the position is approximate", () => {
    const raw = fixtureRaw();
    raw.mairies.find((m) => m.slug === 'mairie-de-l-abergement-clemenciat')!.position_approximate = true;
    const built = toSiteData(raw, FIXTURE_NOW);
    const approx = mairiePageData(built, mairieOf(built, 'mairie-de-l-abergement-clemenciat'));
    expect(new URL(approx.actions.route).searchParams.get('to')).toBe(approx.addressLines.join(', '));
  });

  it('publishes the city image only when the page shows it, as an absolute URL on the site', () => {
    const office = (p: typeof paris1) =>
      p.seo.jsonLd?.find((d) => (d as { '@type': string })['@type'] === 'GovernmentOffice') as Record<string, unknown>;
    expect(office(paris1).image).toMatch(/^https?:\/\/[^/]+\/favicon\.svg$/);
    expect(new URL(office(paris1).image as string).origin).toBe(new URL(office(paris1).url as string).origin);
    expect(ajaccio.imageUrl).toBeNull();
    expect(office(ajaccio)).not.toHaveProperty('image'); // https://images.example.fr/ajaccio.jpg is left out
    expect(JSON.stringify(ajaccio.seo.jsonLd)).not.toContain('images.example.fr');
    expect(office(abergement)).not.toHaveProperty('image');
  });

  it('has title, description, canonical path and breadcrumbs', () => {
    expect(paris1.seo.canonicalPath).toBe('/mairie/mairie-de-paris-1er-arrondissement');
    expect(paris1.seo.title).toContain(paris1.name);
    expect(paris1.seo.description.length).toBeLessThanOrEqual(160);
    expect(paris1.seo.breadcrumbs?.map((c) => c.path)).toEqual([
      '/',
      '/departements',
      '/departements/75',
      '/ville/75001',
      paris1.seo.canonicalPath,
    ]);
  });

  it('splits the optional extra content into paragraphs', () => {
    expect(abergement.extra).toEqual(['Une petite commune de la Dombes.', 'La mairie est au centre du village.']);
    expect(paris1.extra).toEqual([]);
  });
});

describe('other town halls', () => {
  it('lists the other town halls of the department that the nearest list does not show, largest commune first', () => {
    // 3 is among L'Abergement's nearest; 2 (not equipped, so never a nearest) is listed here with its badge.
    expect(abergement.sameDepartment.items.map((m) => [m.id, m.equipped])).toEqual([[2, 'not_equipped']]);
    expect(abergement.sameDepartment.items[0].distanceText).toMatch(/^\d+,\d km$/);
    const ambérieux = mairiePageData(site, site.mairieById.get(3)!);
    expect(ambérieux.nearest.items.map((m) => m.id)).toEqual([1, 4, 6]);
    expect(ambérieux.sameDepartment.items.map((m) => m.id)).toEqual([2]);
  });

  it('never repeats a nearest town hall in the department list', () => {
    const raw = fixtureRaw();
    const base = raw.mairies[0];
    for (let i = 0; i < 30; i++) {
      raw.mairies.push({
        ...base,
        id: 200 + i,
        slug: `d-${i}`,
        nom: `Mairie ${i}`,
        population: 1000 * i,
        latitude: 46 + i * 0.01,
        equipped: 'unknown',
      });
    }
    const big = toSiteData(raw, FIXTURE_NOW);
    const page = mairiePageData(big, big.mairieBySlug.get('d-0')!);
    const nearestIds = new Set(page.nearest.items.map((m) => m.id));
    expect(page.nearest.items).toHaveLength(10);
    expect(page.sameDepartment.items).toHaveLength(10);
    expect(page.sameDepartment.items.filter((m) => nearestIds.has(m.id))).toEqual([]);
    // The largest communes first: d-29 (29,000 inhabitants), d-28…
    expect(page.sameDepartment.items[0].id).toBe(229);
  });

  it('says when every other town hall of the department is already in the nearest list', () => {
    const raw = fixtureRaw();
    raw.mairies = raw.mairies.filter((m) => m.id !== 2);
    const small = toSiteData(raw, FIXTURE_NOW);
    const page = mairiePageData(small, small.mairieById.get(1)!);
    expect(page.sameDepartment).toEqual({ items: [], emptyText: DEPARTMENT_ALREADY_LISTED });
  });

  it("says when the department has no other town hall, and 'Distance inconnue' without position", () => {
    expect(ajaccio.sameDepartment).toEqual({ items: [], emptyText: MESSAGES.noOtherMairieInDepartment });
    expect(ajaccio.map?.approximate).toBe(false);
    expect(paris1.sameDepartment.items).toMatchObject([{ id: 5, distance: null, distanceText: 'Distance inconnue' }]);
    expect(paris2.sameDepartment.items).toMatchObject([{ id: 4, distanceText: 'Distance inconnue' }]);
  });

  it('lists the nearest eligible town halls, equipped ones first, never itself nor a not-equipped one', () => {
    // 3 (unknown) is nearer than 4 (equipped, Paris) and 6 (Ajaccio, equipped by its own answer): the equipped ones
    // rank first (mairies.equipped, whatever its source).
    expect(abergement.nearest.items.map((m) => [m.id, m.equipped])).toEqual([
      [4, 'equipped'],
      [6, 'equipped'],
      [3, 'unknown'],
    ]);
    expect(groupByEquipment(abergement.nearest.items).noneEquipped).toBe(false);
    expect(paris2.nearest).toEqual({ items: [], emptyText: MESSAGES.noNearbyMairie });
  });

  it('says when no nearest town hall has a known equipment', () => {
    const raw = fixtureRaw();
    for (const m of raw.mairies) if (m.id !== 1) m.equipped = m.equipped === 'not_equipped' ? m.equipped : 'unknown';
    const unknown = toSiteData(raw, FIXTURE_NOW);
    expect(groupByEquipment(mairiePageData(unknown, unknown.mairieById.get(1)!).nearest.items).noneEquipped).toBe(true);
  });

  it('never gives an approximate position a distance to 0.1 km', () => {
    const raw = fixtureRaw();
    raw.mairies.find((m) => m.id === 3)!.position_approximate = true;
    const approx = toSiteData(raw, FIXTURE_NOW);
    const fromExact = mairiePageData(approx, approx.mairieById.get(1)!);
    expect(fromExact.nearest.items.find((m) => m.id === 3)).toMatchObject({
      approximate: true,
      distanceText: expect.stringMatching(/^environ \d+ km$/),
    });
    expect(fromExact.nearest.items.find((m) => m.id === 4)?.distanceText).toMatch(/^\d+,\d km$/);
    const fromApprox = mairiePageData(approx, approx.mairieById.get(3)!);
    expect(fromApprox.map?.approximate).toBe(true);
    expect(fromApprox.nearest.items.every((m) => /^environ \d+ km$/.test(m.distanceText))).toBe(true);
    // It still counts for the nearest lists.
    expect(fromExact.nearest.items.map((m) => m.id)).toContain(3);
  });

  it('finds the same 10 nearest as a full scan, on a larger set', () => {
    const raw = fixtureRaw();
    const base = raw.mairies[0];
    for (let i = 0; i < 400; i++) {
      raw.mairies.push({
        ...base,
        id: 100 + i,
        slug: `m-${i}`,
        nom: `Mairie ${i}`,
        latitude: 44 + (i % 20) * 0.23,
        longitude: 1 + Math.floor(i / 20) * 0.31,
        equipped: i % 7 === 0 ? 'not_equipped' : 'unknown',
      });
    }
    const big = toSiteData(raw, FIXTURE_NOW);
    const target = big.mairieBySlug.get('m-205')!;
    const data = mairiePageData(big, target);
    const brute = big.mairies
      .filter((m) => m.id !== target.id && m.latitude !== null && m.equipped !== 'not_equipped')
      .map((m) => ({
        id: m.id,
        d: haversineKm({ lat: target.latitude!, lon: target.longitude! }, { lat: m.latitude!, lon: m.longitude! }),
      }))
      .sort((a, b) => a.d - b.d)
      .slice(0, NEAREST.onMairiePage);
    expect(data.nearest.items).toHaveLength(NEAREST.onMairiePage);
    expect(data.nearest.items.map((m) => m.distance)).toEqual(brute.map((b) => Math.round(b.d * 10) / 10));
  });
});

describe('the page of a town hall the directory no longer lists (issue 39)', () => {
  // A commune merged into L'Abergement-Clémenciat's (hand-built), with its old town hall no longer listed, and a
  // delegated town hall of the same commune that the directory still lists.
  const raw = fixtureRaw();
  const base = raw.mairies.find((m) => m.id === 3)!;
  raw.mairies.push(
    {
      ...base,
      id: 20,
      slug: 'mairie-de-l-ancienne-commune',
      nom: "Mairie de L'Ancienne-Commune",
      ville: "L'Ancienne-Commune",
      code_insee: '01999',
      mail: 'ancienne@example.fr',
      merged_into: '01001',
      directory_listed: false,
    },
    {
      ...base,
      id: 21,
      slug: 'mairie-deleguee',
      nom: 'Mairie déléguée',
      ville: 'Déléguée',
      code_insee: '01998',
      mail: 'deleguee@example.fr',
      merged_into: '01001',
      directory_listed: true,
    },
  );
  const merged = toSiteData(raw, FIXTURE_NOW);
  const of = (slug: string) => mairiePageData(merged, mairieOf(merged, slug));

  it('leads to the current town hall: notice, status, address and actions; no contact form, FAQ nor office', () => {
    const old = of('mairie-de-l-ancienne-commune');
    expect(old.successor?.notice).toEqual({
      before:
        "L'Ancienne-Commune fait désormais partie de la commune de L'Abergement-Clémenciat, dont la mairie est la ",
      link: { href: '/mairie/mairie-de-l-abergement-clemenciat', label: "Mairie de L'Abergement-Clémenciat" },
    });
    expect(old.successor?.equipped.state).toBe('equipped');
    expect(old.successor?.addressLines.join(', ')).toBe("Le Village, 01400 L'Abergement-Clémenciat");
    expect(old.successor?.actions.call?.href).toBe('tel:+33474240308');
    expect(old.contact.canEmail).toBe(false);
    expect(old.faq).toEqual([]);
    expect(JSON.stringify(old.seo)).not.toContain('GovernmentOffice');
    // Never suggested to the others.
    const others = merged.mairies.filter((m) => m.id !== 20).map((m) => mairiePageData(merged, m));
    for (const p of others) {
      expect([...p.nearest.items, ...p.sameDepartment.items].map((m) => m.id)).not.toContain(20);
    }
  });

  it('keeps the page of a delegated town hall the directory still lists', () => {
    const delegated = of('mairie-deleguee');
    expect(delegated.successor).toBeNull();
    expect(delegated.contact.canEmail).toBe(true);
    expect(JSON.stringify(delegated.seo)).toContain('GovernmentOffice');
    expect(delegated.faq.length).toBeGreaterThan(0);
  });
});
