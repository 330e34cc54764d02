// What the server answers before the Node↔Request bridge sees a request: targets and Host headers the bridge would
// answer with a bare 400 or take as they come, and Node's own refusals (a malformed request, a timeout, CONNECT).
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { HOST_HEADER } from '../../src/domain/host-header.ts';
import { isApiTarget, rawResponse, REFUSALS, type Refuser } from './refusals.ts';

/** Requests that came without a Host (HTTP/1.0): their URL's origin is the site's. */
const hostless = new WeakSet<IncomingMessage>();

/** The Host a request arrived with, undefined for one that came without (HTTP/1.0). */
export const arrivedHost = (req: IncomingMessage) => (hostless.has(req) ? undefined : req.headers.host);

/**
 * Answers a target that is not a path (absolute-form `http://host/x`, `*`; this is no proxy), a path with a backslash,
 * a malformed Host, or none on HTTP/1.1. A well-formed Host is lower-cased; a request without one (HTTP/1.0) is given
 * the site's (no alternate-domain redirect, the functions see the site's URL). Returns true when it answered.
 */
export function refusedAtTheDoor(req: IncomingMessage, res: ServerResponse, siteUrl: string, refuse: Refuser): boolean {
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
    const { status, body, headers } = refuse.parts(REFUSALS.badRequest, isApiTarget(target), { Connection: 'close' });
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
export function keepsItsName(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return URL.canParse(`http://${name}`) && new URL(`http://${name}`).hostname === name;
}

/** Node's own refusals (a malformed request line or header, headers too large, a timeout, CONNECT), in French JSON. */
export function answerNodeRefusals(server: Server): void {
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
}
