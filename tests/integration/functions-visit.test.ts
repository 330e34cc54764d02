// POST /api/visit: one visit per client network (IPv4 address, IPv6 /64), town hall and Paris day whatever the
// User-Agent, beacons limited per network, automation ignored, counted by ISO week through get_popular_mairies.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as createVisit } from '../../functions/visit.ts';
import { isoWeek } from '../../src/domain/iso-week.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  BROWSER_UA,
  browserPost,
  countRows,
  insertMairie,
  NO_LIMITS,
  SITE,
  benchForFile,
  handler,
} from '../helpers/functions.ts';

const visit = handler(createVisit);

const bench = benchForFile();
let a: number;
let b: number;

beforeAll(async () => {
  a = await insertMairie(bench.db);
  b = await insertMairie(bench.db);
});

/** A beacon as navigator.sendBeacon sends it: text/plain JSON. */
function beacon(
  mairieId: unknown,
  { ip = '203.0.113.7', ua = BROWSER_UA, at = '2025-03-12T10:00:00Z', headers = {} as Record<string, string> } = {},
) {
  bench.use({ now: () => new Date(at) });
  return visit(
    browserPost(
      '/api/visit',
      { mairie_id: mairieId },
      // What Chromium's sendBeacon sends besides Origin and User-Agent.
      {
        encoding: 'text',
        headers: { 'User-Agent': ua, 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'empty', ...headers },
      },
    ),
    { ip },
  );
}

const visitCount = async (mairieId: number) => {
  const { rows } = await bench.db.query<{ n: number }>(
    'select count(*)::int as n from mairie_visits where mairie_id = $1',
    [mairieId],
  );
  return rows[0].n;
};

const popular = async (at: string) => {
  const { week, year } = isoWeek(new Date(at), 'Europe/Paris');
  const { rows } = await bench.db.query<{ mairie_id: number; visit_count: number }>(
    'select mairie_id, visit_count from get_popular_mairies($1, $2)',
    [week, year],
  );
  return rows;
};

