// The correction loop of issue #11 on the real SMTP server: a visitor posts a correction (or a review is held), the
// team's mail carries signed one-time links, GET shows a confirmation page and changes nothing, POST applies the
// decision and calls the build hook (our own HTTP server on loopback). Tampered, expired, reused and unknown links
// are refused with nothing changed.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandler as createModeration } from '../../functions/moderation.ts';
import { createHandler as createScheduledMaintenance } from '../../functions/outbox-drain.ts';
import { createHandler as createReports } from '../../functions/reports.ts';
import { createHandler as createReviews } from '../../functions/reviews.ts';
import { flushRebuildRequests } from '../../functions/_lib/rebuild/build-hook.ts';
import { signModerationToken } from '../../functions/_lib/moderation/moderation.ts';
import { CORRECTION_SENT } from '../../src/domain/correction.ts';
import { frenchDate } from '../../src/domain/equipment.ts';
import { listMairies } from '../../src/data/queries/mairies.ts';
import { accessView } from '../../src/page-data/access.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import {
  browserPost,
  insertMairie,
  NO_LIMITS,
  resetRows,
  SITE,
  startBench,
  type Bench,
  handler,
} from '../helpers/functions.ts';
import { weekOpenOn } from '../helpers/schedule.ts';

const moderation = handler(createModeration);
const scheduledMaintenance = handler(createScheduledMaintenance);
const reports = handler(createReports);
const reviews = handler(createReviews);

const SECRET = 'moderation-secret-for-tests-0123';
const TEAM = 'contact@passeport.localhost';
let bench: Bench;
let hook: Server;
let hookStatus = 200;
let hookCalls = 0;
let mairieId: number;

const SCHEDULE = weekOpenOn({ lundi: [{ open: '08:30', close: '12:00' }] });

