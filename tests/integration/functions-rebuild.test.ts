// POST /api/rebuild: HMAC signature, staleness and replay checks before calling the build hook.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandler as createRebuild } from '../../functions/rebuild.ts';
import { HTTP_MESSAGES } from '../../functions/_lib/http/messages.ts';
import { signWebhook } from '../../functions/_lib/rebuild/webhook.ts';
import { resetRows, SITE, startBench, type Bench, handler } from '../helpers/functions.ts';

const rebuild = handler(createRebuild);

const SECRET = 'editors-webhook-secret-0123456789';
let bench: Bench;
let hook: Server;
let hookStatus = 200;
const hookCalls: string[] = [];
let lastHookRequest: { authorization?: string; body: string } | undefined;
const NOW = new Date('2025-06-01T12:00:00Z');
const nowSeconds = () => String(Math.floor(NOW.getTime() / 1000));

beforeAll(async () => {
  hook = createServer((req, res) => {
    hookCalls.push(`${req.method} ${req.url}`);
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      lastHookRequest = { authorization: req.headers.authorization, body };
      res.writeHead(hookStatus).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const port = (hook.address() as AddressInfo).port;
  bench = await startBench({
    WEBHOOK_SECRET: SECRET,
    BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/abc`,
    BUILD_HOOK_TOKEN: 'github-token',
  });
});
afterAll(async () => {
  await bench?.close();
  hook?.close();
});
beforeEach(async () => {
  bench.use({ now: () => NOW });
  await resetRows(bench.db);
  hookCalls.length = 0;
  hookStatus = 200;
});

function signed(body: string, { timestamp = nowSeconds(), secret = SECRET, prefix = 'sha256=' } = {}): Request {
  return new Request(`${SITE}/api/rebuild`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': 'application/json',
      'X-Timestamp': timestamp,
      'X-Signature': prefix + signWebhook(secret, timestamp, body),
    },
  });
}

describe('POST /api/rebuild', () => {
  it('calls the build hook once for a valid signature (with or without the sha256= prefix)', async () => {
    const res = await rebuild(signed('{"reason":"article publié"}'));
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ ok: true, message: 'Reconstruction lancée.' });
    expect((await rebuild(signed('{"n":2}', { prefix: '' }))).status).toBe(202);
    expect(hookCalls).toEqual(['POST /build_hooks/abc', 'POST /build_hooks/abc']);
    // The shape GitHub's repository_dispatch needs (Netlify build hooks ignore it).
    expect(lastHookRequest?.authorization).toBe('Bearer github-token');
    expect(JSON.parse(lastHookRequest?.body ?? '')).toEqual({ event_type: 'rebuild' });
  });

  it('refuses unsigned, wrongly signed and tampered requests with 401', async () => {
    const unsigned = await rebuild(
      new Request(`${SITE}/api/rebuild`, {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(unsigned.status).toBe(401);
    expect((await unsigned.json()).message).toBe('Signature manquante.');
    const wrongKey = await rebuild(signed('{}', { secret: 'another-secret-0123456789abcdef' }));
    expect(wrongKey.status).toBe(401);
    expect((await wrongKey.json()).message).toBe('Signature invalide.');
    const good = signed('{"a":1}');
    const tampered = new Request(good.url, { method: 'POST', body: '{"a":2}', headers: good.headers });
    expect((await rebuild(tampered)).status).toBe(401);
    const badTimestamp = signed('{}', { timestamp: 'yesterday' });
    expect((await rebuild(badTimestamp)).status).toBe(401);
    expect(hookCalls).toEqual([]);
  });

  it('refuses a signature older (or newer) than 5 minutes', async () => {
    const old = String(Math.floor(NOW.getTime() / 1000) - 301);
    const res = await rebuild(signed('{}', { timestamp: old }));
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Signature expirée.');
    const future = String(Math.floor(NOW.getTime() / 1000) + 301);
    expect((await rebuild(signed('{}', { timestamp: future }))).status).toBe(401);
    const edge = String(Math.floor(NOW.getTime() / 1000) - 299);
    expect((await rebuild(signed('{}', { timestamp: edge }))).status).toBe(202);
  });

  it('refuses a replay of the same signed request with 409', async () => {
    expect((await rebuild(signed('{"id":7}'))).status).toBe(202);
    const replay = await rebuild(signed('{"id":7}'));
    expect(replay.status).toBe(409);
    expect((await replay.json()).message).toBe('Requête déjà reçue.');
    expect(hookCalls).toHaveLength(1);
  });

  it('a build hook failing (500, then unreachable) leaves the same signed request retryable until it works', async () => {
    const request = () => signed('{"id":8}');
    hookStatus = 500;
    const failed = await rebuild(request());
    expect(failed.status).toBe(502);
    expect((await failed.json()).message).toBe(HTTP_MESSAGES.buildHookFailed);
    bench.use({
      now: () => NOW,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect((await rebuild(request())).status).toBe(502);
    bench.use({ now: () => NOW });
    hookStatus = 200;
    expect((await rebuild(request())).status).toBe(202);
    expect(hookCalls).toEqual(['POST /build_hooks/abc', 'POST /build_hooks/abc']);
    // Once it worked, the same request is a replay again.
    expect((await rebuild(request())).status).toBe(409);
    expect(hookCalls).toHaveLength(2);
  });

  it('reports a failing build hook (502) and refuses other methods and content types', async () => {
    hookStatus = 500;
    const res = await rebuild(signed('{"x":1}'));
    expect(res.status).toBe(502);
    expect((await rebuild(new Request(`${SITE}/api/rebuild`))).status).toBe(405);
    const text = new Request(`${SITE}/api/rebuild`, {
      method: 'POST',
      body: 'x',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect((await rebuild(text)).status).toBe(415);
  });

  it('is disabled (503) without WEBHOOK_SECRET or BUILD_HOOK_URL', async () => {
    bench.use({ now: () => NOW, config: { ...bench.config, webhookSecret: undefined } });
    const res = await rebuild(signed('{}'));
    expect(res.status).toBe(503);
    expect((await res.json()).message).toBe("Le déclenchement de reconstruction n'est pas configuré.");
  });
});
