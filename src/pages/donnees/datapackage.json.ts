// /donnees/datapackage.json: the Data Package of the open directory's files (src/page-data/open-data-package.ts).
import type { APIRoute } from 'astro';
// Astro injects the fast paths' hand-off into .astro pages only: an endpoint that loads the data imports it.
import '../../integrations/site-data-hand-off.ts';
import { buildOpenDataPackage, openDataResponse } from '../../page-data/open-data-route.ts';

export const GET: APIRoute = async () => openDataResponse(await buildOpenDataPackage(), 'application/json');
