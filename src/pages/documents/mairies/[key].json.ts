// /documents/mairies/{key}.json: the town halls a case page's appointment planner may name (page-data/planner-files.ts).
import type { APIRoute } from 'astro';
// Astro injects the fast paths' hand-off into .astro pages only: an endpoint that loads the data imports it.
import '../../../integrations/site-data-hand-off.ts';
import { loadSiteData } from '../../../data/site/load.ts';
import { plannerFile, plannerFileGroups } from '../../../page-data/planner-files.ts';

export async function getStaticPaths() {
  const groups = plannerFileGroups(await loadSiteData());
  return [...groups].map(([key, mairies]) => ({ params: { key }, props: { mairies } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(plannerFile(props.mairies)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
