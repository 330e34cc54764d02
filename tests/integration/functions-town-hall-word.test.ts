// The town hall's own word (issue 41) on the real SMTP server: a town hall's page asks for an update link, mailed to
// the address the official directory gives and to no other; the link shows the answer form and changes nothing
// until it is posted; the answer is written at once to the town hall (source 'mairie'), a rebuild is asked of the
// build hook (our own HTTP server on loopback) and the team gets a notice with its « Retirer » link (and
// « Approuver » for a booking page on a foreign domain). Refusals: forged, expired, reused and other purposes' links,
// the per-town-hall and per-recipient limits (silent), blocks, the per-network limit and the site-wide ceiling.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandler as createAnswer } from '../../functions/town-hall-answer.ts';
import { createHandler as createDecision } from '../../functions/town-hall-decision.ts';
import { createHandler as createModeration } from '../../functions/moderation.ts';
import { createHandler as createRequest } from '../../functions/town-hall-request.ts';
import { escapeHtml } from '../../functions/_lib/http/html.ts';
import { HTTP_MESSAGES } from '../../functions/_lib/http/messages.ts';
import { recipientHash } from '../../functions/_lib/http/visitor.ts';
import { signModerationToken } from '../../functions/_lib/moderation/moderation.ts';
import { signLink } from '../../functions/_lib/moderation/signed-links.ts';
import { DIRECTORY_URL, parisDateTime, TOWN_HALL_TEXTS as T } from '../../functions/_lib/town-hall/texts.ts';
import { townHallSays, TOWN_HALL_WORD_MESSAGES as M, TOWN_HALL_WORD_TEXTS } from '../../src/domain/town-hall-word.ts';
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

const request = handler(createRequest);
const answerFn = handler(createAnswer);
const decision = handler(createDecision);
const moderation = handler(createModeration);

const SECRET = 'town-hall-secret-for-tests-01234';
const TEAM = 'contact@passeport.localhost';
const MAILBOX = 'accueil@mairie-muret.fr';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let bench: Bench;
let hook: Server;
let hookCalls = 0;
let hookStatus = 200;
let muret: number;
let sansMail: number;
let closed: number;
let voisine: number;

/** The town hall's columns before any answer: an operator list's status and an imported booking page. */
const BEFORE = {
  equipped: 'not_equipped',
  equipped_source: 'equipped',
  equipped_source_date: '2024-11-07',
  rendez_vous: 'https://rdv.mairie-muret.fr/ancien',
  rendez_vous_source: 'booking',
  rendez_vous_source_date: '2025-01-15',
};

