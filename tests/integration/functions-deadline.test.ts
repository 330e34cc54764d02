// A database that stops answering (not one that is down): every function answers 503 with the spec's
// sending error and Retry-After within 5 s, and nothing it started commits once the database answers again.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as createContact } from '../../functions/contact.ts';
import { createHandler as createFollowUp } from '../../functions/follow-up.ts';
import { createHandler as createReports } from '../../functions/reports.ts';
import { createHandler as createReviews } from '../../functions/reviews.ts';
import { createHandler as createVisit } from '../../functions/visit.ts';
import { openPg, type Db } from '../../src/data/db.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { onPostgres } from '../helpers/db.ts';
import {
  benchForFile,
  browserPost,
  expectNothingWritten,
  insertMairie,
  resetRows,
  SITE,
  handler,
} from '../helpers/functions.ts';
import { hangingDb, stallingProxy } from '../helpers/unresponsive-db.ts';

const contact = handler(createContact);
const followUp = handler(createFollowUp);
const reports = handler(createReports);
const reviews = handler(createReviews);
const visit = handler(createVisit);

const bench = benchForFile();
let mairieId: number;

beforeAll(async () => {
  mairieId = await insertMairie(bench.db);
});

/** The functions' database, through something that can stop answering. */
interface Unresponsive {
  db: Db;
  /** Stops answering now. */
  stall(): void;
  /** Stops answering inside the next form transaction, before it commits. */
  stallBeforeCommit(): void;
  /** Stops answering when a visit is written (on Postgres: that statement is held on the wire). */
  stallOnVisitWrite(): void;
  resume(): void;
  close(): Promise<void>;
}

async function unresponsive(): Promise<Unresponsive> {
  if (onPostgres) {
    const proxy = await stallingProxy(bench.db.url ?? '');
    const db = openPg(proxy.url, 4);
    return {
      db,
      stall: () => proxy.stall(),
      // The COMMIT itself is sent, then held on the wire: it reaches the server only after the deadline.
      stallBeforeCommit: () => proxy.stallWhenClientSends('commit', 'insert into form_submissions'),
      stallOnVisitWrite: () => proxy.stallWhenClientSends('insert into mairie_visits'),
      resume: () => proxy.resume(),
      async close() {
        await proxy.close();
        await db.close();
      },
    };
  }
  const hanging = hangingDb(bench.db);
  return {
    db: hanging.db,
    stall: () => hanging.hang(),
    stallBeforeCommit: () => hanging.hangAfter(/^\s*insert into form_submissions\b/i),
    stallOnVisitWrite: () => hanging.hang(),
    resume: () => hanging.resume(),
    close: async () => hanging.resume(),
  };
}

/** Runs a request and measures how long its answer took. */
async function timed(request: Promise<Response>): Promise<{ res: Response; ms: number }> {
  const started = performance.now();
  const res = await request;
  return { res, ms: performance.now() - started };
}

async function expectUnavailable({ res, ms }: { res: Response; ms: number }, what: string) {
  expect(ms, what).toBeLessThan(5000);
  expect(res.status, what).toBe(503);
  expect(res.headers.get('retry-after'), what).toBe('30');
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(await res.json(), what).toEqual({ ok: false, code: 'unavailable', message: MESSAGES.sendFailed });
}

const CONTACT = { name: 'Jeanne', email: 'jeanne@example.fr', message: 'Bonjour' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`a database that stops answering (${onPostgres ? 'Postgres behind a stalling proxy' : 'PGlite'})`, () => {
  it('every function answers 503 with Retry-After within 5 s; nothing commits once it answers again', async () => {
    const target = await unresponsive();
    try {
      bench.use({ db: target.db });
      // Connections are open and the database answered before it stopped.
      expect((await contact(browserPost('/api/contact', CONTACT), { ip: '192.0.2.9' })).status).toBe(200);
      await resetRows(bench.db);
      target.stall();
      const answers = await Promise.all([
        timed(contact(browserPost('/api/contact', CONTACT), { ip: '192.0.2.1' })),
        timed(
          followUp(browserPost('/api/follow-up', { tracking_number: 'PD-1', email: 'a@b.fr' }), { ip: '192.0.2.2' }),
        ),
        timed(
          reports(
            browserPost('/api/reports', { mairie_id: mairieId, type: 'issue', content: 'Fermée', email: 'a@b.fr' }),
            { ip: '192.0.2.3' },
          ),
        ),
        timed(visit(browserPost('/api/visit', { mairie_id: mairieId }, { encoding: 'text' }), { ip: '192.0.2.4' })),
        timed(reviews(new Request(`${SITE}/api/reviews?mairie_id=${mairieId}`))),
      ]);
      const names = ['contact', 'follow-up', 'reports', 'visit', 'reviews'];
      for (const [index, answer] of answers.entries()) await expectUnavailable(answer, names[index]);
      target.resume();
      await pause(1500);
      await expectNothingWritten(bench);
      // Answering again: the next post goes through.
      expect((await contact(browserPost('/api/contact', CONTACT), { ip: '192.0.2.5' })).status).toBe(200);
    } finally {
      await target.close();
    }
  });

  it('stalled inside the transaction, before its commit arrives: 503 within 5 s, never committed late', async () => {
    const target = await unresponsive();
    try {
      bench.use({ db: target.db });
      expect((await contact(browserPost('/api/contact', CONTACT), { ip: '192.0.2.9' })).status).toBe(200);
      await resetRows(bench.db);
      target.stallBeforeCommit();
      await expectUnavailable(
        await timed(contact(browserPost('/api/contact', CONTACT), { ip: '192.0.2.1' })),
        'contact',
      );
      const html = await timed(
        contact(browserPost('/api/contact', CONTACT, { encoding: 'form', html: true }), { ip: '192.0.2.2' }),
      );
      expect(html.ms).toBeLessThan(5000);
      expect(html.res.status).toBe(503);
      expect(html.res.headers.get('content-security-policy')).toContain("default-src 'self'");
      target.resume();
      // Postgres: the server dropped the idle transaction before the held COMMIT reached it.
      await pause(2000);
      await expectNothingWritten(bench);
    } finally {
      await target.close();
    }
  });

  it("a beacon's write delivered after the deadline: 503 within 5 s, the visit never counted", async () => {
    const target = await unresponsive();
    try {
      bench.use({ db: target.db });
      const beacon = (ip: string) =>
        timed(visit(browserPost('/api/visit', { mairie_id: mairieId }, { encoding: 'text' }), { ip }));
      expect((await beacon('192.0.2.9')).res.status).toBe(204);
      await resetRows(bench.db);
      target.stallOnVisitWrite();
      await expectUnavailable(await beacon('192.0.2.1'), 'visit');
      target.resume();
      await pause(1000);
      await expectNothingWritten(bench);
    } finally {
      await target.close();
    }
  });
});
