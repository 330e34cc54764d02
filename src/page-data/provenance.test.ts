// Provenance on town hall pages and in the footer (issue 11): which source, which date, and nothing when unknown.
import { describe, expect, it } from 'vitest';
import type { DataSourceRow } from '../data/queries/data-sources.ts';
import { toSiteData } from '../data/site/site-data.ts';
import { mairiePageData } from './mairie-page.ts';
import {
  dataCredits,
  equipmentSource,
  footerCredits,
  hoursLabel,
  NO_SOURCES,
  ofDate,
  sourceText,
} from './provenance.ts';
import { rdvPageData } from './rdv-page.ts';
import { appointmentView } from './appointment.ts';
import {
  FIXTURE_DATA_SOURCES,
  FIXTURE_NOW,
  fixtureRaw,
  fixtureSite,
  mairieOf,
} from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();
const sources = site.dataSources;
const page = (slug: string) => mairiePageData(site, mairieOf(site, slug));

describe('ofDate', () => {
  it('says a day, or a month when that is all a file says (/donnees: « données à jour … »)', () => {
    expect(ofDate('2025-03-12')).toBe('du 12 mars 2025');
    expect(ofDate('2026-10')).toBe("d'octobre 2026");
    expect(ofDate('2018-05')).toBe('de mai 2018');
  });
});

describe('sourceText', () => {
  it("names an imported role's file with the value's own date, else the file's date", () => {
    expect(sourceText('directory', '2025-03-04', sources)).toBe('annuaire Service-Public.fr (DILA), 4 mars 2025');
    expect(sourceText('directory', null, sources)).toBe('annuaire Service-Public.fr (DILA), 10 mars 2025');
    expect(sourceText('booking', '2025-02-01', sources)).toBe(
      'liste des liens de prise de rendez-vous, 1er février 2025',
    );
    expect(sourceText('laposte', null, sources)).toBe('base officielle des codes postaux (La Poste)');
  });

  it("says a visitor's correction was checked, with the day the team accepted it", () => {
    expect(sourceText('visitor', '2026-11-23', NO_SOURCES)).toBe(
      'signalé par un visiteur, vérifié le 23 novembre 2026',
    );
  });

  it('says nothing for an unknown source or a role this build did not import', () => {
    expect(sourceText(null, '2025-03-04', sources)).toBeNull();
    expect(sourceText('places', '2025-03-04', sources)).toBeNull();
    expect(sourceText('directory', '2025-03-04', NO_SOURCES)).toBeNull();
  });
});

describe('hoursLabel', () => {
  const directory2026 = new Map([
    [
      'directory2026',
      {
        role: 'directory2026',
        file: 'dila_annuaire_mairies_2026.csv',
        title: null,
        published_on: '2026-10',
        imported_on: '2026-11-20',
      },
    ],
  ]);

  it("heads the directory's hours with their month when the file is dated by its month", () => {
    expect(hoursLabel('directory2026', '2026-10-06', directory2026)).toBe(
      "Horaires de l'annuaire Service-Public.fr (octobre 2026)",
    );
    expect(hoursLabel('directory2026', null, directory2026)).toBe(
      "Horaires de l'annuaire Service-Public.fr (octobre 2026)",
    );
    expect(sourceText('directory2026', '2026-10-06', directory2026)).toBe(
      'annuaire Service-Public.fr (DILA), octobre 2026',
    );
  });

  it("heads them with a record's own day when the export dates each record", () => {
    expect(hoursLabel('directory', '2025-03-04', sources)).toBe(
      "Horaires de l'annuaire Service-Public.fr (4 mars 2025)",
    );
  });

  it('says nothing for hours no official file of this build gave', () => {
    expect(hoursLabel('visitor', '2025-03-04', sources)).toBeNull();
    expect(hoursLabel('osm', '2025-03-04', sources)).toBeNull();
    expect(hoursLabel('directory', '2025-03-04', NO_SOURCES)).toBeNull();
    expect(hoursLabel(null, null, sources)).toBeNull();
  });
});

describe('equipmentSource', () => {
  it("keeps the list title's wording, and names visitors and imported roles", () => {
    expect(equipmentSource('Arrêté du 7 novembre 2024', '2024-11-07', sources)).toBe(
      "d'après l'arrêté du 7 novembre 2024",
    );
    expect(equipmentSource('visitor', '2025-03-10', sources)).toBe('signalé par un visiteur, vérifié le 10 mars 2025');
    expect(equipmentSource('equipped', null, sources)).toBe("d'après Arrêté du 7 novembre 2024, 7 novembre 2024");
    expect(equipmentSource(null, '2025-03-10', sources)).toBeNull();
  });
});

