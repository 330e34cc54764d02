// /donnees/data.json: the open directory's catalogue (DCAT, data.json layout), sizes and date (open-data.ts).
import type { APIRoute } from 'astro';
import { buildOpenDataSummary, openDataResponse } from '../../data/site/open-data-route.ts';

export const GET: APIRoute = async () => openDataResponse((await buildOpenDataSummary()).catalogue, 'application/json');
