// Logs never contain e-mail addresses: an SMTP refusal quoting its recipient, given up by the sender, leaves
// the address neither in the log, nor in the outbox row, nor in the drain report; nor does an unexpected error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandler as createContact } from '../../functions/contact.ts';
import { createHandler as createFollowUp } from '../../functions/follow-up.ts';
import { OUTBOX_POLICY } from '../../functions/_lib/outbox/outbox.ts';
import { drainOutbox } from '../../functions/_lib/outbox/sender.ts';
import { smtpTransport } from '../../functions/_lib/outbox/transport.ts';
import { benchForFile, browserPost, handler } from '../helpers/functions.ts';

const contact = handler(createContact);
const followUp = handler(createFollowUp);

const bench = benchForFile();
const ADDRESS = 'jeanne.refusee@example.fr';

afterEach(() => vi.restoreAllMocks());

/** Everything written to the error log while `fn` runs. */
async function logged(fn: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
  await fn();
  return lines.join('\n');
}

describe('logs', () => {
  it('an SMTP refusal quoting the recipient is logged, stored and reported with the address masked', async () => {
    bench.smtp.reject(ADDRESS, `<${ADDRESS}>: Recipient address rejected: mailbox unknown`);
    expect((await followUp(browserPost('/api/follow-up', { tracking_number: 'PD-1', email: ADDRESS }))).status).toBe(
      200,
    );
    const transport = smtpTransport(bench.smtp.url, bench.config.mailFrom);
    let report: Awaited<ReturnType<typeof drainOutbox>> | undefined;
    try {
      const log = await logged(async () => {
        report = await drainOutbox(bench.db, transport, { ...OUTBOX_POLICY, backoffBaseSeconds: 0 });
      });
      expect(log).toContain('[outbox] gave up');
      expect(log).toContain('j***@e***.fr');
      expect(log).not.toContain(ADDRESS);
    } finally {
      transport.close();
    }
    expect(report?.dead).toBe(1);
    expect(report?.errors.join('\n')).toContain('Recipient address rejected');
    expect(report?.errors.join('\n')).not.toContain(ADDRESS);
    const { rows } = await bench.db.query<{ last_error: string }>(
      'select last_error from email_outbox where last_error is not null',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].last_error).toContain('j***@e***.fr');
    expect(rows[0].last_error).not.toContain(ADDRESS);
  });

  it('an unexpected error quoting an address is logged masked', async () => {
    bench.use({
      now: () => {
        throw new Error(`boom for ${ADDRESS}`);
      },
    });
    const log = await logged(() =>
      contact(browserPost('/api/contact', { name: 'Jeanne', email: ADDRESS, message: 'Bonjour' })),
    );
    expect(log).toContain('boom for j***@e***.fr');
    expect(log).not.toContain(ADDRESS);
  });
});
