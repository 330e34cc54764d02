// npm run serve — one Node server for local use, tests and self-hosting, behaving like production (Netlify):
// dist/ with content types, caching, content-hash ETags and directory indexes, the rules of dist/_redirects as the
// host applies them (alternate domains, moved paths, section 404 pages; scripts/redirects-file.ts), dist/404.html
// with status 404, and the functions of functions/ under their own /api paths, called with Web Request/Response.
// Behind a reverse proxy, TRUST_PROXY tells how many X-Forwarded-For hops name the client.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { openDb, type Db } from '../src/data/db.ts';
import { IMMUTABLE_ASSETS } from '../src/data/site/deploy-config.ts';
import { migrate } from '../src/data/migrate.ts';
import { config as functionsConfig } from '../functions/_lib/config.ts';
import { getDeps, setDeps, type DepsOverrides } from '../functions/_lib/deps.ts';
import { drainIdle } from '../functions/_lib/drain.ts';
import type { Handler } from '../functions/_lib/form.ts';
import { HOST_HEADER } from '../functions/_lib/guards.ts';
import { logError } from '../functions/_lib/log.ts';
import { runMaintenance } from '../functions/_lib/maintenance.ts';
import { HTTP_MESSAGES } from '../functions/_lib/messages.ts';
import { forwardedClientIp } from '../functions/_lib/proxy.ts';
import { iframeOriginOf, NOSNIFF, securityHeaders } from '../functions/_lib/security-headers.ts';
import { hostRedirect, pathRule, rulesFor } from './redirects-file.ts';

export interface ServerOptions {
  port?: number;
  host?: string;
  distDir?: string;
  /** The database the functions use; by default they open the configured one lazily. */
  db?: Db;
  /** Further overrides of the functions' dependencies (tests, bench). */
  deps?: DepsOverrides;
  /** Public origin the alternate domains redirect to (PUBLIC_SITE_URL) when dist/ has no _redirects. */
  siteUrl?: string;
  /** Also run the outbox sender (retries) and housekeeping this often; 0 (default) leaves it to the posts. */
  maintenanceEveryMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const FUNCTIONS_DIR = fileURLToPath(new URL('../functions/', import.meta.url));
export const DEFAULT_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.map', '.webmanifest', '.xml', '.txt', '.svg']);

/** HTML is revalidated on every visit; Astro's hashed assets never change; the rest is kept an hour. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith(IMMUTABLE_ASSETS.path.slice(0, -1))) return IMMUTABLE_ASSETS.cacheControl;
  if (extname(pathname) === '.html') return 'public, max-age=0, must-revalidate';
  return 'public, max-age=3600';
}

/** Methods a Web Request can carry (fetch refuses CONNECT, TRACE and TRACK); the others are answered 405 here. */
const REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** Where the functions live: every refusal under it is French JSON. */
const API_PREFIX = '/api/';

/** A French JSON refusal, as the functions word theirs, on a raw socket or a response. */
function refusalBody(message: string): string {
  return JSON.stringify({ ok: false, message });
}

const REFUSAL_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...NOSNIFF };

/**
 * The path and query of an origin-form request target (`/x?y`), or null for any other form (absolute-form
 * `http://host/x`, authority-form, `*`). A target starting with `//` stays a path: it never names a host.
 */
export function originFormTarget(target: string | undefined): string | null {
  return target?.startsWith('/') ? target : null;
}

/** The Host header when it is well-formed (lower-cased), undefined when absent, null when malformed. */
export function parseHostHeader(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  return HOST_HEADER.test(value) ? value.toLowerCase() : null;
}

/** The functions of functions/*.ts that declare a path (scheduled ones do not). */
async function loadRoutes(): Promise<Map<string, Handler>> {
  const routes = new Map<string, Handler>();
  for (const file of (await readdir(FUNCTIONS_DIR)).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const mod = (await import(join(FUNCTIONS_DIR, file))) as { default: Handler; config?: { path?: string } };
    if (mod.config?.path) routes.set(mod.config.path, mod.default);
  }
  return routes;
}

