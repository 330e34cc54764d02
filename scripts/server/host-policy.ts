// Which Host names the server answers: an alternate domain of dist/_redirects goes to its page on the main site; any
// other Host the server does not serve gets a 421, so a page whose name was made to resolve here reads nothing (DNS
// rebinding; scripts/allowed-hosts.ts). The Host is checked as it arrived (X-Forwarded-Host is never read).
import type { MiddlewareHandler } from 'hono';
import { NOSNIFF } from '../../src/domain/security-headers.ts';
import { hostRedirect, rulesFor } from '../redirects-file.ts';
import { arrivedHost } from './door.ts';
import type { Env } from './hono.ts';
import { isApiTarget, REFUSALS, type Refuser } from './refusals.ts';

/** Every path of an alternate domain: a 301 to its page on the main site. */
export function alternateDomains(distDir: string, siteUrl: string): MiddlewareHandler<Env> {
  return async (c, next) => {
    const host = arrivedHost(c.env.incoming);
    const elsewhere = host ? hostRedirect(await rulesFor(distDir, siteUrl), host) : null;
    if (elsewhere === null) return next();
    return new Response(null, {
      status: 301,
      headers: { Location: elsewhere, 'Cache-Control': 'public, max-age=3600', ...NOSNIFF },
    });
  };
}

/** A 421 to a Host `isServedHost` refuses; a request without a Host (HTTP/1.0) passes. */
export function servedHostsOnly(isServedHost: (host: string) => boolean, refuse: Refuser): MiddlewareHandler<Env> {
  return async (c, next) => {
    const host = arrivedHost(c.env.incoming);
    if (host === undefined || isServedHost(host)) return next();
    return refuse.response(REFUSALS.hostNotAllowed, isApiTarget(c.env.incoming.url ?? null));
  };
}
