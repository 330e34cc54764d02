// Sitemap files of the protocol (sitemaps.org): an index pointing to files of at most 50,000 URLs.

export const MAX_URLS_PER_SITEMAP = 50_000;
export const SITEMAP_INDEX = 'sitemap-index.xml';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

// Built and linked, but noindex: the appointment guides (docs/architecture.md, « Pages indexed »).
const NOT_INDEXED = /^\/mairie\/[^/]+\/rdv$/;

// Whether an indexable-looking page path belongs in the sitemap.
export const isInSitemap = (path: string) => !NOT_INDEXED.test(path);

/** One file to write under the output folder. */
type SitemapFile = { name: string; xml: string };

// The index and its files for `paths` ('/', '/mairie/x'…) on `site` (no trailing slash).
export function buildSitemaps(site: string, paths: readonly string[], lastmod?: string): SitemapFile[] {
  const base = site.replace(/\/+$/, '');
  const sorted = [...new Set(paths)].sort();
  const files: SitemapFile[] = [];
  for (let i = 0; i * MAX_URLS_PER_SITEMAP < Math.max(sorted.length, 1); i++) {
    const urls = sorted
      .slice(i * MAX_URLS_PER_SITEMAP, (i + 1) * MAX_URLS_PER_SITEMAP)
      .map((path) => `<url><loc>${escapeXml(base + encodeURI(path))}</loc></url>`);
    files.push({
      name: `sitemap-${i}.xml`,
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    });
  }
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(`${base}/${file.name}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
  );
  files.push({
    name: SITEMAP_INDEX,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
  });
  return files;
}

// Astro's page name ('mairie/x/', '') as a site path without trailing slash ('/mairie/x', '/').
export function toSitePath(pageName: string): string {
  const trimmed = pageName.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '/';
}
