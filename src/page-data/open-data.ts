// The open directory (issue 21): the corrected town halls as /donnees/mairies.csv and /donnees/mairies.geojson, and
// their DCAT-style catalogue /donnees/data.json. Pure and deterministic: the same data gives the same bytes (rows in
// id order, fixed column order, no build time: the catalogue's date is the data's latest). Only what the pages
// publish goes out: the directory's contacts, the sources' values and, from visitors, an accepted correction's
// effect (its value, 'visitor' and the day); never a report's text, e-mail or address.
import { scheduleToOpeningHours } from '../domain/opening-hours-syntax.ts';
import { dataPhone } from '../domain/phone.ts';
import { isValidEmail, normalizeWebsite } from '../domain/url.ts';
import { hoursView } from './hours.ts';
import { recordedWhen } from './provenance.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';

/** The folder of the files, under the site's root. */
const OPEN_DATA_DIR = 'donnees';

type Value = string | number | boolean | null;

const DATE_COLUMN =
  "Date de cette source : AAAA-MM-JJ, ou AAAA-MM quand le fichier n'est daté que du mois (annuaire Service-Public de 2026 : 2026-10)";

/** Every column, in file order, with what /donnees says of it. */
export const OPEN_DATA_COLUMNS = [
  ['id', 'Identifiant de la mairie sur ce site (stable)'],
  [
    'id_annuaire',
    "Identifiant de l'annuaire Service-Public.fr (DILA) : ancien identifiant `mairie-INSEE-NN` quand il existe",
  ],
  ['code_insee', 'Code INSEE de la commune'],
  ['nom', 'Nom de la mairie'],
  ['adresse_ligne_1', "Première ligne de l'adresse"],
  ['adresse_ligne_2', "Deuxième ligne de l'adresse"],
  ['adresse_ligne_3', "Lignes suivantes de l'adresse"],
  ['code_postal', 'Code postal (un code La Poste de la commune quand il est connu)'],
  ['commune', 'Commune'],
  ['adresse_source', "Source de l'adresse"],
  ['adresse_date', DATE_COLUMN],
  ['departement_code', 'Code du département'],
  ['departement', 'Nom du département'],
  ['latitude', 'Latitude (WGS 84)'],
  ['longitude', 'Longitude (WGS 84)'],
  ['position_approximative', 'true : point de la commune, pas de la mairie (position non vérifiée)'],
  ['position_source', 'Source de la position'],
  ['position_date', DATE_COLUMN],
  [
    'annuaire_date',
    "Date de la fiche de l'annuaire de 2016 quand la mairie y figure ; chaque valeur dit ensuite sa propre source et sa date (directory2026 : annuaire Service-Public d'octobre 2026 ; directory : fiche de 2016 ; websites2018, emails2021 : ses extraits de 2018 et 2021), voir /donnees",
  ],
  [
    'telephone',
    "Téléphone (format international E.164, texte : précédé d'une apostrophe dans le CSV, '+33… ; numéro de service à 4 chiffres tel qu'il se compose : 3013)",
  ],
  ['telephone_source', 'Source du téléphone'],
  ['telephone_date', DATE_COLUMN],
  ['site_web', 'Site web'],
  ['site_web_source', 'Source du site web'],
  ['site_web_date', DATE_COLUMN],
  ['email', "E-mail de la mairie tel que l'annuaire Service-Public le publie"],
  ['email_source', "Source de l'e-mail"],
  ['email_date', DATE_COLUMN],
  [
    'equipement',
    'Prise des demandes de passeport : equipped (oui), to_confirm (à confirmer : pages anciennes, indirectes ou contradictoires), not_equipped (non, ou plus), unknown (inconnu)',
  ],
  [
    'equipement_source',
    'Source du statut : adresse de la page publique qui le décide, titre de la liste de l’exploitant, ou visitor',
  ],
  ['equipement_date', 'Date de cette source (AAAA, AAAA-MM ou AAAA-MM-JJ, aussi précise que la page)'],
  ['horaires', "Horaires d'ouverture, syntaxe opening_hours d'OpenStreetMap (vide : inconnus)"],
  ['horaires_source', 'Source des horaires'],
  ['horaires_date', DATE_COLUMN],
  ['rendez_vous', 'Lien de prise de rendez-vous en ligne (ou consignes de la mairie)'],
  ['rendez_vous_source', 'Source du lien'],
  ['rendez_vous_date', DATE_COLUMN],
  [
    'acces',
    'Accès en fauteuil roulant : ACC (accessible), NAC (non accessible), DEM (avec aide, sur demande), vide : inconnu',
  ],
  ['acces_texte', "Précision de l'annuaire sur l'accès"],
  ['acces_source', "Source de l'accès"],
  ['acces_date', DATE_COLUMN],
  ['page', 'Page de la mairie sur ce site'],
] as const;

