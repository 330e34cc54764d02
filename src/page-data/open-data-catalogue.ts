// /donnees/catalogue.jsonld (issue 40): the open directory as a DCAT-AP 3 catalogue in JSON-LD with its context
// inline. The catalogue, the dataset and one distribution per file; every IRI it references carries its rdf:type, so
// pySHACL checks it against the DCAT-AP shapes without inference (tests/e2e/open-data-validators.test.ts).
// data.gouv.fr's DCAT harvester (udata: harvest/backends/dcat.py, core/dataset/rdf.py; docs/open-data.md) keys the
// dataset by its dct:identifier (stable: the /donnees URL), reads the EU frequency, the IANA media types, the EU file
// types and dcat:byteSize; it takes no GeoSPARQL bbox and, in older versions, no contact point without an e-mail.
// No spdx:checksum (udata stores it as a string; the Data Package carries the hashes). Deterministic: identifiers
// from the site's URL, dates from the data, no build time, no deployment's e-mail.
import { OPEN_DATA_LICENSE, type OpenDataSummary } from './open-data.ts';
import { OPEN_DATA_DESCRIPTION, OPEN_DATA_FILES, OPEN_DATA_TITLE, openDataUrl } from './open-data-package.ts';

const CONTEXT = {
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
  gsp: 'http://www.opengis.net/ont/geosparql#',
};

const EU = 'http://publications.europa.eu/resource/authority';
const IANA = 'https://www.iana.org/assignments/media-types';

/** The areas the files cover, as WGS 84 bounding boxes [west, south, east, north]. */
const AREAS: readonly (readonly [number, number, number, number])[] = [
  [-5.2, 41.3, 9.6, 51.1], // mainland France and Corsica
  [-63.2, 14.3, -60.8, 18.2], // Guadeloupe, Martinique, Saint-Martin, Saint-Barthélemy
  [-54.6, 2.1, -51.6, 5.8], // Guyane
  [55.2, -21.4, 55.9, -20.8], // La Réunion
  [45.0, -13.0, 45.3, -12.6], // Mayotte
  [-56.5, 46.7, -56.1, 47.2], // Saint-Pierre-et-Miquelon
  [-154.8, -27.7, -134.9, -7.8], // Polynésie française
  [163.5, -22.8, 168.2, -19.5], // Nouvelle-Calédonie
];
const bbox = ([w, s, e, n]: readonly number[]) => `POLYGON((${w} ${s},${e} ${s},${e} ${n},${w} ${n},${w} ${s}))`;

const fr = (text: string) => ({ '@value': text, '@language': 'fr' });
const typed = (value: string, type: string) => ({ '@value': value, '@type': type });
const node = (id: string, type: string | string[]) => ({ '@id': id, '@type': type });
// A day, a month (the 2026 directory: '2026-10') or a year, with its XML Schema type.
const dateLiteral = (date: string) =>
  typed(date, date.length === 10 ? 'xsd:date' : date.length === 7 ? 'xsd:gYearMonth' : 'xsd:gYear');

/** The catalogue: `files` the summary of this build's files, `dataPackageBytes` the size of datapackage.json. */
export function openDataCatalogue(
  siteUrl: string,
  siteName: string,
  files: OpenDataSummary,
  dataPackageBytes: number,
): string {
  const base = siteUrl.replace(/\/+$/, '');
  const page = openDataUrl(siteUrl);
  const license = node(OPEN_DATA_LICENSE.url, 'dct:LicenseDocument');
  const modified = files.modified ? { 'dct:modified': dateLiteral(files.modified) } : {};
  const publisher = { ...node(`${base}/#editeur`, 'foaf:Agent'), 'foaf:name': siteName };
  const distribution = (
    key: string,
    file: string,
    title: string,
    mediaType: string,
    format: string,
    bytes: number,
    conformsTo?: string,
  ) => ({
    ...node(`${page}#distribution-${key}`, 'dcat:Distribution'),
    'dct:title': fr(title),
    'dcat:accessURL': node(page, 'rdfs:Resource'),
    'dcat:downloadURL': node(openDataUrl(siteUrl, file), 'rdfs:Resource'),
    'dcat:mediaType': node(`${IANA}/${mediaType}`, 'dct:MediaType'),
    'dct:format': node(`${EU}/file-type/${format}`, 'dct:MediaTypeOrExtent'),
    'dcat:byteSize': typed(String(bytes), 'xsd:nonNegativeInteger'),
    'dct:license': license,
    ...(conformsTo && { 'dct:conformsTo': node(conformsTo, 'dct:Standard') }),
    ...modified,
  });
  const dataset = {
    ...node(`${page}#annuaire-mairies`, 'dcat:Dataset'),
    'dct:identifier': page,
    'dct:title': fr(OPEN_DATA_TITLE),
    'dct:description': fr(OPEN_DATA_DESCRIPTION),
    'dcat:keyword': ['mairies', 'annuaire', 'passeport', 'accessibilité', 'horaires'].map(fr),
    'dct:publisher': publisher,
    'dcat:contactPoint': {
      ...node(`${page}#contact`, ['vcard:Kind', 'vcard:Organization']),
      'vcard:fn': siteName,
      'vcard:hasURL': node(`${base}/mentions-legales`, 'rdfs:Resource'),
    },
    'dcat:landingPage': node(page, 'foaf:Document'),
    'dct:license': license,
    'dct:language': node(`${EU}/language/FRA`, 'dct:LinguisticSystem'),
    'dct:accrualPeriodicity': node(`${EU}/frequency/DAILY`, 'dct:Frequency'),
    'dct:spatial': [
      node(`${EU}/country/FRA`, 'dct:Location'),
      ...AREAS.map((area) => ({ '@type': 'dct:Location', 'dcat:bbox': typed(bbox(area), 'gsp:wktLiteral') })),
    ],
    ...modified,
    'dcat:distribution': [
      distribution(
        'csv',
        OPEN_DATA_FILES.csv,
        'Mairies (CSV)',
        'text/csv',
        'CSV',
        files.csv.bytes,
        openDataUrl(siteUrl, OPEN_DATA_FILES.schema),
      ),
      distribution(
        'geojson',
        OPEN_DATA_FILES.geojson,
        'Mairies (GeoJSON)',
        'application/geo+json',
        'GEOJSON',
        files.geojson.bytes,
        'https://www.rfc-editor.org/rfc/rfc7946',
      ),
      distribution(
        'datapackage',
        OPEN_DATA_FILES.dataPackage,
        'Data Package (description des fichiers, tailles et empreintes SHA-256)',
        'application/json',
        'JSON',
        dataPackageBytes,
        'https://specs.frictionlessdata.io/data-package/',
      ),
    ],
  };
  const catalogue = {
    '@context': CONTEXT,
    ...node(openDataUrl(siteUrl, OPEN_DATA_FILES.catalogue), 'dcat:Catalog'),
    'dct:title': fr(`${siteName} : données ouvertes`),
    'dct:description': fr(`Catalogue des données ouvertes de ${siteName}.`),
    'dct:publisher': publisher,
    'foaf:homepage': node(page, 'foaf:Document'),
    'dct:language': node(`${EU}/language/FRA`, 'dct:LinguisticSystem'),
    'dct:license': license,
    ...modified,
    'dcat:dataset': [dataset],
  };
  return `${JSON.stringify(catalogue, null, 2)}\n`;
}
