// The open directory (issues 21 and 40): the corrected town halls as /donnees/mairies.csv and
// /donnees/mairies.geojson, with their sizes, hashes and the data's date for the Data Package and the catalogue
// (open-data-package.ts, open-data-catalogue.ts). Pure and deterministic: the same data gives the same bytes (rows in
// id order, fixed column order, no build time). Only what the pages publish goes out: the directory's contacts, the
// sources' values and, from visitors, an accepted correction's effect (its value, 'visitor' and the day); never a
// report's text, e-mail or address.
import { createHash } from 'node:crypto';
import { stringify, type Options } from 'csv-stringify/sync';
import { scheduleToOpeningHours } from '../domain/opening-hours-syntax.ts';
import { dataPhone, E164_PATTERN } from '../domain/phone.ts';
import { OPEN_DATA_COLUMNS, type OpenDataColumn } from './open-data-fields.ts';
import { isValidEmail, normalizeWebsite } from '../domain/url.ts';
import { hoursView } from './hours.ts';
import { recordedWhen } from './provenance.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';

type Value = string | number | boolean | null;

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

// RFC 4180 by csv-stringify: a field with a comma, a quote, a line break or outer spaces is quoted, its quotes
// doubled; CRLF line ends, UTF-8 without BOM. Text is made spreadsheet-safe first, except a phone that is exactly an
// E.164 number (no function call, reference or DDE payload fits in `+` and digits: a spreadsheet shows a number);
// numbers (negative longitudes) and booleans are written as they are. Not csv-stringify's escape_formulas, which
// would prefix negative longitudes and leave the text after a ';' as it is.
const CSV_OPTIONS: Options = {
  columns: [...OPEN_DATA_COLUMNS],
  record_delimiter: '\r\n',
  quoted_match: [/[\r\n]/, /^\s|\s$/],
  cast: {
    boolean: String,
    string: (value, { column }) =>
      column === 'telephone' && E164_PATTERN.test(value) ? value : spreadsheetText(value),
  },
};
const CSV_HEADER = stringify([], { ...CSV_OPTIONS, header: true });
const csvLines = (rows: OpenDataRow[]) => stringify(rows, CSV_OPTIONS);

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

// Town halls per chunk of a file's stream.
const ROWS_PER_CHUNK = 500;

type OpenDataFile = 'csv' | 'geojson';

/** The text of rows [start, start + rows.length) of a file of `total` rows: the head before the first row, the
 *  tail after the last. */
function chunkText(file: OpenDataFile, rows: OpenDataRow[], start: number, total: number): string {
  if (file === 'csv') return (start === 0 ? CSV_HEADER : '') + csvLines(rows);
  const features = rows.map((row, i) => `${start + i > 0 ? ',' : ''}${featureJson(row)}`).join('');
  return (start === 0 ? GEOJSON_HEAD : '') + features + (start + rows.length === total ? GEOJSON_TAIL : '');
}

const rowsOf = (site: SiteData, siteUrl: string, start: number, end: number) =>
  site.mairies.slice(start, end).map((mairie) => openDataRow(site, mairie, siteUrl));

// The files are written a few hundred town halls at a time: the national build holds neither every row nor a whole
// file (11 and 33 MB).
function forEachChunk(
  site: SiteData,
  siteUrl: string,
  rowsPerChunk: number,
  visit: (rows: OpenDataRow[], start: number) => void,
): void {
  const mairies = site.mairies;
  let start = 0;
  do {
    const end = Math.min(start + rowsPerChunk, mairies.length);
    visit(rowsOf(site, siteUrl, start, end), start);
    start = end;
  } while (start < mairies.length);
}

/** A file as a stream of UTF-8 chunks, a few hundred town halls at a time: the CSV (a header line, then one line per
 *  town hall) or the GeoJSON. */
export function openDataStream(
  site: SiteData,
  siteUrl: string,
  file: OpenDataFile,
  rowsPerChunk = ROWS_PER_CHUNK,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const total = site.mairies.length;
  let start = 0;
  return new ReadableStream({
    pull(controller) {
      const end = Math.min(start + rowsPerChunk, total);
      controller.enqueue(encoder.encode(chunkText(file, rowsOf(site, siteUrl, start, end), start, total)));
      start = end;
      if (start === total) controller.close();
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

/** A file's size in bytes and SHA-256 (hex), as the Data Package states them. */
export type OpenDataFileFacts = { bytes: number; sha256: string };

/** What /donnees, the Data Package and the catalogue say of the files: rows, each file's size and hash, the data's
 *  latest date (YYYY-MM-DD or YYYY-MM). */
export type OpenDataSummary = {
  rows: number;
  csv: OpenDataFileFacts;
  geojson: OpenDataFileFacts;
  modified: string | null;
};

const memo = new WeakMap<SiteData, Map<string, OpenDataSummary>>();

/** The files' summary for `site` (every town hall, whatever the build's page selection), computed once per build in
 *  one pass that keeps no file: the same chunks as the streams, hashed as they come. */
export function openDataSummary(site: SiteData, siteUrl: string): OpenDataSummary {
  const bySite = memo.get(site) ?? new Map<string, OpenDataSummary>();
  memo.set(site, bySite);
  const known = bySite.get(siteUrl);
  if (known) return known;
  const total = site.mairies.length;
  const files = { csv: { bytes: 0, hash: createHash('sha256') }, geojson: { bytes: 0, hash: createHash('sha256') } };
  let modified: string | null = null;
  forEachChunk(site, siteUrl, ROWS_PER_CHUNK, (rows, start) => {
    for (const file of ['csv', 'geojson'] as const) {
      const text = chunkText(file, rows, start, total);
      files[file].bytes += Buffer.byteLength(text);
      files[file].hash.update(text);
    }
    for (const row of rows) for (const column of DATE_COLUMNS) modified = later(modified, row[column]);
  });
  for (const source of site.dataSources.values()) modified = later(modified, source.published_on);
  const facts = (file: keyof typeof files) => ({ bytes: files[file].bytes, sha256: files[file].hash.digest('hex') });
  const summary = { rows: total, csv: facts('csv'), geojson: facts('geojson'), modified };
  bySite.set(siteUrl, summary);
  return summary;
}