type OpenDataColumn = (typeof OPEN_DATA_COLUMNS)[number][0];
type OpenDataRow = Record<OpenDataColumn, Value>;

// A value's date as its page says it (provenance.ts): the month alone when its file is dated by the month (the 2026
// directory: « 2026-10 »), the file's date when the value has none.
const datedIn =
  (site: Pick<SiteData, 'dataSources'>) =>
  (source: string | null | undefined, date: string | null | undefined): string | null => {
    const row = source ? site.dataSources.get(source) : undefined;
    return row ? recordedWhen(date, row) : (date ?? null);
  };

// The hours a page shows (hours.ts: OpenStreetMap's, a place's, a visitor's, the directory's) and where they come
// from; indicative
// default hours are not data: nothing.
function hoursOf(site: SiteData, mairie: Mairie): Pick<OpenDataRow, 'horaires' | 'horaires_source' | 'horaires_date'> {
  const place = site.placeByMairie.get(mairie.id);
  const view = hoursView(place, mairie.directorySchedule, mairie);
  if (view.source === 'default' || view.source === 'closed')
    return { horaires: null, horaires_source: null, horaires_date: null };
  if (view.source === 'osm')
    return {
      horaires: scheduleToOpeningHours(view.schedule),
      horaires_source: 'osm',
      horaires_date: place?.sourceDate ?? null,
    };
  if (view.source === 'cache')
    return { horaires: scheduleToOpeningHours(view.schedule), horaires_source: 'places', horaires_date: null };
  return {
    horaires: scheduleToOpeningHours(view.schedule),
    horaires_source: mairie.hours_source ?? null,
    horaires_date: datedIn(site)(mairie.hours_source, mairie.hours_source_date),
  };
}

/** One town hall as a row of the files. */
function openDataRow(site: SiteData, mairie: Mairie, siteUrl: string): OpenDataRow {
  const dated = datedIn(site);
  const tel = dataPhone(mairie.tel);
  const website = normalizeWebsite(mairie.site_web);
  const email = isValidEmail(mairie.mail) ? mairie.mail : null;
  return {
    id: mairie.id,
    id_annuaire: mairie.source_id ?? null,
    code_insee: mairie.code_insee,
    nom: mairie.nom,
    adresse_ligne_1: mairie.ligne_2,
    adresse_ligne_2: mairie.ligne_3,
    adresse_ligne_3: mairie.ligne_4,
    code_postal: mairie.code_postal,
    commune: mairie.ville,
    adresse_source: mairie.address_source ?? null,
    adresse_date: dated(mairie.address_source, mairie.address_source_date),
    departement_code: mairie.num_dep,
    departement: mairie.dep,
    latitude: mairie.latitude,
    longitude: mairie.longitude,
    position_approximative: mairie.latitude === null ? null : mairie.position_approximate,
    position_source: mairie.latitude === null ? null : (mairie.position_source ?? null),
    position_date: mairie.latitude === null ? null : dated(mairie.position_source, mairie.position_source_date),
    annuaire_date: mairie.source_updated_on ?? null,
    telephone: tel,
    telephone_source: tel ? (mairie.tel_source ?? null) : null,
    telephone_date: tel ? dated(mairie.tel_source, mairie.tel_source_date) : null,
    site_web: website,
    site_web_source: website ? (mairie.site_web_source ?? null) : null,
    site_web_date: website ? dated(mairie.site_web_source, mairie.site_web_source_date) : null,
    email,
    email_source: email ? (mairie.mail_source ?? null) : null,
    email_date: email ? dated(mairie.mail_source, mairie.mail_source_date) : null,
    equipement: mairie.equipped,
    equipement_source: mairie.equipped_source ?? null,
    equipement_date:
      mairie.equipped_statements?.find((s) => s.url === mairie.equipped_source)?.date ??
      mairie.equipped_source_date ??
      null,
    ...hoursOf(site, mairie),
    rendez_vous: mairie.rendez_vous,
    rendez_vous_source: mairie.rendez_vous ? (mairie.rendez_vous_source ?? null) : null,
    rendez_vous_date: mairie.rendez_vous ? dated(mairie.rendez_vous_source, mairie.rendez_vous_source_date) : null,
    acces: mairie.access ?? null,
    acces_texte: mairie.access_text ?? null,
    acces_source: mairie.access_source ?? null,
    acces_date: dated(mairie.access_source, mairie.access_source_date),
    page: `${siteUrl.replace(/\/+$/, '')}/mairie/${mairie.slug}`,
  };
}

