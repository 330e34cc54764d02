// Retries of the outbox sender: they last days (back-off capped at 6 h), a message still failing a week
// after it was queued is given up and reported dead, a refusal for good does not stop the drain while a
// temporary failure does, and `npm run outbox:drain` exits 1 when a message is dead.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createHandler as createContact } from '../../functions/contact.ts';
import { createHandler as createFollowUp } from '../../functions/follow-up.ts';
import { enqueueMail } from '../../src/data/queries/email-outbox.ts';
import { OUTBOX_POLICY } from '../../functions/_lib/outbox/outbox.ts';
import { drainOutbox } from '../../functions/_lib/outbox/sender.ts';
import { smtpTransport } from '../../functions/_lib/outbox/transport.ts';
import { openPglite, type Db } from '../../src/data/db.ts';
import { migrate } from '../../src/data/migrate.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { createTestDb, onPostgres } from '../helpers/db.ts';
import { benchForFile, browserPost, handler } from '../helpers/functions.ts';

const contact = handler(createContact);
const followUp = handler(createFollowUp);

const bench = benchForFile();

const post = (i: number) =>
  contact(browserPost('/api/contact', { name: `Visiteur ${i}`, email: `v${i}@example.fr`, message: `Message ${i}` }));

/** Drains with the production policy through a fresh transport (the bench's own pool is not involved). */
async function drain(policy = OUTBOX_POLICY) {
  const transport = smtpTransport(bench.smtp.url, bench.config.mailFrom);
  try {
    return await drainOutbox(bench.db, transport, policy);
  } finally {
    transport.close();
  }
}

/** Runs `fn` with the SMTP server down. */
async function withSmtpDown<T>(fn: () => Promise<T>): Promise<T> {
  await bench.smtp.stop();
  try {
    return await fn();
  } finally {
    await bench.smtp.start();
  }
}

type OutboxRowState = { attempts: number; given_up: boolean; retry_in: number | null; last_error: string | null };
async function rowStates(): Promise<OutboxRowState[]> {
  const { rows } = await bench.db.query<OutboxRowState>(
    `select attempts, next_attempt_at = 'infinity'::timestamptz as given_up,
            case when next_attempt_at < 'infinity' then extract(epoch from next_attempt_at - now())::float8 end as retry_in,
            last_error
     from email_outbox where sent_at is null order by id`,
  );
  return rows;
}

describe('retries', () => {
  it('last days: a day-old message 25 attempts in is retried, 6 h later at most, then delivered', async () => {
    await post(1);
    await bench.db.query("update email_outbox set created_at = now() - interval '1 day', attempts = 25");
    const report = await withSmtpDown(() => drain());
    expect(report).toEqual({ sent: 0, failed: 1, dead: 0, errors: [MESSAGES.emailWorkerFailed] });
    const [row] = await rowStates();
    expect(row).toMatchObject({ attempts: 26, given_up: false, last_error: MESSAGES.emailWorkerFailed });
    expect(row.retry_in).toBeGreaterThan(6 * 3600 - 60);
    expect(row.retry_in).toBeLessThanOrEqual(6 * 3600);
    await bench.db.query('update email_outbox set next_attempt_at = now()');
    expect(await drain()).toEqual({ sent: 1, failed: 0, dead: 0, errors: [] });
    expect(bench.smtp.messages).toHaveLength(1);
  });

  it('a message still failing a week after it was queued is given up: dead, logged, never claimed again', async () => {
    await post(1);
    await post(2);
    await bench.db.query(
      `update email_outbox set created_at = now() - interval '7 days 1 minute', attempts = 37
       where id = (select min(id) from email_outbox)`,
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const report = await withSmtpDown(() => drain());
      expect(report).toMatchObject({ sent: 0, failed: 1, dead: 1 });
      expect(logged.mock.calls.map((c) => c.join(' '))).toContainEqual(
        expect.stringMatching(
          /^\[outbox\] gave up contact message <contact-\d+@.+> \(attempt 38\).*still failing 7 days/,
        ),
      );
    } finally {
      logged.mockRestore();
    }
    const [dead, retried] = await rowStates();
    expect(dead).toMatchObject({
      attempts: 38,
      given_up: true,
      retry_in: null,
      last_error: MESSAGES.emailWorkerFailed,
    });
    expect(retried).toMatchObject({ attempts: 1, given_up: false });
    await bench.db.query("update email_outbox set next_attempt_at = now() where next_attempt_at < 'infinity'");
    expect(await drain()).toEqual({ sent: 1, failed: 0, dead: 0, errors: [] });
    expect(await drain()).toEqual({ sent: 0, failed: 0, dead: 0, errors: [] });
    expect(bench.smtp.messages.map((m) => m.parsed.subject)).toEqual(['Contact : Visiteur 2']);
  });
});

