// The shared parsers of the settings (src/settings/schema.ts): each takes a variable's trimmed, non-empty text and
// either returns its typed value or fails with a message saying what was expected, which the settings error puts
// after the variable's name.
import * as z from 'zod';

/** An absolute http(s) URL, kept as written. */
export const httpUrl = z
  .string()
  .refine(
    (v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v),
    'expected an absolute http(s) URL, e.g. https://example.fr',
  );

/** An absolute http(s) URL without its trailing slashes. */
export const baseUrl = httpUrl.transform((v) => v.replace(/\/+$/, ''));

/** An origin (`https://host[:port]`, a trailing slash allowed), given back as the URL parser writes it. */
export const origin = z
  .string()
  .refine((v) => {
    if (!/^https?:\/\/[^\s/]+/i.test(v) || !URL.canParse(v)) return false;
    const url = new URL(v);
    return !url.username && !url.password && !url.search && !url.hash && url.pathname.replace(/\/+$/, '') === '';
  }, 'expected an absolute http(s) URL of an origin only, without path, query or credentials, e.g. https://passeport.example.fr')
  .transform((v) => new URL(v).origin);

// The URL parser writes 127.1 as 127.0.0.1 and [::ffff:127.0.0.1] as [::ffff:7f00:1]; a final dot names the same host.
const LOOPBACK = [
  /^localhost$/,
  /\.localhost$/,
  /^127(\.\d+){3}$/,
  /^0\.0\.0\.0$/,
  /^\[::1?\]$/,
  /^\[::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|0:0)\]$/,
];

/** A host of this machine or of no machine: localhost and *.localhost, 127.0.0.0/8, 0.0.0.0, [::1], [::], and the
 * IPv4-mapped forms, with or without a final dot. */
export const isLoopbackHost = (url: string) => {
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  return LOOPBACK.some((pattern) => pattern.test(host));
};

export const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'expected a Postgres connection URL, e.g. postgres://user:password@host:5432/name');

export const smtpUrl = z
  .string()
  .refine((v) => /^smtps?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), 'expected smtp://user:pass@host:port or smtps://…');

/** A whole number from `min` to `max`; `expected` says so in the variable's terms. */
export const integer = (min: number, max: number, expected: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, expected)
    .transform(Number)
    .refine((n) => n >= min && n <= max, expected);

/** A switch: 1/0, true/false, yes/no (any case). */
export const flag = z
  .string()
  .transform((v) => v.toLowerCase())
  .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no'].includes(v), 'expected true or false (1 or 0, yes or no)')
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const UNIT_MS = { ms: 1, s: 1000, min: 60_000, h: 3_600_000 } as const;

/** A duration in milliseconds: a whole number of milliseconds, or with its unit (250ms, 5s, 2min, 1h). */
export const durationMs = z
  .string()
  .regex(/^\d{1,9}\s*(ms|s|min|h)?$/, 'expected a number of milliseconds, or a duration such as 5s or 2min')
  .transform((v) => {
    const [, amount, unit = 'ms'] = /^(\d+)\s*(ms|s|min|h)?$/.exec(v)!;
    return Number(amount) * UNIT_MS[unit as keyof typeof UNIT_MS];
  });

/** A comma-separated list: each entry trimmed and normalised, empty ones dropped; every entry must be `valid`. */
export const list = (valid: (entry: string) => boolean, expected: string, normalize = (entry: string) => entry) =>
  z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((entry) => normalize(entry.trim()))
        .filter(Boolean),
    )
    .refine((entries) => entries.every(valid), expected);

/** An ISO date (2025-03-14 or 2025-03-14T10:00:00Z). */
export const isoDate = z
  .string()
  .transform((v) => new Date(v))
  .refine((d) => !Number.isNaN(d.getTime()), 'expected an ISO date such as 2025-03-14T10:00:00Z');

/** An address, optionally with a display name: `a@b.fr` or `Name <a@b.fr>`; no line breaks. */
export const mailbox = z
  .string()
  .refine(
    (v) => /^(?:[^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(v),
    'expected an e-mail address such as a@b.fr or "Name <a@b.fr>"',
  );

export const secret = z.string().min(16, 'expected at least 16 characters');

/** Any non-empty text: a path, a name, a token. */
export const text = z.string();

/** `max/seconds`, e.g. 5/600: at most 5 in any 10 minutes. */
export const rateLimit = z
  .string()
  .regex(/^\d{1,7}\s*\/\s*\d{1,7}$/, 'expected max/seconds, e.g. 5/600')
  .transform((v) => v.split('/').map(Number))
  .refine(([max, seconds]) => max >= 1 && seconds >= 1, 'expected max/seconds, both at least 1')
  .transform(([max, windowSeconds]) => ({ max, windowSeconds }));