// What a spreadsheet reads as a formula at the start of a cell: =, +, -, @, tab, CR (OWASP « CSV injection »).
const FORMULA_START = /^([ ]*)([=+\-@\t\r])/;
// The same after a ';': a French spreadsheet splits a .csv on it, inside quotes too.
const FORMULA_AFTER_SEMICOLON = /;([ ]*)(?=[=+\-@\t\r])/g;

/** A text cell a spreadsheet cannot run: a leading `'` before a formula start, at the start and after each ';'. */
const spreadsheetText = (text: string): string =>
  text.replace(FORMULA_START, "$1'$2").replace(FORMULA_AFTER_SEMICOLON, ";$1'");

// RFC 4180: a field with a comma, a quote, a line break or outer spaces is quoted, its quotes doubled. Text is made
// spreadsheet-safe first; numbers (negative longitudes) and booleans are written as they are.
function csvField(value: Value): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? spreadsheetText(value) : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const COLUMN_NAMES = OPEN_DATA_COLUMNS.map(([name]) => name);
const CSV_HEADER = `${COLUMN_NAMES.join(',')}\r\n`;
// CRLF line ends (RFC 4180), UTF-8 without BOM.
const csvLine = (row: OpenDataRow) => `${COLUMN_NAMES.map((name) => csvField(row[name])).join(',')}\r\n`;

// GeoJSON (RFC 7946): one Feature per town hall, a Point [longitude, latitude] or no geometry. The collection is
// written a feature at a time, the same bytes as JSON.stringify of the whole.
const GEOJSON_HEAD = '{"type":"FeatureCollection","features":[';
const GEOJSON_TAIL = ']}\n';
function featureJson(row: OpenDataRow): string {
  const { latitude, longitude, ...properties } = row;
  return JSON.stringify({
    type: 'Feature',
    geometry:
      typeof latitude === 'number' && typeof longitude === 'number'
        ? { type: 'Point', coordinates: [longitude, latitude] }
        : null,
    properties,
  });
}

// The files are written a town hall at a time: the national build holds neither every row nor both whole files.
function forEachRow(site: SiteData, siteUrl: string, visit: (row: OpenDataRow) => void): void {
  for (const mairie of site.mairies) visit(openDataRow(site, mairie, siteUrl));
}

// Town halls per chunk of a file's stream.
const ROWS_PER_CHUNK = 500;

/**
 * A file as a stream of UTF-8 chunks, a few hundred town halls at a time: the CSV (a header line, then one line per
 * town hall) or the GeoJSON. The national files (11 and 33 MB) never exist as one string in the build.
 */
export function openDataStream(
  site: SiteData,
  siteUrl: string,
  file: 'csv' | 'geojson',
  rowsPerChunk = ROWS_PER_CHUNK,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const mairies = site.mairies;
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      const parts: string[] = [];
      if (next === 0) parts.push(file === 'csv' ? CSV_HEADER : GEOJSON_HEAD);
      const end = Math.min(next + rowsPerChunk, mairies.length);
      for (; next < end; next += 1) {
        const row = openDataRow(site, mairies[next], siteUrl);
        parts.push(file === 'csv' ? csvLine(row) : `${next > 0 ? ',' : ''}${featureJson(row)}`);
      }
      if (next === mairies.length && file === 'geojson') parts.push(GEOJSON_TAIL);
      controller.enqueue(encoder.encode(parts.join('')));
      if (next === mairies.length) controller.close();
    },
  });
}

