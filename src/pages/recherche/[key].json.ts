// /recherche/{key}.json: the search shards (page-data/search-shard.ts) the search box fetches, as the dev server
// serves them. A build writes them from a worker thread instead (src/integrations/site-build.ts, search-files.ts), so
// there this route generates none.
import type { APIRoute } from 'astro';
import { loadSiteData } from '../../data/site/load.ts';
import { buildSearchShards } from '../../page-data/search-index.ts';

export async function getStaticPaths() {
  if (!import.meta.env.DEV) return [];
  const shards = buildSearchShards(await loadSiteData());
  return [...shards].map(([key, shard]) => ({ params: { key }, props: { shard } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.shard), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
