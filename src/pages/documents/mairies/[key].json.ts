// /documents/mairies/{key}.json: the town halls a case page's appointment planner may name (page-data/planner-files.ts).
import type { APIRoute } from 'astro';
// Astro injects the fast paths' hand-off into .astro pages only: an endpoint that loads the data imports it.
import '../../../integrations/site-data-hand-off.ts';
import { loadSiteData } from '../../../data/site/load.ts';
import { buildPlannerFiles } from '../../../page-data/planner-files.ts';

export async function getStaticPaths() {
  const files = buildPlannerFiles(await loadSiteData());
  return [...files].map(([key, file]) => ({ params: { key }, props: { file } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