const DATE_COLUMNS = [
  'annuaire_date',
  'telephone_date',
  'equipement_date',
  'horaires_date',
  'rendez_vous_date',
  'acces_date',
] as const;
// A day, or a month when that is all a file says (the 2026 directory: '2026-10').
const isDate = (d: unknown): d is string => typeof d === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(d);
const later = (a: string | null, b: unknown) => (isDate(b) && (!a || b > a) ? b : a);

/** The licence of the files (docs/open-data.md says why). */
export const OPEN_DATA_LICENSE = {
  name: 'Open Database License (ODbL) 1.0',
  url: 'https://opendatacommons.org/licenses/odbl/1-0/',
} as const;

/** What /donnees and the catalogue say of the files: rows, sizes in bytes, the data's latest date. */
export type OpenDataSummary = {
  rows: number;
  csvBytes: number;
  geojsonBytes: number;
  modified: string | null;
  catalogue: string;
};

/** The catalogue (DCAT vocabulary, in the data.json layout data.gouv.fr harvests): the dataset and its files with
 *  their size in bytes and the data's date. */
function catalogue(siteUrl: string, siteName: string, files: Omit<OpenDataSummary, 'catalogue'>): string {
  const base = siteUrl.replace(/\/+$/, '');
  const distribution = (name: string, mediaType: string, format: string, byteSize: number) => ({
    '@type': 'dcat:Distribution',
    title: name,
    downloadURL: `${base}/${OPEN_DATA_DIR}/${name}`,
    mediaType,
    format,
    byteSize,
    ...(files.modified && { modified: files.modified }),
  });
  const dataset = {
    '@type': 'dcat:Dataset',
    identifier: `${base}/${OPEN_DATA_DIR}`,
    title: 'Annuaire corrigé des mairies de France',
    description:
      "L'annuaire des mairies de Service-Public.fr (DILA) corrigé : positions ramenées dans leur commune, codes postaux, " +
      'mairies équipées pour les passeports, liens de rendez-vous, horaires, accès en fauteuil roulant et corrections ' +
      'des visiteurs vérifiées, chaque valeur avec sa source et sa date.',
    keyword: ['mairies', 'annuaire', 'passeport', 'accessibilité', 'horaires'],
    ...(files.modified && { modified: files.modified }),
    publisher: { '@type': 'org:Organization', name: siteName },
    license: OPEN_DATA_LICENSE.url,
    landingPage: `${base}/${OPEN_DATA_DIR}`,
    spatial: 'France',
    language: ['fr'],
    accrualPeriodicity: 'R/P1D',
    distribution: [
      distribution('mairies.csv', 'text/csv', 'CSV', files.csvBytes),
      distribution('mairies.geojson', 'application/geo+json', 'GeoJSON', files.geojsonBytes),
    ],
  };
  return `${JSON.stringify(
    {
      '@context': 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld',
      '@type': 'dcat:Catalog',
      conformsTo: 'https://project-open-data.cio.gov/v1.1/schema',
      dataset: [dataset],
    },
    null,
    2,
  )}\n`;
}

const memo = new WeakMap<SiteData, Map<string, OpenDataSummary>>();

/** The files' summary and catalogue for `site` (every town hall, whatever the build's page selection), computed once
 *  per build in one pass that keeps no file. */
export function openDataSummary(site: SiteData, siteUrl: string, siteName: string): OpenDataSummary {
  const bySite = memo.get(site) ?? new Map<string, OpenDataSummary>();
  memo.set(site, bySite);
  const known = bySite.get(siteUrl);
  if (known) return known;
  let rows = 0;
  let csvBytes = Buffer.byteLength(CSV_HEADER);
  let geojsonBytes = Buffer.byteLength(GEOJSON_HEAD + GEOJSON_TAIL);
  let modified: string | null = null;
  forEachRow(site, siteUrl, (row) => {
    csvBytes += Buffer.byteLength(csvLine(row));
    geojsonBytes += Buffer.byteLength(featureJson(row)) + (rows > 0 ? 1 : 0);
    for (const column of DATE_COLUMNS) modified = later(modified, row[column]);
    rows += 1;
  });
  for (const source of site.dataSources.values()) modified = later(modified, source.published_on);
  const parts = { rows, csvBytes, geojsonBytes, modified };
  const summary = { ...parts, catalogue: catalogue(siteUrl, siteName, parts) };
  bySite.set(siteUrl, summary);
  return summary;
}
