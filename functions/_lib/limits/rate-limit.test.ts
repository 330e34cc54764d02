import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter, retryAfterSeconds, slidingCount, slidingWindow } from './rate-limit.ts';

const rule = { max: 5, windowSeconds: 600 };
const at = (iso: string) => new Date(iso);

describe('sliding window', () => {
  it('weighs the previous window by how much of it is still inside', () => {
    const w = slidingWindow(rule, at('2025-03-12T10:15:00Z'));
    expect(w.start.toISOString()).toBe('2025-03-12T10:10:00.000Z');
    expect(w.previousStart.toISOString()).toBe('2025-03-12T10:00:00.000Z');
    expect(w.previousWeight).toBe(0.5);
    expect(slidingCount(w, 2, 6)).toBe(5);
  });

  it('says when the count falls back under the limit', () => {
    const now = at('2025-03-12T10:15:00Z');
    const w = slidingWindow(rule, now);
    // 5 in the previous window and 3 now count 5.5; one more fits once the previous one weighs 0.2.
    expect(retryAfterSeconds(rule, w, now, 3, 5)).toBe(180);
    // 10 in this window alone: its end, then until those 10 weigh 0.4.
    expect(retryAfterSeconds(rule, w, now, 10, 0)).toBe(300 + 360);
    expect(retryAfterSeconds(rule, w, now, 1, 5)).toBe(1);
  });
});

describe('MemoryRateLimiter', () => {
  it('limits a burst around a window boundary, then forgets it', () => {
    const limiter = new MemoryRateLimiter();
    const before = Array.from({ length: 5 }, () => limiter.hit(rule, 'k', at('2025-03-12T10:09:59Z')));
    expect(before).toEqual([null, null, null, null, null]);
    const after = limiter.hit(rule, 'k', at('2025-03-12T10:10:01Z'));
    expect(after).toBeGreaterThan(0);
    expect(limiter.hit(rule, 'other', at('2025-03-12T10:10:01Z'))).toBeNull();
    expect(limiter.hit(rule, 'k', at('2025-03-12T10:30:00Z'))).toBeNull();
  });

  it('past its size, forgets the networks not seen lately, or everyone', () => {
    const one = { max: 1, windowSeconds: 600 };
    const limiter = new MemoryRateLimiter(2);
    limiter.hit(one, 'old', at('2025-03-12T09:00:00Z'));
    limiter.hit(one, 'a', at('2025-03-12T10:00:00Z'));
    expect(limiter.hit(one, 'a', at('2025-03-12T10:00:00Z'))).not.toBeNull();
    limiter.hit(one, 'b', at('2025-03-12T10:00:00Z')); // drops 'old' only
    expect(limiter.hit(one, 'a', at('2025-03-12T10:00:00Z'))).not.toBeNull();
    limiter.hit(one, 'c', at('2025-03-12T10:00:00Z')); // nobody stale: starts afresh
    expect(limiter.hit(one, 'a', at('2025-03-12T10:00:00Z'))).toBeNull();
  });
});
