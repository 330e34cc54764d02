// Failures: the database failing or its connection lost mid-post (503, nothing partial), rate limits (429),
// unexpected errors (bare 500).
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as createContact } from '../../functions/contact.ts';
import { createHandler as createFollowUp } from '../../functions/follow-up.ts';
import { createHandler as createReports } from '../../functions/reports.ts';
import { createHandler as createVisit } from '../../functions/visit.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { browserPost, countRows, insertMairie, NO_LIMITS, benchForFile, handler } from '../helpers/functions.ts';
import { drainOutbox } from '../../functions/_lib/outbox/sender.ts';
import { smtpTransport } from '../../functions/_lib/outbox/transport.ts';
import { createTestDb, onPostgres } from '../helpers/db.ts';
import { losingPglite, losingPostgres } from '../helpers/lost-connection.ts';

const contact = handler(createContact);
const followUp = handler(createFollowUp);
const reports = handler(createReports);
const visit = handler(createVisit);

const bench = benchForFile();
let mairieId: number;

beforeAll(async () => {
  mairieId = await insertMairie(bench.db);
});

const CONTACT = { name: 'Jeanne', email: 'jeanne@example.fr', message: 'Bonjour' };
const SEND_FAILED = { ok: false, code: 'unavailable', message: MESSAGES.sendFailed };

describe('database failures', () => {
  it('the outbox table failing inside the transaction leaves neither the form row nor any mail (503)', async () => {
    await bench.db.exec('alter table email_outbox rename to email_outbox_away');
    try {
      const res = await followUp(
        browserPost('/api/follow-up', { tracking_number: 'PD-9', email: 'jeanne@example.fr' }),
      );
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(SEND_FAILED);
      const { rows } = await bench.db.query<{ n: number }>('select count(*)::int as n from form_submissions');
      expect(rows[0].n).toBe(0);
      const report = await reports(
        browserPost('/api/reports', { mairie_id: mairieId, type: 'issue', content: 'x', email: 'a@b.fr' }),
      );
      expect(report.status).toBe(503);
      const { rows: reportRows } = await bench.db.query<{ n: number }>('select count(*)::int as n from mairie_reports');
      expect(reportRows[0].n).toBe(0);
    } finally {
      await bench.db.exec('alter table email_outbox_away rename to email_outbox');
    }
    expect(await countRows(bench.db)).toMatchObject({ form_submissions: 0, mairie_reports: 0, email_outbox: 0 });
    await bench.drain();
    expect(bench.smtp.messages).toHaveLength(0);
  });

  it('the connection lost between the form insert and the commit: 503, no row, no mail after a drain', async () => {
    const afterFormInsert = /^\s*insert into form_submissions\b/i;
    const target = onPostgres
      ? await losingPostgres(bench.db.url ?? '', afterFormInsert)
      : await losingPglite(afterFormInsert);
    const transport = smtpTransport(bench.smtp.url, bench.config.mailFrom);
    try {
      bench.use({ db: target.db });
      const res = await contact(browserPost('/api/contact', CONTACT));
      expect(target.lost).toBe(true);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual(SEND_FAILED);
      const fresh = await target.reconnect();
      const { rows } = await fresh.query<{ forms: number; mails: number }>(
        `select (select count(*) from form_submissions)::int as forms, (select count(*) from email_outbox)::int as mails`,
      );
      expect(rows).toEqual([{ forms: 0, mails: 0 }]);
      expect(await drainOutbox(fresh, transport)).toEqual({ sent: 0, failed: 0, dead: 0, errors: [] });
      expect(bench.smtp.messages).toHaveLength(0);
    } finally {
      transport.close();
      await target.close();
    }
  });

  it('a closed database answers 503 with the spec message, in JSON and in HTML', async () => {
    const closed = await createTestDb();
    await closed.close();
    bench.use({ db: closed });
    const json = await contact(browserPost('/api/contact', CONTACT));
    expect(json.status).toBe(503);
    expect(await json.json()).toEqual(SEND_FAILED);
    const html = await contact(browserPost('/api/contact', CONTACT, { encoding: 'form', html: true }));
    expect(html.status).toBe(503);
    expect(await html.text()).toContain(MESSAGES.sendFailed.replace("'", '&#39;'));
    expect(
      (await visit(browserPost('/api/visit', { mairie_id: mairieId }, { encoding: 'text' }), { ip: '1.2.3.4' })).status,
    ).toBe(503);
  });
});

describe('rate limits', () => {
  it('answers 429 in French past the limit, per form and per client, until the next window', async () => {
    let now = new Date('2025-05-05T10:00:00Z');
    bench.use({ limits: { ...NO_LIMITS, contact: { max: 2, windowSeconds: 600 } }, now: () => now });
    const send = (ip: string) => contact(browserPost('/api/contact', CONTACT), { ip });
    expect((await send('192.0.2.1')).status).toBe(200);
    expect((await send('192.0.2.1')).status).toBe(200);
    const limited = await send('192.0.2.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      ok: false,
      code: 'rate_limited',
      message: 'Trop de demandes. Veuillez réessayer dans quelques minutes.',
    });
    // Sliding window (issue 8): refused posts count too, so the wait runs past the current block.
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(600);
    expect((await send('192.0.2.2')).status).toBe(200); // another client
    expect(
      (await followUp(browserPost('/api/follow-up', { tracking_number: 'A', email: 'a@b.fr' }), { ip: '192.0.2.1' }))
        .status,
    ).toBe(200);
    now = new Date('2025-05-05T10:20:00Z');
    expect((await send('192.0.2.1')).status).toBe(200); // once the sliding window has passed
    expect((await countRows(bench.db)).form_submissions).toBe(5);
    const { rows } = await bench.db.query<{ key: string }>('select key from rate_limits');
    const perClient = rows.filter((r) => !r.key.startsWith('ceiling:')); // the per-form ceilings name no client
    expect(perClient.every((r) => /^[a-z-]+:[0-9a-f]{32}$/.test(r.key))).toBe(true); // hashed, no raw IP
  });
});

describe('unexpected errors', () => {
  it('are logged and answered with a bare 500', async () => {
    bench.use({
      now: () => {
        throw new TypeError('internal detail that must not leak');
      },
    });
    const res = await contact(browserPost('/api/contact', CONTACT));
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ ...SEND_FAILED, code: 'server_error' });
    expect(text).not.toContain('internal detail');
    expect((await countRows(bench.db)).form_submissions).toBe(0);
  });
});
