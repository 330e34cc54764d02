// Bench of the functions through the local server (scripts/server/) on a fresh Postgres database: visit beacons per
// second and their p99 latency (targets ≥ 1,500/s, p99 ≤ 20 ms), and the p99 of a form post (target ≤ 50 ms).
// The load comes from a second process (this file run with --load), over keep-alive HTTP on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery as admin, openPg, withDatabase } from '../../src/data/db.ts';
import { readSettings, settings } from '../../src/settings/index.ts';
import { migrate } from '../../src/data/migrate.ts';
import { countOutbox } from '../../src/data/queries/email-outbox.ts';
import { countFormSubmissions } from '../../src/data/queries/form-submissions.ts';
import { BLANK_MAIRIE_WRITE, listMairies, upsertMairies, type MairieWrite } from '../../src/data/queries/mairies.ts';
import { countVisits } from '../../src/data/queries/visits.ts';

/**
 * Closed phases keep `concurrency` requests in flight (bounded by count and time) to find the throughput;
 * open phases send at a fixed rate whatever the answers, so latencies are those seen at that traffic.
 */
const PHASES = {
  warmup: { kind: 'closed', requests: 1_000, seconds: 10, concurrency: 16 },
  beaconThroughput: { kind: 'closed', requests: 30_000, seconds: 15, concurrency: 32 },
  beaconLatency: { kind: 'open', rate: 1_500, seconds: 10 },
  formLatency: { kind: 'open', rate: 100, seconds: 10 },
} as const;
const TARGETS = { beaconsPerSecond: 1_500, beaconP99Ms: 20, formP99Ms: 50 };
const MAIRIES = 5;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

type PhaseName = keyof typeof PHASES;
type PhaseResult = {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  statuses: Record<number, number>;
};

export async function run(): Promise<void> {
  const adminUrl = settings().tools.scratchServerUrl;
  const name = `bench_functions_${process.pid}`;
  await admin(adminUrl, `drop database if exists ${name}`);
  await admin(adminUrl, `create database ${name}`);
  const db = openPg(withDatabase(adminUrl, name), 20);
  const dist = await mkdtemp(join(tmpdir(), 'bench-dist-'));
  const outbox = await mkdtemp(join(tmpdir(), 'bench-outbox-'));
  // Imported here so the configuration sees the bench's environment.
  process.env.OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  const { startServer } = await import('../server/server.ts');
  const { RATE_LIMITS } = await import('../../src/domain/rate-limits.ts');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await migrate(db);
    await upsertMairies(
      db,
      Array.from({ length: MAIRIES }, (_, i) => benchMairie(i + 1)),
      true,
    );
    await writeFile(join(dist, 'index.html'), '<!doctype html><title>Bench</title>');
    // Each beacon passes for another network through X-Forwarded-For (one trusted proxy), as visits count once
    // per network; the limits are lifted so the bench measures the work, not the 429s.
    const config = readSettings(
      {
        ...process.env,
        VISIT_SALT: 'bench-visit-salt-0123456789',
        OUTBOX_DIR: outbox,
        TRUST_PROXY: '1',
      },
      'server',
    ).server;
    const limits = Object.fromEntries(
      Object.keys(RATE_LIMITS).map((k) => [k, { max: 1e9, windowSeconds: 600 }]),
    ) as typeof RATE_LIMITS;
    server = await startServer({ port: 0, distDir: dist, db, deps: { config, limits, drainAfterPost: true } });
    const results = await loadFromChildProcess(
      server.url,
      (await listMairies(db)).map((m) => m.id),
    );
    await server.close(); // also waits for the background sender
    server = undefined;
    const outboxCounts = await countOutbox(db);
    print(results, {
      visits: await countVisits(db),
      forms: await countFormSubmissions(db),
      outbox: outboxCounts.queued,
      sent: outboxCounts.sent,
    });
  } finally {
    await server?.close();
    await db.close();
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
    await rm(dist, { recursive: true, force: true });
    await rm(outbox, { recursive: true, force: true });
  }
}

/** The bench's `i`th town hall: in Paris, with an e-mail address, nothing else known. */
function benchMairie(i: number): MairieWrite & { slug: string } {
  return {
    ...BLANK_MAIRIE_WRITE,
    source_id: `bench-${i}`,
    slug: `mairie-bench-${i}`,
    nom: `Mairie Bench ${i}`,
    ville: 'Benchville',
    code_postal: '75001',
    mail: `mairie${i}@bench.localhost`,
    latitude: 48.85,
    longitude: 2.35,
  };
}

function loadFromChildProcess(baseUrl: string, mairieIds: number[]): Promise<Record<PhaseName, PhaseResult>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--load', JSON.stringify({ baseUrl, mairieIds })],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