beforeAll(async () => {
  hook = createServer((req, res) => {
    hookCalls += 1;
    req.resume().on('end', () => res.writeHead(hookStatus).end());
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  bench = await startBench({
    MODERATION_SECRET: SECRET,
    BUILD_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/town-hall`,
  });
  muret = await insertMairie(bench.db, {
    nom: 'Mairie de Muret',
    slug: 'mairie-de-muret',
    mail: 'autre-adresse@muret.fr',
    site_web: 'https://www.mairie-muret.fr',
    directory_listed: true,
    directory_mail: MAILBOX,
  });
  // Another town hall whose directory entry gives the same mailbox: the per-recipient limit counts both.
  voisine = await insertMairie(bench.db, { nom: 'Mairie voisine', directory_listed: true, directory_mail: MAILBOX });
  sansMail = await insertMairie(bench.db, { nom: 'Mairie sans adresse', directory_listed: true, directory_mail: null });
  closed = await insertMairie(bench.db, { nom: 'Mairie fermée', directory_listed: false, directory_mail: MAILBOX });
}, 60_000); // a fresh database, on a busy machine
afterAll(async () => {
  await bench?.close();
  hook?.close();
});
beforeEach(async () => {
  bench.use();
  await resetRows(bench.db);
  await bench.db.exec(
    `truncate town_hall_statements, town_hall_links_sent, town_hall_link_blocks, town_hall_tokens_used,
       rebuild_requests, moderation_tokens_used`,
  );
  await bench.db.query(
    `update mairies set equipped = $2, equipped_source = $3, equipped_source_date = $4, rendez_vous = $5,
       rendez_vous_source = $6, rendez_vous_source_date = $7 where id = $1`,
    [muret, ...Object.values(BEFORE)],
  );
  bench.smtp.messages.length = 0;
  hookCalls = 0;
  hookStatus = 200;
});

const IP = '203.0.113.7';
const html = { Accept: 'text/html' };
const requestPage = (id: number | string) =>
  request(new Request(`${SITE}/api/mairie/mise-a-jour?m=${id}`, { headers: html }), { ip: IP });
const requestLink = (id: number | string, extra: Record<string, string> = {}, ip = IP) =>
  request(browserPost('/api/mairie/mise-a-jour', { m: id, ...extra }, { encoding: 'form', html: true }), { ip });
const answerPage = (token: string) =>
  answerFn(new Request(`${SITE}/api/mairie/reponse?t=${encodeURIComponent(token)}`, { headers: html }), { ip: IP });
const postAnswer = (token: string, fields: Record<string, string> = {}, origin = SITE) =>
  answerFn(
    browserPost(
      '/api/mairie/reponse',
      { t: token, ...fields },
      { encoding: 'form', html: true, headers: { Origin: origin } },
    ),
    { ip: IP },
  );
const decisionPage = (token: string) =>
  decision(new Request(`${SITE}/api/mairie/decision?t=${encodeURIComponent(token)}`, { headers: html }), { ip: IP });
const decide = (token: string) =>
  decision(browserPost('/api/mairie/decision', { t: token }, { encoding: 'form', html: true }), { ip: IP });
const tokenOf = (link: string) => new URL(link).searchParams.get('t') as string;

/** The page's text contains `text` as the page writes it (escaped). */
const expectSays = (page: string, ...texts: string[]) => {
  for (const text of texts) expect(page).toContain(escapeHtml(text));
};

/** Everything the functions may change. */
async function snapshot() {
  const one = async (sql: string, params: unknown[] = []) => (await bench.db.query(sql, params)).rows;
  return {
    mairie: (
      await one(
        `select equipped, equipped_source, equipped_source_date::text, rendez_vous, rendez_vous_source,
           rendez_vous_source_date::text from mairies where id = $1`,
        [muret],
      )
    )[0],
    statements: await one(
      `select id, mairie_id, takes_applications, booking_url, booking_how, booking_held, said_on::text, recipient_hash
         from town_hall_statements order by id`,
    ),
    linksSent: await one('select mairie_id, recipient_hash from town_hall_links_sent order by id'),
    blocks: await one(`select mairie_id, blocked_until = 'infinity' as forever from town_hall_link_blocks`),
    used: await one('select nonce, purpose, subject_id from town_hall_tokens_used order by used_at'),
    rebuilds: await one('select id, report_id, done_at is not null as done from rebuild_requests order by id'),
    outbox: await one('select kind from email_outbox order by id'),
  };
}

async function parisToday(): Promise<string> {
  const { rows } = await bench.db.query<{ d: string }>(`select (now() at time zone 'Europe/Paris')::date::text as d`);
  return rows[0].d;
}

/** Asks for a link, sends the outbox and returns the one mail with its update and stop links. */
async function mailedLinks(id = muret) {
  const res = await requestLink(id);
  expect(res.status).toBe(200);
  await bench.drain();
  const [mail] = await bench.smtp.waitFor(1);
  expect(bench.smtp.messages).toHaveLength(1);
  const text = mail.parsed.text ?? '';
  const update = /Lien de mise à jour : (\S+)/.exec(text)?.[1] as string;
  const stop = /Ne plus recevoir ces messages : (\S+)/.exec(text)?.[1] as string;
  expect(update).toMatch(/^https:\/\/passeport\.test\/api\/mairie\/reponse\?t=v1\./);
  expect(stop).toMatch(/^https:\/\/passeport\.test\/api\/mairie\/reponse\?t=v1\./);
  bench.smtp.messages.length = 0;
  return { mail, text, update: tokenOf(update), stop: tokenOf(stop) };
}

/** Posts an answer and returns the team's notice with its links. */
async function answered(fields: Record<string, string>) {
  const { update } = await mailedLinks();
  const res = await postAnswer(update, fields);
  expect(res.status).toBe(200);
  const page = await res.text();
  await bench.drain();
  const [notice] = await bench.smtp.waitFor(1);
  const text = notice.parsed.text ?? '';
  const withdraw = /Retirer la réponse : (\S+)/.exec(text)?.[1];
  const approve = /Approuver la page de réservation : (\S+)/.exec(text)?.[1];
  expect(withdraw).toMatch(/^https:\/\/passeport\.test\/api\/mairie\/decision\?t=v1\./);
  bench.smtp.messages.length = 0;
  return { update, page, notice, text, withdraw: tokenOf(withdraw!), approve: approve ? tokenOf(approve) : null };
}

/** A link request was answered like a sent one, and nothing went out. */
async function expectSilentlyRefused(res: Response, before: Awaited<ReturnType<typeof snapshot>>) {
  expect(res.status).toBe(200);
  expectSays(await res.text(), T.sentTitle, T.sent);
  expect(await snapshot()).toEqual(before);
  await bench.drain();
  expect(bench.smtp.messages).toHaveLength(0);
}

describe('the request page and its link', () => {
  it('GET names the masked official mailbox and sends nothing; POST mails the link to that mailbox only', async () => {
    const page = await requestPage(muret);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    const body = await page.text();
    expect(body).toContain('<meta name="robots" content="noindex">');
    expect(body).toContain('a•••@mairie-muret.fr, l’adresse publiée par l’annuaire de Service-Public');
    expectSays(
      body,
      T.requestTitle('Mairie de Muret'),
      T.requestIntro,
      `${TOWN_HALL_WORD_TEXTS.officialAddress('a•••@mairie-muret.fr')}.`,
      T.requestWhat,
      T.requestButton,
    );
    expect(body).toContain('<form method="post" action="/api/mairie/mise-a-jour">');
    expect(body).toContain(`<input type="hidden" name="m" value="${muret}">`);
    expect(body).toContain('name="company"');
    expect(body).not.toContain(MAILBOX);
    expect(await snapshot()).toMatchObject({ linksSent: [], outbox: [] });

    const now = new Date();
    bench.use({ now: () => now });
    // A posted address (and any other field) is ignored: the link goes to the directory's mailbox.
    const res = await requestLink(muret, { email: 'attaquant@example.com', to: 'attaquant@example.com' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expectSays(await res.text(), T.sentTitle, T.sent);
    await bench.drain();
    const [mail] = await bench.smtp.waitFor(1);
    expect(bench.smtp.messages).toHaveLength(1);
    expect(mail.envelopeTo).toEqual([MAILBOX]);
    expect(mail.raw).not.toContain('attaquant');
    expect(mail.parsed.subject).toBe(
      'Mise à jour de la page de votre mairie sur un site indépendant : Mairie de Muret',
    );
    const text = mail.parsed.text ?? '';
    expect(text).toContain(
      "site privé et indépendant d'aide aux démarches de passeport : ce n'est pas un service de l'État",
    );
    expect(text).toContain("Quelqu'un a demandé, depuis la page de votre mairie");
    expect(text).toContain("Si vous ne l'utilisez pas, rien ne change.");
    expect(text).toContain(
      `Valable jusqu’au : ${parisDateTime(new Date(now.getTime() + 72 * HOUR_MS))} (heure de Paris)`,
    );
    expect(text).toContain('Page de la mairie : https://passeport.test/mairie/mairie-de-muret');
    expect(text).toContain('Le lien ne sert qu’une fois.');
    expect(text).toMatch(/Lien de mise à jour : https:\/\/passeport\.test\/api\/mairie\/reponse\?t=v1\.\S+/);
    expect(text).toMatch(/Ne plus recevoir ces messages : https:\/\/passeport\.test\/api\/mairie\/reponse\?t=v1\.\S+/);
    expect(await snapshot()).toMatchObject({
      linksSent: [{ mairie_id: muret, recipient_hash: recipientHash(bench.config.visitSalt, MAILBOX) }],
    });
  });

  it('a town hall without the directory’s mailbox gets how to add it; POST sends nothing', async () => {
    const page = await requestPage(sansMail);
    expect(page.status).toBe(200);
    const body = await page.text();
    expectSays(body, T.requestTitle('Mairie sans adresse'), T.noMail, T.noMailHow, T.directoryLink);
    expect(body).toContain(`<a href="${DIRECTORY_URL}">`);
    expect(body).not.toContain('<form');
    const before = await snapshot();
    const res = await requestLink(sansMail);
    expect(res.status).toBe(200);
    expectSays(await res.text(), T.noMail);
    expect(await snapshot()).toEqual(before);
    await bench.drain();
    expect(bench.smtp.messages).toHaveLength(0);
  });

  it('a town hall the directory does not list, an unknown or malformed id: 404, nothing sent', async () => {
    for (const id of [closed, 999_999, 'abc', '1e3', '<b>'] as const) {
      const page = await requestPage(encodeURIComponent(id));
      expect(page.status).toBe(404);
      const body = await page.text();
      expectSays(body, T.notListed);
      expect(body).not.toContain('<b>');
      expect((await requestLink(id)).status).toBe(404);
    }
    expect(await snapshot()).toMatchObject({ linksSent: [], outbox: [] });
    await bench.drain();
    expect(bench.smtp.messages).toHaveLength(0);
  });

  it('a second request the same day, a fourth in 30 days, another town hall of the same mailbox: same page, nothing sent', async () => {
    await mailedLinks();
    await expectSilentlyRefused(await requestLink(muret), await snapshot());
    // The same mailbox for another town hall: the per-recipient limit.
    await expectSilentlyRefused(await requestLink(voisine), await snapshot());
    // Three links in the last 30 days, none in the last day: the fourth is not sent.
    const hash = recipientHash(bench.config.visitSalt, MAILBOX);
    await bench.db.exec('truncate town_hall_links_sent');
    for (const days of [2, 9, 29])
      await bench.db.query(
        'insert into town_hall_links_sent (mairie_id, recipient_hash, sent_at) values ($1, $2, $3)',
        [muret, hash, new Date(Date.now() - days * DAY_MS).toISOString()],
      );
    await expectSilentlyRefused(await requestLink(muret), await snapshot());
    // Two in 30 days: a third one goes out.
    await bench.db.query('delete from town_hall_links_sent where sent_at < $1', [
      new Date(Date.now() - 20 * DAY_MS).toISOString(),
    ]);
    await mailedLinks();
  });

  it('a filled honeypot and a cross-site post send nothing', async () => {
    const before = await snapshot();
    await expectSilentlyRefused(await requestLink(muret, { company: 'Acme' }), before);
    const crossSite = await request(
      browserPost(
        '/api/mairie/mise-a-jour',
        { m: muret },
        { encoding: 'form', html: true, headers: { Origin: 'https://evil.example' } },
      ),
      { ip: IP },
    );
    expect(crossSite.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('the per-network limit: a French 429 with Retry-After; another network still gets its link', async () => {
    bench.use({ limits: { ...NO_LIMITS, 'town-hall-link': { max: 2, windowSeconds: 3600 } } });
    await requestLink(sansMail);
    await requestLink(closed);
    const refused = await requestLink(muret);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expectSays(await refused.text(), HTTP_MESSAGES.tooManyRequests);
    expect(await snapshot()).toMatchObject({ linksSent: [], outbox: [] });
    const other = await requestLink(muret, {}, '198.51.100.9');
    expect(other.status).toBe(200);
    await bench.drain();
    expect(bench.smtp.messages).toHaveLength(1);
  });

  it('the site-wide daily ceiling: 503 and one alert to the team, nothing more sent', async () => {
    bench.use({ limits: { ...NO_LIMITS, 'town-hall-link-ceiling': { max: 1, windowSeconds: 86_400 } } });
    expect((await requestLink(muret)).status).toBe(200);
    const other = await insertMairie(bench.db, { nom: 'Mairie B', directory_listed: true, directory_mail: 'b@b.fr' });
    const third = await insertMairie(bench.db, { nom: 'Mairie C', directory_listed: true, directory_mail: 'c@c.fr' });
    for (const id of [other, third]) {
      const res = await requestLink(id);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expectSays(await res.text(), T.ceiling);
    }
    expect((await snapshot()).linksSent).toHaveLength(1);
    await bench.drain();
    const mails = await bench.smtp.waitFor(2);
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual([MAILBOX, TEAM].sort());
    const alert = mails.find((m) => m.envelopeTo[0] === TEAM)!;
    expect(alert.parsed.subject).toBe('Alerte : envoi suspendu des liens de mise à jour des mairies');
    expect(alert.parsed.text).toContain('Plus de 1 liens de mise à jour ont été demandés en 24 heures');
    expect(alert.parsed.text).toContain('RATE_LIMIT_TOWN_HALL_LINK_CEILING=1/86400');
  });
});

describe('the answer', () => {
  it('GET shows the form and changes nothing; POST stores the answer, writes the town hall, rebuilds, tells the team', async () => {
    const { update } = await mailedLinks();
    const before = await snapshot();
    const form = await answerPage(update);
    expect(form.status).toBe(200);
    expect(form.headers.get('x-robots-tag')).toBe('noindex');
    expect(form.headers.get('cache-control')).toBe('no-store');
    const body = await form.text();
    expectSays(
      body,
      T.answerTitle('Mairie de Muret'),
      T.takesLegend,
      T.yes,
      T.no,
      T.bookingLegend,
      T.bookingUrlLabel,
      T.bookingHowLabel,
      T.directoryNote,
      T.answerButton,
    );
    expect(body).toContain('<form method="post" action="/api/mairie/reponse">');
    expect(body).toContain(`<input type="hidden" name="t" value="${escapeHtml(update)}">`);
    expect(body).toContain('<legend>');
    expect(body).toContain('<label for="rendez_vous">');
    expect(body).toContain('<label for="comment">');
    expect((await answerPage(update)).status).toBe(200);
    expect(await snapshot()).toEqual(before);
    expect(hookCalls).toBe(0);

    const res = await postAnswer(update, {
      prend: 'oui',
      rendez_vous: 'https://rdv.mairie-muret.fr/passeport',
      email: 'x@y.fr',
    });
    expect(res.status).toBe(200);
    const today = await parisToday();
    expectSays(
      await res.text(),
      T.recordedTitle,
      T.recorded(today),
      T.recordedTakes(true),
      T.recordedBooking('https://rdv.mairie-muret.fr/passeport'),
      T.recordedUpdate,
    );
    const after = await snapshot();
    expect(after.mairie).toEqual({
      equipped: 'equipped',
      equipped_source: 'mairie',
      equipped_source_date: today,
      rendez_vous: 'https://rdv.mairie-muret.fr/passeport',
      rendez_vous_source: 'mairie',
      rendez_vous_source_date: today,
    });
    expect(after.statements).toEqual([
      {
        id: expect.any(Number),
        mairie_id: muret,
        takes_applications: true,
        booking_url: 'https://rdv.mairie-muret.fr/passeport',
        booking_how: null,
        booking_held: false,
        said_on: today,
        recipient_hash: recipientHash(bench.config.visitSalt, MAILBOX),
      },
    ]);
    expect(after.used).toMatchObject([{ purpose: 'update', subject_id: muret }]);
    expect(after.rebuilds).toEqual([{ id: expect.any(Number), report_id: null, done: true }]);
    expect(hookCalls).toBe(1);

    await bench.drain();
    const [notice] = await bench.smtp.waitFor(1);
    expect(notice.envelopeTo).toEqual([TEAM]);
    expect(notice.parsed.subject).toBe('Réponse d’une mairie : Mairie de Muret');
    const text = notice.parsed.text ?? '';
    expect(text).toContain('Page : https://passeport.test/mairie/mairie-de-muret');
    expect(text).toContain(`Passeports : ${townHallSays(true, today)}`);
    expect(text).toContain('Page de réservation : https://rdv.mairie-muret.fr/passeport');
    expect(text).toMatch(/Retirer la réponse : https:\/\/passeport\.test\/api\/mairie\/decision\?t=v1\.\S+/);
    expect(text).not.toContain('Approuver');
    expect(text).not.toContain('x@y.fr');
    expect(text).toContain('Chaque lien ouvre une page de confirmation');
    expect(text).toContain(
      'Retirer rend à la page ses valeurs d’avant et n’envoie plus de lien à cette mairie pendant 30 jours.',
    );
  });

  it('how to book without a page, « non »: stored, the old booking page no longer shown', async () => {
    const { page, text } = await answered({ prend: 'non', comment: 'Par téléphone, le matin.' });
    const today = await parisToday();
    expectSays(page, T.recordedTakes(false), T.recordedHow('Par téléphone, le matin.'));
    expect((await snapshot()).mairie).toMatchObject({
      equipped: 'not_equipped',
      equipped_source: 'mairie',
      rendez_vous: null,
      rendez_vous_source: 'mairie',
      rendez_vous_source_date: today,
    });
    expect(text).toContain('Comment prendre rendez-vous : Par téléphone, le matin.');
  });

  it('a reused link: 409 with the day of the answer; GET says the same', async () => {
    const { update } = await answered({ prend: 'oui' });
    const { rows } = await bench.db.query<{ used_at: Date }>('select used_at from town_hall_tokens_used');
    const expected = `Votre réponse a été enregistrée le ${parisDateTime(new Date(rows[0].used_at))} ; demandez un nouveau lien pour la changer.`;
    expect(T.used(new Date(rows[0].used_at))).toBe(expected);
    const before = await snapshot();
    for (const res of [await postAnswer(update, { prend: 'non' }), await answerPage(update)]) {
      expect(res.status).toBe(409);
      expectSays(await res.text(), expected);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a 400 re-renders the form with French messages next to the fields, the values kept and escaped, nothing stored', async () => {
    const { update } = await mailedLinks();
    const before = await snapshot();
    const res = await postAnswer(update, { rendez_vous: 'http://<b>rdv', comment: 'voir www.exemple.fr/"rdv"' });
    expect(res.status).toBe(400);
    const body = await res.text();
    expectSays(body, T.fixFields, M.takes, M.bookingUrl);
    expect(body).toContain('id="prend-error"');
    expect(body).toContain('aria-describedby="rendez_vous-error"');
    expect(body).toContain('value="http://&#60;b&#62;rdv"');
    expect(body).not.toContain('<b>');
    expect(body).toContain(`<input type="hidden" name="t" value="${escapeHtml(update)}">`);
    const both = await postAnswer(update, { prend: 'oui', rendez_vous: 'https://rdv.fr/x', comment: 'Le matin.' });
    expect(both.status).toBe(400);
    const bothPage = await both.text();
    expectSays(bothPage, M.bookingBoth);
    expect(bothPage).toContain('value="oui" required checked');
    expect(bothPage).toContain('value="Le matin."');
    const url = await postAnswer(update, { prend: 'oui', comment: 'Voir www.exemple.fr/rdv maintenant' });
    expectSays(await url.text(), M.bookingHowUrl);
    const mail = await postAnswer(update, { prend: 'oui', comment: 'Écrire à rdv@exemple.fr' });
    expectSays(await mail.text(), M.bookingHowEmail);
    expect(await snapshot()).toEqual(before);
    // The link was not used up.
    expect((await postAnswer(update, { prend: 'oui' })).status).toBe(200);
  });

  it('forged, tampered, expired and other purposes’ links are refused with a French 403 or 410, nothing changed', async () => {
    const { update } = await mailedLinks();
    const before = await snapshot();
    const [v, id, action, expires, nonce, signature] = update.split('.');
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    const inFuture = new Date(Date.now() + DAY_MS);
    const forged = [
      [v, id, action, expires, nonce, flip(signature)],
      [v, String(voisine), action, expires, nonce, signature],
      [v, id, action, String(Number(expires) + 86_400), nonce, signature],
    ].map((parts) => parts.join('.'));
    const otherPurposes = [
      signModerationToken(SECRET, muret, 'accept', inFuture),
      signLink(SECRET, 'withdrawal', muret, 'withdraw', inFuture),
      signLink('another-secret-0123456789abcdef', 'update', muret, 'update', inFuture),
    ];
    for (const bad of [...forged, ...otherPurposes, '', '<script>']) {
      const posted = await postAnswer(bad, { prend: 'non' });
      expect(posted.status).toBe(403);
      expectSays(await posted.text(), T.invalid);
      expect((await answerPage(bad)).status).toBe(403);
    }
    // The team's decision route refuses the town hall's link, /api/moderation refuses both.
    expect((await decide(update)).status).toBe(403);
    const onModeration = await moderation(
      browserPost('/api/moderation', { t: update }, { encoding: 'form', html: true }),
    );
    expect(onModeration.status).toBe(403);
    expect(await onModeration.text()).toContain('Ce lien de modération est invalide');
    const withdrawal = signLink(SECRET, 'withdrawal', 1, 'withdraw', inFuture);
    expect((await moderation(new Request(`${SITE}/api/moderation?t=${withdrawal}`))).status).toBe(403);
    // A moderation link on the team's decision route.
    expect((await decide(signModerationToken(SECRET, 1, 'refuse', inFuture))).status).toBe(403);
    expect(await snapshot()).toEqual(before);

    // 73 hours later the update link has expired (TOWN_HALL_LINK_HOURS 72).
    bench.use({ now: () => new Date(Date.now() + 73 * HOUR_MS) });
    const expired = await postAnswer(update, { prend: 'non' });
    expect(expired.status).toBe(410);
    expectSays(await expired.text(), T.expired);
    expect((await answerPage(update)).status).toBe(410);
    expect(await snapshot()).toEqual(before);
  });

  it('a town hall the directory no longer lists cannot answer (404)', async () => {
    const { update } = await mailedLinks();
    await bench.db.query('update mairies set directory_listed = false where id = $1', [muret]);
    try {
      const before = await snapshot();
      const res = await postAnswer(update, { prend: 'oui' });
      expect(res.status).toBe(404);
      expectSays(await res.text(), T.notListedAnymore);
      expect((await answerPage(update)).status).toBe(404);
      expect(await snapshot()).toEqual(before);
    } finally {
      await bench.db.query('update mairies set directory_listed = true where id = $1', [muret]);
    }
  });

  it('a link sent to an address the directory no longer gives cannot answer (410)', async () => {
    const { update } = await mailedLinks();
    await bench.db.query("update mairies set directory_mail = 'mairie@muret.fr' where id = $1", [muret]);
    try {
      const before = await snapshot();
      const res = await postAnswer(update, { prend: 'oui' });
      expect(res.status).toBe(410);
      expectSays(await res.text(), T.addressChanged);
      expect((await answerPage(update)).status).toBe(410);
      expect(await snapshot()).toEqual(before);
    } finally {
      await bench.db.query('update mairies set directory_mail = $2 where id = $1', [muret, MAILBOX]);
    }
  });

  it('the links’ pages count against the per-network moderation limit', async () => {
    const { update } = await mailedLinks();
    bench.use({ limits: { ...NO_LIMITS, moderation: { max: 1, windowSeconds: 600 } } });
    expect((await answerPage(update)).status).toBe(200);
    const refused = await postAnswer(update, { prend: 'oui' });
    expect(refused.status).toBe(429);
    expectSays(await refused.text(), HTTP_MESSAGES.tooManyRequests);
    expect((await snapshot()).statements).toEqual([]);
  });
});

describe('the team’s links', () => {
  it('a booking page on a foreign domain waits: not shown until the approve link’s POST', async () => {
    const { page, text, approve, withdraw } = await answered({
      prend: 'oui',
      rendez_vous: 'https://www.rdv-partout.com/muret',
    });
    const today = await parisToday();
    expectSays(page, T.recordedBookingHeld('https://www.rdv-partout.com/muret'));
    expect(text).toContain('En attente d’approbation : oui');
    expect(approve).not.toBeNull();
    expect(withdraw).not.toBe(approve);
    const held = await snapshot();
    expect(held.mairie).toEqual({
      ...BEFORE,
      equipped: 'equipped',
      equipped_source: 'mairie',
      equipped_source_date: today,
    });
    expect(held.statements).toMatchObject([{ booking_held: true }]);

    const confirm = await decisionPage(approve!);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('x-robots-tag')).toBe('noindex');
    const body = await confirm.text();
    expectSays(
      body,
      T.approveTitle('Mairie de Muret'),
      townHallSays(true, today),
      T.bookingLine('https://www.rdv-partout.com/muret', true),
      T.approveEffect,
      T.approveButton,
    );
    expect(body).toContain('<form method="post" action="/api/mairie/decision">');
    expect(await snapshot()).toEqual(held);
    hookCalls = 0;

    const done = await decide(approve!);
    expect(done.status).toBe(200);
    expectSays(await done.text(), T.approvedTitle, T.rebuildStarted, 'Voir la page de Mairie de Muret');
    const after = await snapshot();
    expect(after.mairie).toMatchObject({
      rendez_vous: 'https://www.rdv-partout.com/muret',
      rendez_vous_source: 'mairie',
      rendez_vous_source_date: today,
    });
    expect(after.statements).toMatchObject([{ booking_held: false }]);
    expect(after.used).toHaveLength(2);
    expect(hookCalls).toBe(1);
    const reused = await decide(approve!);
    expect(reused.status).toBe(409);
    expectSays(await reused.text(), T.teamUsed);
    // A fresh approve link of a page already shown.
    const fresh = signLink(
      SECRET,
      'withdrawal',
      after.statements[0].id as number,
      'approve',
      new Date(Date.now() + DAY_MS),
    );
    const notHeld = await decide(fresh);
    expect(notHeld.status).toBe(409);
    expectSays(await notHeld.text(), T.notHeld);
  });

  it('withdrawal: GET changes nothing; POST restores the earlier values, deletes the answer and blocks new links', async () => {
    const { withdraw } = await answered({ prend: 'oui', rendez_vous: 'https://rdv.mairie-muret.fr/passeport' });
    const answeredState = await snapshot();
    const page = await decisionPage(withdraw);
    expect(page.status).toBe(200);
    expectSays(await page.text(), T.withdrawTitle('Mairie de Muret'), T.withdrawEffect(30), T.withdrawButton);
    expect(await snapshot()).toEqual(answeredState);

    const done = await decide(withdraw);
    expect(done.status).toBe(200);
    expectSays(await done.text(), T.withdrawnTitle, T.rebuildStarted);
    const after = await snapshot();
    expect(after.mairie).toEqual(BEFORE);
    expect(after.statements).toEqual([]);
    expect(after.blocks).toEqual([{ mairie_id: muret, forever: false }]);
    const { rows } = await bench.db.query<{ until: Date }>('select blocked_until as until from town_hall_link_blocks');
    expect(new Date(rows[0].until).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    // The answer is gone: its link now says so.
    const again = await decide(withdraw);
    expect(again.status).toBe(404);
    expectSays(await again.text(), T.statementGone);
    // Blocked: a request the next days gets the same page, and nothing is sent.
    await bench.db.exec('truncate town_hall_links_sent');
    await expectSilentlyRefused(await requestLink(muret), await snapshot());
    // After the block, links go out again.
    bench.use({ now: () => new Date(Date.now() + 31 * DAY_MS) });
    await mailedLinks();
  });

  it('an answer replaced by a newer one: the older answer’s team link is refused (404)', async () => {
    const first = await answered({ prend: 'oui' });
    await bench.db.exec('truncate town_hall_links_sent');
    const second = await answered({ prend: 'non', comment: 'Au guichet, sans rendez-vous.' });
    const res = await decisionPage(first.withdraw);
    expect(res.status).toBe(404);
    expectSays(await res.text(), T.statementGone);
    expect((await snapshot()).mairie).toMatchObject({ equipped: 'not_equipped', equipped_source: 'mairie' });
    // The newer answer's link still works, and says how to book.
    const page = await decisionPage(second.withdraw);
    expect(page.status).toBe(200);
    expectSays(await page.text(), T.howLine('Au guichet, sans rendez-vous.'));
  });

  it('a failing build hook: the withdrawal is kept, its rebuild stays open and the page says so', async () => {
    const { withdraw } = await answered({ prend: 'oui' });
    hookStatus = 500;
    const done = await decide(withdraw);
    expect(done.status).toBe(200);
    expectSays(await done.text(), T.withdrawnTitle, T.rebuildPending);
    const after = await snapshot();
    expect(after.mairie).toEqual(BEFORE);
    expect(after.rebuilds.filter((r) => !r.done)).toHaveLength(1);
  });
});

describe('the stop link', () => {
  it('GET asks to confirm and changes nothing; POST blocks new links to that town hall for good', async () => {
    const { stop } = await mailedLinks();
    const before = await snapshot();
    const page = await answerPage(stop);
    expect(page.status).toBe(200);
    const body = await page.text();
    expectSays(body, T.stopTitle('Mairie de Muret'), T.stopEffect, T.stopButton);
    expect(body).toContain(`<input type="hidden" name="t" value="${escapeHtml(stop)}">`);
    expect(await snapshot()).toEqual(before);

    const done = await postAnswer(stop);
    expect(done.status).toBe(200);
    expectSays(await done.text(), T.stoppedTitle, T.stopped);
    expect((await snapshot()).blocks).toEqual([{ mairie_id: muret, forever: true }]);
    // A second click changes nothing more.
    expect((await postAnswer(stop)).status).toBe(200);
    // Years later, still nothing is sent.
    await bench.db.exec('truncate town_hall_links_sent');
    bench.use({ now: () => new Date(Date.now() + 3 * 365 * DAY_MS) });
    await expectSilentlyRefused(await requestLink(muret), await snapshot());
    // A withdrawal's block never shortens it.
    expect((await snapshot()).blocks).toEqual([{ mairie_id: muret, forever: true }]);
  });
});
