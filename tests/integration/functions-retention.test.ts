// Finding 8 (retention): the scheduled maintenance purges personal data past its retention — e-mail form rows,
// sent or given-up outbox bodies, nearest-town-hall requests, settled reviewers' e-mails, past days' visitor
// hashes, the town halls' update links after 30 days — and keeps the visit counts, the published reviews and
// everything still recent or pending.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as createScheduledSender } from '../../functions/outbox-drain.ts';
import { RETENTION_DEFAULTS } from '../../src/domain/retention.ts';
import { benchForFile, insertMairie, handler } from '../helpers/functions.ts';

const scheduledSender = handler(createScheduledSender);

const bench = benchForFile();
let mairieId: number;

beforeAll(async () => {
  mairieId = await insertMairie(bench.db);
});

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function seed() {
  const q = (sql: string, params: unknown[]) => bench.db.query(sql, params);
  await bench.db.exec('truncate town_hall_links_sent');
  for (const age of [31, 29])
    // the town halls' update links (issue 41): their limits look 30 days back
    await q(`insert into town_hall_links_sent (mairie_id, recipient_hash, sent_at) values ($1, $2, $3)`, [
      mairieId,
      'c'.repeat(32),
      daysAgo(age),
    ]);
  for (const [kind, age] of [
    ['contact', 91],
    ['refund', 89],
  ] as const)
    await q(`insert into form_submissions (kind, payload, created_at) values ($1, '{"email":"x@y.fr"}', $2)`, [
      kind,
      daysAgo(age),
    ]);
  const outbox = (id: string, created: number, sent: number | null, dead = false) =>
    q(
      `insert into email_outbox (message_id, kind, message, created_at, sent_at, next_attempt_at)
       values ($1, 'contact', '{"to":"x@y.fr"}', $2, $3, $4)`,
      [id, daysAgo(created), sent === null ? null : daysAgo(sent), dead ? 'infinity' : daysAgo(created)],
    );
  await outbox('<sent-old@t>', 40, 31);
  await outbox('<sent-recent@t>', 40, 29);
  await outbox('<dead-old@t>', 40, null, true);
  await outbox('<pending-old@t>', 40, null); // still being retried (or about to be given up): kept
  for (const age of [31, 29])
    await q(
      `insert into contact_form_submissions (email, address, mairie_id, distance, created_at) values ('x@y.fr', '1 rue X', $1, 1, $2)`,
      [mairieId, daysAgo(age)],
    );
  const report = (label: string, age: number, status: string, autoApprove: boolean, type = 'review') =>
    q(
      `insert into mairie_reports (mairie_id, type, content, email, rating, status, auto_approve, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        mairieId,
        type,
        label,
        `${label}@reviewers.test`,
        type === 'review' ? 4 : null,
        status,
        autoApprove,
        daysAgo(age),
      ],
    );
  await report('published-old', 31, 'pending', true);
  await report('resolved-old', 31, 'resolved', false, 'issue');
  await report('rejected-old', 31, 'rejected', false);
  await report('held-old', 31, 'pending', false); // awaiting a moderator: kept
  await report('published-recent', 29, 'pending', true);
  for (const [age, hash] of [
    [3, 'a'.repeat(32)],
    [0, 'b'.repeat(32)],
  ] as const)
    await q('insert into mairie_visits (mairie_id, visitor_day_hash, visited_at) values ($1, $2, $3)', [
      mairieId,
      hash,
      daysAgo(age),
    ]);
}

const column = async (sql: string) => (await bench.db.query<Record<string, unknown>>(sql)).rows;

describe('scheduled purge', () => {
  it('keeps everything before the purge (the finding: nothing was ever deleted)', async () => {
    await seed();
    expect(await column('select count(*)::int as n from form_submissions')).toEqual([{ n: 2 }]);
    expect(await column('select count(*)::int as n from mairie_reports where email is not null')).toEqual([{ n: 5 }]);
  });

  it('purges what is past its retention, keeps counts, published reviews and what is recent or pending', async () => {
    expect(RETENTION_DEFAULTS).toEqual({ forms: 90, outbox: 30, nearest: 30, reviewEmails: 30 });
    await seed();
    const res = await scheduledSender();
    expect(res.status).toBe(200);
    expect((await res.json()).purged).toEqual({
      forms: 1,
      outbox: 2,
      nearest: 1,
      reviewEmails: 3,
      visitHashes: 1,
      townHallLinks: 1,
    });
    expect(await column('select kind from form_submissions')).toEqual([{ kind: 'refund' }]);
    expect(await column('select message_id from email_outbox order by message_id')).toEqual([
      { message_id: '<pending-old@t>' },
      { message_id: '<sent-recent@t>' },
    ]);
    expect(await column('select count(*)::int as n from contact_form_submissions')).toEqual([{ n: 1 }]);
    expect(await column('select content, email from mairie_reports order by content')).toEqual([
      { content: 'held-old', email: 'held-old@reviewers.test' },
      { content: 'published-old', email: null },
      { content: 'published-recent', email: 'published-recent@reviewers.test' },
      { content: 'rejected-old', email: null },
      { content: 'resolved-old', email: null },
    ]);
    // Visit counts stay; only the past day's hash is gone.
    expect(await column('select visitor_day_hash from mairie_visits order by visited_at')).toEqual([
      { visitor_day_hash: null },
      { visitor_day_hash: 'b'.repeat(32) },
    ]);
    expect(await column('select count(*)::int as n from town_hall_links_sent')).toEqual([{ n: 1 }]);
    // A second run has nothing left to do.
    expect((await (await scheduledSender()).json()).purged).toEqual({
      forms: 0,
      outbox: 0,
      nearest: 0,
      reviewEmails: 0,
      visitHashes: 0,
      townHallLinks: 0,
    });
  });

  it('follows the configured periods', async () => {
    await seed();
    bench.use({ config: { ...bench.config, retention: { forms: 1, outbox: 365, nearest: 365, reviewEmails: 365 } } });
    expect((await (await scheduledSender()).json()).purged).toMatchObject({
      forms: 2,
      outbox: 0,
      nearest: 0,
      reviewEmails: 0,
    });
  });
});