function print(
  results: Record<PhaseName, PhaseResult>,
  counts: { visits: number; forms: number; outbox: number; sent: number },
) {
  const { beaconThroughput, beaconLatency, formLatency } = results;
  const line = (label: string, r: PhaseResult) =>
    `${label.padEnd(34)} ${String(r.requests).padStart(6)} req in ${r.seconds.toFixed(1)} s = ${Math.round(r.perSecond).toString().padStart(5)}/s  ` +
    `p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(1)} ms  errors ${r.errors}  ${JSON.stringify(r.statuses)}`;
  console.log(line(`beacons, ${PHASES.beaconThroughput.concurrency} in flight`, beaconThroughput));
  console.log(line(`beacons at ${PHASES.beaconLatency.rate}/s`, beaconLatency));
  console.log(line(`form posts (contact) at ${PHASES.formLatency.rate}/s`, formLatency));
  const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `targets: beacons ≥ ${TARGETS.beaconsPerSecond}/s ${verdict(beaconThroughput.perSecond >= TARGETS.beaconsPerSecond)}, ` +
      `beacon p99 ≤ ${TARGETS.beaconP99Ms} ms ${verdict(beaconLatency.p99 <= TARGETS.beaconP99Ms)}, ` +
      `form p99 ≤ ${TARGETS.formP99Ms} ms ${verdict(formLatency.p99 <= TARGETS.formP99Ms)}`,
  );
  console.log(
    `rows: ${counts.visits} visits, ${counts.forms} form submissions, ${counts.outbox} e-mails queued, ${counts.sent} sent (.eml)`,
  );
}

// ---- load generator (second process) ----

async function generate(baseUrl: string, mairieIds: number[]): Promise<Record<PhaseName, PhaseResult>> {
  const target = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let visitor = 0;
  const beacon = () => {
    visitor++;
    const body = JSON.stringify({ mairie_id: mairieIds[visitor % mairieIds.length] });
    // A new visitor each time (another network), so most beacons insert a row; headers as Chromium's sendBeacon.
    return send(agent, target, '/api/visit', body, {
      'Content-Type': 'text/plain;charset=UTF-8',
      'User-Agent': UA,
      'Accept-Language': 'fr-FR,fr;q=0.9',
      'Sec-Fetch-Mode': 'no-cors',
      'Sec-Fetch-Dest': 'empty',
      'X-Forwarded-For': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
    });
  };
  const form = () => {
    visitor++;
    const body = JSON.stringify({
      name: `Visiteur ${visitor}`,
      email: `v${visitor}@bench.localhost`,
      message: 'Bonjour, une question sur mon passeport.',
    });
    return send(agent, target, '/api/contact', body, {
      'Content-Type': 'application/json',
      'User-Agent': UA,
      Origin: target.origin,
    });
  };
  const warmup = await closedPhase(PHASES.warmup, beacon);
  const beaconThroughput = await closedPhase(PHASES.beaconThroughput, beacon);
  const beaconLatency = await openPhase(PHASES.beaconLatency, beacon);
  const formLatency = await openPhase(PHASES.formLatency, form);
  agent.destroy();
  return { warmup, beaconThroughput, beaconLatency, formLatency };
}

function send(agent: Agent, target: URL, path: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path,
        method: 'POST',
        agent,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Latencies and statuses of one phase. */
class Recorder {
  latencies: number[] = [];
  statuses: Record<number, number> = {};
  errors = 0;
  readonly t0 = performance.now();
  async time(one: () => Promise<number>, from = performance.now()): Promise<void> {
    try {
      const status = await one();
      this.statuses[status] = (this.statuses[status] ?? 0) + 1;
      if (status >= 400) this.errors++;
    } catch {
      this.errors++;
    }
    this.latencies.push(performance.now() - from);
  }
  result(): PhaseResult {
    const seconds = (performance.now() - this.t0) / 1000;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    const { errors, statuses } = this;
    return {
      requests: sorted.length,
      seconds,
      perSecond: sorted.length / seconds,
      p50: at(0.5),
      p99: at(0.99),
      max: at(1),
      errors,
      statuses,
    };
  }
}

async function closedPhase(
  bounds: { requests: number; seconds: number; concurrency: number },
  one: () => Promise<number>,
): Promise<PhaseResult> {
  const recorder = new Recorder();
  const deadline = recorder.t0 + bounds.seconds * 1000;
  let started = 0;
  const worker = async () => {
    while (started < bounds.requests && performance.now() < deadline) {
      started++;
      await recorder.time(one);
    }
  };
  await Promise.all(Array.from({ length: bounds.concurrency }, worker));
  return recorder.result();
}

// Latency counts from when a request was due, so a stalled server cannot hide its backlog.
async function openPhase(bounds: { rate: number; seconds: number }, one: () => Promise<number>): Promise<PhaseResult> {
  const recorder = new Recorder();
  const pending: Promise<void>[] = [];
  const interval = 1000 / bounds.rate;
  for (let i = 0; i < bounds.rate * bounds.seconds; i++) {
    const due = recorder.t0 + i * interval;
    const ahead = due - performance.now();
    if (ahead >= 1) await new Promise((resolve) => setTimeout(resolve, ahead));
    pending.push(recorder.time(one, due));
  }
  await Promise.all(pending);
  return recorder.result();
}

if (process.argv[2] === '--load') {
  const { baseUrl, mairieIds } = JSON.parse(process.argv[3]) as { baseUrl: string; mairieIds: number[] };
  process.stdout.write(JSON.stringify(await generate(baseUrl, mairieIds)));
}