beforeAll(async () => {
  hook = createServer((req, res) => {
    hookCalls += 1;
    req.resume().on('end', () => res.writeHead(hookStatus).end());
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  bench = await startBench({
    MODERATION_SECRET: SECRET,
    BUILD_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/moderation`,
  });
  mairieId = await insertMairie(bench.db, {
    nom: 'Mairie de Rennes',
    slug: 'mairie-de-rennes',
    tel: '+33223622626',
    schedule: JSON.stringify(SCHEDULE),
    hours_source: 'directory',
    hours_source_date: '2024-12-18',
  });
});
afterAll(async () => {
  await bench?.close();
  hook?.close();
});
beforeEach(async () => {
  bench.use();
  await resetRows(bench.db);
  await bench.db.exec('truncate moderation_tokens_used, rebuild_requests');
  await bench.db.query(
    `update mairies set equipped = 'unknown', equipped_source = null, equipped_source_date = null, rendez_vous = null,
       rendez_vous_source = null, rendez_vous_source_date = null, schedule = $2, hours_source = 'directory',
       hours_source_date = '2024-12-18' where id = $1`,
    [mairieId, JSON.stringify(SCHEDULE)],
  );
  bench.smtp.messages.length = 0;
  hookCalls = 0;
  hookStatus = 200;
});

const EMAIL = 'visiteur@example.fr';

/** Everything the loop may change: the town hall's corrected columns, the reports, used links, rebuilds. */
async function snapshot() {
  const { rows: mairie } = await bench.db.query(
    `select equipped, equipped_source, equipped_source_date::text, schedule, hours_source, hours_source_date::text,
       rendez_vous, rendez_vous_source, rendez_vous_source_date::text from mairies where id = $1`,
    [mairieId],
  );
  const { rows: reportRows } = await bench.db.query(
    'select id, type, status, decided_at from mairie_reports order by id',
  );
  const { rows: used } = await bench.db.query('select nonce from moderation_tokens_used order by nonce');
  const { rows: rebuilds } = await bench.db.query('select id, done_at from rebuild_requests order by id');
  return { mairie: mairie[0], reports: reportRows, used, rebuilds };
}

/** Posts a report, sends the outbox to the SMTP server and returns the mail's two links. */
async function postAndReadLinks(fields: Record<string, unknown>, encoding: 'json' | 'form' = 'json') {
  const res = await reports(
    browserPost('/api/reports', { mairie_id: mairieId, email: EMAIL, ...fields }, { encoding }),
  );
  const answer = await res.json();
  await bench.drain();
  const [mail] = await bench.smtp.waitFor(1);
  const links = mail.parsed.text?.match(/https:\/\/passeport\.test\/api\/moderation\?t=\S+/g) ?? [];
  expect(links).toHaveLength(2);
  const [accept, refuse] = links as [string, string];
  expect(mail.parsed.text).toMatch(new RegExp(`Accepter : ${accept.replace(/[.?]/g, '\\$&')}`));
  expect(mail.parsed.text).toMatch(new RegExp(`Refuser : ${refuse.replace(/[.?]/g, '\\$&')}`));
  return { res, answer, mail, accept, refuse };
}

const tokenOf = (link: string) => new URL(link).searchParams.get('t') as string;
const get = (link: string, ip?: string) =>
  moderation(new Request(link, { headers: { Accept: 'text/html' } }), ip ? { ip } : undefined);
const confirm = (token: string, origin = SITE, ip?: string) =>
  moderation(
    new Request(`${SITE}/api/moderation`, {
      method: 'POST',
      body: new URLSearchParams({ t: token }).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, Accept: 'text/html' },
    }),
    ip ? { ip } : undefined,
  );

async function parisToday(): Promise<string> {
  const { rows } = await bench.db.query<{ d: string }>(`select (now() at time zone 'Europe/Paris')::date::text as d`);
  return rows[0].d;
}

describe('the correction loop', () => {
  it('a booking link: mail with two links, GET changes nothing, POST applies it and calls the build hook', async () => {
    const { answer, mail, accept } = await postAndReadLinks({
      type: 'correction',
      correction: 'booking',
      rendez_vous: ' https://RDV.Rennes.fr/passeport#haut ',
      content: 'Le lien est sur le site de la ville.',
    });
    expect(answer).toEqual({ ok: true, form: 'correction', message: CORRECTION_SENT });
    expect(mail.envelopeTo).toEqual([TEAM]);
    expect(mail.parsed.subject).toBe('Correction à vérifier : Mairie de Rennes');
    expect(mail.parsed.text).toContain('Lien de prise de rendez-vous : https://rdv.rennes.fr/passeport');
    expect(mail.parsed.text).toContain('Le lien est sur le site de la ville.');
    const before = await snapshot();
    expect(before.mairie.rendez_vous).toBeNull(); // nothing shown before the team decides
    expect(before.reports).toMatchObject([{ type: 'correction', status: 'pending', decided_at: null }]);

    const page = await get(accept);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<form method="post" action="/api/moderation">');
    expect(html).toContain('https://rdv.rennes.fr/passeport');
    expect(html).toContain('>Accepter</button>');
    expect(await get(accept).then((r) => r.status)).toBe(200); // a second look is fine too
    expect(await snapshot()).toEqual(before);
    expect(hookCalls).toBe(0);

    const done = await confirm(tokenOf(accept));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('La reconstruction du site est lancée.');
    const after = await snapshot();
    expect(after.mairie).toMatchObject({
      rendez_vous: 'https://rdv.rennes.fr/passeport',
      rendez_vous_source: 'visitor',
      rendez_vous_source_date: await parisToday(),
      hours_source: 'directory',
    });
    expect(after.reports).toMatchObject([{ status: 'resolved', decided_at: expect.any(Date) }]);
    expect(after.rebuilds).toMatchObject([{ done_at: expect.any(Date) }]);
    expect(hookCalls).toBe(1);
    // An accepted correction changes the town hall; it is never listed as a public report.
    const listed = await reviews(new Request(`${SITE}/api/reviews?mairie_id=${mairieId}`));
    expect((await listed.json()).reviews).toEqual([]);
  });

  it('a reused link, the other link of a decided report and a second GET are refused, nothing changed', async () => {
    const { accept, refuse } = await postAndReadLinks({ type: 'correction', correction: 'equipped' });
    expect((await confirm(tokenOf(accept))).status).toBe(200);
    const after = await snapshot();
    expect(after.mairie).toMatchObject({ equipped: 'equipped', equipped_source: 'visitor' });
    const reused = await confirm(tokenOf(accept));
    expect(reused.status).toBe(409);
    expect(reused.headers.get('content-type')).toContain('text/html');
    expect(await reused.text()).toContain('Ce lien de modération a déjà servi.');
    expect((await get(accept)).status).toBe(409);
    const other = await confirm(tokenOf(refuse));
    expect(other.status).toBe(409);
    expect(await other.text()).toContain('Ce signalement a déjà été traité.');
    expect(await snapshot()).toEqual(after);
    expect(hookCalls).toBe(1);
  });

  it('refusing hours records the refusal and leaves the town hall as it was, without a rebuild', async () => {
    const week = {
      lundi_matin_debut: '09:00',
      lundi_matin_fin: '12:00',
      lundi_apres_midi_debut: '14:00',
      lundi_apres_midi_fin: '17:30',
      ...Object.fromEntries(
        ['mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [`${d}_ferme`, 'on']),
      ),
    };
    const { mail, refuse } = await postAndReadLinks({ type: 'correction', correction: 'hours', ...week }, 'form');
    expect(mail.parsed.text).toContain('lundi : 09:00–12:00 et 14:00–17:30');
    const before = await snapshot();
    const page = await get(refuse);
    expect(await page.text()).toContain('>Refuser</button>');
    expect((await confirm(tokenOf(refuse))).status).toBe(200);
    const after = await snapshot();
    expect(after.mairie).toEqual(before.mairie);
    expect(after.reports).toMatchObject([{ status: 'rejected', decided_at: expect.any(Date) }]);
    expect(after.rebuilds).toEqual([]);
    expect(hookCalls).toBe(0);
  });

  it('accepting hours replaces the schedule with the visitor’s, sourced and dated', async () => {
    const week = Object.fromEntries(
      ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [`${d}_ferme`, 'on']),
    );
    const { accept } = await postAndReadLinks({
      type: 'correction',
      correction: 'hours',
      ...week,
      samedi_ferme: '',
      samedi_matin_debut: '09:00',
      samedi_matin_fin: '12:00',
    });
    expect((await confirm(tokenOf(accept))).status).toBe(200);
    const { mairie } = await snapshot();
    expect(mairie.schedule).toMatchObject({
      samedi: [{ open: '09:00', close: '12:00' }],
      lundi: [],
    });
    expect([mairie.hours_source, mairie.hours_source_date]).toEqual(['visitor', await parisToday()]);
  });

  it('accepting « Les horaires sont faux » without hours removes the stored ones (the page falls back to indicative hours)', async () => {
    const { accept } = await postAndReadLinks({ type: 'correction', correction: 'hours' });
    expect(await (await get(accept)).text()).toContain('aucun horaire proposé');
    expect((await confirm(tokenOf(accept))).status).toBe(200);
    const { rows } = await bench.db.query(
      'select schedule is null as cleared, hours_source, hours_source_date::text as date from mairies where id = $1',
      [mairieId],
    );
    expect(rows).toEqual([{ cleared: true, hours_source: 'visitor', date: await parisToday() }]);
  });

  it('an access correction (issue 21): the mail says it, accepting it sets the visitor’s access, and the page shows it', async () => {
    await bench.db.query(
      `update mairies set access = 'ACC', access_text = 'Rampe côté parking.', access_source = 'directory',
         access_source_date = '2024-12-18' where id = $1`,
      [mairieId],
    );
    const { answer, mail, accept } = await postAndReadLinks(
      { type: 'correction', correction: 'access', acces: 'NAC', content: 'Trois marches, pas de rampe.' },
      'form',
    );
    expect(answer).toMatchObject({ ok: true });
    expect(mail.parsed.text).toContain('Accès en fauteuil roulant : Non accessible en fauteuil roulant.');
    expect(await (await get(accept)).text()).toContain('Non accessible en fauteuil roulant');
    const before = await bench.db.query('select access, access_source from mairies where id = $1', [mairieId]);
    expect(before.rows).toEqual([{ access: 'ACC', access_source: 'directory' }]);
    expect((await confirm(tokenOf(accept))).status).toBe(200);
    const today = await parisToday();
    const mairie = (await listMairies(bench.db)).find((m) => m.id === mairieId);
    expect(mairie).toMatchObject({
      access: 'NAC',
      access_text: null,
      access_source: 'visitor',
      access_source_date: today,
    });
    // The town hall page's access block, as the next build shapes it.
    expect(accessView(mairie!)).toEqual({
      label: 'Non accessible en fauteuil roulant',
      text: null,
      source: `signalé par un visiteur, vérifié le ${frenchDate(today)}`,
    });
    expect(hookCalls).toBe(1);
  });

  it('refuses an access correction without a known access, in French, storing nothing', async () => {
    const res = await reports(
      browserPost('/api/reports', {
        mairie_id: mairieId,
        email: EMAIL,
        type: 'correction',
        correction: 'access',
        acces: 'XYZ',
      }),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('Indiquez l’accès en fauteuil roulant de la mairie.');
    const { rows } = await bench.db.query('select count(*)::int as n from mairie_reports');
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('tampered, expired, unknown and cross-site links are refused with a French 4xx, nothing changed', async () => {
    const { accept } = await postAndReadLinks({ type: 'correction', correction: 'not_equipped' });
    const token = tokenOf(accept);
    const before = await snapshot();
    const [v, id, action, expires, nonce, signature] = token.split('.');
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    const tampered = [
      [v, id, action, expires, nonce, flip(signature)],
      [v, String(Number(id) + 1), action, expires, nonce, signature],
      [v, id, action, String(Number(expires) + 86_400 * 365), nonce, signature],
      [v, id, 'r', expires, nonce, signature],
    ].map((parts) => parts.join('.'));
    for (const bad of [...tampered, '', 'v1.1.a', `${token}x`]) {
      const res = await confirm(bad);
      expect(res.status).toBe(403);
      expect(await res.text()).toContain('Ce lien de modération est invalide');
      expect((await get(`${SITE}/api/moderation?t=${encodeURIComponent(bad)}`)).status).toBe(403);
    }
    // Another secret signs nothing valid here.
    const forged = signModerationToken(
      'another-secret-0123456789',
      Number(id),
      'accept',
      new Date(Date.now() + 86_400_000),
    );
    expect((await confirm(forged)).status).toBe(403);
    // A well-signed link to a report that does not exist.
    const unknown = signModerationToken(SECRET, 999_999, 'accept', new Date(Date.now() + 86_400_000));
    const missing = await confirm(unknown);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Ce signalement n’existe plus.');
    // From another site, the real token does nothing.
    expect((await confirm(token, 'https://evil.example')).status).toBe(403);
    expect(await snapshot()).toEqual(before);

    // Fifteen days later the link has expired (MODERATION_LINK_DAYS 14).
    bench.use({ now: () => new Date(Date.now() + 15 * 86_400_000) });
    const expired = await confirm(token);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('Ce lien de modération a expiré.');
    expect((await get(accept)).status).toBe(410);
    expect(await snapshot()).toEqual(before);
    expect(hookCalls).toBe(0);

    // Within its lifetime the same link still works.
    bench.use({ now: () => new Date(Date.now() + 13 * 86_400_000) });
    expect((await confirm(token)).status).toBe(200);
    expect((await snapshot()).mairie).toMatchObject({ equipped: 'not_equipped', equipped_source: 'visitor' });
  });

  it('a review held for moderation: links in the mail, published only once accepted', async () => {
    const held = { type: 'review', rating: 5, content: 'Prenez rendez-vous sur https://exemple.fr, très efficace.' };
    const { answer, mail, accept } = await postAndReadLinks(held);
    expect(answer).toEqual({ ok: true, form: 'review-held', message: MESSAGES.reviewHeld });
    expect(mail.parsed.subject).toBe('Avis à modérer : Mairie de Rennes');
    const list = async () =>
      (await (await reviews(new Request(`${SITE}/api/reviews?mairie_id=${mairieId}`))).json()).reviews;
    expect(await list()).toEqual([]);
    expect(await (await get(accept)).text()).toContain('Accepter publie cet avis');
    expect(await list()).toEqual([]);
    expect((await confirm(tokenOf(accept))).status).toBe(200);
    expect(await list()).toMatchObject([{ rating: 5, content: held.content }]);
    expect(hookCalls).toBe(1);
  });

  it('an auto-approved review and a plain issue carry no moderation link', async () => {
    await reports(
      browserPost('/api/reports', { mairie_id: mairieId, email: EMAIL, type: 'review', rating: 4, content: 'Bien.' }),
    );
    await reports(
      browserPost('/api/reports', { mairie_id: mairieId, email: EMAIL, type: 'issue', content: 'Tel faux.' }),
    );
    await bench.drain();
    expect(bench.smtp.messages.map((m) => m.parsed.subject)).toEqual(['Signalement : Mairie de Rennes']);
    expect(bench.smtp.messages[0].parsed.text).not.toContain('/api/moderation');
  });

  it('a failing build hook keeps the accepted change and its rebuild, retried until the hook answers', async () => {
    hookStatus = 500;
    const { accept } = await postAndReadLinks({ type: 'correction', correction: 'equipped' });
    const res = await confirm(tokenOf(accept));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('sera relancée automatiquement');
    const after = await snapshot();
    expect(after.mairie.equipped).toBe('equipped');
    expect(after.rebuilds).toMatchObject([{ done_at: null }]);
    expect(hookCalls).toBe(1);
    // The scheduled maintenance asks again: still failing, the request stays open with its attempts counted.
    expect((await scheduledMaintenance()).status).toBe(200);
    expect(hookCalls).toBe(2);
    const { rows: open } = await bench.db.query('select attempts, last_error, done_at from rebuild_requests');
    expect(open).toEqual([{ attempts: 2, last_error: 'build hook failed', done_at: null }]);
    hookStatus = 200;
    expect((await scheduledMaintenance()).status).toBe(200);
    expect(hookCalls).toBe(3);
    expect((await snapshot()).rebuilds).toMatchObject([{ done_at: expect.any(Date) }]);
    // Nothing open: no call.
    expect(await flushRebuildRequests(bench.deps, bench.db)).toEqual({ open: 0, built: null });
    await scheduledMaintenance();
    expect(hookCalls).toBe(3);
  });

  it('refuses a correction without its details, in French, storing nothing', async () => {
    const post = (fields: Record<string, unknown>) =>
      reports(browserPost('/api/reports', { mairie_id: mairieId, email: EMAIL, type: 'correction', ...fields }));
    const noKind = await post({});
    expect(noKind.status).toBe(400);
    expect((await noKind.json()).fields).toEqual({ correction: 'Veuillez choisir la correction à proposer.' });
    const http = await post({ correction: 'booking', rendez_vous: 'http://rdv.rennes.fr' });
    expect((await http.json()).fields).toEqual({
      rendez_vous: 'Indiquez une adresse qui commence par https://, par exemple https://rdv.mairie.fr/passeport.',
    });
    const hours = await post({ correction: 'hours', lundi_matin_debut: '12:00', lundi_matin_fin: '09:00' });
    expect((await hours.json()).fields).toMatchObject({
      lundi: "L'heure de fin doit suivre l'heure de début.",
      mardi: 'Indiquez des horaires ou cochez « Fermé ».',
    });
    expect((await snapshot()).reports).toEqual([]);
  });
});

describe('the rate limit of the links', () => {
  it('refuses a network past its limit with a French 429 and Retry-After; other networks and signed links below it work', async () => {
    const { accept } = await postAndReadLinks({ type: 'correction', correction: 'hours' });
    bench.use({
      limits: { ...NO_LIMITS, moderation: { max: 3, windowSeconds: 600 } },
      now: () => new Date(Date.now() + 60_000),
    });
    const before = await snapshot();
    const team = '203.0.113.70';
    // Forged links cost no database work and are not counted.
    for (let i = 0; i < 5; i++) expect((await confirm(`${tokenOf(accept)}x`, SITE, team)).status).toBe(403);
    const below = [];
    for (let i = 0; i < 3; i++) below.push((await get(accept, team)).status);
    expect(below).toEqual([200, 200, 200]);
    const refused = await confirm(tokenOf(accept), SITE, team);
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(1200);
    expect(await refused.text()).toContain('Trop de demandes. Veuillez réessayer dans quelques minutes.');
    expect((await get(accept, team)).status).toBe(429);
    expect(await snapshot()).toEqual(before);
    // Another network (an IPv6 /64 apart) is below its own limit: the same link still decides the report.
    expect((await confirm(tokenOf(accept), SITE, '2001:db8:9:9::1')).status).toBe(200);
    expect((await snapshot()).reports).toMatchObject([{ status: 'resolved' }]);
  });
});