describe('POST /api/visit', () => {
  it('answers 204 and counts a network once per town hall and day, whatever its browser', async () => {
    for (let i = 0; i < 3; i++) expect((await beacon(a)).status).toBe(204);
    await beacon(b);
    await beacon(a, { ip: '198.51.100.9' });
    await beacon(a, { ua: `${BROWSER_UA} Firefox/140.0` }); // same network, another browser: not counted
    await beacon(a, { at: '2025-03-13T10:00:00Z' }); // next day
    expect(await popular('2025-03-12T10:00:00Z')).toEqual([
      { mairie_id: a, visit_count: 3 },
      { mairie_id: b, visit_count: 1 },
    ]);
  });

  it('finding 2: 300 beacons from one network with rotating User-Agents add 1 visit, not 300', async () => {
    // Before: a visitor was IP + User-Agent, and this script added 300 visits, enough to top the most-viewed
    // list and to turn the crowding label to high. Now a network adds at most 1 per town hall and day, so at
    // most 7 per town hall and ISO week, whatever it sends: the list and the label cannot be moved by one network.
    for (let i = 0; i < 300; i++) {
      const res = await beacon(a, { ua: `${BROWSER_UA} build/${i}`, ip: '2001:db8:aa:bb::1' });
      expect(res.status).toBe(204);
    }
    expect(await visitCount(a)).toBe(1);
    // The other addresses of its /64 are the same network; the next /64 is another.
    for (let i = 2; i < 17; i++) await beacon(a, { ip: `2001:db8:aa:bb:${i.toString(16)}::${i}` });
    await beacon(a, { ip: '::ffff:203.0.113.7' });
    await beacon(a, { ip: '203.0.113.7' });
    expect(await visitCount(a)).toBe(2);
    await beacon(a, { ip: '2001:db8:aa:bc::1' });
    expect(await visitCount(a)).toBe(3);
    // A week of it: at most one a day.
    for (let day = 10; day <= 16; day++)
      for (let i = 0; i < 5; i++)
        await beacon(b, { ip: '198.51.100.1', ua: `UA ${i} ${BROWSER_UA}`, at: `2025-03-${day}T12:00:00Z` });
    expect(await popular('2025-03-12T10:00:00Z')).toContainEqual({ mairie_id: b, visit_count: 7 });
  });

  it('limits beacons per network (sliding window): 429 with Retry-After past the limit', async () => {
    const send = (ip: string, at: string) => {
      bench.use({ limits: { ...NO_LIMITS, visit: { max: 5, windowSeconds: 600 } }, now: () => new Date(at) });
      return visit(
        browserPost('/api/visit', { mairie_id: a }, { encoding: 'text', headers: { 'Sec-Fetch-Dest': 'empty' } }),
        { ip },
      );
    };
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send(`2001:db8:1:1::${i + 1}`, '2025-03-12T10:00:00Z')).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    const refused = await send('2001:db8:1:1::99', '2025-03-12T10:00:00Z');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).message).toBe('Trop de demandes. Veuillez réessayer dans quelques minutes.');
    // Another network is not affected.
    expect((await send('2001:db8:1:2::1', '2025-03-12T10:00:00Z')).status).toBe(204);
  });

  it('does not count obvious automation: no Accept-Language, a navigation, a bot', async () => {
    expect((await beacon(a, { headers: { 'Accept-Language': '' } })).status).toBe(204);
    expect((await beacon(a, { headers: { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' } })).status).toBe(
      204,
    );
    expect(await visitCount(a)).toBe(0);
    // Safari before 16.4 sends no Sec-Fetch-*: still counted.
    const safari = browserPost('/api/visit', { mairie_id: a }, { encoding: 'text' });
    expect((await visit(safari, { ip: '192.0.2.1' })).status).toBe(204);
    expect(await visitCount(a)).toBe(1);
  });

  it('stores no IP and no cookie: only a hash', async () => {
    const res = await beacon(a);
    expect(res.headers.get('set-cookie')).toBeNull();
    const { rows } = await bench.db.query<{ visitor_day_hash: string }>('select visitor_day_hash from mairie_visits');
    expect(rows[0].visitor_day_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('days and ISO weeks follow Paris time', async () => {
    // Sunday 9 March 2025, 23:30 in Paris (week 10), then Monday 00:30 (week 11): two days, two weeks.
    await beacon(a, { at: '2025-03-09T22:30:00Z' });
    await beacon(a, { at: '2025-03-09T23:30:00Z' });
    expect(await popular('2025-03-09T22:30:00Z')).toEqual([{ mairie_id: a, visit_count: 1 }]);
    expect(await popular('2025-03-09T23:30:00Z')).toEqual([{ mairie_id: a, visit_count: 1 }]);
    // Across a year boundary: Monday 29 December 2025 is in ISO week 1 of 2026.
    await beacon(b, { at: '2025-12-29T09:00:00Z' });
    expect(isoWeek(new Date('2025-12-29T09:00:00Z'), 'Europe/Paris')).toEqual({ week: 1, year: 2026 });
    expect(await popular('2025-12-29T09:00:00Z')).toEqual([{ mairie_id: b, visit_count: 1 }]);
  });

  it('ignores bots and scripts, still answering 204', async () => {
    for (const ua of [
      '',
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'curl/8.5.0',
      'Mozilla/5.0 HeadlessChrome/140.0',
    ]) {
      expect((await beacon(a, { ua })).status).toBe(204);
    }
    expect((await countRows(bench.db)).mairie_visits).toBe(0);
  });

  it('accepts JSON too; refuses unknown town halls, bad bodies, other types and origins', async () => {
    bench.use();
    expect((await visit(browserPost('/api/visit', { mairie_id: a }))).status).toBe(204);
    const unknown = await beacon(987_654);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(MESSAGES.mairieNotFound);
    expect((await beacon('douze')).status).toBe(400);
    expect((await visit(browserPost('/api/visit', { mairie_id: a }, { encoding: 'form' }))).status).toBe(415);
    const foreign = browserPost(
      '/api/visit',
      { mairie_id: a },
      { encoding: 'text', headers: { Origin: 'https://other.example' } },
    );
    expect((await visit(foreign)).status).toBe(403);
    const large = await visit(browserPost('/api/visit', { mairie_id: a, pad: 'x'.repeat(2000) }, { encoding: 'text' }));
    expect(large.status).toBe(413);
    expect((await visit(new Request(`${SITE}/api/visit`))).status).toBe(405);
    expect((await countRows(bench.db)).mairie_visits).toBe(1);
  });
});