describe('town hall pages', () => {
  it('give the source and date of the equipped status, hours, phone and booking link', () => {
    const abergement = page('mairie-de-l-abergement-clemenciat');
    expect(abergement.equipped.source).toBe("d'après l'arrêté du 7 novembre 2024");
    expect(abergement.contact.sourceLines.join(' ')).toContain(
      'du numéro : annuaire Service-Public.fr (DILA), 4 mars 2025.',
    );
    expect(abergement.appointment).toMatchObject({
      kind: 'url',
      source: 'liste des liens de prise de rendez-vous, 3 février 2025',
    });

    const amberieu = page('mairie-d-amberieu-en-bugey');
    expect(amberieu.equipped.source).toBe('signalé par un visiteur, vérifié le 10 mars 2025');
    // Not equipped: no booking is told; the same instructions of a town hall not known either way keep their source.
    expect(amberieu.appointment).toMatchObject({ kind: 'elsewhere' });
    const unknownAmberieu = { ...mairieOf(site, 'mairie-d-amberieu-en-bugey'), equipped: 'unknown' as const };
    expect(appointmentView(unknownAmberieu, site.dataSources)).toMatchObject({
      kind: 'text',
      source: 'signalé par un visiteur, vérifié le 11 mars 2025',
    });
    expect(amberieu.contact.sourceLines.join(' ')).not.toContain('du numéro');

    const dombes = page('mairie-d-amberieux-en-dombes');
    // Directory hours say their source and date in their heading, not in a second line.
    expect(dombes.hours.officialLabel).toBe("Horaires de l'annuaire Service-Public.fr (4 mars 2025)");
    expect(dombes.hours.sourceText).toBeNull();
    expect(dombes.contact.sourceLines.join(' ')).toContain(
      'du numéro : annuaire Service-Public.fr (DILA), 10 mars 2025.',
    );
    expect(dombes.equipped.source).toBeNull();
  });

  it('say nothing where the source is unknown: indicative hours, cache without its file, a role not imported', () => {
    const paris1 = page('mairie-de-paris-1er-arrondissement');
    expect(paris1.hours).toMatchObject({ source: 'cache', sourceText: null });
    expect(paris1.contact.sourceLines.join(' ')).not.toContain('du numéro');
    expect(paris1.appointment).toMatchObject({ source: 'liste des liens de prise de rendez-vous, 3 février 2025' });
    const ajaccio = page('mairie-d-ajaccio');
    expect(ajaccio.hours).toMatchObject({ indicative: true, sourceText: null });
    expect(ajaccio.contact.sourceLines.join(' ')).not.toContain('du numéro');
  });

  it('show hours a visitor reported over cached ones, and the guide page says where they come from', () => {
    const raw = fixtureRaw();
    const visited = toSiteData(
      {
        ...raw,
        // Ambérieux-en-Dombes: cached hours (Saturday closed) and a visitor's accepted schedule (Saturday open).
        places: [...raw.places, { ...raw.places[0], mairie_id: 3 }],
        mairies: raw.mairies.map((m) =>
          m.id === 3 ? { ...m, hours_source: 'visitor', hours_source_date: '2025-03-11' } : m,
        ),
      },
      FIXTURE_NOW,
    );
    const dombes = mairiePageData(visited, mairieOf(visited, 'mairie-d-amberieux-en-dombes'));
    expect(dombes.hours).toMatchObject({
      source: 'directory',
      sourceText: 'signalé par un visiteur, vérifié le 11 mars 2025',
    });
    expect(dombes.hours.rows.find((r) => r.day === 'samedi')?.hours).toBe('9h00 - 11h30');
    expect(rdvPageData(site, mairieOf(site, 'mairie-de-saint-denis')).hours.sourceText).toBe(
      'signalé par un visiteur, vérifié le 11 mars 2025',
    );
  });
});

