// The local server's pieces on their own (scripts/server/): refusals, the door, the maintenance timer and the function
// router; tests/integration/functions-server.test.ts drives them together over real HTTP.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeps } from '../../functions/_lib/core/deps.ts';
import { readSettings } from '../../src/settings/index.ts';
import { securityHeaders } from '../../src/domain/security-headers.ts';
import { arrivedHost, keepsItsName, refusedAtTheDoor } from '../../scripts/server/door.ts';
import { loadRoutes } from '../../scripts/server/function-router.ts';
import { startMaintenanceTimer } from '../../scripts/server/maintenance-timer.ts';
import { isApiTarget, rawResponse, REFUSALS, refuser } from '../../scripts/server/refusals.ts';

const SITE = 'https://passeport.test';
const refuse = refuser({ iframe: 'https://rdv.example.org' });

describe('refusals', () => {
  it('are French JSON under /api/ and French text with the page headers elsewhere', async () => {
    expect(isApiTarget('/api/contact')).toBe(true);
    expect(isApiTarget('/api')).toBe(true);
    expect(isApiTarget(null)).toBe(true);
    expect(isApiTarget('/apix')).toBe(false);
    const api = refuse.response(REFUSALS.notFound, true);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ ok: false, code: 'not_found', message: REFUSALS.notFound.message });
    const page = refuse.parts(REFUSALS.hostNotAllowed, false, { Allow: 'GET' });
    expect(page.body).toBe(REFUSALS.hostNotAllowed.message);
    expect(page.headers['Content-Security-Policy']).toBe(
      securityHeaders({ iframe: 'https://rdv.example.org' })['Content-Security-Policy'],
    );
    expect(page.headers.Allow).toBe('GET');
    expect(page.headers['Content-Length']).toBe(String(Buffer.byteLength(page.body)));
  });

  it('write a whole HTTP/1.1 answer for a socket that closes', () => {
    const raw = rawResponse(REFUSALS.timeout);
    expect(raw).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(raw).toContain('Connection: close\r\n');
    expect(JSON.parse(raw.split('\r\n\r\n')[1])).toMatchObject({ ok: false, code: 'request_timeout' });
  });
});

/** A request as Node hands it over, and a response that records what was written. */
function exchange(url: string | undefined, host: string | undefined, httpVersion = '1.1') {
  const req = { url, headers: host === undefined ? {} : { host }, httpVersion } as unknown as IncomingMessage;
  const written: { status?: number; body?: string } = {};
  const res = {
    writeHead(status: number) {
      written.status = status;
      return this;
    },
    end(body: string) {
      written.body = body;
    },
  } as unknown as ServerResponse;
  return { req, res, written };
}

describe('the door', () => {
  it('refuses targets that are not paths, backslashes and bad Hosts, in French', () => {
    for (const [url, host] of [
      ['http://evil.fr/x', 'passeport.test'],
      ['*', 'passeport.test'],
      ['/a\\b', 'passeport.test'],
      ['/api/contact', 'bad host'],
      ['/', '0x7f.1'],
      ['/', undefined],
    ] as const) {
      const { req, res, written } = exchange(url, host);
      expect(refusedAtTheDoor(req, res, SITE, refuse)).toBe(true);
      expect(written.status).toBe(400);
    }
  });

  it('lower-cases a good Host and gives an HTTP/1.0 request without one the site’s', () => {
    const good = exchange('/x', 'Passeport.TEST:8080');
    expect(refusedAtTheDoor(good.req, good.res, SITE, refuse)).toBe(false);
    expect(good.req.headers.host).toBe('passeport.test:8080');
    expect(arrivedHost(good.req)).toBe('passeport.test:8080');
    const old = exchange('/x', undefined, '1.0');
    expect(refusedAtTheDoor(old.req, old.res, SITE, refuse)).toBe(false);
    expect(old.req.headers.host).toBe('passeport.test');
    expect(arrivedHost(old.req)).toBeUndefined();
    expect(keepsItsName('localhost:4321')).toBe(true);
    expect(keepsItsName('0x7f.1')).toBe(false);
  });
});

describe('the maintenance timer', () => {
  afterEach(() => vi.useRealTimers());

  it('runs on its interval, never two runs at once, and stops', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => {};
    const stop = startMaintenanceTimer(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          finish = resolve;
        }),
      1000,
    );
    await vi.advanceTimersByTimeAsync(3500);
    expect(runs).toBe(1); // the first run has not finished
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
    expect(startMaintenanceTimer(async () => runs++, 0)).toBeTypeOf('function');
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});

describe('the function router', () => {
  it('builds every function that declares a path from the dependencies it is given', async () => {
    const config = readSettings({ PUBLIC_SITE_URL: SITE, VISIT_SALT: 'test-visit-salt-0123456789' }, 'server').server;
    const routes = await loadRoutes(createDeps({ config }));
    expect([...routes.keys()]).toEqual(
      expect.arrayContaining(['/api/contact', '/api/visit', '/api/reviews', '/api/rebuild']),
    );
    expect(routes.size).toBeGreaterThanOrEqual(10);
    // Built with this config: a cross-site post is refused against its site URL, before any database is opened.
    const answer = await routes.get('/api/contact')!(
      new Request(`${SITE}/api/contact`, {
        method: 'POST',
        headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
        body: '{}',
      }),
    );
    expect(answer.status).toBe(403);
  });
});
