// One Node server for local use, tests and self-hosting, behaving like production (Netlify): dist/ (static-site.ts),
// the Host names it serves (door.ts, host-policy.ts), the functions under their /api paths (function-router.ts),
// the refusals Node or the bridge would answer bare, in French (refusals.ts, door.ts), and the outbox sender on a
// timer (maintenance-timer.ts). Hono on @hono/node-server does the HTTP: the Node↔Request bridge, static files
// (types, traversal guard), gzip, ETags and 304s, the body cap.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { Db } from '../../src/data/db.ts';
import { NOSNIFF } from '../../src/domain/security-headers.ts';
import { config as functionsConfig } from '../../functions/_lib/core/config.ts';
import { createDeps, followDeps, type Deps, type DepsOverrides } from '../../functions/_lib/core/deps.ts';
import { logError } from '../../functions/_lib/core/log.ts';
import { runMaintenance } from '../../functions/_lib/core/maintenance.ts';
import { drainIdle } from '../../functions/_lib/outbox/drain.ts';
import { hostAllowed } from '../allowed-hosts.ts';
import { answerNodeRefusals, arrivedHost, refusedAtTheDoor } from './door.ts';
import { callFunction, loadRoutes } from './function-router.ts';
import { alternateDomains, servedHostsOnly } from './host-policy.ts';
import { withHeaders, type Env } from './hono.ts';
import { startMaintenanceTimer } from './maintenance-timer.ts';
import { API_PREFIX, isApiTarget, REFUSALS, refuser } from './refusals.ts';
import { staticSite } from './static-site.ts';

interface ServerOptions {
  /** Where to listen; by default the configured PORT and HOST (functions/_lib/core/config.ts). `port: 0` picks a free one. */
  port?: number;
  host?: string;
  distDir?: string;
  /** The database the functions use; by default they open the configured one lazily. */
  db?: Db;
  /** Further overrides of the functions' dependencies (tests, bench). */
  deps?: DepsOverrides;
  /** Instead of `db` and `deps`: the dependencies in force at each request (tests that swap them). */
  liveDeps?: () => Deps;
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

const DEFAULT_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Methods a Web Request can carry (fetch refuses CONNECT, TRACE and TRACK); the others are answered 405 here. */
const REQUEST_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);

/** Starts the server. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const distDir = resolve(options.distDir ?? DEFAULT_DIST);
  // Settings: the options', else the injected config's (tests, bench), else the process's.
  const config = options.liveDeps?.().config ?? options.deps?.config ?? functionsConfig;
  const host = options.host ?? config.host;
  const siteUrl = (options.siteUrl ?? config.siteUrl).replace(/\/+$/, '');
  const own = options.liveDeps ? undefined : createDeps({ ...options.deps, ...(options.db && { db: options.db }) });
  const deps = options.liveDeps ? followDeps(options.liveDeps) : own!;
  const origins = deps.config.pageOrigins;
  const refuse = refuser(origins);
  /** An error of a handler: logged, and answered 500 as a refusal. */
  const failed = (error: unknown, c: Context<Env>) => {
    logError('[serve]', error);
    return refuse.response(REFUSALS.serverError, isApiTarget(c.env.incoming.url ?? null));
  };
  const routes = await loadRoutes(deps);
  const site = staticSite({ distDir, siteUrl, origins, refuse, onError: failed });
  // Set once the server listens (the port may be chosen then); no request arrives before.
  let isServedHost: (host: string) => boolean = () => false;

  const app = new Hono<Env>();
  app.onError(failed);
  app.use(async (c, next) => {
    await next();
    const answer = withHeaders(c.res, NOSNIFF, true);
    if (answer !== c.res) c.res = answer;
  });
  app.use(alternateDomains(distDir, siteUrl));
  app.use(servedHostsOnly((name) => isServedHost(name), refuse));
  app.all('*', async (c) => {
    const target = c.env.incoming.url ?? '/';
    const api = isApiTarget(target);
    if (!REQUEST_METHODS.has(c.req.method)) {
      return refuse.response(REFUSALS.methodNotAllowed, api, { Allow: api ? 'GET, HEAD, POST' : 'GET, HEAD' });
    }
    // The URL's origin comes from the Host the request arrived on (or the site's), never from the target.
    const url = new URL(c.req.url);
    const fn = routes.get(url.pathname);
    if (fn) {
      const at = arrivedHost(c.env.incoming) === undefined ? new URL(`${siteUrl}${target}`) : url;
      return callFunction(fn, at, c, { trustProxy: deps.config.trustProxy, refuse });
    }
    if (url.pathname.startsWith(API_PREFIX)) return refuse.response(REFUSALS.notFound, true);
    if (c.req.method !== 'HEAD') return site.fetch(c.req.raw, c.env);
    // HEAD answers what GET would, ETag and 304 included (serveStatic alone leaves them out): the body is dropped.
    const res = await site.fetch(new Request(c.req.raw, { method: 'GET' }), c.env);
    await res.body?.cancel();
    return new Response(null, res);
  });

  const server = serve({
    fetch: app.fetch,
    port: options.port ?? config.port,
    hostname: host,
    // Hosts are checked here, so a request without one gets a French answer rather than a bare 400.
    serverOptions: { requireHostHeader: false },
    createServer: ((serverOptions: object, listener: (req: IncomingMessage, res: ServerResponse) => void) =>
      createServer(serverOptions, (req, res) => {
        if (!refusedAtTheDoor(req, res, siteUrl, refuse)) listener(req, res);
      })) as typeof createServer,
  }) as ReturnType<typeof createServer>;
  server.keepAliveTimeout = 65_000;
  answerNodeRefusals(server);
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
  const stopMaintenance = startMaintenanceTimer(() => runMaintenance(deps), options.maintenanceEveryMs ?? 0);
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    async close() {
      stopMaintenance();
      server.closeIdleConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await drainIdle();
      own?.release();
    },
  };
}
