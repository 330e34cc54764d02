// /donnees/data.json: the open directory's catalogue (DCAT, data.json layout), sizes and date (open-data.ts).
import type { APIRoute } from 'astro';
// Astro injects the fast paths' hand-off into .astro pages only: an endpoint that loads the data imports it.
import '../../integrations/site-data-hand-off.ts';
import { buildOpenDataSummary, openDataResponse } from '../../page-data/open-data-route.ts';

export const GET: APIRoute = async () => openDataResponse((await buildOpenDataSummary()).catalogue, 'application/json');
