// Fixed-window rate limits per form and per hashed client IP, counted in the rate_limits table.
import type { Queryable } from '../../src/data/db.ts';
import { HttpError } from './errors.ts';
import { HTTP_MESSAGES } from './messages.ts';

/** At most `max` requests per `windowSeconds` window. */
export type RateLimitRule = { max: number; windowSeconds: number };

/** Which limit an endpoint counts against. */
export type LimitKind =
  'contact' | 'contact-mairie' | 'refund' | 'add-mairie' | 'follow-up' | 'report' | 'nearest' | 'rebuild';

/** The limits, per client IP and per form. Generous for people, tight for scripts. */
export const RATE_LIMITS: Record<LimitKind, RateLimitRule> = {
  contact: { max: 5, windowSeconds: 600 },
  'contact-mairie': { max: 5, windowSeconds: 600 },
  refund: { max: 5, windowSeconds: 600 },
  'add-mairie': { max: 5, windowSeconds: 600 },
  'follow-up': { max: 5, windowSeconds: 600 },
  report: { max: 10, windowSeconds: 600 },
  nearest: { max: 10, windowSeconds: 600 },
  rebuild: { max: 30, windowSeconds: 600 },
};

/** Windows older than this are deleted by the scheduled maintenance. */
export const RATE_LIMIT_RETENTION_SECONDS = 86_400;

/** Counts one hit in the current window and returns the window's total (committed without waiting for the disk). */
export async function hitRateLimit(q: Queryable, key: string, windowStart: Date): Promise<number> {
  const { rows } = await q.query<{ hits: number }>(
    `with async_commit as (select set_config('synchronous_commit', 'off', true))
     insert into rate_limits (key, window_start, hits) select $1::text, $2::timestamptz, 1 from async_commit
     on conflict (key, window_start) do update set hits = rate_limits.hits + 1
     returning hits`,
    [key, windowStart.toISOString()],
  );
  return Number(rows[0].hits);
}

/** Deletes windows that started before `before`; returns how many. */
export async function pruneRateLimits(q: Queryable, before: Date): Promise<number> {
  const { rows } = await q.query('delete from rate_limits where window_start < $1 returning 1', [before.toISOString()]);
  return rows.length;
}

/** 429 with Retry-After once `key` passed `rule.max` hits in the current window. */
export async function enforceRateLimit(q: Queryable, rule: RateLimitRule, key: string, now: Date): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const hits = await hitRateLimit(q, key, new Date(start));
  if (hits > rule.max) {
    const retryAfter = Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000));
    throw new HttpError(429, HTTP_MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(retryAfter) });
  }
}
