// scripts/serve.ts over real HTTP: static files, directory indexes, caching, the 404 pages, the
// alternate-domain redirects and the functions under /api.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/serve.ts';
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
function raw(path: string, { method = 'GET', headers = {} as Record<string, string>, body = '' } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, method, headers }, (res) => {
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

  it('serves hashed assets as immutable and other files for an hour, with their content types', async () => {
    const js = await raw('/_astro/island.Ab12Cd.js');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = await raw('/favicon.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=3600');
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

describe('alternate domains', () => {
  it('redirects every path of a listed host to its page on the main site (301)', async () => {
    const res = await raw('/nimporte/quoi?x=1', { headers: { Host: 'mairie-paris-passeport.fr' } });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${SITE_URL}/ville/75001`);
    const dep = await raw('/', { headers: { Host: 'www.passeport-mairies-nord.fr:443' } });
    expect(dep.headers.location).toBe(`${SITE_URL}/departements/59`);
    expect((await raw('/', { headers: { Host: 'example.org' } })).status).toBe(200);
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
    expect(form.headers.get('location')).toBe('/message-envoye/?form=contact');
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
