// Issue 8, findings 1 and 5 through the form endpoints, with the real SMTP server: no relay of visitor text to
// addresses visitors type, caps per recipient, per town hall and per form kind across all clients, rate limits
// per IPv6 /64 over sliding windows.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandler as createContactMairie } from '../../functions/contact-mairie.ts';
import { createHandler as createContact } from '../../functions/contact.ts';
import { createHandler as createFollowUp } from '../../functions/follow-up.ts';
import { createHandler as createRefund } from '../../functions/refund.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { browserPost, countRows, insertMairie, NO_LIMITS, benchForFile, handler } from '../helpers/functions.ts';

const contactMairie = handler(createContactMairie);
const contact = handler(createContact);
const followUp = handler(createFollowUp);
const refund = handler(createRefund);

const bench = benchForFile();
let mairieId: number;
let otherMairie: number;

const PHISHING = 'URGENT passeport bloqué : payez sur http://passeport-urgent.example/payer';
const CONTACT = { name: 'Jeanne Dupont', email: 'jeanne@example.fr', message: 'Bonjour, une question.' };

beforeAll(async () => {
  mairieId = await insertMairie(bench.db, { nom: 'Mairie de Lyon', mail: 'accueil@mairie-lyon.test' });
  otherMairie = await insertMairie(bench.db, { nom: 'Mairie de Bron', mail: 'accueil@mairie-bron.test' });
});

/** Every received mail, as raw source and parsed parts. */
const everything = () =>
  bench.smtp.messages.map((m) => [m.raw, m.parsed.subject, m.parsed.text, m.parsed.html].join('\n'));

