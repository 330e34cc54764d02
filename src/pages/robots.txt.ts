// /robots.txt: everything may be crawled except the API; points to the sitemap index.
import type { APIRoute } from 'astro';
import { DEFAULT_SITE_URL } from '../settings/index.ts';
import { SITEMAP_INDEX } from '../data/site/sitemap.ts';

export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL(SITEMAP_INDEX, site ?? DEFAULT_SITE_URL).href;
  return new Response(`User-agent: *\nDisallow: /api/\n\nSitemap: ${sitemap}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
