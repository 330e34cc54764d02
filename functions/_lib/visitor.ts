// Who is asking, without keeping who they are: client IP from the platform, salted hashes, bot detection.
import { createHash } from 'node:crypto';
import { zonedParts } from '../../src/domain/zoned-time.ts';

/** The second argument Netlify (and scripts/serve.ts) pass to a handler; both fields are optional. */
export interface FunctionContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

export const VISIT_TIME_ZONE = 'Europe/Paris';

/** The client IP given by the platform; 'unknown' when there is none (direct calls in tests). */
export function clientIp(req: Request, context?: FunctionContext): string {
  return context?.ip || req.headers.get('x-nf-client-connection-ip') || 'unknown';
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A salted hash of the IP, the only trace of a client the rate limiter keeps. */
export function ipHash(salt: string, ip: string): string {
  return sha256(`ip\u0000${salt}\u0000${ip}`).slice(0, 32);
}

/** The local calendar day (YYYY-MM-DD) in Paris, the day visits are counted in. */
export function visitDay(now: Date): string {
  const { year, month, day } = zonedParts(now, VISIT_TIME_ZONE);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** One value per visitor and day: the same IP and browser on the same day hash alike, another day does not. */
export function visitorDayHash(salt: string, ip: string, userAgent: string, day: string): string {
  return sha256(`visit\u0000${salt}\u0000${day}\u0000${ip}\u0000${userAgent}`).slice(0, 32);
}

// Crawlers, link previews, monitors and scripted clients that announce themselves.
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python-|httpclient|okhttp|go-http-client|java\/|libwww|axios\/|node-fetch|undici|monitor|uptime|pingdom|statuscake/i;

/** True for an empty User-Agent or one that names a bot or a scripted client. */
export function isBot(userAgent: string | null): boolean {
  return !userAgent || userAgent.length < 10 || BOT_UA.test(userAgent);
}