describe('finding 1: no relay', () => {
  it('follow-up: a tracking number carrying text never reaches the confirmation', async () => {
    const res = await followUp(
      browserPost('/api/follow-up', { tracking_number: PHISHING, email: 'victime@example.fr' }),
    );
    expect(res.status).toBe(400);
    await bench.drain();
    for (const mail of everything()) expect(mail).not.toContain('passeport-urgent');
    expect(bench.smtp.messages.filter((m) => m.envelopeTo.includes('victime@example.fr'))).toHaveLength(0);
  });

  it('follow-up: the confirmation is our fixed text and the tracking number only', async () => {
    const res = await followUp(
      browserPost('/api/follow-up', { tracking_number: 'PD-2025-0001', email: 'jeanne@example.fr' }),
    );
    expect(res.status).toBe(200);
    await bench.drain();
    const confirmation = bench.smtp.messages.find((m) => m.envelopeTo[0] === 'jeanne@example.fr');
    expect(confirmation?.parsed.text?.trim()).toBe(
      [
        'Votre demande de suivi a bien été reçue',
        '',
        'Nous avons bien reçu votre demande de suivi. Nous revenons vers vous par e-mail dans les meilleurs délais.',
        '',
        'Numéro de suivi : PD-2025-0001',
        '',
        `Ceci est un message automatique envoyé par ${bench.config.siteUrl}. Vous le recevez parce que cette adresse a été saisie dans notre formulaire de suivi.`,
      ].join('\n'),
    );
    expect(confirmation?.parsed.replyTo).toBeUndefined();
  });

  it('follow-up: a few confirmations per address a day, whoever asks', async () => {
    bench.use({ limits: { ...NO_LIMITS, recipient: { max: 2, windowSeconds: 86_400 } } });
    const post = (ip: string) =>
      followUp(browserPost('/api/follow-up', { tracking_number: 'PD-1', email: 'victime@example.fr' }), { ip });
    expect([
      (await post('192.0.2.1')).status,
      (await post('192.0.2.2')).status,
      (await post('192.0.2.3')).status,
    ]).toEqual([200, 200, 429]);
    expect((await countRows(bench.db)).email_outbox).toBe(4);
  });

  it("contact-mairie: says it comes from an independent site on a visitor's behalf, replies go to the visitor", async () => {
    await contactMairie(browserPost('/api/contact-mairie', { ...CONTACT, mairie_id: mairieId, reason: 'delai' }));
    await bench.drain();
    const [mail] = bench.smtp.messages;
    expect(mail.envelopeTo).toEqual(['accueil@mairie-lyon.test']);
    expect(mail.parsed.subject).toMatch(/^Message d'un usager transmis par un site indépendant : /);
    expect(mail.parsed.text).toContain(`Ce message vous est transmis par ${bench.config.siteUrl}, site indépendant`);
    expect(mail.parsed.text).toContain("non affilié à l'administration ni aux mairies, de la part d'un usager");
    expect(mail.parsed.text).toContain('le site ne l');
    expect(mail.parsed.replyTo?.[0].address).toBe('jeanne@example.fr');
  });

  it('contact-mairie: each town hall gets a few messages a day through the site, whoever sends them', async () => {
    bench.use({ limits: { ...NO_LIMITS, mairie: { max: 3, windowSeconds: 86_400 } } });
    const post = (id: number, ip: string) =>
      contactMairie(browserPost('/api/contact-mairie', { ...CONTACT, mairie_id: id, reason: 'delai' }), { ip });
    const statuses = [];
    for (let i = 1; i <= 5; i++) statuses.push((await post(mairieId, `198.51.100.${i}`)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await post(mairieId, '203.0.113.1');
    expect((await refused.json()).message).toBe(
      "Cette mairie a déjà reçu plusieurs messages par notre site aujourd'hui. Veuillez réessayer demain ou la contacter par téléphone.",
    );
    expect((await post(otherMairie, '203.0.113.1')).status).toBe(200);
    await bench.drain();
    expect(bench.smtp.messages.filter((m) => m.envelopeTo[0] === 'accueil@mairie-lyon.test')).toHaveLength(3);
  });

  it('an hourly ceiling per form kind stops sending, answers 503 and tells the team once', async () => {
    bench.use({ limits: { ...NO_LIMITS, ceiling: { max: 3, windowSeconds: 3600 } } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const statuses = [];
      for (let i = 1; i <= 8; i++)
        statuses.push((await contact(browserPost('/api/contact', CONTACT), { ip: `2001:db8:${i}::1` })).status);
      expect(statuses).toEqual([200, 200, 200, 503, 503, 503, 503, 503]);
      const refused = await contact(browserPost('/api/contact', CONTACT), { ip: '192.0.2.99' });
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await refused.json()).message).toBe(
        "Nous recevons trop de demandes en ce moment : l'envoi est suspendu. Veuillez réessayer dans une heure.",
      );
      // Another form kind has its own ceiling.
      const order = { ...CONTACT, order_number: 'CMD-1', reason: 'Timbre inutilisé' };
      expect((await refund(browserPost('/api/refund', order), { ip: '192.0.2.50' })).status).toBe(200);
      expect(errors.mock.calls.filter((c) => String(c[0]).includes('[limits] contact'))).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
    expect(await countRows(bench.db)).toMatchObject({ form_submissions: 4, email_outbox: 5 });
    await bench.drain();
    const alerts = bench.smtp.messages.filter((m) => m.parsed.subject?.startsWith('Alerte'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].envelopeTo).toEqual([bench.config.mailTo.contact]);
    expect(alerts[0].parsed.subject).toBe('Alerte : envoi suspendu pour le formulaire contact');
  });
});

describe('finding 5: rate limits that hold', () => {
  it('15 addresses of one IPv6 /64 are one client', async () => {
    bench.use({ limits: { ...NO_LIMITS, contact: { max: 5, windowSeconds: 600 } } });
    const statuses = [];
    for (let i = 1; i <= 15; i++)
      statuses.push(
        (await contact(browserPost('/api/contact', CONTACT), { ip: `2001:db8:5:6:${i.toString(16)}::${i}` })).status,
      );
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(10).fill(429)]);
    // IPv4-mapped and zone-id forms of other networks are their own clients.
    expect((await contact(browserPost('/api/contact', CONTACT), { ip: '2001:db8:5:7::1' })).status).toBe(200);
    expect((await countRows(bench.db)).form_submissions).toBe(6);
  });

  it('a burst around a window boundary is limited (sliding window), and passes again later', async () => {
    const limits = { ...NO_LIMITS, contact: { max: 5, windowSeconds: 600 } };
    const at = (iso: string) => {
      bench.use({ limits, now: () => new Date(iso) });
      return contact(browserPost('/api/contact', CONTACT), { ip: '203.0.113.50' }).then((r) => r.status);
    };
    // Fixed 10-minute blocks let 5 pass at 10:09:59 and 5 more at 10:10:01.
    const before = [];
    for (let i = 0; i < 5; i++) before.push(await at('2025-03-12T10:09:59Z'));
    const after = [];
    for (let i = 0; i < 5; i++) after.push(await at('2025-03-12T10:10:01Z'));
    expect(before).toEqual([200, 200, 200, 200, 200]);
    expect(after).toEqual([429, 429, 429, 429, 429]);
    // Half a window later the first burst counts half: some room again; a full window later, all of it.
    expect(await at('2025-03-12T10:20:30Z')).toBe(429);
    expect(await at('2025-03-12T10:30:01Z')).toBe(200);
    expect((await countRows(bench.db)).form_submissions).toBe(6);
  });

  it('a refused post says when to retry', async () => {
    bench.use({
      limits: { ...NO_LIMITS, contact: { max: 1, windowSeconds: 600 } },
      now: () => new Date('2025-03-12T10:05:00Z'),
    });
    await contact(browserPost('/api/contact', CONTACT), { ip: '203.0.113.60' });
    const res = await contact(browserPost('/api/contact', CONTACT), { ip: '203.0.113.60' });
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(1200); // refused posts count too: hammering keeps a client out longer
    expect((await res.json()).message).toBe('Trop de demandes. Veuillez réessayer dans quelques minutes.');
  });
});

it('keeps the success message of a form', () => {
  expect(MESSAGES.messageSent).toBe('Votre message a été envoyé avec succès !');
});
