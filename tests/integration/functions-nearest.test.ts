// POST /api/nearest against a stand-in of the national address API on loopback. The mail names the address
// only as the API labels it (finding 1: no relay of the visitor's text) and each recipient gets a few a day.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandler as createNearest } from '../../functions/nearest.ts';
import { distanceKm } from '../../src/domain/distance.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  browserPost,
  countRows,
  insertMairie,
  NO_LIMITS,
  resetRows,
  startBench,
  type Bench,
  handler,
} from '../helpers/functions.ts';

const nearest = handler(createNearest);

let bench: Bench;
let api: Server;
let apiUrl: string;
const asked: URLSearchParams[] = [];
const reversed: URLSearchParams[] = [];
/** What the stand-in answers, by `type` parameter of /search/, or `reverse` for /reverse/. */
let answers: Record<string, { status: number; body: unknown }> = {};

const PARIS_CENTRE = { lat: 48.8566, lon: 2.3522 };
let paris: number;
let notEquipped: number;

const feature = (lat: number, lon: number, label?: string) => ({
  type: 'FeatureCollection',
  features: [{ geometry: { type: 'Point', coordinates: [lon, lat] }, properties: label ? { label } : {} }],
});
const PHISHING = 'URGENT passeport bloqué : payez sur http://passeport-urgent.example/payer';
const empty = { type: 'FeatureCollection', features: [] };

beforeAll(async () => {
  api = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const params = url.searchParams;
    const reverse = url.pathname === '/reverse/';
    (reverse ? reversed : asked).push(params);
    const answer = answers[reverse ? 'reverse' : (params.get('type') ?? '')] ?? { status: 200, body: empty };
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  bench = await startBench({ ADDRESS_API_URL: apiUrl });
  paris = await insertMairie(bench.db, {
    nom: 'Mairie du 4e arrondissement',
    slug: 'mairie-paris-4',
    latitude: 48.8559,
    longitude: 2.3551,
    ligne_2: '2 place Baudoyer',
    tel: '01 44 54 75 04',
    equipped: 'equipped',
  });
  notEquipped = await insertMairie(bench.db, { latitude: 48.8567, longitude: 2.3523, equipped: 'not_equipped' });
  await insertMairie(bench.db, { latitude: null, longitude: null });
  await insertMairie(bench.db, { nom: 'Mairie de Lyon', latitude: 45.7676, longitude: 4.8344 });
});
afterAll(async () => {
  await bench?.close();
  api?.close();
});
beforeEach(async () => {
  bench.use();
  await resetRows(bench.db);
  bench.smtp.messages.length = 0;
  asked.length = 0;
  reversed.length = 0;
  answers = {};
});

/** The form posted with the browser's point in central Paris. */
const postFromParis = (email: string, ip?: string, address = '1 rue de Rivoli, Paris') =>
  nearest(
    browserPost('/api/nearest', { email, address, latitude: PARIS_CENTRE.lat, longitude: PARIS_CENTRE.lon }),
    ip === undefined ? undefined : { ip },
  );

