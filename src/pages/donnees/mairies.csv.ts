// /donnees/mairies.csv: the open directory, one row per town hall (src/data/site/open-data.ts).
import type { APIRoute } from 'astro';
import { buildOpenDataFile, openDataResponse } from '../../data/site/open-data-route.ts';

export const GET: APIRoute = async () => openDataResponse(await buildOpenDataFile('csv'), 'text/csv');