describe('what stops a drain', () => {
  const smallBatches = { ...OUTBOX_POLICY, batchSize: 2, backoffBaseSeconds: 0 };

  it('a refusal for good does not: the next batches still go', async () => {
    bench.smtp.reject('refused@example.fr', 'Mailbox unavailable');
    await followUp(browserPost('/api/follow-up', { tracking_number: 'PD-1', email: 'refused@example.fr' }));
    for (let i = 0; i < 5; i++) await post(i);
    const report = await drain(smallBatches);
    expect(report).toMatchObject({ sent: 6, failed: 0, dead: 1 });
    expect(report.errors).toEqual([expect.stringMatching(/^550 .*Mailbox unavailable/)]);
    expect(bench.smtp.messages).toHaveLength(6);
  });

  it('a temporary failure does: the rest waits for the next run', async () => {
    for (let i = 0; i < 6; i++) await post(i);
    const report = await withSmtpDown(() => drain(smallBatches));
    expect(report).toMatchObject({ sent: 0, failed: 2, dead: 0 });
    expect((await rowStates()).map((r) => r.attempts)).toEqual([1, 1, 0, 0, 0, 0]);
    expect(await drain(smallBatches)).toMatchObject({ sent: 6, failed: 0, dead: 0 });
  });
});

/** A database the command can open on its own: a fresh Postgres database, or a PGlite folder. */
async function commandDb(): Promise<{
  db: Db;
  env: Record<string, string>;
  reopen(): Promise<Db>;
  drop(): Promise<void>;
}> {
  if (onPostgres) {
    const db = await createTestDb();
    return { db, env: { DATABASE_URL: db.url ?? '' }, reopen: async () => db, drop: () => db.close() };
  }
  const dir = await mkdtemp(join(tmpdir(), 'outbox-cli-'));
  const db = await openPglite(dir);
  await migrate(db);
  return {
    db,
    env: { PGLITE_DIR: dir, DATABASE_URL: '' },
    reopen: () => openPglite(dir),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runDrainCommand(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/outbox-drain.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run outbox:drain', () => {
  // Two child processes, each booting Node and (on the default database) a PGlite folder: over 30 s on a loaded machine.
  it('exits 1 naming the message it gave up, 0 once nothing is due', { timeout: 150_000 }, async () => {
    const target = await commandDb();
    try {
      await enqueueMail(target.db, 'contact', '<contact-1@passeport.test>', {
        to: 'contact@passeport.test',
        subject: 'Contact : Jeanne',
        text: 'Bonjour',
        html: '<p>Bonjour</p>',
      });
      await target.db.query("update email_outbox set created_at = now() - interval '8 days'");
      if (!onPostgres) await target.db.close(); // one process at a time per PGlite folder
      const env = { ...target.env, SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` };
      const first = await runDrainCommand(env);
      expect(first.stdout).toContain('sent 0 to SMTP, failed 0 (retried later), dead 1 (given up)');
      expect(first.stderr).toMatch(/gave up contact message <contact-1@passeport\.test> \(attempt 1\)/);
      expect(first.code).toBe(1);
      const second = await runDrainCommand(env);
      expect(second.stdout).toContain('sent 0 to SMTP, failed 0 (retried later), dead 0 (given up)');
      expect(second.code).toBe(0);
      const db = onPostgres ? target.db : await target.reopen();
      const { rows } = await db.query<{ sent: boolean; last_error: string }>(
        'select sent_at is not null as sent, last_error from email_outbox',
      );
      expect(rows).toEqual([{ sent: false, last_error: MESSAGES.emailWorkerFailed }]);
      if (!onPostgres) await db.close();
    } finally {
      await target.drop();
    }
  });
});

describe('time budget of a scheduled run', () => {
  it('starts no batch once its deadline has passed, and leaves the messages due for the next run', async () => {
    await post(1);
    await post(2);
    const transport = smtpTransport(bench.smtp.url, bench.config.mailFrom);
    try {
      const late = await drainOutbox(bench.db, transport, OUTBOX_POLICY, Date.now() - 1);
      expect(late).toEqual({ sent: 0, failed: 0, dead: 0, errors: [] });
      expect(await rowStates()).toHaveLength(2);
      const inTime = await drainOutbox(bench.db, transport, OUTBOX_POLICY, Date.now() + 20_000);
      expect(inTime).toMatchObject({ sent: 2, failed: 0, dead: 0 });
    } finally {
      transport.close();
    }
  });
});
