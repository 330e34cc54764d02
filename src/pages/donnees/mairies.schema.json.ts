// /donnees/mairies.schema.json: the Table Schema of mairies.csv (src/page-data/open-data-package.ts).
import type { APIRoute } from 'astro';
import { buildOpenDataSchema, openDataResponse } from '../../page-data/open-data-route.ts';

export const GET: APIRoute = () => openDataResponse(buildOpenDataSchema(), 'application/json');
