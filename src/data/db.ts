// One database module: the `pg` pool when DATABASE_URL is set, embedded PGlite otherwise.
// Both speak the same SQL; callers only see `Db`. PGlite is imported only when opened (openPglite), so the deployed
// functions, which require DATABASE_URL (functions/_lib/config.ts), never load it and netlify.toml leaves it out.
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { readSettings, settings as currentSettings, type DbSettings, type DbTimeouts } from '../settings/index.ts';

export type Row = Record<string, unknown>;

/** Anything that runs one parameterised statement ($1, $2…). */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pg' | 'pglite';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Generous enough for the import and the build (long statements, JavaScript between the statements of a
 * transaction); a request's own deadline (runWithDeadline) tightens them for its work. The values in force are
 * settings (DB_*_TIMEOUT_MS, src/settings/).
 */
const { timeouts: DB_TIMEOUT_DEFAULTS, poolMax: DB_POOL_MAX_DEFAULT } = readSettings({}).database;

// ---------------------------------------------------------------------------------------------------------
// Request deadlines. Work run by runWithDeadline() must be done by the deadline (epoch ms): a statement that
// would start later is not sent, a statement still waiting then fails, and a transaction commits only when
// the server is sure to have it before the deadline, else it rolls back. Writes outside an explicit
// transaction run in one of their own, so a request answered with an error never commits afterwards.

/**
 * The longest a transaction of a request may sit idle on the server before the server rolls it back. A
 * COMMIT is sent only while at least this much time is left: if the database stops answering, the server
 * drops the transaction instead of committing it after the deadline, even a COMMIT it received earlier.
 */
const COMMIT_BUDGET_MS = 1_000;

/** The work of a request ran past its deadline: nothing it started after that was committed. */
class DeadlineExceeded extends Error {
  constructor(what: string) {
    super(`request deadline passed (${what})`);
    this.name = 'DeadlineExceeded';
  }
}

const deadlines = new AsyncLocalStorage<number>();

/** Runs `fn` with a deadline (epoch ms) for every database call it makes, its callbacks included. */
export function runWithDeadline<T>(deadline: number, fn: () => T): T {
  return deadlines.run(deadline, fn);
}

/** Runs `fn` free of the caller's deadline (background work that outlives a request, such as the sender). */
export function runWithoutDeadline<T>(fn: () => T): T {
  return deadlines.exit(fn);
}

/** Milliseconds left before the current deadline; Infinity without one. */
export function remainingMs(): number {
  const deadline = deadlines.getStore();
  return deadline === undefined ? Infinity : deadline - Date.now();
}

/** Throws DeadlineExceeded unless at least `needMs` are left. */
function checkDeadline(what: string, needMs = 1): void {
  if (remainingMs() < needMs) throw new DeadlineExceeded(what);
}

/**
 * `sql` with its $n parameters written as escaped literals (strings, finite numbers, booleans, null; outside
 * quoted strings only), for the simple query protocol; null when a parameter is of another type. Literals
 * are untyped, as parameters are: the statement's casts and columns give them their types.
 */
export function inlineParams(sql: string, params: readonly unknown[]): string | null {
  const literals: string[] = [];
  for (const value of params) {
    if (value === null || value === undefined) literals.push('null');
    else if (typeof value === 'string') literals.push(pg.Client.prototype.escapeLiteral(value));
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean')
      literals.push(`'${String(value)}'`);
    else return null;
  }
  let missing = false;
  const text = sql
    .split(/('(?:[^']|'')*')/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/\$(\d+)\b/g, (_, n: string) => {
            const literal = literals[Number(n) - 1];
            if (literal === undefined) missing = true;
            return literal ?? '';
          }),
    )
    .join('');
  return missing ? null : text;
}

/**
 * A statement the server runs just before a request's COMMIT: it fails (division by zero, so the transaction
 * rolls back) once the server's clock passes the deadline less COMMIT_BUDGET_MS (the margin also absorbs a
 * small clock difference between the two hosts). A COMMIT received late, held by the network or by a
 * stopped server, therefore never commits.
 */
function serverDeadlineCheck(): string {
  const last = new Date(Date.now() + remainingMs() - COMMIT_BUDGET_MS).toISOString();
  return `select 1 / (clock_timestamp() < '${last}'::timestamptz)::int as request_deadline_check`;
}

/** A statement that only reads: it may run outside a transaction even under a deadline. */
const READ_ONLY = /^\s*(?:select|show)\b/i;

/** Rejects with DeadlineExceeded once the deadline passes; `onLate` receives the value if it comes later. */
function beforeDeadline<T>(work: Promise<T>, what: string, onLate?: (value: T) => void): Promise<T> {
  const left = remainingMs();
  if (left === Infinity) return work;
  return new Promise<T>((resolve, reject) => {
    let late = false;
    const timer = setTimeout(
      () => {
        late = true;
        reject(new DeadlineExceeded(what));
      },
      Math.max(0, left),
    );
    work.then(
      (value) => {
        clearTimeout(timer);
        if (late) onLate?.(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!late) reject(error);
      },
    );
  });
}

/** Opens the configured database (DATABASE_URL, else PGlite in PGLITE_DIR: src/settings/), or the one given. */
export function openDb(database: DbSettings = currentSettings().database): Promise<Db> {
  return openDatabase(database);
}