/** Starts the server; `port: 0` picks a free port. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const distDir = resolve(options.distDir ?? DEFAULT_DIST);
  const siteUrl = (options.siteUrl ?? functionsConfig.siteUrl).replace(/\/+$/, '');
  const headers = securityHeaders(iframeOriginOf());
  if (options.db || options.deps) setDeps({ ...options.deps, ...(options.db && { db: options.db }) });
  const routes = await loadRoutes();

  // Hosts are checked here, so a request without one gets a French answer rather than Node's bare 400.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      logError('[serve]', error);
      if (res.headersSent) res.destroy();
      else refuse(res, 500, HTTP_MESSAGES.serverError, String(req.url).startsWith(API_PREFIX));
    });
  });
  server.keepAliveTimeout = 65_000;
  // Node's own refusals (a malformed request line or header, headers too large, a timeout), in French JSON.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(rawResponse(status, HTTP_MESSAGES.badRequest));
  });
  // CONNECT never reaches the request handler: refused like any method the server does not serve.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.end(rawResponse(405, HTTP_MESSAGES.methodNotAllowed, { Allow: 'GET, HEAD, POST' }));
  });

  /** A refusal: French JSON under /api/ (and for requests that name no path), French text elsewhere. */
  function refuse(
    res: ServerResponse,
    status: number,
    message: string,
    api: boolean,
    extra: Record<string, string> = {},
  ): void {
    const body = api ? refusalBody(message) : message;
    const type = api ? REFUSAL_HEADERS : { 'Content-Type': 'text/plain; charset=utf-8', ...headers };
    res.writeHead(status, { ...type, ...extra, 'Content-Length': String(Buffer.byteLength(body)) }).end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = originFormTarget(req.url);
    const host = parseHostHeader(req.headers.host);
    const api = target === null || target.startsWith(API_PREFIX) || target === API_PREFIX.slice(0, -1);
    // HTTP/1.1 requires a Host; only origin-form targets are served (this is no proxy).
    const base = host ? `http://${host}` : siteUrl;
    if (
      target === null ||
      host === null ||
      (host === undefined && req.httpVersion !== '1.0') ||
      !URL.canParse(`${base}${target}`)
    ) {
      return refuse(res, 400, HTTP_MESSAGES.badRequest, api, { Connection: 'close' });
    }
    const elsewhere = host ? hostRedirect(await rulesFor(distDir, siteUrl), host) : null;
    if (elsewhere !== null) {
      res.writeHead(301, { Location: elsewhere, 'Cache-Control': 'public, max-age=3600', ...NOSNIFF }).end();
      return;
    }
    if (!REQUEST_METHODS.has(req.method ?? '')) {
      return refuse(res, 405, HTTP_MESSAGES.methodNotAllowed, api, { Allow: api ? 'GET, HEAD, POST' : 'GET, HEAD' });
    }
    // The URL's origin comes from the Host the request arrived on (or the site's), never from the target.
    const url = new URL(`${base}${target}`);
    const fn = routes.get(url.pathname);
    if (fn) return callFunction(fn, url, req, res);
    if (url.pathname.startsWith(API_PREFIX)) return refuse(res, 404, HTTP_MESSAGES.notFound, true);
    return serveStatic(url.pathname, req, res);
  }

  async function serveStatic(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return refuse(res, 405, HTTP_MESSAGES.methodNotAllowed, false, { Allow: 'GET, HEAD' });
    }
    const file = await findFile(distDir, pathname);
    const rule = pathRule(await rulesFor(distDir, siteUrl), pathname, file !== null);
    if (rule?.status === 301) {
      return void res.writeHead(301, { Location: rule.location, 'Cache-Control': 'max-age=3600', ...headers }).end();
    }
    if (file) return sendFile(file.path, 200, cacheControlFor(file.urlPath), req, res);
    // A section's own 404 page ('Mairie non trouvée', 'Ville non trouvée', 'Article non trouvé'), else the generic one.
    const notFound = (rule && (await findFile(distDir, rule.file))) || (await findFile(distDir, '/404.html'));
    if (notFound) return sendFile(notFound.path, 404, cacheControlFor('/404.html'), req, res);
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end('Page non trouvée');
  }

  async function sendFile(
    path: string,
    status: number,
    cacheControl: string,
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    const info = await stat(path);
    const ext = extname(path);
    const etag = await contentEtag(path, info);
    const base: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl,
      ...headers,
    };
    if (status === 200) {
      base.ETag = etag;
      base['Last-Modified'] = info.mtime.toUTCString();
      if (etagMatches(req.headers['if-none-match'], etag)) {
        res.writeHead(304, base).end();
        return;
      }
    }
    const gzip =
      COMPRESSIBLE.has(ext) && info.size > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (COMPRESSIBLE.has(ext)) base.Vary = 'Accept-Encoding';
    if (gzip) base['Content-Encoding'] = 'gzip';
    else base['Content-Length'] = String(info.size);
    res.writeHead(status, base);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (gzip) await pipeline(createReadStream(path), createGzip(), res);
    else await pipeline(createReadStream(path), res);
  }

  async function callFunction(fn: Handler, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const announced = Number(req.headers['content-length'] ?? 0);
    const body = hasBody && !(announced > MAX_FUNCTION_BODY) ? await readUpTo(req, MAX_FUNCTION_BODY) : null;
    if (body === undefined || (hasBody && announced > MAX_FUNCTION_BODY)) {
      return refuse(res, 413, HTTP_MESSAGES.tooLarge, true, { Connection: 'close' });
    }
    const request = new Request(url, { method: req.method, headers: toHeaders(req), body });
    const ip = forwardedClientIp(req.socket.remoteAddress, req.headers['x-forwarded-for'], getDeps().config.trustProxy);
    const response = await fn(request, { ip });
    const out: Record<string, string | string[]> = { 'x-content-type-options': 'nosniff' };
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') out[key] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = cookies;
    const payload = req.method === 'HEAD' || !response.body ? null : Buffer.from(await response.arrayBuffer());
    if (payload) out['content-length'] = String(payload.byteLength);
    res.writeHead(response.status, out).end(payload);
  }

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4321, options.host ?? '127.0.0.1', resolveListen);
  });
  const { port } = server.address() as AddressInfo;
  let maintaining = false;
  const timer = options.maintenanceEveryMs
    ? setInterval(() => {
        if (maintaining) return;
        maintaining = true;
        runMaintenance(getDeps())
          .catch((error: unknown) => logError('[serve] outbox maintenance failed:', error))
          .finally(() => (maintaining = false));
      }, options.maintenanceEveryMs).unref()
    : undefined;
  const shownHost = (options.host ?? '127.0.0.1').includes(':') ? `[${options.host}]` : (options.host ?? '127.0.0.1');
  return {
    url: `http://${shownHost}:${port}`,
    port,
    async close() {
      clearInterval(timer);
      server.closeIdleConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await drainIdle();
    },
  };
}

