// /donnees/mairies.geojson: the open directory as GeoJSON points (src/page-data/open-data.ts).
import type { APIRoute } from 'astro';
// Astro injects the fast paths' hand-off into .astro pages only: an endpoint that loads the data imports it.
import '../../integrations/site-data-hand-off.ts';
import { buildOpenDataFile, openDataResponse } from '../../page-data/open-data-route.ts';

export const GET: APIRoute = async () => openDataResponse(await buildOpenDataFile('geojson'), 'application/geo+json');
