// The open directory's files as the build's endpoints answer them (src/pages/donnees/*.ts): this build's data, the
// site's address, computed once (open-data.ts).
import { siteConfig } from '../config.ts';
import { SITE_NAME } from '../../layouts/site-nav.ts';
import { loadSiteData } from './load.ts';
import { openDataFiles, type OpenDataFiles } from './open-data.ts';

/** The files of this build. */
export async function buildOpenDataFiles(): Promise<OpenDataFiles> {
  return openDataFiles(await loadSiteData(), siteConfig.siteUrl, SITE_NAME);
}

/** A file's response, UTF-8. */
export const openDataResponse = (body: string, type: string) =>
  new Response(body, { headers: { 'Content-Type': `${type}; charset=utf-8` } });
