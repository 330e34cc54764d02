// scripts/serve.ts behind a reverse proxy: with TRUST_PROXY the client is the address the proxy appended to
// X-Forwarded-For (what the client wrote there is ignored); without it, the socket's address, for everyone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/server/server.ts';
import { BROWSER_UA, insertMairie, NO_LIMITS, resetRows, SITE, startBench, type Bench } from '../helpers/functions.ts';

let bench: Bench;
let server: RunningServer;
let dist: string;
let mairieId: number;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  bench = await startBench({ TRUST_PROXY: 'true' });
  mairieId = await insertMairie(bench.db);
  server = await startServer({ port: 0, distDir: dist, siteUrl: SITE, liveDeps: () => bench.deps });
});
afterAll(async () => {
  await server?.close();
  await bench?.close();
  await rm(dist, { recursive: true, force: true });
});
beforeEach(async () => resetRows(bench.db));

/** Limits of one contact message per client, with or without trusting the proxy. */
function useProxySetting(trustProxy: number) {
  bench.use({
    config: { ...bench.config, trustProxy },
    limits: { ...NO_LIMITS, contact: { max: 1, windowSeconds: 600 } },
  });
}

const contactFrom = (forwardedFor: string) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ name: 'Jeanne', email: 'jeanne@example.fr', message: 'Bonjour' }),
  }).then((res) => res.status);

const beaconFrom = (forwardedFor: string) =>
  fetch(`${server.url}/api/visit`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': BROWSER_UA, 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ mairie_id: mairieId }),
  }).then((res) => res.status);

async function visitCount(): Promise<number> {
  const { rows } = await bench.db.query<{ n: number }>('select count(*)::int as n from mairie_visits');
  return rows[0].n;
}

describe('TRUST_PROXY', () => {
  it('is read once from the environment', () => {
    expect(bench.config.trustProxy).toBe(1);
  });

  it('on: each visitor has their own limits and visits, by the address the proxy appended', async () => {
    useProxySetting(1);
    expect(await contactFrom('203.0.113.1')).toBe(200);
    expect(await contactFrom('203.0.113.2')).toBe(200);
    expect(await contactFrom('203.0.113.1')).toBe(429);
    // A client writing its own X-Forwarded-For cannot pass for someone else: the proxy appends the real one.
    expect(await contactFrom('198.51.100.77, 203.0.113.1')).toBe(429);
    expect([await beaconFrom('203.0.113.1'), await beaconFrom('203.0.113.2')]).toEqual([204, 204]);
    expect(await beaconFrom('198.51.100.77, 203.0.113.2')).toBe(204);
    expect(await visitCount()).toBe(2);
  });

  it('off (the default): the socket address counts, whatever X-Forwarded-For says', async () => {
    useProxySetting(0);
    expect(await contactFrom('203.0.113.1')).toBe(200);
    expect(await contactFrom('203.0.113.2')).toBe(429);
    expect([await beaconFrom('203.0.113.1'), await beaconFrom('203.0.113.2')]).toEqual([204, 204]);
    expect(await visitCount()).toBe(1);
  });
});
