// Finding 7 over the functions, on both databases: input the schemas once coerced or choked on is refused
// with a 400 and a French field message (a lone surrogate used to answer 503 on Postgres), nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as createContact } from '../../functions/contact.ts';
import { createHandler as createFollowUp } from '../../functions/follow-up.ts';
import { createHandler as createReports } from '../../functions/reports.ts';
import { createHandler as createVisit } from '../../functions/visit.ts';
import {
  benchForFile,
  browserPost,
  countRows,
  insertMairie,
  NO_ROWS,
  type Encoding,
  handler,
} from '../helpers/functions.ts';

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

async function expectRefused(res: Response, field: string, message: RegExp, what: string) {
  expect(res.status, what).toBe(400);
  const body = await res.json();
  expect(body.ok, what).toBe(false);
  expect(body.fields?.[field], what).toMatch(message);
}

describe('strict input', () => {
  it('lone surrogates, C1 and bidi controls and invisible-only text: 400 with a French field message', async () => {
    const cases: Array<[string, string, RegExp]> = [
      ['name', 'Jeanne \ud800', /caractères non autorisés/],
      ['message', '\udfffBonjour', /caractères non autorisés/],
      ['name', 'URGENT\u202e', /caractères non autorisés/],
      ['name', 'Jeanne\u0085Bcc', /une seule ligne/],
      ['message', 'Bonjour\u009b', /caractères non autorisés/],
      ['name', '\u200b\u200c\u200d', /aucun caractère visible/],
      ['message', '\u2066\u2069', /caractères non autorisés/],
    ];
    for (const [field, value, message] of cases) {
      // A lone surrogate only exists in JSON (`"\ud800"`): UTF-8 form bytes cannot carry one.
      const encodings: Encoding[] = /[\ud800-\udfff]/.test(value) ? ['json'] : ['json', 'form'];
      for (const encoding of encodings) {
        const res = await contact(browserPost('/api/contact', { ...CONTACT, [field]: value }, { encoding }));
        await expectRefused(res, field, message, `${field} ${JSON.stringify(value)} (${encoding})`);
      }
    }
    expect(await countRows(bench.db)).toEqual(NO_ROWS);
  });

  it('wrong JSON types are refused, never coerced into 1', async () => {
    for (const id of [true, [1], '0x1', '1e0', 1.5, '+1', { id: 1 }]) {
      const what = JSON.stringify(id);
      await expectRefused(
        await reports(browserPost('/api/reports', { mairie_id: id, type: 'issue', content: 'x', email: 'a@b.fr' })),
        'mairie_id',
        /Mairie inconnue/,
        what,
      );
      await expectRefused(
        await visit(browserPost('/api/visit', { mairie_id: id }, { encoding: 'text' }), { ip: '192.0.2.1' }),
        'mairie_id',
        /Mairie inconnue/,
        what,
      );
    }
    for (const rating of [true, [5], '5e0', '0x5']) {
      await expectRefused(
        await reports(
          browserPost('/api/reports', { mairie_id: mairieId, type: 'review', content: 'x', email: 'a@b.fr', rating }),
        ),
        'rating',
        /note entre 1 et 5/,
        JSON.stringify(rating),
      );
    }
    await expectRefused(
      await contact(browserPost('/api/contact', { ...CONTACT, name: 42 })),
      'name',
      /Valeur invalide/,
      'number',
    );
    expect(await countRows(bench.db)).toEqual(NO_ROWS);
    // Canonical digits, as a form field or a hidden input sends them, still count.
    const ok = await visit(browserPost('/api/visit', { mairie_id: String(mairieId) }, { encoding: 'text' }), {
      ip: '192.0.2.2',
    });
    expect(ok.status).toBe(204);
  });

  it('a tracking number outside the documented format is refused; a valid one goes through', async () => {
    for (const tracking_number of ['payez sur http://x.example', 'A'.repeat(25), 'AB_12', '-AB']) {
      await expectRefused(
        await followUp(browserPost('/api/follow-up', { tracking_number, email: 'a@b.fr' })),
        'tracking_number',
        /Numéro de suivi invalide/,
        tracking_number,
      );
    }
    expect((await countRows(bench.db)).form_submissions).toBe(0);
    expect(
      (await followUp(browserPost('/api/follow-up', { tracking_number: 'PD-2024-0001', email: 'a@b.fr' }))).status,
    ).toBe(200);
  });
});
