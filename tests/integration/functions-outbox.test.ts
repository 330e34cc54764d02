// The outbox: nothing is lost while the SMTP server is down, the scheduled sender delivers everything exactly
// once after, a claimed message stays locked while it can still be in flight, permanent refusals keep the
// server's message, and without SMTP_URL messages become .eml files.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { createHandler as createContact } from '../../functions/contact.ts';
import { createHandler as createFollowUp } from '../../functions/follow-up.ts';
import { createHandler as createScheduledSender } from '../../functions/outbox-drain.ts';
import { drainIdle } from '../../functions/_lib/outbox/drain.ts';
import { OUTBOX_POLICY } from '../../functions/_lib/outbox/outbox.ts';
import { drainOutbox } from '../../functions/_lib/outbox/sender.ts';
import {
  emlTransport,
  SMTP_POOL_SIZE,
  SMTP_SEND_WORST_CASE_SECONDS,
  smtpTransport,
} from '../../functions/_lib/outbox/transport.ts';
import type { MailTransport } from '../../functions/_lib/outbox/transport.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { benchForFile, browserPost, handler } from '../helpers/functions.ts';

const contact = handler(createContact);
const followUp = handler(createFollowUp);
const scheduledSender = handler(createScheduledSender);

const bench = benchForFile();

const post = (i: number) =>
  contact(browserPost('/api/contact', { name: `Visiteur ${i}`, email: `v${i}@example.fr`, message: `Message ${i}` }));

type OutboxState = { sent: number; pending: number; errors: string[] };
async function outboxState(): Promise<OutboxState> {
  const { rows } = await bench.db.query<{ sent: number; pending: number; errors: string[] | null }>(
    `select count(*) filter (where sent_at is not null)::int as sent, count(*) filter (where sent_at is null)::int as pending,
            array_agg(distinct last_error) filter (where last_error is not null) as errors
     from email_outbox`,
  );
  return { ...rows[0], errors: rows[0].errors ?? [] };
}

