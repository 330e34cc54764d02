// scripts/serve.ts over real HTTP: static files, directory indexes, caching, the 404 pages, the
// alternate-domain redirects and the functions under /api.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server/server.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { BROWSER_UA, insertMairie, NO_LIMITS, startBench, type Bench } from '../helpers/functions.ts';

let bench: Bench;
let server: RunningServer;
let dist: string;
let mairieId: number;
const SITE_URL = 'https://passeport.test';
const BIG_HTML = `<!doctype html><html lang="fr"><body>${'<p>Mairie</p>'.repeat(200)}</body></html>`;
// Each section's 404 page, as the build writes it to dist/<section>/404.html.
const SECTION_404: Record<string, string> = {
  mairie: MESSAGES.mairieNotFound,
  ville: MESSAGES.cityNotFound,
  informations: MESSAGES.articleNotFound,
};

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'mairie/mairie-de-test'), { recursive: true });
  await mkdir(join(dist, '_astro'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Accueil</title>');
  await writeFile(join(dist, 'mairie/mairie-de-test/index.html'), BIG_HTML);
  await mkdir(join(dist, 'departements'), { recursive: true });
  await writeFile(join(dist, 'departements/2A.html'), '<!doctype html><title>Corse-du-Sud</title>');
  await mkdir(join(dist, 'donnees'), { recursive: true });
  await writeFile(join(dist, 'donnees/mairies.geojson'), '{"type":"FeatureCollection","features":[]}\n');
  await writeFile(join(dist, 'donnees/catalogue.jsonld'), '{}\n');
  await writeFile(join(dist, 'donnees/mairies.csv'), 'id\r\n');
  // As the build writes pages (build.format 'file'): a town hall's page beside the folder of its booking page.
  await mkdir(join(dist, 'mairie/mairie-de-brou'), { recursive: true });
  await mkdir(join(dist, 'ville'), { recursive: true });
  await writeFile(join(dist, 'villes.html'), '<!doctype html><title>Villes</title>');
  await writeFile(join(dist, 'mairie/mairie-de-brou.html'), '<!doctype html><title>Mairie de Brou</title>');
  await writeFile(join(dist, 'mairie/mairie-de-brou/rdv.html'), '<!doctype html><title>Rendez-vous</title>');
  await writeFile(join(dist, 'ville/75011.html'), '<!doctype html><title>Paris 11e</title>');
  await writeFile(join(dist, '_astro/island.Ab12Cd.js'), 'export{};');
  await writeFile(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, '404.html'), '<!doctype html><title>Page non trouvée</title>');
  for (const [section, title] of Object.entries(SECTION_404)) {
    await mkdir(join(dist, section), { recursive: true });
    await writeFile(join(dist, section, '404.html'), `<!doctype html><title>${title}</title>`);
  }
  bench = await startBench();
  mairieId = await insertMairie(bench.db);
  server = await startServer({
    port: 0,
    distDir: dist,
    db: bench.db,
    siteUrl: SITE_URL,
    deps: { config: bench.config, drainAfterPost: false, limits: NO_LIMITS },
  });
});
afterAll(async () => {
  await server?.close();
  await bench?.close();
  await rm(dist, { recursive: true, force: true });
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw HTTP request, so Host and the path are sent exactly as given. */
function raw(
  path: string,
  { method = 'GET', headers = {} as Record<string, string>, body = '', port = server.port } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('static files', () => {
  it('serves pages with directory indexes, HTML revalidated, security headers', async () => {
    for (const path of ['/', '/mairie/mairie-de-test', '/mairie/mairie-de-test/']) {
      const res = await raw(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves a page with a slash at the end as without it, 200 as Netlify does; a missing one is still a 404', async () => {
    for (const [path, title] of [
      ['/villes/', 'Villes'],
      ['/mairie/mairie-de-brou/', 'Mairie de Brou'],
      ['/mairie/mairie-de-brou/rdv/', 'Rendez-vous'],
      ['/ville/75011/', 'Paris 11e'],
    ]) {
      const [bare, slashed] = [await raw(path.slice(0, -1)), await raw(path)];
      expect([bare.status, slashed.status], path).toEqual([200, 200]);
      expect(slashed.body.toString(), path).toContain(`<title>${title}</title>`);
      expect(slashed.body.equals(bare.body), path).toBe(true);
      expect(slashed.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    for (const path of ['/ville/99999/', '/mairie/nulle-part/', '/villes//']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
    }
  });

  it('serves hashed assets as immutable and other files for an hour, with their content types', async () => {
    const js = await raw('/_astro/island.Ab12Cd.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await raw('/favicon.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=3600');
    // The open directory's files with their IANA media types (issue 40).
    expect((await raw('/donnees/mairies.geojson')).headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect((await raw('/donnees/catalogue.jsonld')).headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect((await raw('/donnees/mairies.csv')).headers['content-type']).toBe('text/csv; charset=utf-8');
    // The former catalogue's address answers with the DCAT-AP one.
    const former = await raw('/donnees/data.json');
    expect(former.status).toBe(301);
    expect(former.headers.location).toBe('/donnees/catalogue.jsonld');
  });

  it('compresses when asked, answers 304 to a matching ETag, HEAD without a body', async () => {
    const gz = await raw('/mairie/mairie-de-test/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_HTML);
    const etag = String(gz.headers.etag);
    expect((await raw('/mairie/mairie-de-test/', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    const head = await raw('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('answers HEAD as GET without the body: ETag, 304, Vary; a 304 keeps the security headers', async () => {
    const get = await raw('/mairie/mairie-de-test/');
    const head = await raw('/mairie/mairie-de-test/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(BIG_HTML)));
    expect(head.headers.vary).toBe('Accept-Encoding');
    const etag = String(get.headers.etag);
    const notModified = await raw('/mairie/mairie-de-test/', { method: 'HEAD', headers: { 'If-None-Match': etag } });
    expect(notModified.status).toBe(304);
    const revalidated = await raw('/mairie/mairie-de-test/', { headers: { 'If-None-Match': etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(revalidated.headers['content-security-policy']).toContain("default-src 'self'");
    expect(revalidated.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends an ETag of the bytes: the same content keeps it across rewrites, other content changes it', async () => {
    const etagOf = async (path: string) => String((await raw(path)).headers.etag);
    await writeFile(join(dist, 'a.txt'), 'même contenu');
    await writeFile(join(dist, 'b.txt'), 'même contenu');
    const first = await etagOf('/a.txt');
    expect(first).toMatch(/^W\/"[\w-]{20,}"$/);
    expect(await etagOf('/b.txt')).toBe(first);
    // A new build rewrites the file (new mtime): same bytes, same ETag, still 304.
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(join(dist, 'a.txt'), 'même contenu');
    expect(await etagOf('/a.txt')).toBe(first);
    expect((await raw('/a.txt', { headers: { 'If-None-Match': `"x", ${first}` } })).status).toBe(304);
    expect((await raw('/a.txt', { headers: { 'If-None-Match': first.slice(2) } })).status).toBe(304);
    await writeFile(join(dist, 'a.txt'), 'autre contenu');
    expect(await etagOf('/a.txt')).not.toBe(first);
    expect((await raw('/a.txt', { headers: { 'If-None-Match': first } })).status).toBe(200);
  });

  it('answers /departements/1 to 9 with a 301 to the padded code, as the generated _redirects does', async () => {
    for (const [path, location] of [
      ['/departements/1', '/departements/01'],
      ['/departements/9/', '/departements/09'],
    ]) {
      const res = await raw(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.location, path).toBe(location);
    }
    expect((await raw('/departements/10')).status).toBe(404);
  });

  it('answers unknown paths and escapes with dist/404.html and status 404', async () => {
    for (const path of ['/nulle-part', '/../package.json', '/%2e%2e/%2e%2e/package.json', '/%E0%A4%A', '/mairies/x']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString()).toContain('Page non trouvée');
    }
    expect((await raw('/', { method: 'POST' })).status).toBe(405);
  });

  it("answers unknown paths of a section with that section's 404 page and status 404", async () => {
    for (const [section, title] of Object.entries(SECTION_404)) {
      for (const path of [`/${section}/x`, `/${section}/x/rdv`]) {
        const res = await raw(path);
        expect(res.status, path).toBe(404);
        expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(res.body.toString(), path).toContain(title);
      }
    }
    const escape = await raw('/mairie/%00');
    expect(escape.status).toBe(404);
    expect(escape.body.toString()).toContain(MESSAGES.mairieNotFound);
    expect((await raw('/mairie/mairie-de-test')).status).toBe(200);
  });
});

describe("Corsica's department codes", () => {
  it('sends /departements/2a to the page of 2A, which is served as it is; 20 names no page', async () => {
    const lower = await raw('/departements/2a');
    expect([lower.status, lower.headers.location]).toEqual([301, '/departements/2A']);
    const page = await raw('/departements/2A');
    expect([page.status, page.body.toString()]).toEqual([200, '<!doctype html><title>Corse-du-Sud</title>']);
    expect((await raw('/departements/20')).status).toBe(404);
  });
});

describe('alternate domains', () => {
  it('redirects every path of a listed host to its page on the main site (301)', async () => {
    const res = await raw('/nimporte/quoi?x=1', { headers: { Host: 'mairie-paris-passeport.fr' } });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${SITE_URL}/ville/75001`);
    const dep = await raw('/', { headers: { Host: 'www.passeport-mairies-nord.fr:443' } });
    expect(dep.headers.location).toBe(`${SITE_URL}/departements/59`);
  });
});

describe('functions over HTTP', () => {
  it('posts a form as JSON and as a plain form, and counts a beacon with the socket IP', async () => {
    const json = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ name: 'Jeanne', email: 'jeanne@example.fr', message: 'Bonjour' }),
    });
    expect(json.status).toBe(200);
    expect((await json.json()).ok).toBe(true);
    const form = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', Origin: SITE_URL },
      body: new URLSearchParams({ name: 'Léa', email: 'lea@example.fr', message: 'Salut' }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/message-envoye/contact');
    const beacon = await fetch(`${server.url}/api/visit`, {
      method: 'POST',
      headers: {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': BROWSER_UA,
        'X-Nf-Client-Connection-Ip': '9.9.9.9',
      },
      body: JSON.stringify({ mairie_id: mairieId }),
    });
    expect(beacon.status).toBe(204);
    const { rows } = await bench.db.query<{ n: number }>('select count(*)::int as n from form_submissions');
    expect(rows[0].n).toBe(2);
    const visits = await bench.db.query<{ n: number }>('select count(*)::int as n from mairie_visits');
    expect(visits.rows[0].n).toBe(1);
  });

  it('keeps the function answers: 403 for a foreign origin, 413 for a huge body, GET reviews', async () => {
    const foreign = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const huge = await fetch(`${server.url}/api/visit`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x'.repeat(5000),
    });
    expect(huge.status).toBe(413);
    const reviews = await fetch(`${server.url}/api/reviews?mairie_id=${mairieId}`);
    expect(reviews.status).toBe(200);
    expect(reviews.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await reviews.json()).toEqual({ reviews: [] });
  });
});

/** Bytes written as they are on a new connection (a request line or headers Node's parser refuses). */
function rawSocket(text: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: rest.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

/** The answer shape of every refusal under /api/, the server's own as the functions'. */
const FRENCH_JSON = (code: string, message: string) => ({ ok: false, code, message });

describe('refusals of the server itself', () => {
  it('answers 405 in French JSON with Allow to methods it does not serve, never 500', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const api = await raw('/api/contact', { method });
      expect(api.status, method).toBe(405);
      expect(api.headers.allow).toBe('GET, HEAD, POST');
      expect(api.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(api.body.toString())).toEqual(FRENCH_JSON('method_not_allowed', 'Méthode non autorisée.'));
      const page = await raw('/', { method });
      expect(page.status).toBe(405);
      expect(page.headers.allow).toBe('GET, HEAD');
    }
    const put = await raw('/api/contact', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST');
    expect(JSON.parse(put.body.toString())).toEqual(FRENCH_JSON('method_not_allowed', 'Méthode non autorisée.'));
    const connectMethod = await rawSocket('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
    expect(connectMethod.status).toBe(405);
    expect(JSON.parse(connectMethod.body)).toEqual(FRENCH_JSON('method_not_allowed', 'Méthode non autorisée.'));
  });

  it('answers 400 in French JSON to a malformed or missing Host and to a target that is not a path', async () => {
    for (const host of ['evil.example/x', 'a@b', 'a b', 'x:1:2', '[zz]']) {
      const res = await rawSocket(
        `GET /api/reviews?mairie_id=${mairieId} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status, host).toBe(400);
      expect(JSON.parse(res.body), host).toEqual(FRENCH_JSON('bad_request', 'Requête invalide.'));
    }
    const noHost = await rawSocket(`GET /api/reviews?mairie_id=${mairieId} HTTP/1.1\r\nConnection: close\r\n\r\n`);
    expect(noHost.status).toBe(400);
    expect(JSON.parse(noHost.body)).toEqual(FRENCH_JSON('bad_request', 'Requête invalide.'));
    const absolute = await rawSocket(
      'GET http://evil.example/api/reviews HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
    );
    expect(absolute.status).toBe(400);
    expect(JSON.parse(absolute.body)).toEqual(FRENCH_JSON('bad_request', 'Requête invalide.'));
  });

  it('answers a path with a backslash with a French 400, and serves an HTTP/1.0 request without Host', async () => {
    const backslash = await rawSocket('GET /api/contact\\x HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(backslash.status).toBe(400);
    expect(JSON.parse(backslash.body)).toEqual(FRENCH_JSON('bad_request', 'Requête invalide.'));
    const page = await rawSocket('GET /mairie/mairie-de-test HTTP/1.0\r\n\r\n');
    expect(page.status).toBe(200);
    expect(page.body).toBe(BIG_HTML);
    // Without a Host, the function's URL is the site's: its origin is the one allowed.
    const contact = JSON.stringify({ name: 'Noé', email: 'noe@example.fr', message: 'Bonjour' });
    const post = await rawSocket(
      `POST /api/contact HTTP/1.0\r\nOrigin: ${SITE_URL}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(contact)}\r\n\r\n${contact}`,
    );
    expect(post.status).toBe(200);
    expect(JSON.parse(post.body)).toMatchObject({ ok: true });
  });

  it("answers Node's own client errors (bad request line, headers too large) in French JSON", async () => {
    for (const text of [
      'GARBAGE\r\n\r\n',
      'GET / HTTP/9.9\r\n\r\n',
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const res = await rawSocket(text);
      expect(res.status, text.slice(0, 20)).toBe(400);
      expect(res.headers).toContain('content-type: application/json; charset=utf-8');
      expect(res.headers).toContain('x-content-type-options: nosniff');
      expect(JSON.parse(res.body)).toEqual(FRENCH_JSON('bad_request', 'Requête invalide.'));
    }
  });

  it('answers 413 in French JSON to a body over the platform cap, and 404 JSON to an unknown /api path', async () => {
    const huge = await raw('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body.toString())).toEqual(FRENCH_JSON('too_large', 'Votre message est trop long.'));
    const unknown = await raw('/api/nothing-here', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toEqual(FRENCH_JSON('not_found', 'Adresse inconnue.'));
  });

  it('sends nosniff with every answer: pages, files, 404s, redirects, functions, refusals', async () => {
    const answers = [
      await raw('/'),
      await raw('/favicon.svg'),
      await raw('/nulle-part'),
      await raw('/', { headers: { Host: 'mairie-paris-passeport.fr' } }),
      await raw(`/api/reviews?mairie_id=${mairieId}`),
      await raw('/api/reviews?mairie_id=x'),
      await raw('/api/visit', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: `{"mairie_id":${mairieId}}`,
      }),
      await raw('/', { method: 'POST' }),
      await raw('/api/contact', { method: 'TRACE' }),
    ];
    for (const res of answers) expect(res.headers['x-content-type-options'], String(res.status)).toBe('nosniff');
  });
});

describe('the Origin check for every request target', () => {
  const CONTACT = JSON.stringify({ name: 'Eve', email: 'eve@example.fr', message: 'Bonjour' });
  const post = (path: string, headers: Record<string, string>) =>
    raw(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: CONTACT });
  const stored = async () =>
    (await bench.db.query<{ n: number }>('select count(*)::int as n from form_submissions')).rows[0].n;

  it('a target starting with // or encoding its slashes names a path, never the origin to compare with', async () => {
    const before = await stored();
    for (const path of [
      '//evil.example/api/contact',
      '///evil.example/api/contact',
      '/%2F%2Fevil.example/api/contact',
      '/api%2Fcontact',
      '/\\\\evil.example/api/contact',
    ]) {
      const res = await post(path, { Origin: 'http://evil.example' });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    // The same foreign Origin on the real path: refused by the guard.
    const direct = await post('/api/contact', { Origin: 'http://evil.example' });
    expect(direct.status).toBe(403);
    expect(JSON.parse(direct.body.toString())).toEqual(
      FRENCH_JSON('forbidden_origin', 'Requête refusée : origine non autorisée.'),
    );
    expect(await stored()).toBe(before);
  });

  it('an absolute-form target is refused, whatever its authority', async () => {
    const before = await stored();
    const res = await rawSocket(
      `POST http://evil.example/api/contact HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: http://evil.example\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(CONTACT)}\r\nConnection: close\r\n\r\n${CONTACT}`,
    );
    expect(res.status).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('accepts the configured site origin and the origin of the Host the request arrived on, only', async () => {
    const before = await stored();
    expect((await post('/api/contact', { Origin: SITE_URL })).status).toBe(200);
    expect((await post('/api/contact', { Origin: `http://127.0.0.1:${server.port}` })).status).toBe(200);
    expect((await post('/api/contact', { Origin: `http://localhost:${server.port}` })).status).toBe(403);
    expect(
      (await post('/api/contact', { Origin: `http://127.0.0.1:${server.port}`, Host: 'passeport.test' })).status,
    ).toBe(403);
    expect(await stored()).toBe(before + 2);
  });
});

describe('the Host names served (DNS rebinding)', () => {
  const REFUSED = FRENCH_JSON('host_not_allowed', "Requête refusée : ce nom de site n'est pas servi ici.");
  const post = (path: string, headers: Record<string, string>) =>
    raw(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ name: 'Eve', email: 'eve@example.fr', message: 'Bonjour' }),
    });
  const stored = async () =>
    (await bench.db.query<{ n: number }>('select count(*)::int as n from form_submissions')).rows[0].n;

  it('refuses with a French 421 a page whose own name resolves here, for pages and functions alike', async () => {
    const before = await stored();
    for (const host of [
      'evil.example',
      `evil.example:${server.port}`,
      'example.org',
      `127.0.0.1.nip.io:${server.port}`,
    ]) {
      const page = await raw('/mairie/mairie-de-test/', { headers: { Host: host } });
      expect(page.status, host).toBe(421);
      expect(page.body.toString(), host).toBe(REFUSED.message);
      expect(page.body.toString()).not.toContain('Mairie');
      const api = await raw(`/api/reviews?mairie_id=${mairieId}`, { headers: { Host: host } });
      expect([api.status, JSON.parse(api.body.toString())], host).toEqual([421, REFUSED]);
      const posted = await post('/api/contact', { Origin: `http://${host}`, Host: host });
      expect(posted.status, host).toBe(421);
    }
    expect(await stored()).toBe(before);
  });

  it("serves the listen address, loopback names on its port, and the site's host; not another port", async () => {
    const served = [
      `127.0.0.1:${server.port}`,
      `localhost:${server.port}`,
      `LocalHost.:${server.port}`,
      `[::1]:${server.port}`,
      'passeport.test',
      'passeport.test:443',
    ];
    for (const host of served) expect((await raw('/', { headers: { Host: host } })).status, host).toBe(200);
    for (const host of [`localhost:${server.port + 1}`, '127.0.0.1', 'passeport.test:8443', 'www.passeport.test'])
      expect((await raw('/', { headers: { Host: host } })).status, host).toBe(421);
  });

  it('serves the names of ALLOWED_HOSTS too: any port for a bare name, only its port otherwise', async () => {
    const other = await startServer({
      port: 0,
      distDir: dist,
      db: bench.db,
      siteUrl: 'http://localhost:4321',
      allowedHosts: ['intranet.example', 'mairies.example:8443'],
    });
    try {
      const status = async (host: string) => (await raw('/', { port: other.port, headers: { Host: host } })).status;
      expect(await status('intranet.example')).toBe(200);
      expect(await status('intranet.example:8080')).toBe(200);
      expect(await status('mairies.example:8443')).toBe(200);
      expect(await status('mairies.example')).toBe(421);
      expect(await status('passeport.test')).toBe(421);
      expect(await status(`127.0.0.1:${other.port}`)).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('npm run serve', () => {
  const SERVE = new URL('../../scripts/serve.ts', import.meta.url).pathname;
  /** The command with `env` over an environment without a database URL (PGlite in a scratch folder). */
  function run(env: Record<string, string>, pgliteDir: string) {
    const { DATABASE_URL: _unused, ...rest } = process.env;
    const child = spawn(process.execPath, [SERVE], { env: { ...rest, PGLITE_DIR: pgliteDir, ...env } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    return { child, output: () => out };
  }
  async function freePort(): Promise<number> {
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    await new Promise((r) => probe.close(r));
    return port;
  }

  // Migrating a fresh PGlite in the child takes seconds, and tens of them on a loaded machine.
  it('listens on the configured PORT and HOST', { timeout: 150_000 }, async () => {
    const pglite = await mkdtemp(join(tmpdir(), 'serve-cli-'));
    const port = await freePort();
    const { child, output } = run(
      { PORT: String(port), HOST: '127.0.0.1', ALLOWED_HOSTS: ' Intranet.example , mairies.example:8443' },
      pglite,
    );
    try {
      await expect.poll(output, { timeout: 120_000, interval: 200 }).toContain(`on http://127.0.0.1:${port}`);
      const res = await fetch(`http://127.0.0.1:${port}/api/nothing-here`);
      expect([res.status, await res.json()]).toEqual([404, FRENCH_JSON('not_found', 'Adresse inconnue.')]);
      const statusFor = async (host: string) =>
        (await raw('/api/nothing-here', { port, headers: { Host: host } })).status;
      expect(await statusFor('intranet.example')).toBe(404);
      expect(await statusFor('mairies.example:8443')).toBe(404);
      expect(await statusFor('mairies.example')).toBe(421);
      expect(await statusFor(`evil.example:${port}`)).toBe(421);
    } finally {
      // A child that already stopped (it failed to start) sends no second 'exit'.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
      await rm(pglite, { recursive: true, force: true });
    }
  });

  it('stops before listening with NODE_ENV=production and no SITE_ENV, naming SITE_ENV', async () => {
    const pglite = await mkdtemp(join(tmpdir(), 'serve-cli-'));
    try {
      const { child, output } = run({ NODE_ENV: 'production', SITE_ENV: '', PORT: String(await freePort()) }, pglite);
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).not.toBe(0);
      expect(output()).toMatch(/SITE_ENV: not set while NODE_ENV=production/);
      expect(output()).not.toMatch(/ on http:/);
    } finally {
      await rm(pglite, { recursive: true, force: true });
    }
  });

  it('stops before listening on a bad PORT or HOST, naming the variable', async () => {
    const pglite = await mkdtemp(join(tmpdir(), 'serve-cli-'));
    try {
      const { child, output } = run({ PORT: '70000', HOST: 'a host' }, pglite);
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).not.toBe(0);
      expect(output()).toMatch(/PORT: expected a TCP port/);
      expect(output()).toMatch(/HOST: expected a host name/);
    } finally {
      await rm(pglite, { recursive: true, force: true });
    }
  });
});
