// Small named guards every endpoint runs in order: method, origin, body size, content type, schema, honeypot.
// Each one throws an HttpError; none echoes what was submitted.
import type * as z from 'zod';
import { HOST_HEADER } from '../../../src/domain/host-header.ts';
import { HONEYPOT_FIELD } from '../../../src/schemas/limits.ts';
import { validateForm } from '../../../src/schemas/validate.ts';
import { HttpError } from './errors.ts';
import { HTTP_MESSAGES } from './messages.ts';

/** The body encodings an endpoint may accept. */
type BodyKind = 'json' | 'form' | 'text';

const MEDIA_TYPES: Record<string, BodyKind> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'text/plain': 'text',
};

/** 405 unless the method is one of `allowed`. */
export function requireMethod(req: Request, allowed: readonly string[]): void {
  if (!allowed.includes(req.method)) {
    throw new HttpError(405, 'method_not_allowed', HTTP_MESSAGES.methodNotAllowed, undefined, {
      Allow: allowed.join(', '),
    });
  }
}

/**
 * 403 for a browser request from another site: a present Origin must be the configured site's, or the
 * origin of the Host the request arrived on (http or https); without Origin, a present Sec-Fetch-Site must
 * be same-origin or none. Non-browser clients send neither. The request URL is never trusted: a local
 * server may have built it from a request target.
 */
export function requireSameOrigin(req: Request, siteUrl: string): void {
  const origin = req.headers.get('origin');
  if (origin !== null) {
    if (origin !== new URL(siteUrl).origin && !isOriginOfHost(origin, req.headers.get('host'))) {
      throw new HttpError(403, 'forbidden_origin', HTTP_MESSAGES.forbiddenOrigin);
    }
    return;
  }
  const site = req.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') {
    throw new HttpError(403, 'forbidden_origin', HTTP_MESSAGES.forbiddenOrigin);
  }
}

/** True when `origin` is exactly http(s)://<host> for a well-formed `host` (default ports folded). */
function isOriginOfHost(origin: string, host: string | null): boolean {
  if (!host || !HOST_HEADER.test(host) || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return false;
  const arrivedOn = `${url.protocol}//${host.toLowerCase().replace(/\.(?=:|$)/, '')}`;
  return URL.canParse(arrivedOn) && new URL(arrivedOn).origin === origin;
}

/** 415 unless the Content-Type is one of `accepted` (UTF-8 only); returns which one it is. */
export function requireContentType(req: Request, accepted: readonly BodyKind[]): BodyKind {
  const [mediaType = '', ...params] = (req.headers.get('content-type') ?? '')
    .split(';')
    .map((p) => p.trim().toLowerCase());
  const kind = MEDIA_TYPES[mediaType];
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice(8)
    .replace(/"/g, '');
  if (!kind || !accepted.includes(kind) || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) {
    throw new HttpError(415, 'unsupported_type', HTTP_MESSAGES.unsupportedType);
  }
  return kind;
}

/** Reads the raw body; 413 as soon as it passes `maxBytes` (announced or actual). */
export async function readBody(req: Request, maxBytes: number): Promise<Uint8Array> {
  const announced = Number(req.headers.get('content-length'));
  if (announced > maxBytes) throw new HttpError(413, 'too_large', HTTP_MESSAGES.tooLarge);
  if (!req.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, 'too_large', HTTP_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Turns a UTF-8 body into a plain object: JSON (also sent as text/plain by sendBeacon) or form fields. */
export function decodeBody(body: Uint8Array, kind: BodyKind): Record<string, unknown> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw new HttpError(400, 'bad_request', HTTP_MESSAGES.badRequest);
  }
  if (kind === 'form') {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(text)) fields[key] ??= value;
    return fields;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad_request', HTTP_MESSAGES.badRequest);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new HttpError(400, 'bad_request', HTTP_MESSAGES.badRequest);
  return value as Record<string, unknown>;
}

/** 400 listing every field's French message, or the parsed input. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = validateForm(schema, input);
  if (!result.success) throw new HttpError(400, 'invalid_fields', HTTP_MESSAGES.invalidFields, result.fields);
  return result.data;
}

/** True when the hidden `company` field was filled: a bot, to be answered as if all went well. */
export function isHoneypotFilled(input: unknown): boolean {
  const value = (input as Record<string, unknown> | null)?.[HONEYPOT_FIELD];
  return typeof value === 'string' && value.trim() !== '';
}
