// POST /api/nearest against a stand-in of the national address API on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import nearest from '../../functions/nearest.ts';
import { distanceKm } from '../../src/domain/distance.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { browserPost, countRows, insertMairie, resetRows, startBench, type Bench } from '../helpers/functions.ts';

let bench: Bench;
let api: Server;
let apiUrl: string;
const asked: URLSearchParams[] = [];
/** What the stand-in answers, by `type` parameter. */
let answers: Record<string, { status: number; body: unknown }> = {};

const PARIS_CENTRE = { lat: 48.8566, lon: 2.3522 };
let paris: number;
let notEquipped: number;

const feature = (lat: number, lon: number) => ({
  type: 'FeatureCollection',
  features: [{ geometry: { type: 'Point', coordinates: [lon, lat] } }],
});
const empty = { type: 'FeatureCollection', features: [] };

beforeAll(async () => {
  api = createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://x').searchParams;
    asked.push(params);
    const answer = answers[params.get('type') ?? ''] ?? { status: 200, body: empty };
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
  answers = {};
});

describe('POST /api/nearest', () => {
  it('uses the browser point: the nearest equipped-or-unknown town hall, stored and mailed', async () => {
    const res = await nearest(
      browserPost('/api/nearest', {
        email: 'user@example.fr',
        address: '1 rue de Rivoli, Paris',
        latitude: PARIS_CENTRE.lat,
        longitude: PARIS_CENTRE.lon,
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: MESSAGES.nearestSent });
    expect(asked).toHaveLength(0);
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
    expect(mail.parsed.subject).toBe('La mairie la plus proche : Mairie du 4e arrondissement');
    expect(mail.parsed.text).toContain('2 place Baudoyer');
    expect(mail.parsed.text).toContain('01 44 54 75 04');
    expect(mail.parsed.text).toContain(`${expected.toFixed(1).replace('.', ',')} km`);
    expect(mail.parsed.messageId).toMatch(/^<nearest-\d+@/);
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
  });

  it("answers 'Adresse non trouvée' (422) when the address is unknown, storing nothing", async () => {
    const res = await nearest(browserPost('/api/nearest', { email: 'user@example.fr', address: 'nulle part' }));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, message: MESSAGES.addressNotFound });
    expect(await countRows(bench.db)).toMatchObject({ contact_form_submissions: 0, email_outbox: 0 });
  });

  it('answers the flow failure message when the address API fails', async () => {
    answers = { housenumber: { status: 503, body: { message: 'down' } } };
    const res = await nearest(browserPost('/api/nearest', { email: 'user@example.fr', address: '1 rue X' }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ ok: false, message: MESSAGES.nearestFailed });
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
});
