// npm run serve — one Node server for local use, tests and self-hosting, behaving like production (Netlify):
// dist/ with content types, caching, ETags and directory indexes, the rules of dist/_redirects as the host applies
// them (alternate domains, moved paths, section 404 pages; scripts/redirects-file.ts), dist/404.html with status 404,
// and the functions of functions/ under their own /api paths, called with Web Request/Response.
// Hono on @hono/node-server does the HTTP: the Node↔Request bridge, static files (types, traversal guard),
// gzip, ETags and 304s, the body cap. Written here: the refusals Node or the bridge would answer bare (French JSON),
// the redirect rules, the section 404s, pretty URLs (`/x` serves x.html, as the host does), TRUST_PROXY, and a 421
// to a Host the server does not serve (DNS rebinding; scripts/allowed-hosts.ts).
import { readdir } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve, type HttpBindings } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { getMimeType, mimes } from 'hono/utils/mime';
import { openDatabase, type Db } from '../src/data/db.ts';
import { IMMUTABLE_ASSETS } from '../src/data/site/deploy-config.ts';
import { HOST_HEADER } from '../src/domain/host-header.ts';
import { NOSNIFF, securityHeaders } from '../src/domain/security-headers.ts';
import { migrate } from '../src/data/migrate.ts';
import { config as functionsConfig } from '../functions/_lib/config.ts';
import { getDeps, setDeps, type DepsOverrides } from '../functions/_lib/deps.ts';
import { drainIdle } from '../functions/_lib/drain.ts';
import type { ErrorAnswer } from '../functions/_lib/errors.ts';
import type { Handler } from '../functions/_lib/form.ts';
import { logError } from '../functions/_lib/log.ts';
import { runMaintenance } from '../functions/_lib/maintenance.ts';
import { HTTP_MESSAGES } from '../functions/_lib/messages.ts';
import { forwardedClientIp } from '../functions/_lib/proxy.ts';
import { hostAllowed } from './allowed-hosts.ts';
import { hostRedirect, pathRule, rulesFor } from './redirects-file.ts';