describe('POST /api/nearest', () => {
  it('uses the browser point: the nearest equipped-or-unknown town hall, stored and mailed', async () => {
    answers = { reverse: { status: 200, body: feature(48.8566, 2.3522, '1 Rue de Rivoli 75004 Paris') } };
    const res = await postFromParis('user@example.fr');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, form: 'nearest', message: MESSAGES.nearestSent });
    expect(asked).toHaveLength(0);
    expect(reversed.map((p) => [p.get('lat'), p.get('lon')])).toEqual([
      [String(PARIS_CENTRE.lat), String(PARIS_CENTRE.lon)],
    ]);
    const { rows } = await bench.db.query<{ email: string; address: string; mairie_id: number; distance: number }>(
      'select email, address, mairie_id, distance from contact_form_submissions',
    );
    const expected = distanceKm(PARIS_CENTRE, { lat: 48.8559, lon: 2.3551 });
    expect(rows).toEqual([
      { email: 'user@example.fr', address: '1 rue de Rivoli, Paris', mairie_id: paris, distance: expected },
    ]);
    expect(rows[0].mairie_id).not.toBe(notEquipped);
    await bench.drain();
    const [mail] = bench.smtp.messages;
    expect(mail.envelopeTo).toEqual(['user@example.fr']);
    expect(mail.parsed.subject).toBe('Mairie proche pour votre passeport : Mairie du 4e arrondissement');
    expect(mail.parsed.text).toContain('2 place Baudoyer');
    expect(mail.parsed.text).toContain('01 44 54 75 04');
    expect(mail.parsed.text).toContain(`${expected.toFixed(1).replace('.', ',')} km`);
    expect(mail.parsed.messageId).toMatch(/^<nearest-\d+@/);
    // The nearest *known* to take applications (issue 39), with the official finder; none nearer may take them (the
    // nearer one is known not to), so the mail does not say that closer ones may.
    expect(mail.parsed.text?.replace(/\s+/g, ' ')).toContain(
      "La mairie la plus proche de l'adresse « 1 Rue de Rivoli 75004 Paris » connue pour prendre les demandes de passeport est la mairie du 4e arrondissement, à " +
        `${expected.toFixed(1).replace('.', ',')} km. Le site officiel rendezvouspasseport.ants.gouv.fr indique les mairies qui prennent les demandes de passeport et leurs rendez-vous libres.`,
    );
    expect(mail.parsed.text).not.toContain('Voici la mairie la plus proche');
  });

  it('geocodes on the server: house number first, then street', async () => {
    answers = { street: { status: 200, body: feature(45.764, 4.8357) } };
    const res = await nearest(
      browserPost(
        '/api/nearest',
        { email: 'user@example.fr', address: 'rue de la République, Lyon' },
        { encoding: 'form' },
      ),
    );
    expect(res.status).toBe(200);
    expect(asked.map((p) => [p.get('q'), p.get('limit'), p.get('type')])).toEqual([
      ['rue de la République, Lyon', '1', 'housenumber'],
      ['rue de la République, Lyon', '1', 'street'],
    ]);
    const { rows } = await bench.db.query<{ address: string }>(
      'select m.nom as address from contact_form_submissions s join mairies m on m.id = s.mairie_id',
    );
    expect(rows).toEqual([{ address: 'Mairie de Lyon' }]);
    // Not known to take applications: the mail says so, and names no « nearest equipped » town hall.
    await bench.drain();
    const [mail] = bench.smtp.messages;
    expect(mail.parsed.subject).toBe('Mairie proche : Mairie de Lyon');
    const text = mail.parsed.text?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('Nous ne connaissons pas de mairie qui prenne les demandes de passeport près de l');
    expect(text).toContain('nous ne savons pas si elle les prend');
    expect(text).not.toContain('la plus proche');
  });

  it("answers 'Adresse non trouvée' (422) when the address is unknown, storing nothing", async () => {
    const res = await nearest(browserPost('/api/nearest', { email: 'user@example.fr', address: 'nulle part' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, code: 'address_not_found', message: MESSAGES.addressNotFound });
    expect(await countRows(bench.db)).toMatchObject({ contact_form_submissions: 0, email_outbox: 0 });
  });

  it('answers the flow failure message when the address API fails', async () => {
    answers = { housenumber: { status: 503, body: { message: 'down' } } };
    const res = await nearest(browserPost('/api/nearest', { email: 'user@example.fr', address: '1 rue X' }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ ok: false, code: 'geocoder_failed', message: MESSAGES.nearestFailed });
    expect(await countRows(bench.db)).toMatchObject({ contact_form_submissions: 0, email_outbox: 0 });
  });

  it('refuses a missing address or e-mail; a filled honeypot writes nothing', async () => {
    const res = await nearest(browserPost('/api/nearest', { email: '', address: '' }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({
      email: 'Ce champ est obligatoire.',
      address: 'Ce champ est obligatoire.',
    });
    const bot = await nearest(browserPost('/api/nearest', { email: 'a@b.fr', address: '1 rue X', company: 'x' }));
    expect(bot.status).toBe(200);
    expect(asked).toHaveLength(0);
    expect(await countRows(bench.db)).toMatchObject({ contact_form_submissions: 0, email_outbox: 0 });
  });

  it("finding 1: the visitor's typed address never reaches the mail, only the API's label or nothing", async () => {
    // Before: « Voici la mairie la plus proche de l'adresse « <typed text> » » went to any address typed.
    // With a point, the reverse geocoder has no label for it: the mail names no address.
    const withPoint = await postFromParis('victime@example.fr', undefined, PHISHING);
    expect(withPoint.status).toBe(200);
    // Without a point, the API's label of what it found, not what was typed.
    answers = { housenumber: { status: 200, body: feature(45.764, 4.8357, '10 Rue de la République 69001 Lyon') } };
    const typed = await nearest(browserPost('/api/nearest', { email: 'victime2@example.fr', address: PHISHING }));
    expect(typed.status).toBe(200);
    await bench.drain();
    expect(bench.smtp.messages).toHaveLength(2);
    for (const mail of bench.smtp.messages) {
      for (const part of [mail.raw, mail.parsed.text ?? '', mail.parsed.html ?? '', mail.parsed.subject ?? '']) {
        expect(part).not.toContain('passeport-urgent');
        expect(part).not.toContain('URGENT');
      }
    }
    const [first, second] = [...bench.smtp.messages].sort((x, y) => x.envelopeTo[0].localeCompare(y.envelopeTo[0]));
    expect(first.parsed.text?.replace(/\s+/g, ' ')).toContain(
      "La mairie la plus proche de l'adresse que vous avez indiquée connue pour prendre les demandes de passeport",
    );
    expect(second.parsed.text?.replace(/\s+/g, ' ')).toContain(
      "près de l'adresse « 10 Rue de la République 69001 Lyon ».",
    );
  });

  it('a reverse geocoder that fails only drops the address from the mail', async () => {
    answers = { reverse: { status: 503, body: {} } };
    const res = await postFromParis('user@example.fr');
    expect(res.status).toBe(200);
    await bench.drain();
    expect(bench.smtp.messages[0].parsed.text).toContain("l'adresse que vous avez indiquée");
  });

  it('each recipient gets a few mails a day, whoever asks (normalised address, 429 after)', async () => {
    bench.use({ limits: { ...NO_LIMITS, recipient: { max: 3, windowSeconds: 86_400 } } });
    const post = (email: string, ip: string) => postFromParis(email, ip);
    const statuses = [
      (await post('victime@example.fr', '192.0.2.1')).status,
      (await post('Victime@Example.FR', '192.0.2.2')).status,
      (await post('victime+1@example.fr', '2001:db8::1')).status,
      (await post('victime+2@example.fr', '198.51.100.4')).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await post('victime@example.fr', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(
      "Cette adresse e-mail a déjà reçu plusieurs messages de notre site aujourd'hui. Veuillez réessayer demain.",
    );
    expect((await post('autre@example.fr', '203.0.113.9')).status).toBe(200);
    expect(await countRows(bench.db)).toMatchObject({ contact_form_submissions: 4, email_outbox: 4 });
    // The limiter keeps hashes only.
    const { rows } = await bench.db.query<{ key: string }>('select key from rate_limits');
    expect(JSON.stringify(rows)).not.toMatch(/victime|example|192\.0\.2/);
  });

  it("an address not found does not use up the recipient's day", async () => {
    bench.use({ limits: { ...NO_LIMITS, recipient: { max: 1, windowSeconds: 86_400 } } });
    const notFound = await nearest(browserPost('/api/nearest', { email: 'user@example.fr', address: 'nulle part' }));
    expect(notFound.status).toBe(422);
    answers = { housenumber: { status: 200, body: feature(45.764, 4.8357, '1 Rue X 69001 Lyon') } };
    const found = await nearest(browserPost('/api/nearest', { email: 'user@example.fr', address: '1 rue X, Lyon' }));
    expect(found.status).toBe(200);
    expect(
      (await nearest(browserPost('/api/nearest', { email: 'user@example.fr', address: '1 rue X, Lyon' }))).status,
    ).toBe(429);
  });
});
