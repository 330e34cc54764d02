// Test bench of the functions: a fresh database, the real SMTP server on loopback, the functions built from the
// bench's dependencies (handler()),
// requests built like a browser would send them.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Config } from '../../functions/_lib/core/config.ts';
import { readSettings } from '../../src/settings/index.ts';
import { createDeps, followDeps, type Deps, type DepsOverrides } from '../../functions/_lib/core/deps.ts';
import { OUTBOX_POLICY } from '../../functions/_lib/outbox/outbox.ts';
import { drainOutbox, type DrainReport } from '../../functions/_lib/outbox/sender.ts';
import { RATE_LIMITS, type LimitKind, type RateLimitRule } from '../../src/domain/rate-limits.ts';
import { smtpTransport } from '../../functions/_lib/outbox/transport.ts';
import { createTestDb, type TestDb } from './db.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

export const SITE = 'https://passeport.test';
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Rate limits high enough that only the rate-limit tests meet them. */
export const NO_LIMITS = Object.fromEntries(
  Object.keys(RATE_LIMITS).map((kind) => [kind, { max: 1_000_000, windowSeconds: 600 }]),
) as Record<LimitKind, RateLimitRule>;

export interface Bench {
  db: TestDb;
  smtp: TestSmtp;
  config: Config;
  /** Sends what the outbox holds to the test SMTP server, as the sender would. */
  drain(): Promise<DrainReport>;
  /** The dependencies the functions are built with now. */
  readonly deps: Deps;
  /** Swaps deps again (keeps db and config unless given). */
  use(overrides?: DepsOverrides): void;
  close(): Promise<void>;
}

/** The dependencies of this file's bench (startBench sets them, use() replaces them). */
let benchDeps: Deps | undefined;
const currentDeps = () => {
  if (!benchDeps) throw new Error('Start a bench (benchForFile, startBench) before calling a function.');
  return benchDeps;
};

/**
 * A function of functions/ as the tests call it: built by its `createHandler` on its first call, from dependencies
 * that follow the bench's (use() swaps them; the function keeps its own state, as it would in one process).
 */
export function handler<A extends unknown[], R>(create: (deps: Deps) => (...args: A) => R): (...args: A) => R {
  let built: ((...args: A) => R) | undefined;
  return (...args) => (built ??= create(followDeps(currentDeps)))(...args);
}

export async function startBench(env: Record<string, string> = {}): Promise<Bench> {
  const [db, smtp] = await Promise.all([createTestDb(), startSmtp()]);
  const config = readSettings(
    {
      PUBLIC_SITE_URL: SITE,
      VISIT_SALT: 'test-visit-salt-0123456789',
      SMTP_URL: smtp.url,
      ...env,
    },
    'server',
  ).server;
  const transport = smtpTransport(smtp.url, config.mailFrom);
  const use = (overrides: DepsOverrides = {}) => {
    benchDeps = createDeps({ db, config, mailer: transport, drainAfterPost: false, limits: NO_LIMITS, ...overrides });
  };
  use();
  return {
    db,
    smtp,
    config,
    get deps() {
      return benchDeps!;
    },
    drain: () => drainOutbox(db, transport, { ...OUTBOX_POLICY, backoffBaseSeconds: 0 }),
    use,
    async close() {
      transport.close();
      await Promise.all([db.close(), smtp.stop()]);
    },
  };
}

/**
 * The bench of a test file, with `env` over the test settings: started before its tests (before the file's own
 * beforeAll, which may insert town halls), closed after them; before each test the deps are set again (undoing a
 * test's use()), the rows emptied and the received mail forgotten.
 */
export function benchForFile(env: Record<string, string> = {}): Bench {
  let started: Bench | undefined;
  const bench = () => {
    if (!started) throw new Error('The bench starts in beforeAll: use it inside hooks and tests.');
    return started;
  };
  beforeAll(async () => {
    started = await startBench(env);
  });
  afterAll(async () => started?.close());
  beforeEach(async () => {
    bench().use();
    await resetRows(bench().db);
    bench().smtp.messages.length = 0;
  });
  return {
    get db() {
      return bench().db;
    },
    get smtp() {
      return bench().smtp;
    },
    get config() {
      return bench().config;
    },
    get deps() {
      return bench().deps;
    },
    drain: () => bench().drain(),
    use: (overrides) => bench().use(overrides),
    close: () => bench().close(),
  };
}

let mairieSeq = 0;

/** Inserts a town hall and returns its id. */
export async function insertMairie(db: TestDb, extra: Record<string, unknown> = {}): Promise<number> {
  mairieSeq++;
  const row = {
    source_id: `test-${mairieSeq}`,
    slug: `mairie-test-${mairieSeq}`,
    nom: `Mairie de Test ${mairieSeq}`,
    ville: 'Testville',
    code_postal: '75001',
    mail: `mairie${mairieSeq}@testville.fr`,
    ...extra,
  };
  const columns = Object.keys(row);
  const { rows } = await db.query<{ id: number }>(
    `insert into mairies (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return rows[0].id;
}

export type Encoding = 'json' | 'form' | 'text';

const CONTENT_TYPES: Record<Encoding, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  text: 'text/plain;charset=UTF-8',
};

/** A same-origin browser POST of `fields`; `form` encoding without JavaScript also asks for HTML. */
export function browserPost(
  path: string,
  fields: Record<string, unknown>,
  { encoding = 'json' as Encoding, headers = {} as Record<string, string>, html = false } = {},
): Request {
  const body =
    encoding === 'form'
      ? new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, v == null ? '' : String(v)])).toString()
      : JSON.stringify(fields);
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    body,
    headers: {
      'Content-Type': CONTENT_TYPES[encoding],
      Origin: SITE,
      'Sec-Fetch-Site': 'same-origin',
      'User-Agent': BROWSER_UA,
      'Accept-Language': 'fr-FR,fr;q=0.9',
      Accept: html ? 'text/html,application/xhtml+xml' : 'application/json',
      ...headers,
    },
  });
}

/** Rows in every table a function writes to. */
export async function countRows(db: TestDb): Promise<Record<string, number>> {
  const tables = ['form_submissions', 'mairie_reports', 'contact_form_submissions', 'email_outbox', 'mairie_visits'];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0].n;
  }
  return counts;
}

/** countRows of a bench where nothing was written. */
export const NO_ROWS = {
  form_submissions: 0,
  mairie_reports: 0,
  contact_form_submissions: 0,
  email_outbox: 0,
  mairie_visits: 0,
};

/** Nothing stored, nothing queued, nothing delivered even after a drain. */
export async function expectNothingWritten(bench: Bench): Promise<void> {
  expect(await countRows(bench.db)).toEqual(NO_ROWS);
  await bench.drain();
  expect(bench.smtp.messages).toHaveLength(0);
}

/** Empties every table a function writes to (and the rate limits). */
export async function resetRows(db: TestDb): Promise<void> {
  await db.exec(
    'truncate form_submissions, mairie_reports, contact_form_submissions, email_outbox, mairie_visits, rate_limits, webhook_nonces',
  );
}