export interface ServerOptions {
  /** Where to listen; by default the configured PORT and HOST (functions/_lib/config.ts). `port: 0` picks a free one. */
  port?: number;
  host?: string;
  distDir?: string;
  /** The database the functions use; by default they open the configured one lazily. */
  db?: Db;
  /** Further overrides of the functions' dependencies (tests, bench). */
  deps?: DepsOverrides;
  /** Public origin the alternate domains redirect to (PUBLIC_SITE_URL) when dist/ has no _redirects; its host is served. */
  siteUrl?: string;
  /** Further Host names served (ALLOWED_HOSTS by default): `name` (any port) or `name:port`. */
  allowedHosts?: readonly string[];
  /** Also run the outbox sender (retries) and housekeeping this often; 0 (default) leaves it to the posts. */
  maintenanceEveryMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const FUNCTIONS_DIR = fileURLToPath(new URL('../functions/', import.meta.url));
const DEFAULT_DIST = fileURLToPath(new URL('../dist/', import.meta.url));

/** Hono's content types, worded as the site has always sent them (JSON with its charset, SVG without). */
const CONTENT_TYPES: Record<string, string> = {
  ...mimes,
  json: 'application/json; charset=utf-8',
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

/** Methods a Web Request can carry (fetch refuses CONNECT, TRACE and TRACK); the others are answered 405 here. */
const REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** Where the functions live: every refusal under it is French JSON. */
const API_PREFIX = '/api/';

/** The platform's own cap on a function's request body; each function applies a much smaller one. */
const MAX_FUNCTION_BODY = 1024 * 1024;

const REFUSAL_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...NOSNIFF };

/** True for a target under /api (and for one that names no path): its refusals are French JSON. */
const isApiTarget = (target: string | null) =>
  target === null || target.startsWith(API_PREFIX) || target === API_PREFIX.slice(0, -1);

/** The refusals the server answers itself, with the code and French message the functions' would carry. */
const REFUSALS = {
  badRequest: { status: 400, code: 'bad_request', message: HTTP_MESSAGES.badRequest },
  notFound: { status: 404, code: 'not_found', message: HTTP_MESSAGES.notFound },
  hostNotAllowed: { status: 421, code: 'host_not_allowed', message: HTTP_MESSAGES.hostNotAllowed },
  methodNotAllowed: { status: 405, code: 'method_not_allowed', message: HTTP_MESSAGES.methodNotAllowed },
  timeout: { status: 408, code: 'request_timeout', message: HTTP_MESSAGES.badRequest },
  tooLarge: { status: 413, code: 'too_large', message: HTTP_MESSAGES.tooLarge },
  serverError: { status: 500, code: 'server_error', message: HTTP_MESSAGES.serverError },
} as const satisfies Record<string, ErrorAnswer>;

/**
 * A refusal: `{ok:false,code,message}` as the functions answer under /api/ (and for requests that name no path),
 * the French text elsewhere.
 */
function refusal({ status, code, message }: ErrorAnswer, api: boolean, extra: Record<string, string> = {}) {
  const body = api ? JSON.stringify({ ok: false, code, message }) : message;
  const type = api
    ? REFUSAL_HEADERS
    : { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders(getDeps().config.pageOrigins) };
  return { status, body, headers: { ...type, ...extra, 'Content-Length': String(Buffer.byteLength(body)) } };
}

/** Requests that came without a Host (HTTP/1.0): their URL's origin is the site's. */
const hostless = new WeakSet<IncomingMessage>();

/**
 * The requests answered before the bridge sees them, which it would otherwise answer with a bare 400 or take as
 * they come: a target that is not a path (absolute-form `http://host/x`, `*`; this is no proxy), a path with a
 * backslash, a malformed Host, or none on HTTP/1.1. A well-formed Host is lower-cased; a request without one
 * (HTTP/1.0) is given the site's (no alternate-domain redirect, the functions see the site's URL). Returns true
 * when it answered.
 */
function refusedAtTheDoor(req: IncomingMessage, res: ServerResponse, siteUrl: string): boolean {
  const target = req.url?.startsWith('/') ? req.url : null;
  const host = req.headers.host;
  const wellFormed = host !== undefined && HOST_HEADER.test(host) && keepsItsName(host);
  const base = wellFormed ? `http://${host}` : siteUrl;
  if (
    target === null ||
    target.split('?')[0].includes('\\') ||
    (host !== undefined && !wellFormed) ||
    (host === undefined && req.httpVersion !== '1.0') ||
    !URL.canParse(`${base}${target}`)
  ) {
    const { status, body, headers } = refusal(REFUSALS.badRequest, isApiTarget(target), {
      Connection: 'close',
    });
    res.writeHead(status, headers).end(body);
    return true;
  }
  if (wellFormed) {
    req.headers.host = host.toLowerCase();
  } else {
    hostless.add(req);
    req.headers.host = new URL(siteUrl).host;
  }
  return false;
}

/** False for a Host the URL parser would rewrite (`0x7f.1` is 127.0.0.1): the bridge refuses those. */
function keepsItsName(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return URL.canParse(`http://${name}`) && new URL(`http://${name}`).hostname === name;
}

/** A whole HTTP/1.1 answer for a socket the request handler never saw: French JSON, then the connection closes. */
function rawResponse(answer: ErrorAnswer, extra: Record<string, string> = {}): string {
  const { status, body, headers } = refusal(answer, true, { ...extra, Connection: 'close' });
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
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

/**
 * The answer with `headers` (only those it lacks, with `onlyMissing`), set in place when its headers can change: no
 * copy of the answer per header, as Hono's c.header() makes once a response is final.
 */
function withHeaders(response: Response, headers: Record<string, string>, onlyMissing = false): Response {
  const wanted = Object.entries(headers).filter(([name]) => !(onlyMissing && response.headers.has(name)));
  if (!wanted.length) return response;
  let out = response;
  try {
    for (const [name, value] of wanted) out.headers.set(name, value);
  } catch {
    out = new Response(response.body, response); // Response.redirect()'s headers are immutable
    for (const [name, value] of wanted) out.headers.set(name, value);
  }
  return out;
}

/** An error of a handler: logged, and answered 500 as a refusal. */
function failed(error: unknown, c: Context<Env>): Response {
  logError('[serve]', error);
  const { status, body, headers } = refusal(REFUSALS.serverError, isApiTarget(c.env.incoming.url ?? null));
  return new Response(body, { status, headers });
}

function isFile(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false; // a name the file system refuses (a NUL byte)
  }
}

type Env = { Bindings: HttpBindings; Variables: { file: string } };

/** dist/: its files, gzip when asked, ETags and 304s; the redirect rules; the 404 pages. */
function staticSite(distDir: string, siteUrl: string): Hono<Env> {
  const headers = securityHeaders(getDeps().config.pageOrigins);
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
  site.onError(failed);
  // Outermost, so 304s carry them too; then gzip of what the ETag was computed on.
  site.use(async (c, next) => {
    await next();
    const answer = withHeaders(c.res, headers);
    if (answer !== c.res) c.res = answer;
  });
  site.use(compress({ encoding: 'gzip', threshold: 1025 }), etag({ weak: true }));
  site.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const { status, body, headers: h } = refusal(REFUSALS.methodNotAllowed, false, { Allow: 'GET, HEAD' });
      return new Response(body, { status, headers: h });
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

/** Starts the server. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const distDir = resolve(options.distDir ?? DEFAULT_DIST);
  // Settings: the options', else the injected config's (tests, bench), else the process's.
  const config = options.deps?.config ?? functionsConfig;
  const host = options.host ?? config.host;
  const siteUrl = (options.siteUrl ?? config.siteUrl).replace(/\/+$/, '');
  if (options.db || options.deps) setDeps({ ...options.deps, ...(options.db && { db: options.db }) });
  const routes = await loadRoutes();
  const site = staticSite(distDir, siteUrl);
  // Set once the server listens (the port may be chosen then); no request arrives before.
  let isServedHost: (host: string) => boolean = () => false;

  const app = new Hono<Env>();
  app.onError(failed);
  app.use(async (c, next) => {
    await next();
    const answer = withHeaders(c.res, NOSNIFF, true);
    if (answer !== c.res) c.res = answer;
  });
  // Alternate domains: every path of a listed host goes to its page on the main site.
  app.use(async (c, next) => {
    const host = hostless.has(c.env.incoming) ? undefined : c.env.incoming.headers.host;
    const elsewhere = host ? hostRedirect(await rulesFor(distDir, siteUrl), host) : null;
    if (elsewhere === null) return next();
    return new Response(null, {
      status: 301,
      headers: { Location: elsewhere, 'Cache-Control': 'public, max-age=3600', ...NOSNIFF },
    });
  });
  // Any other Host the server does not serve: a page whose name was made to resolve here reads nothing. The Host
  // is checked as it arrived (X-Forwarded-Host is not read, whatever TRUST_PROXY says).
  app.use(async (c, next) => {
    const host = hostless.has(c.env.incoming) ? undefined : c.env.incoming.headers.host;
    if (host === undefined || isServedHost(host)) return next();
    const { status, body, headers } = refusal(REFUSALS.hostNotAllowed, isApiTarget(c.env.incoming.url ?? null));
    return new Response(body, { status, headers });
  });
  app.all('*', async (c) => {
    const target = c.env.incoming.url ?? '/';
    const api = isApiTarget(target);
    if (!REQUEST_METHODS.has(c.req.method)) {
      const { status, body, headers } = refusal(REFUSALS.methodNotAllowed, api, {
        Allow: api ? 'GET, HEAD, POST' : 'GET, HEAD',
      });
      return new Response(body, { status, headers });
    }
    // The URL's origin comes from the Host the request arrived on (or the site's), never from the target.
    const url = new URL(c.req.url);
    const fn = routes.get(url.pathname);
    if (fn) return callFunction(fn, hostless.has(c.env.incoming) ? new URL(`${siteUrl}${target}`) : url, c);
    if (url.pathname.startsWith(API_PREFIX)) {
      const { status, body, headers } = refusal(REFUSALS.notFound, true);
      return new Response(body, { status, headers });
    }
    if (c.req.method !== 'HEAD') return site.fetch(c.req.raw, c.env);
    // HEAD answers what GET would, ETag and 304 included (serveStatic alone leaves them out): the body is dropped.
    const res = await site.fetch(new Request(c.req.raw, { method: 'GET' }), c.env);
    await res.body?.cancel();
    return new Response(null, res);
  });

  const tooLarge = () => {
    const { status, body, headers } = refusal(REFUSALS.tooLarge, true, { Connection: 'close' });
    return new Response(body, { status, headers });
  };
  /** A function called as the platform calls it: the Web Request, and the client's address. */
  async function callFunction(fn: Handler, url: URL, c: Context<Env>): Promise<Response> {
    let response: Response | undefined;
    const refused = await bodyLimit({ maxSize: MAX_FUNCTION_BODY, onError: tooLarge })(c, async () => {
      const headers = new Headers(c.req.raw.headers);
      // The platform's client-IP header is set by the platform only; here the socket (or, with TRUST_PROXY,
      // the proxies' X-Forwarded-For) says who the client is.
      headers.delete('x-nf-client-connection-ip');
      const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? null : await c.req.raw.arrayBuffer();
      const request = new Request(url, { method: c.req.method, headers, body });
      const forwardedFor = c.req.header('x-forwarded-for');
      const ip = forwardedClientIp(getConnInfo(c).remote.address, forwardedFor, getDeps().config.trustProxy);
      response = await fn(request, { ip });
    });
    return refused ?? withHeaders(response!, NOSNIFF, true);
  }

  const server = serve({
    fetch: app.fetch,
    port: options.port ?? config.port,
    hostname: host,
    // Hosts are checked here, so a request without one gets a French answer rather than a bare 400.
    serverOptions: { requireHostHeader: false },
    createServer: ((serverOptions: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
      createServer(serverOptions, (req, res) => {
        if (!refusedAtTheDoor(req, res, siteUrl)) listener(req, res);
      })) as typeof createServer,
  }) as ReturnType<typeof createServer>;
  server.keepAliveTimeout = 65_000;
  // Node's own refusals (a malformed request line or header, headers too large, a timeout), in French JSON.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawResponse(error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? REFUSALS.timeout : REFUSALS.badRequest));
  });
  // CONNECT never reaches the request handler: refused like any method the server does not serve.
  server.on('connect', (_req: IncomingMessage, socket: Socket) => {
    socket.end(rawResponse(REFUSALS.methodNotAllowed, { Allow: 'GET, HEAD, POST' }));
  });
  await new Promise<void>((resolveListen, reject) => {
    if (server.listening) return resolveListen();
    server.once('error', reject);
    server.once('listening', resolveListen);
  });
  const { port } = server.address() as AddressInfo;
  isServedHost = hostAllowed({
    listenHost: host,
    port,
    siteUrl,
    extra: options.allowedHosts ?? config.allowedHosts,
  });
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
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    async close() {
      clearInterval(timer);
      server.closeIdleConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await drainIdle();
    },
  };
}

// CLI: migrate the configured database, then serve dist/ and the functions on the configured PORT and HOST; retry
// unsent mail every minute. Every setting comes from functions/_lib/config.ts, which reads them from src/settings/ and
// stops on a bad one by name.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const db = await openDatabase(functionsConfig.database);
  await migrate(db);
  const server = await startServer({ db, maintenanceEveryMs: 60_000 });
  console.log(
    `Serving dist/ and functions on ${server.url}\n\nOuvrez ${server.url} dans un navigateur (Ctrl+C pour arrêter).`,
  );
  const stop = async () => {
    await server.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
