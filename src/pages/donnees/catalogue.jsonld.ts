// /donnees/catalogue.jsonld: the DCAT-AP catalogue of the open directory (src/page-data/open-data-catalogue.ts).
import type { APIRoute } from 'astro';
// Astro injects the fast paths' hand-off into .astro pages only: an endpoint that loads the data imports it.
import '../../integrations/site-data-hand-off.ts';
import { buildOpenDataCatalogue, openDataResponse } from '../../page-data/open-data-route.ts';

export const GET: APIRoute = async () => openDataResponse(await buildOpenDataCatalogue(), 'application/ld+json');
