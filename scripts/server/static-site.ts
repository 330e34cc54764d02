// dist/ as the host serves it: its files with their types and caching, gzip when asked, ETags and 304s, directory
// indexes and pretty URLs (`/x` serves x.html), the rules of dist/_redirects (scripts/redirects-file.ts) and the
// section 404 pages.
import { statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type ErrorHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { getMimeType, mimes } from 'hono/utils/mime';
import { IMMUTABLE_ASSETS } from '../../src/data/site/deploy-config.ts';
import { securityHeaders, type PageOrigins } from '../../src/domain/security-headers.ts';
import { pathRule, rulesFor } from '../redirects-file.ts';
import { withHeaders, type Env } from './hono.ts';
import { REFUSALS, type Refuser } from './refusals.ts';

/** Hono's content types, worded as the site has always sent them (JSON with its charset, SVG without), and the open
 *  directory's files (/donnees) with their IANA media types: GeoJSON (RFC 7946), JSON-LD, CSV in UTF-8. */
const CONTENT_TYPES: Record<string, string> = {
  ...mimes,
  json: 'application/json; charset=utf-8',
  geojson: 'application/geo+json; charset=utf-8',
  jsonld: 'application/ld+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
};

/** HTML is revalidated on every visit; Astro's hashed assets never change; the rest is kept an hour. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(IMMUTABLE_ASSETS.path.slice(0, -1))) return IMMUTABLE_ASSETS.cacheControl;
  if (extname(pathname) === '.html') return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // a name the file system refuses (a NUL byte)
  }
}

type StaticSiteOptions = {
  distDir: string;
  siteUrl: string;
  origins: PageOrigins;
  refuse: Refuser;
  onError: ErrorHandler<Env>;
};

/** dist/: its files, gzip when asked, ETags and 304s; the redirect rules; the 404 pages. */
export function staticSite({ distDir, siteUrl, origins, refuse, onError }: StaticSiteOptions): Hono<Env> {
  const headers = securityHeaders(origins);
  const found = (path: string, c: Context<Env>) => void c.set('file', path);
  // A path without a slash at the end is the file, or its folder's index.html, or else path.html (pretty URLs). With a
  // slash at the end, its folder's index.html, or else the page without the slash, answered 200 as Netlify's own
  // runtime does (/villes/ serves villes.html; a redirect rule of _redirects cannot send /x/ to /x there, as Netlify
  // matches both forms alike); the pages name their canonical URL, without the slash.
  const files = serveStatic<Env>({
    root: distDir,
    rewriteRequestPath: (path) => {
      if (path.endsWith('/')) {
        const page = `${path.replace(/\/+$/, '')}.html`;
        return page !== '.html' && !isFile(join(distDir, path, 'index.html')) && isFile(join(distDir, page))
          ? page
          : path;
      }
      return isFile(join(distDir, path)) || isFile(join(distDir, path, 'index.html')) ? path : `${path}.html`;
    },
    onFound: found,
  });
  /** A 404 page (by its URL path), served whatever the request's path. */
  const pages = new Map<string, ReturnType<typeof serveStatic<Env>>>();
  const notFoundPage = (page: string) => {
    if (!pages.has(page)) pages.set(page, serveStatic<Env>({ root: distDir, path: page, onFound: found }));
    return pages.get(page)!;
  };
  /** The file serveStatic answered with, as the site sends it: its type and caching. */
  const asSent = (res: Response, file: string, status: number) => {
    const urlPath = `/${relative(distDir, file).split(sep).join('/')}`;
    const out = new Headers(res.headers);
    out.set('Content-Type', getMimeType(file, CONTENT_TYPES) ?? 'application/octet-stream');
    out.set('Cache-Control', cacheControlFor(status === 200 ? urlPath : '/404.html'));
    if (status !== 200) out.delete('Last-Modified');
    return new Response(res.body, { status, headers: out });
  };
  const noNext = async () => {};

  const site = new Hono<Env>();
  site.onError(onError);
  // Outermost, so 304s carry them too; then gzip of what the ETag was computed on.
  site.use(async (c, next) => {
    await next();
    const answer = withHeaders(c.res, headers);
    if (answer !== c.res) c.res = answer;
  });
  site.use(compress({ encoding: 'gzip', threshold: 1025 }), etag({ weak: true }));
  site.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return refuse.response(REFUSALS.methodNotAllowed, false, { Allow: 'GET, HEAD' });
    }
    const { pathname } = new URL(c.req.url);
    const rules = await rulesFor(distDir, siteUrl);
    const file = await files(c, noNext);
    // A file shadows the rules of its path, except forced ones.
    const rule = pathRule(rules, pathname, file instanceof Response);
    if (file instanceof Response && !rule) return asSent(file, c.get('file'), 200);
    await file?.body?.cancel();
    if (rule?.status === 301) {
      return new Response(null, {
        status: 301,
        headers: { Location: rule.location, 'Cache-Control': 'max-age=3600' },
      });
    }
    // A section's own 404 page ('Mairie non trouvée', 'Ville non trouvée', 'Article non trouvé'), else the generic one.
    for (const page of [...(rule ? [rule.file] : []), '/404.html']) {
      const notFound = await notFoundPage(page)(c, noNext);
      if (notFound) return asSent(notFound, c.get('file'), 404);
    }
    return new Response('Page non trouvée', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });
  return site;
}
