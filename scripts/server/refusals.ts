// The refusals the local server answers itself, with the code and French message the functions' would carry:
// `{ok:false,code,message}` under /api/ (and for requests that name no path), the French text elsewhere.
import { STATUS_CODES } from 'node:http';
import { NOSNIFF, securityHeaders, type PageOrigins } from '../../src/domain/security-headers.ts';
import type { ErrorAnswer } from '../../functions/_lib/http/errors.ts';
import { HTTP_MESSAGES } from '../../functions/_lib/http/messages.ts';

/** Where the functions live: every refusal under it is French JSON. */
export const API_PREFIX = '/api/';

/** True for a target under /api (and for one that names no path): its refusals are French JSON. */
export const isApiTarget = (target: string | null) =>
  target === null || target.startsWith(API_PREFIX) || target === API_PREFIX.slice(0, -1);

export const REFUSALS = {
  badRequest: { status: 400, code: 'bad_request', message: HTTP_MESSAGES.badRequest },
  notFound: { status: 404, code: 'not_found', message: HTTP_MESSAGES.notFound },
  hostNotAllowed: { status: 421, code: 'host_not_allowed', message: HTTP_MESSAGES.hostNotAllowed },
  methodNotAllowed: { status: 405, code: 'method_not_allowed', message: HTTP_MESSAGES.methodNotAllowed },
  timeout: { status: 408, code: 'request_timeout', message: HTTP_MESSAGES.badRequest },
  tooLarge: { status: 413, code: 'too_large', message: HTTP_MESSAGES.tooLarge },
  serverError: { status: 500, code: 'server_error', message: HTTP_MESSAGES.serverError },
} as const satisfies Record<string, ErrorAnswer>;

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...NOSNIFF };

type Parts = { status: number; body: string; headers: Record<string, string> };

function parts(answer: ErrorAnswer, type: Record<string, string> | null, extra: Record<string, string>): Parts {
  const { status, code, message } = answer;
  const body = type ? message : JSON.stringify({ ok: false, code, message });
  const headers = { ...(type ?? JSON_HEADERS), ...extra, 'Content-Length': String(Buffer.byteLength(body)) };
  return { status, body, headers };
}

/** The refusals of a server whose pages allow `origins` (their CSP goes with a refusal outside /api/). */
export function refuser(origins: PageOrigins) {
  const pageType = { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders(origins) };
  const of = (answer: ErrorAnswer, api: boolean, extra: Record<string, string> = {}) =>
    parts(answer, api ? null : pageType, extra);
  return {
    /** Status, body and headers, for a Node response. */
    parts: of,
    /** The refusal as a Web Response. */
    response(answer: ErrorAnswer, api: boolean, extra: Record<string, string> = {}): Response {
      const { status, body, headers } = of(answer, api, extra);
      return new Response(body, { status, headers });
    },
  };
}

export type Refuser = ReturnType<typeof refuser>;

/** A whole HTTP/1.1 answer for a socket the request handler never saw: French JSON, then the connection closes. */
export function rawResponse(answer: ErrorAnswer, extra: Record<string, string> = {}): string {
  const { status, body, headers } = parts(answer, null, { ...extra, Connection: 'close' });
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`;
}
