// Sliding-window rate limits, counted in the rate_limits table under salted hashes (never an IP or an address):
// per form and client network, per recipient, per town hall, per review, and one hourly ceiling per form kind
// across all clients (statements: src/data/queries/rate-limits.ts); visit beacons are limited per network in memory (MemoryRateLimiter).
import type { Queryable } from '../../../src/data/db/queryable.ts';
import { hitRateLimit } from '../../../src/data/queries/rate-limits.ts';
import type { ErrorCode } from '../../../src/domain/answers.ts';
import type { LimitKind, RateLimitRule } from '../../../src/domain/rate-limits.ts';
import { HttpError } from '../http/errors.ts';
import { HTTP_MESSAGES } from '../http/messages.ts';

/**
 * A sliding window estimated from two fixed windows (the current one and the one before, weighted by how
 * much of it still lies in the sliding window): a burst around a window boundary counts in full.
 */
type Window = { start: Date; previousStart: Date; previousWeight: number };

export function slidingWindow(rule: RateLimitRule, now: Date): Window {
  const size = rule.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return {
    start: new Date(start),
    previousStart: new Date(start - size),
    previousWeight: 1 - (now.getTime() - start) / size,
  };
}

/** The requests counted in the sliding window ending now. */
export const slidingCount = (w: Window, current: number, previous: number) => previous * w.previousWeight + current;

/** Seconds until the sliding count falls below `max` again (at least 1). */
export function retryAfterSeconds(
  rule: RateLimitRule,
  w: Window,
  now: Date,
  current: number,
  previous: number,
): number {
  const size = rule.windowSeconds * 1000;
  const elapsed = now.getTime() - w.start.getTime();
  // Within this window the previous one fades linearly; after it, this one fades in turn.
  const room = rule.max - 1 - current;
  let waitMs: number;
  if (room >= 0 && previous > 0) waitMs = size * (1 - room / previous) - elapsed;
  else waitMs = size - elapsed + size * (1 - Math.max(0, rule.max - 1) / Math.max(1, current));
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** How long windows are kept: a sliding window reads the one before the current, so twice the longest (a day at least). */
export function rateLimitRetentionSeconds(limits: Record<LimitKind, RateLimitRule>): number {
  return Math.max(86_400, 2 * Math.max(...Object.values(limits).map((rule) => rule.windowSeconds)));
}

/**
 * Sliding-window counters in this process's memory, for visit beacons: a beacon over its limit costs a map
 * lookup, not a database write (a limit counted in the database would write once per refused beacon too).
 * Each instance counts what it serves, so a platform running N instances lets at most N times the limit
 * through; the visit itself is still counted once per network and day in the database. Past `maxKeys`
 * networks, those not seen in the last two windows are dropped (all of them if that is not enough).
 */
export class MemoryRateLimiter {
  private readonly counts = new Map<string, { start: number; current: number; previous: number }>();
  private readonly maxKeys: number;
  constructor(maxKeys = 100_000) {
    this.maxKeys = maxKeys;
  }

  /** Counts a hit for `key`; the Retry-After in seconds when it passed `rule`, or null. */
  hit(rule: RateLimitRule, key: string, now: Date): number | null {
    const w = slidingWindow(rule, now);
    const start = w.start.getTime();
    const previousStart = w.previousStart.getTime();
    let entry = this.counts.get(key);
    if (!entry) {
      if (this.counts.size >= this.maxKeys) this.sweep(previousStart);
      entry = { start, current: 0, previous: 0 };
      this.counts.set(key, entry);
    } else if (entry.start !== start) {
      entry.previous = entry.start === previousStart ? entry.current : 0;
      entry.start = start;
      entry.current = 0;
    }
    entry.current++;
    if (slidingCount(w, entry.current, entry.previous) <= rule.max) return null;
    return retryAfterSeconds(rule, w, now, entry.current, entry.previous);
  }

  private sweep(previousStart: number): void {
    for (const [key, entry] of this.counts) if (entry.start < previousStart) this.counts.delete(key);
    if (this.counts.size >= this.maxKeys) this.counts.clear();
  }
}

/** Counts a hit; true when `key` is still within `rule` (the hit included), with the Retry-After otherwise. */
export async function checkRateLimit(
  q: Queryable,
  rule: RateLimitRule,
  key: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const w = slidingWindow(rule, now);
  const { current, previous } = await hitRateLimit(q, key, w);
  if (slidingCount(w, current, previous) <= rule.max) return { ok: true };
  return { ok: false, retryAfter: retryAfterSeconds(rule, w, now, current, previous) };
}

/** 429 with Retry-After once `key` passed `rule.max` hits in the sliding window: `refusal` says which limit. */
export async function enforceRateLimit(
  q: Queryable,
  rule: RateLimitRule,
  key: string,
  now: Date,
  refusal: { code: ErrorCode; message: string } = { code: 'rate_limited', message: HTTP_MESSAGES.tooManyRequests },
): Promise<void> {
  const result = await checkRateLimit(q, rule, key, now);
  if (!result.ok)
    throw new HttpError(429, refusal.code, refusal.message, undefined, { 'Retry-After': String(result.retryAfter) });
}
