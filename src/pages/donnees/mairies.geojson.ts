// /donnees/mairies.geojson: the open directory as GeoJSON points (src/data/site/open-data.ts).
import type { APIRoute } from 'astro';
import { buildOpenDataFile, openDataResponse } from '../../data/site/open-data-route.ts';

export const GET: APIRoute = async () => openDataResponse(await buildOpenDataFile('geojson'), 'application/geo+json');