/** A whole HTTP/1.1 answer for a socket the request handler never saw: French JSON, then the connection closes. */
function rawResponse(status: number, message: string, extra: Record<string, string> = {}): string {
  const body = refusalBody(message);
  const lines = Object.entries({
    ...REFUSAL_HEADERS,
    ...extra,
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`;
}

/** The platform's own cap on a function's request body; each function applies a much smaller one. */
const MAX_FUNCTION_BODY = 1024 * 1024;

/** The whole body, or undefined past `max` bytes (then the rest is not read). */
async function readUpTo(req: IncomingMessage, max: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > max) return undefined;
    chunks.push(chunk);
  }
  const all = Buffer.concat(chunks);
  return new Uint8Array(all.buffer as ArrayBuffer, all.byteOffset, all.byteLength);
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    // The platform's client-IP header is set by the platform only; here the socket (or, with TRUST_PROXY,
    // the proxies' X-Forwarded-For) says who the client is.
    if (name.toLowerCase() === 'x-nf-client-connection-ip') continue;
    headers.append(name, req.rawHeaders[i + 1]);
  }
  return headers;
}

const etags = new Map<string, { mtimeMs: number; size: number; etag: string }>();

/**
 * A weak ETag from the file's bytes (weak: the body may be sent gzipped), so an unchanged file keeps its ETag
 * across builds and revalidations stay 304. Hashed once per path, mtime and size.
 */
export async function contentEtag(path: string, info: { mtimeMs: number; size: number }): Promise<string> {
  const known = etags.get(path);
  if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.etag;
  const digest = createHash('sha256')
    .update(await readFile(path))
    .digest('base64url')
    .slice(0, 27);
  const etag = `W/"${digest}"`;
  etags.set(path, { mtimeMs: info.mtimeMs, size: info.size, etag });
  return etag;
}

/** If-None-Match against an ETag: `*`, or any listed tag, compared weakly (RFC 9110 §13.1.2). */
export function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const tags = String(header).split(',');
  return tags.some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The file a URL path names: itself, its index.html, or path.html; never outside `root`. */
export async function findFile(root: string, pathname: string): Promise<{ path: string; urlPath: string } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const base = join(root, relative);
  if (base !== root && !base.startsWith(root + sep)) return null;
  const candidates = decoded.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, join(base, 'index.html'), `${base}.html`];
  for (const candidate of candidates) {
    if (await isFile(candidate)) {
      return {
        path: candidate,
        urlPath: `/${candidate
          .slice(root.length + 1)
          .split(sep)
          .join('/')}`,
      };
    }
  }
  return null;
}

// CLI: migrate the configured database, then serve dist/ and the functions; retry unsent mail every minute.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const db = await openDb();
  await migrate(db);
  const server = await startServer({
    port: Number(process.env.PORT || 4321),
    host: process.env.HOST || '127.0.0.1',
    db,
    maintenanceEveryMs: 60_000,
  });
  console.log(`Serving dist/ and functions on ${server.url}`);
  const stop = async () => {
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