/** Opens a Postgres pool when `settings.url` is set, embedded PGlite otherwise. */
export async function openDatabase(settings: DbSettings): Promise<Db> {
  if (settings.url) return openPg(settings.url, settings.poolMax, settings.timeouts);
  return openPglite(settings.pgliteDir);
}

/** A Postgres pool behind the Db interface, every connection bounded by `timeouts`. */
export function openPg(
  connectionString: string,
  max = DB_POOL_MAX_DEFAULT,
  timeouts: DbTimeouts = DB_TIMEOUT_DEFAULTS,
): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.queryMs,
  });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));

  // The client's wait for one answer: the pool's query timeout, or less under a deadline.
  const waitMs = () => Math.max(1, Math.min(timeouts.queryMs || Infinity, remainingMs()));
  const run = (client: pg.PoolClient | pg.Pool, sql: string, params?: unknown[]) =>
    client.query({ text: sql, values: params, query_timeout: waitMs() } as pg.QueryConfig) as Promise<never>;

  async function transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    checkDeadline('connect');
    const client = await beforeDeadline(pool.connect(), 'connect', (late) => late.release());
    // A backend lost mid-transaction emits 'error' on the checked-out client: without a listener it
    // would crash the process. The failing query reports it; the client is then destroyed, not reused.
    // A client whose answer never came (a timeout) is destroyed too: its connection is in an unknown state.
    let broken: Error | undefined;
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    const step = async (sql: string, params?: unknown[]) => {
      try {
        return await run(client, sql, params);
      } catch (error) {
        if (!(error as { code?: unknown }).code) broken ??= error as Error;
        throw error;
      }
    };
    // BEGIN goes with the first statement: a transaction that runs none never begins.
    let begun = false;
    const begin = () => {
      begun = true;
      const left = remainingMs();
      return left === Infinity
        ? 'begin'
        : `begin; set local statement_timeout = ${Math.max(1, Math.floor(left))};
           set local idle_in_transaction_session_timeout = ${COMMIT_BUDGET_MS}`;
    };
    try {
      const tx: Queryable = {
        query: async (sql, params) => {
          checkDeadline('statement');
          if (!begun) await step(begin());
          return step(sql, params as unknown[]);
        },
        exec: async (sql) => {
          checkDeadline('statement');
          if (!begun) await step(begin());
          await step(sql);
        },
      };
      const result = await fn(tx);
      if (!begun) return result;
      checkDeadline('commit', COMMIT_BUDGET_MS);
      await step(remainingMs() === Infinity ? 'commit' : `${serverDeadlineCheck()}; commit`);
      return result;
    } catch (error) {
      if (!broken && begun) await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken ?? false);
    }
  }

  /**
   * One write outside a transaction, under a deadline, in one round trip as before: the statement (its
   * parameters inlined as escaped literals) and the server-side deadline check go as one simple query, which
   * PostgreSQL runs as one transaction: received too late, it fails and nothing commits.
   */
  async function boundedWrite(sql: string, params: unknown[] | undefined): Promise<never> {
    const inlined = inlineParams(sql, params ?? []);
    if (inlined === null) return transaction((tx) => tx.query(sql, params)) as never;
    checkDeadline('commit', COMMIT_BUDGET_MS);
    const results = (await run(pool, `${inlined}; ${serverDeadlineCheck()}`)) as unknown as pg.QueryResult[];
    return results[0] as never;
  }

  return {
    kind: 'pg',
    query: async (sql, params) => {
      if (remainingMs() === Infinity) return pool.query(sql, params as unknown[]) as never;
      checkDeadline('statement');
      if (!READ_ONLY.test(sql)) return boundedWrite(sql, params as unknown[] | undefined);
      return run(pool, sql, params as unknown[]);
    },
    exec: async (sql) => {
      if (remainingMs() === Infinity) await pool.query(sql);
      else await transaction((tx) => tx.exec(sql));
    },
    transaction,
    close: () => pool.end(),
  };
}

/** Embedded PGlite (one process at a time per folder), with the extensions the migrations use. */
export async function openPglite(dataDir: string): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { unaccent }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
  ]);
  const lite = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { pg_trgm, unaccent } });
  // PGlite runs one statement at a time, in this process: a request's statement is checked against its
  // deadline when its turn comes, and its transaction again before COMMIT.
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => {
      checkDeadline('statement');
      const result = await q.query(sql, params as unknown[]);
      return { rows: result.rows as never };
    },
    exec: async (sql) => {
      checkDeadline('statement');
      await q.exec(sql);
    },
  });
  const transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> =>
    beforeDeadline(
      lite.transaction(async (tx) => {
        checkDeadline('begin');
        const result = await fn(wrap(tx));
        checkDeadline('commit');
        return result;
      }),
      'transaction',
    );
  const direct = wrap(lite);
  return {
    kind: 'pglite',
    query: (sql, params) =>
      remainingMs() === Infinity || READ_ONLY.test(sql)
        ? beforeDeadline(direct.query(sql, params), 'statement')
        : transaction((tx) => tx.query(sql, params)),
    exec: (sql) => (remainingMs() === Infinity ? direct.exec(sql) : transaction((tx) => tx.exec(sql))),
    transaction,
    close: () => lite.close(),
  };
}

/** One statement on its own short-lived Postgres connection: creating or dropping a scratch database. */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The same server's connection string for another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
