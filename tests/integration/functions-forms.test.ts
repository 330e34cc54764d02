// The e-mail forms (contact, refund, add town hall, follow-up, town hall contact): success through a real
// SMTP server, and every class of bad input refused with nothing stored and nothing sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { createHandler as createAddMairie } from '../../functions/add-mairie.ts';
import { createHandler as createContactMairie } from '../../functions/contact-mairie.ts';
import { createHandler as createContact } from '../../functions/contact.ts';
import { createHandler as createFollowUp } from '../../functions/follow-up.ts';
import { createHandler as createRefund } from '../../functions/refund.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  benchForFile,
  browserPost,
  countRows,
  expectNothingWritten,
  insertMairie,
  SITE,
  handler,
} from '../helpers/functions.ts';

const addMairie = handler(createAddMairie);
const contactMairie = handler(createContactMairie);
const contact = handler(createContact);
const followUp = handler(createFollowUp);
const refund = handler(createRefund);

const bench = benchForFile();
let mairieId: number;
let mairieWithoutMail: number;

beforeAll(async () => {
  mairieId = await insertMairie(bench.db, { nom: 'Mairie de Lyon', mail: 'accueil@mairie-lyon.test' });
  mairieWithoutMail = await insertMairie(bench.db, { mail: null });
});

const CONTACT = { name: 'Jeanne Dupont', email: 'jeanne@example.fr', message: 'Bonjour,\nune question.' };

