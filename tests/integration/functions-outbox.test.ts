// The outbox: nothing is lost while the SMTP server is down, everything is delivered exactly once after,
// permanent refusals keep the server's message, and without SMTP_URL messages become .eml files.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import contact from '../../functions/contact.ts';
import followUp from '../../functions/follow-up.ts';
import { drainIdle } from '../../functions/_lib/drain.ts';
import { drainOutbox, OUTBOX_POLICY } from '../../functions/_lib/outbox.ts';
import { emlTransport, smtpTransport } from '../../functions/_lib/transport.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { browserPost, resetRows, startBench, type Bench } from '../helpers/functions.ts';

let bench: Bench;

beforeAll(async () => {
  bench = await startBench();
});
afterAll(async () => bench?.close());
beforeEach(async () => {
  bench.use();
  await resetRows(bench.db);
  bench.smtp.messages.length = 0;
});

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
    const transport = smtpTransport(bench.smtp.url, bench.config.mailFrom);
    const deadline = Date.now() + 20_000;
    while ((await outboxState()).pending > 0 && Date.now() < deadline) {
      await drainOutbox(bench.db, transport, { ...OUTBOX_POLICY, backoffBaseSeconds: 1 });
      await new Promise((r) => setTimeout(r, 250));
    }
    transport.close();
    expect(await outboxState()).toMatchObject({ sent: 100, pending: 0 });
    const ids = bench.smtp.messages.map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(100);
    const { rows } = await bench.db.query<{ message_id: string }>('select message_id from email_outbox');
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.message_id)));
    // A later run finds nothing to send.
    expect(await bench.drain()).toEqual({ sent: 0, failed: 0, errors: [] });
  });

  it('concurrent senders never send a message twice', async () => {
    for (let i = 0; i < 60; i++) await post(i);
    const reports = await Promise.all([bench.drain(), bench.drain(), bench.drain()]);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(60);
    expect(new Set(bench.smtp.messages.map((m) => m.parsed.messageId)).size).toBe(60);
    expect(bench.smtp.messages).toHaveLength(60);
  });

  it("a permanent refusal keeps the SMTP server's message and is not retried; the other message goes", async () => {
    bench.smtp.reject('refused@example.fr', 'Mailbox unavailable');
    await followUp(browserPost('/api/follow-up', { tracking_number: 'PD-1', email: 'refused@example.fr' }));
    const report = await bench.drain();
    expect(report.sent).toBe(1);
    expect(report.failed).toBe(1);
    expect(report.errors[0]).toMatch(/^550 .*Mailbox unavailable/);
    const { rows } = await bench.db.query<{ last_error: string; never: boolean }>(
      `select last_error, next_attempt_at = 'infinity'::timestamptz as never from email_outbox where sent_at is null`,
    );
    expect(rows).toEqual([{ last_error: report.errors[0], never: true }]);
    expect(await bench.drain()).toEqual({ sent: 0, failed: 0, errors: [] });
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