describe('dataCredits', () => {
  it('credits every imported file with publisher, file and date, open data first, then the lists', () => {
    const credits = dataCredits(FIXTURE_DATA_SOURCES);
    expect(credits).toBe(
      "Sources : DILA, Annuaire de l'administration (Service-Public.fr), annuaire des mairies, fichier all_latest.tar.bz2, " +
        'données du 10 mars 2025 ; La Poste, Base officielle des codes postaux, fichier ' +
        'laposte_base_officielle_codes_postaux_2024.csv, importé en mars 2025 ; Etalab, découpage administratif 6.0.0 ' +
        "(Licence Ouverte 2.0). Listes de l'exploitant : Liste des mairies équipées pour les passeports, Arrêté du 7 " +
        'novembre 2024, fichier equipped-by-name.csv, données du 7 novembre 2024 ; Liste des liens de prise de ' +
        'rendez-vous en ligne, fichier booking.csv, données du 3 février 2025',
    );
  });

  it('credits only the roles imported, and the BAN geocoding of the 2016 directory', () => {
    const rows: DataSourceRow[] = [
      {
        role: 'directory',
        file: 'dila_annuaire_mairies_2016.jsonl.gz',
        title: null,
        published_on: '2016-02-19',
        imported_on: '2026-11-23',
      },
    ];
    const credits = dataCredits(rows);
    expect(credits).toContain(
      'fichier dila_annuaire_mairies_2016.jsonl.gz, données du 19 février 2016, géocodage BAN (ODbL)',
    );
    expect(credits).not.toContain('La Poste');
    expect(credits).not.toContain("Listes de l'exploitant");
  });

  it("credits OpenStreetMap's contributors apart, under the ODbL, never under the Licence Ouverte", () => {
    const credits = dataCredits([
      { role: 'osm', file: 'osm_townhalls.json', title: null, published_on: '2025-12-01', imported_on: '2025-12-02' },
      {
        role: 'directory',
        file: 'all_latest.tar.bz2',
        title: null,
        published_on: '2025-03-10',
        imported_on: '2025-12-02',
      },
    ]);
    expect(credits).toMatch(/\(Licence Ouverte 2\.0\)\. Horaires d'ouverture : OpenStreetMap, /);
    expect(credits.endsWith('fichier osm_townhalls.json, données du 1er décembre 2025 (ODbL 1.0)')).toBe(true);
    expect(dataCredits([])).not.toContain('OpenStreetMap');
  });

  it('tells the footer to add the ODbL credit line exactly when an OpenStreetMap file was imported', () => {
    const osm = { role: 'osm', file: 'osm.json', title: null, published_on: '2025-12-01', imported_on: '2025-12-02' };
    expect(footerCredits([osm])).toMatchObject({ osm: true });
    expect(footerCredits(FIXTURE_DATA_SOURCES)).toEqual({ text: dataCredits(FIXTURE_DATA_SOURCES), osm: false });
  });

  it('credits a date known to the month as that month, with « de » or « d’ » as French elides it', () => {
    const row = (role: string, file: string, published_on: string): DataSourceRow => ({
      role,
      file,
      title: null,
      published_on,
      imported_on: '2026-11-23',
    });
    const credits = dataCredits([
      row('laposte', 'laposte_base_officielle_codes_postaux_2024.csv', '2024-08'),
      row('websites2018', 'dila_mairies_sites_web_2018.csv', '2018-05'),
    ]);
    expect(credits).toContain("laposte_base_officielle_codes_postaux_2024.csv, données d'août 2024 ;");
    expect(credits).toContain('dila_mairies_sites_web_2018.csv, données de mai 2018 ;');
    expect(sourceText('websites2018', null, new Map([['websites2018', row('websites2018', 'x.csv', '2018-05')]]))).toBe(
      'annuaire Service-Public.fr (DILA), mai 2018',
    );
  });
});

describe('the credit of the sourced list of equipped town halls', () => {
  it('says it is a gathering of public pages, with its month and file, apart from the open data and the lists', () => {
    const credits = dataCredits([
      {
        role: 'equipped_sources',
        file: 'mairies_equipees_sources_2026-11.csv',
        title: null,
        published_on: '2026-11',
        imported_on: '2026-11-27',
      },
    ]);
    expect(credits).toContain(
      'Mairies équipées pour les passeports : relevé de pages publiques (préfectures, mairies, presse locale), novembre 2026, fichier mairies_equipees_sources_2026-11.csv',
    );
    expect(credits).not.toContain("Listes de l'exploitant");
  });
});

describe('ofDate', () => {
  it('says a day, or only the month when only the month is known (the national data: /donnees said « du undefined »)', () => {
    expect(ofDate('2025-03-10')).toBe('du 10 mars 2025');
    expect(ofDate('2026-11')).toBe('de novembre 2026');
    expect(ofDate('2024-08')).toBe("d'août 2024");
  });
});
