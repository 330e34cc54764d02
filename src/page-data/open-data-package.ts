// The open directory's descriptions for reusers' tools (issue 40): the Table Schema of mairies.csv
// (/donnees/mairies.schema.json, the metadata schema.data.gouv.fr asks for) and the Data Package of both files
// (/donnees/datapackage.json, profile data-package v1, paths relative to it), which `frictionless validate` checks.
// Deterministic: the schema's version and dates are constants bumped by hand, sizes and hashes the files'.
import { OPEN_DATA_FIELDS, OPEN_DATA_MISSING_VALUES } from './open-data-fields.ts';
import { OPEN_DATA_SOURCES } from './open-data-sources.ts';
import { OPEN_DATA_LICENSE, type OpenDataSummary } from './open-data.ts';

/** The schema's version (semver): bump it, and OPEN_DATA_SCHEMA_MODIFIED, whenever a field changes. */
export const OPEN_DATA_SCHEMA_VERSION = '1.1.0';
const OPEN_DATA_SCHEMA_CREATED = '2026-11-28';
const OPEN_DATA_SCHEMA_MODIFIED = '2026-11-28';

/** The files under /donnees, by name. */
export const OPEN_DATA_FILES = {
  csv: 'mairies.csv',
  geojson: 'mairies.geojson',
  schema: 'mairies.schema.json',
  dataPackage: 'datapackage.json',
  catalogue: 'catalogue.jsonld',
} as const;

/** The folder of the files under the site's root, as a URL of `siteUrl`. */
export const openDataUrl = (siteUrl: string, file?: string) =>
  `${siteUrl.replace(/\/+$/, '')}/donnees${file ? `/${file}` : ''}`;

export const OPEN_DATA_TITLE = 'Annuaire corrigé des mairies de France';
export const OPEN_DATA_DESCRIPTION =
  "L'annuaire des mairies de Service-Public.fr (DILA) corrigé : positions ramenées dans leur commune, codes postaux, " +
  'mairies équipées pour les passeports, liens de rendez-vous, horaires, accès en fauteuil roulant et corrections ' +
  'des visiteurs vérifiées, chaque valeur avec sa source et sa date.';
const KEYWORDS = ['mairies', 'annuaire', 'passeport', 'accessibilité', 'horaires'];

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** /donnees/mairies.schema.json: the Table Schema of mairies.csv. */
export function openDataTableSchema(siteUrl: string, siteName: string): string {
  return json({
    $schema: 'https://frictionlessdata.io/schemas/table-schema.json',
    name: 'annuaire-mairies',
    title: `${OPEN_DATA_TITLE} (mairies.csv)`,
    description: `${OPEN_DATA_DESCRIPTION} Une ligne par mairie.`,
    homepage: openDataUrl(siteUrl),
    path: openDataUrl(siteUrl, OPEN_DATA_FILES.schema),
    version: OPEN_DATA_SCHEMA_VERSION,
    created: OPEN_DATA_SCHEMA_CREATED,
    lastModified: OPEN_DATA_SCHEMA_MODIFIED,
    contributors: [{ title: siteName, role: 'author', path: openDataUrl(siteUrl) }],
    fields: OPEN_DATA_FIELDS,
    missingValues: OPEN_DATA_MISSING_VALUES,
    primaryKey: 'id',
  });
}

/** /donnees/datapackage.json: both files with their sizes and SHA-256, the CSV with its dialect and schema. */
export function openDataPackage(siteUrl: string, siteName: string, files: OpenDataSummary): string {
  const credits = OPEN_DATA_SOURCES.map(({ name, licence }) => `${name} (${licence})`).join(' ; ');
  return json({
    profile: 'data-package',
    name: 'annuaire-mairies',
    title: OPEN_DATA_TITLE,
    description: `${OPEN_DATA_DESCRIPTION} Licence : ${OPEN_DATA_LICENSE.name}. Sources : ${credits}.`,
    homepage: openDataUrl(siteUrl),
    keywords: KEYWORDS,
    licenses: [{ name: 'ODbL-1.0', path: OPEN_DATA_LICENSE.url, title: OPEN_DATA_LICENSE.name }],
    sources: OPEN_DATA_SOURCES.map(({ name, licence }) => ({ title: `${name} (${licence})` })),
    contributors: [{ title: siteName, role: 'publisher', path: openDataUrl(siteUrl) }],
    resources: [
      {
        name: 'mairies',
        title: 'Mairies (CSV)',
        path: OPEN_DATA_FILES.csv,
        profile: 'tabular-data-resource',
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8',
        bytes: files.csv.bytes,
        hash: `sha256:${files.csv.sha256}`,
        dialect: { delimiter: ',', lineTerminator: '\r\n', quoteChar: '"', doubleQuote: true, header: true },
        schema: OPEN_DATA_FILES.schema,
      },
      {
        name: 'mairies-geojson',
        title: 'Mairies (GeoJSON)',
        path: OPEN_DATA_FILES.geojson,
        format: 'geojson',
        mediatype: 'application/geo+json',
        encoding: 'utf-8',
        bytes: files.geojson.bytes,
        hash: `sha256:${files.geojson.sha256}`,
      },
    ],
  });
}