describe('outbox delivery', () => {
  it('SMTP down during 100 posts: every post succeeds, every message is delivered exactly once after restart', async () => {
    // Background sending after each post, as in production; retries 1 s, 2 s, 4 s… after a failure.
    bench.use({ drainAfterPost: true, outboxPolicy: { ...OUTBOX_POLICY, backoffBaseSeconds: 1 } });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      if (i === 20) {
        await drainIdle();
        await bench.smtp.stop();
      }
      statuses.push((await post(i)).status);
      if (i % 10 === 9) await drainIdle();
    }
    await drainIdle();
    expect(statuses.every((s) => s === 200)).toBe(true);
    const down = await outboxState();
    expect(down.sent).toBe(20);
    expect(down.pending).toBe(80);
    expect(down.errors).toEqual([MESSAGES.emailWorkerFailed]);

    await bench.smtp.start();
    // The scheduled sender, as the platform calls it, with the same transport that saw the outage.
    await bench.db.query(
      `insert into rate_limits (key, window_start, hits)
       values ('test:old', now() - interval '2 days', 3), ('test:recent', now() - interval '1 hour', 1)`,
    );
    // The sender is scheduled every 5 minutes: by its run, every back-off of the outage has passed. The outbox's
    // due times move back by a day instead of the test waiting for them, as the back-offs grow with the outage's
    // length and load stretches it (a wait of 20 s once ran out at load 22).
    await bench.db.query(
      "update email_outbox set next_attempt_at = next_attempt_at - interval '1 day' where sent_at is null",
    );
    // One run sends every due message unless its time budget runs out first; then the next run goes on.
    const reports: Array<Record<string, unknown>> = [];
    for (let run = 0; run < 10 && (await outboxState()).pending > 0; run++) {
      const res = await scheduledSender();
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      reports.push(await res.json());
    }
    const nothingPurged = { forms: 0, outbox: 0, nearest: 0, reviewEmails: 0, visitHashes: 0, townHallLinks: 0 };
    expect(reports[0]).toEqual({
      sent: expect.any(Number),
      failed: 0,
      dead: 0,
      errors: [],
      prunedRateLimits: 1,
      purged: nothingPurged,
    });
    expect(reports.slice(1).every((r) => r.failed === 0 && r.dead === 0 && r.prunedRateLimits === 0)).toBe(true);
    expect(reports.reduce((n, r) => n + Number(r.sent), 0)).toBe(80);
    const { rows: limits } = await bench.db.query<{ key: string }>(
      "select key from rate_limits where key like 'test:%' order by key",
    );
    expect(limits.map((r) => r.key)).toEqual(['test:recent']);

    expect(await outboxState()).toMatchObject({ sent: 100, pending: 0 });
    const ids = bench.smtp.messages.map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
    const { rows } = await bench.db.query<{ message_id: string }>('select message_id from email_outbox');
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.message_id)));
    // A later run finds nothing to send.
    expect(await (await scheduledSender()).json()).toEqual({
      sent: 0,
      failed: 0,
      dead: 0,
      errors: [],
      prunedRateLimits: 0,
      purged: nothingPurged,
    });
  });

  it('concurrent senders never send a message twice', async () => {
    for (let i = 0; i < 60; i++) await post(i);
    const senders = [0, 1, 2].map(() => smtpTransport(bench.smtp.url, bench.config.mailFrom));
    try {
      const reports = await Promise.all(senders.map((t) => drainOutbox(bench.db, t)));
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(60);
    } finally {
      for (const t of senders) t.close();
    }
    expect(new Set(bench.smtp.messages.map((m) => m.parsed.messageId)).size).toBe(60);
    expect(bench.smtp.messages).toHaveLength(60);
  });

  it('a message in flight stays locked for its worst case; drains sharing a transport never queue in its pool', async () => {
    for (let i = 0; i < 30; i++) await post(i);
    let inFlight = 0;
    let most = 0;
    const lockLeft: number[] = [];
    const slow: MailTransport = {
      async send(messageId) {
        most = Math.max(most, ++inFlight);
        const { rows } = await bench.db.query<{ left: number }>(
          'select extract(epoch from locked_until - now())::float8 as left from email_outbox where message_id = $1',
          [messageId],
        );
        lockLeft.push(rows[0].left);
        await new Promise((r) => setTimeout(r, 10));
        inFlight--;
      },
      close() {},
    };
    const reports = await Promise.all([1, 2, 3].map(() => drainOutbox(bench.db, slow)));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(30);
    expect(OUTBOX_POLICY.batchSize).toBeLessThanOrEqual(SMTP_POOL_SIZE);
    expect(most).toBeLessThanOrEqual(SMTP_POOL_SIZE);
    expect(Math.min(...lockLeft)).toBeGreaterThan(SMTP_SEND_WORST_CASE_SECONDS);
    expect(await outboxState()).toMatchObject({ sent: 30, pending: 0 });
  });

  it("a permanent refusal keeps the SMTP server's message and is not retried; the other message goes", async () => {
    bench.smtp.reject('refused@example.fr', 'Mailbox unavailable');
    await followUp(browserPost('/api/follow-up', { tracking_number: 'PD-1', email: 'refused@example.fr' }));
    const report = await bench.drain();
    expect(report).toMatchObject({ sent: 1, failed: 0, dead: 1 });
    expect(report.errors[0]).toMatch(/^550 .*Mailbox unavailable/);
    const { rows } = await bench.db.query<{ last_error: string; never: boolean }>(
      `select last_error, next_attempt_at = 'infinity'::timestamptz as never from email_outbox where sent_at is null`,
    );
    expect(rows).toEqual([{ last_error: report.errors[0], never: true }]);
    expect(await bench.drain()).toEqual({ sent: 0, failed: 0, dead: 0, errors: [] });
  });

  it('without SMTP_URL, writes one .eml file per message, named by its Message-ID', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    try {
      await post(1);
      const transport = emlTransport(dir, bench.config.mailFrom);
      expect(await drainOutbox(bench.db, transport)).toMatchObject({ sent: 1 });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const parsed = await PostalMime.parse(await readFile(join(dir, files[0])));
      expect(parsed.subject).toBe('Contact : Visiteur 1');
      expect(`${files[0]}`).toBe(`${parsed.messageId?.replace(/[<>]/g, '')}.eml`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
