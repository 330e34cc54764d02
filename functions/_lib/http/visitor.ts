// Who is asking, without keeping who they are: client IP from the platform, salted hashes, bot detection.
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { PARIS_TIME_ZONE } from '../../../src/domain/time-zone.ts';
import { zonedParts } from '../../../src/domain/zoned-time.ts';

/** The second argument Netlify (and scripts/serve.ts) pass to a handler; both fields are optional. */
export interface FunctionContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/** The client IP given by the platform; 'unknown' when there is none (direct calls in tests). */
export function clientIp(req: Request, context?: FunctionContext): string {
  return context?.ip || req.headers.get('x-nf-client-connection-ip') || 'unknown';
}

/**
 * The network a client is counted as: an IPv4 address as is, an IPv6 address by its /64 (one household or
 * one server gets a whole /64, so rotating inside it changes nothing). IPv4-mapped IPv6 (`::ffff:1.2.3.4`)
 * counts as its IPv4 address; a zone id (`%eth0`) is dropped; anything else is returned lower-cased.
 */
export function clientNetwork(ip: string): string {
  const address = ip
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (compressed `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A salted hash of the client's network (clientNetwork), the only trace of a client the rate limiter keeps. */
export function ipHash(salt: string, ip: string): string {
  return sha256(`ip\u0000${salt}\u0000${clientNetwork(ip)}`).slice(0, 32);
}

/**
 * A salted hash of a recipient address, so a per-recipient limit never stores the address: lower-cased,
 * a `+tag` of the local part dropped (it reaches the same mailbox).
 */
export function recipientHash(salt: string, address: string): string {
  const [local, domain = ''] = address
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return sha256(`to\u0000${salt}\u0000${local.replace(/\+.*$/, '')}@${domain}`).slice(0, 32);
}

let lastDay = { minute: NaN, day: '' };

/** The local calendar day (YYYY-MM-DD) in Paris, the day visits are counted in (kept for the minute: every beacon asks). */
export function visitDay(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute === lastDay.minute) return lastDay.day;
  const { year, month, day } = zonedParts(now, PARIS_TIME_ZONE);
  lastDay = { minute, day: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` };
  return lastDay.day;
}

/**
 * One value per client network and day, whatever the browser: a network counts once per town hall and day,
 * so no client can add more than one visit a day to a town hall by changing its User-Agent or address in its /64.
 */
export function visitorDayHash(salt: string, ip: string, day: string): string {
  return sha256(`visit\u0000${salt}\u0000${day}\u0000${clientNetwork(ip)}`).slice(0, 32);
}

// Crawlers, link previews, monitors and scripted clients that announce themselves.
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python-|httpclient|okhttp|go-http-client|java\/|libwww|axios\/|node-fetch|undici|monitor|uptime|pingdom|statuscake/i;

/** True for an empty User-Agent or one that names a bot or a scripted client. */
export function isBot(userAgent: string | null): boolean {
  return !userAgent || userAgent.length < 10 || BOT_UA.test(userAgent);
}

/**
 * Obvious automation: a bot's User-Agent, or a beacon no browser would send. Every browser's sendBeacon
 * carries Accept-Language (Chromium 156: `fr-FR`, `Sec-Fetch-Mode: no-cors`, `Sec-Fetch-Dest: empty`);
 * curl, wget and most HTTP libraries send none. Sec-Fetch-* are only checked when present: Safari before
 * 16.4 and plain-HTTP pages send none.
 */
export function isAutomated(headers: Headers): boolean {
  if (isBot(headers.get('user-agent'))) return true;
  if (!headers.get('accept-language')?.trim()) return true;
  const dest = headers.get('sec-fetch-dest');
  const mode = headers.get('sec-fetch-mode');
  return (dest !== null && dest !== 'empty') || mode === 'navigate';
}
