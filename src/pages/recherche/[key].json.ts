// /recherche/{key}.json: the search shards (page-data/search-shard.ts) the search box fetches. A build writes them
// from a worker thread instead (src/data/site/search-files.ts), so there this route generates none.
import type { APIRoute } from 'astro';
import { searchFilesOffered } from '../../data/site/build-channel.ts';
import { loadSiteData } from '../../data/site/load.ts';
import { buildSearchShards } from '../../page-data/search-index.ts';

export async function getStaticPaths() {
  if (searchFilesOffered()) return [];
  const shards = buildSearchShards(await loadSiteData());
  return [...shards].map(([key, shard]) => ({ params: { key }, props: { shard } }));
}

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.shard), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