describe('successful posts', () => {
  it('contact: stores the form, answers the spec message, mails the team with reply-to', async () => {
    const res = await contact(browserPost('/api/contact', CONTACT));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, form: 'contact', message: MESSAGES.messageSent });
    expect(await countRows(bench.db)).toMatchObject({ form_submissions: 1, email_outbox: 1 });
    expect(await bench.drain()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = bench.smtp.messages;
    expect(mail.envelopeTo).toEqual([bench.config.mailTo.contact]);
    expect(mail.parsed.subject).toBe('Contact : Jeanne Dupont');
    expect(mail.parsed.replyTo?.[0].address).toBe('jeanne@example.fr');
    expect(mail.parsed.messageId).toMatch(/^<contact-\d+@passeport\.localhost>$/);
    expect(mail.parsed.text).toContain('une question.');
    expect(mail.parsed.html).toContain('Bonjour,<br>une question.');
  });

  it('refund, add-mairie: one message each to their mailbox', async () => {
    expect(
      (await refund(browserPost('/api/refund', { ...CONTACT, order_number: 'CMD-42', reason: 'Timbre inutilisé' })))
        .status,
    ).toBe(200);
    const add = { ...CONTACT, mairie_name: 'Mairie de Trifouilly', address: '1 place de la Mairie, 01000 Trifouilly' };
    expect((await addMairie(browserPost('/api/add-mairie', add))).status).toBe(200);
    await bench.drain();
    const bySubject = Object.fromEntries(bench.smtp.messages.map((m) => [m.parsed.subject, m.envelopeTo]));
    expect(bySubject).toEqual({
      'Demande de remboursement : commande CMD-42': [bench.config.mailTo.refund],
      'Ajout de mairie : Mairie de Trifouilly': [bench.config.mailTo.addMairie],
    });
  });

  it('follow-up: the mailbox and a confirmation to the user, two stable Message-IDs', async () => {
    const res = await followUp(
      browserPost('/api/follow-up', { tracking_number: 'PD-2025-0001', email: 'jeanne@example.fr' }),
    );
    expect(res.status).toBe(200);
    await bench.drain();
    const recipients = bench.smtp.messages.map((m) => m.envelopeTo[0]).sort();
    expect(recipients).toEqual(['jeanne@example.fr', bench.config.mailTo.followUp].sort());
    const ids = bench.smtp.messages.map((m) => m.parsed.messageId).sort();
    expect(ids[0]).toMatch(/^<follow-up-(\d+)-2@/);
    expect(ids[1]).toMatch(/^<follow-up-(\d+)@/);
  });

  it('contact-mairie: mails the town hall address with the reason label, row linked to the town hall', async () => {
    const res = await contactMairie(
      browserPost(
        '/api/contact-mairie',
        { ...CONTACT, mairie_id: String(mairieId), reason: 'rdv-retrait' },
        { encoding: 'form' },
      ),
    );
    expect(res.status).toBe(200);
    const { rows } = await bench.db.query<{ mairie_id: number; payload: Record<string, unknown> }>(
      'select mairie_id, payload from form_submissions',
    );
    expect(rows).toEqual([{ mairie_id: mairieId, payload: expect.objectContaining({ reason: 'rdv-retrait' }) }]);
    await bench.drain();
    const [mail] = bench.smtp.messages;
    expect(mail.envelopeTo).toEqual(['accueil@mairie-lyon.test']);
    expect(mail.parsed.subject).toBe(
      "Message d'un usager transmis par un site indépendant : Prendre rendez-vous pour retirer le passeport",
    );
    expect(mail.parsed.replyTo?.[0].address).toBe('jeanne@example.fr');
  });

  it('a form posted without JavaScript gets a 303 to the result page', async () => {
    const res = await contact(browserPost('/api/contact', CONTACT, { encoding: 'form', html: true }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/message-envoye/contact');
  });

  it('escapes user text in the HTML body', async () => {
    await contact(
      browserPost('/api/contact', { ...CONTACT, name: 'Jo <b>', message: '<script>alert(1)</script> & co' }),
    );
    await bench.drain();
    const html = bench.smtp.messages[0].parsed.html ?? '';
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; co');
    expect(html).toContain('Jo &#60;b&#62;');
  });
});

describe('bad input: the status, the message, no row and no mail', () => {
  it('wrong method → 405 with Allow', async () => {
    const res = await contact(new Request(`${SITE}/api/contact`, { method: 'GET' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ ok: false, code: 'method_not_allowed', message: 'Méthode non autorisée.' });
    await expectNothingWritten(bench);
  });

  it('foreign Origin or cross-site fetch → 403', async () => {
    const foreign = await contact(
      browserPost('/api/contact', CONTACT, { headers: { Origin: 'https://evil.example' } }),
    );
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).message).toBe('Requête refusée : origine non autorisée.');
    const req = browserPost('/api/contact', CONTACT, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    req.headers.delete('origin');
    expect((await contact(req)).status).toBe(403);
    await expectNothingWritten(bench);
  });

  it('body too large → 413', async () => {
    const res = await contact(browserPost('/api/contact', { ...CONTACT, message: 'x'.repeat(70_000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Votre message est trop long.');
    await expectNothingWritten(bench);
  });

  it('wrong content type → 415', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', '']) {
      const res = await contact(browserPost('/api/contact', CONTACT, { headers: { 'Content-Type': type } }));
      expect(res.status, type).toBe(415);
      expect((await res.json()).message).toBe('Type de contenu non pris en charge.');
    }
    await expectNothingWritten(bench);
  });

  it('schema errors → 400 listing French messages, never the submitted values', async () => {
    const res = await refund(
      browserPost('/api/refund', {
        name: '',
        email: 'pas-un-email@',
        order_number: 'SECRET-ORDER',
        reason: 'x'.repeat(5001),
      }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toEqual({
      ok: false,
      code: 'invalid_fields',
      message: 'Veuillez corriger les champs indiqués.',
      fields: {
        name: 'Ce champ est obligatoire.',
        email: 'Veuillez saisir une adresse e-mail valide.',
        reason: 'Ce texte est trop long.',
      },
    });
    expect(JSON.stringify(body)).not.toMatch(/pas-un-email|SECRET-ORDER|xxxx/);
    await expectNothingWritten(bench);
  });

  it('schema errors of a form posted without JavaScript → the same status in a French HTML page', async () => {
    const res = await contact(
      browserPost('/api/contact', { name: 'Léa', email: '<img src=x>', message: '' }, { encoding: 'form', html: true }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Adresse e-mail : Veuillez saisir une adresse e-mail valide.');
    expect(page).toContain('Message : Ce champ est obligatoire.');
    expect(page).toContain('href="/"');
    expect(page).not.toContain('<img');
    await expectNothingWritten(bench);
  });

  it('invalid JSON or a JSON array → 400', async () => {
    for (const body of ['{oops', '[1,2]', '"text"']) {
      const req = new Request(`${SITE}/api/contact`, {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
      });
      const res = await contact(req);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe('Requête invalide.');
    }
    await expectNothingWritten(bench);
  });

  it('header injection in a name, a number or a subject → 400', async () => {
    const attempts: Array<[typeof contact, string, Record<string, unknown>]> = [
      [contact, '/api/contact', { ...CONTACT, name: 'Eve\r\nBcc: victim@example.org' }],
      [refund, '/api/refund', { ...CONTACT, order_number: '1\nSubject: pwned', reason: 'x' }],
      [addMairie, '/api/add-mairie', { ...CONTACT, mairie_name: 'Mairie\r\nBcc: a@b.fr', address: 'a' }],
      [followUp, '/api/follow-up', { tracking_number: 'x\u2028Bcc: a@b.fr', email: 'a@b.fr' }],
      [contact, '/api/contact', { ...CONTACT, email: 'a@b.fr\r\nBcc: victim@example.org' }],
    ];
    for (const [handler, path, fields] of attempts) {
      const res = await handler(browserPost(path, fields));
      expect(res.status, path).toBe(400);
      expect(Object.values((await res.json()).fields)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/une seule ligne|adresse e-mail valide|Numéro de suivi invalide/),
        ]),
      );
    }
    await expectNothingWritten(bench);
  });

  it('an address a mailer would split in two or read as a display name → 400', async () => {
    for (const email of ['a,b@x.fr', 'a;b@x.fr', 'x<y@x.fr', '"a b"@x.fr', 'a(b)@x.fr']) {
      const res = await followUp(browserPost('/api/follow-up', { tracking_number: 'PD-1', email }));
      expect(res.status, email).toBe(400);
      expect((await res.json()).fields).toEqual({ email: 'Veuillez saisir une adresse e-mail valide.' });
    }
    await expectNothingWritten(bench);
  });

  it('filled honeypot → success answer, nothing written', async () => {
    const res = await contact(browserPost('/api/contact', { ...CONTACT, company: 'ACME' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, form: 'contact', message: MESSAGES.messageSent });
    const html = await contact(
      browserPost('/api/contact', { ...CONTACT, company: 'ACME' }, { encoding: 'form', html: true }),
    );
    expect(html.status).toBe(303);
    await expectNothingWritten(bench);
  });

  it('contact-mairie: unknown town hall → 404, no e-mail address → 422, bad reason → 400', async () => {
    const unknown = await contactMairie(
      browserPost('/api/contact-mairie', { ...CONTACT, mairie_id: 999_999, reason: 'delai' }),
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe(MESSAGES.mairieNotFound);
    const noMail = await contactMairie(
      browserPost('/api/contact-mairie', { ...CONTACT, mairie_id: mairieWithoutMail, reason: 'delai' }),
    );
    expect(noMail.status).toBe(422);
    expect((await noMail.json()).message).toBe(
      "Cette mairie n'a pas d'adresse e-mail connue. Veuillez la contacter par téléphone.",
    );
    // A town hall the directory no longer lists, with an old e-mail address: no message to it (issue 39).
    const oldTownHall = await insertMairie(bench.db, { merged_into: '01138', directory_listed: false });
    const notListed = await contactMairie(
      browserPost('/api/contact-mairie', { ...CONTACT, mairie_id: oldTownHall, reason: 'delai' }),
    );
    expect(notListed.status).toBe(422);
    expect((await notListed.json()).code).toBe('mairie_not_listed');
    const badReason = await contactMairie(
      browserPost('/api/contact-mairie', { ...CONTACT, mairie_id: mairieId, reason: 'spam' }),
    );
    expect(badReason.status).toBe(400);
    expect((await badReason.json()).fields).toEqual({ reason: 'Veuillez choisir un motif dans la liste.' });
    await expectNothingWritten(bench);
  });
});
