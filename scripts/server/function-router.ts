// The functions of functions/*.ts under their own /api paths, each built from the server's dependencies and called
// as the platform calls it: a Web Request, and the client's address.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { NOSNIFF } from '../../src/domain/security-headers.ts';
import type { Deps, HandlerFactory } from '../../functions/_lib/core/deps.ts';
import type { Handler } from '../../functions/_lib/http/handler.ts';
import { forwardedClientIp } from '../../functions/_lib/http/proxy.ts';
import { withHeaders, type Env } from './hono.ts';
import { REFUSALS, type Refuser } from './refusals.ts';

const FUNCTIONS_DIR = fileURLToPath(new URL('../../functions/', import.meta.url));

/** The platform's own cap on a function's request body; each function applies a much smaller one. */
const MAX_FUNCTION_BODY = 1024 * 1024;

type FunctionModule = { createHandler: HandlerFactory<Handler>; config?: { path?: string } };

/** The functions of functions/*.ts that declare a path (scheduled ones do not), built from `deps`, by path. */
export async function loadRoutes(deps: Deps, dir: string = FUNCTIONS_DIR): Promise<Map<string, Handler>> {
  const routes = new Map<string, Handler>();
  for (const file of (await readdir(dir)).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const mod = (await import(join(dir, file))) as FunctionModule;
    if (mod.config?.path) routes.set(mod.config.path, mod.createHandler(deps));
  }
  return routes;
}

/** Calls `fn` with the request at `url` and the client's address (the socket's, or with TRUST_PROXY the proxies'). */
export async function callFunction(
  fn: Handler,
  url: URL,
  c: Context<Env>,
  { trustProxy, refuse }: { trustProxy: Deps['config']['trustProxy']; refuse: Refuser },
): Promise<Response> {
  const tooLarge = () => refuse.response(REFUSALS.tooLarge, true, { Connection: 'close' });
  let response: Response | undefined;
  const refused = await bodyLimit({ maxSize: MAX_FUNCTION_BODY, onError: tooLarge })(c, async () => {
    const headers = new Headers(c.req.raw.headers);
    // The platform's client-IP header is set by the platform only; here the socket (or, with TRUST_PROXY,
    // the proxies' X-Forwarded-For) says who the client is.
    headers.delete('x-nf-client-connection-ip');
    const body = c.req.method === 'GET' || c.req.method === 'HEAD' ? null : await c.req.raw.arrayBuffer();
    const request = new Request(url, { method: c.req.method, headers, body });
    const forwardedFor = c.req.header('x-forwarded-for');
    const ip = forwardedClientIp(getConnInfo(c).remote.address, forwardedFor, trustProxy);
    response = await fn(request, { ip });
  });
  return refused ?? withHeaders(response!, NOSNIFF, true);
}
