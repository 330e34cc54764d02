// The open directory's files as the build's endpoints answer them (src/pages/donnees/*.ts): this build's data, the
// site's address, computed once (open-data.ts, open-data-package.ts, open-data-catalogue.ts).
import { siteConfig } from '../data/config.ts';
import { SITE_NAME } from './site-nav.ts';
import { loadSiteData } from '../data/site/load.ts';
import { openDataStream, openDataSummary, type OpenDataSummary } from './open-data.ts';
import { openDataPackage, openDataTableSchema } from './open-data-package.ts';
import { openDataCatalogue } from './open-data-catalogue.ts';

/** This build's files: the summary (rows, sizes, hashes, date) once; each file when its endpoint asks for it. */
export const buildOpenDataSummary = async (): Promise<OpenDataSummary> =>
  openDataSummary(await loadSiteData(), siteConfig.siteUrl);
export const buildOpenDataFile = async (file: 'csv' | 'geojson') =>
  openDataStream(await loadSiteData(), siteConfig.siteUrl, file);

/** The descriptions: the CSV's Table Schema, the Data Package, the DCAT-AP catalogue. */
export const buildOpenDataSchema = () => openDataTableSchema(siteConfig.siteUrl, SITE_NAME);
export const buildOpenDataPackage = async () =>
  openDataPackage(siteConfig.siteUrl, SITE_NAME, await buildOpenDataSummary());
export const buildOpenDataCatalogue = async () =>
  openDataCatalogue(
    siteConfig.siteUrl,
    SITE_NAME,
    await buildOpenDataSummary(),
    Buffer.byteLength(await buildOpenDataPackage()),
  );

/** A file's response, UTF-8. */
export const openDataResponse = (body: string | ReadableStream<Uint8Array>, type: string) =>
  new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8` } });
