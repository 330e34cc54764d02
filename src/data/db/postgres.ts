// A `pg` pool behind the Db interface, every connection bounded by its timeouts and, under a request's deadline
// (deadline.ts), every statement and commit by that deadline.
import pg from 'pg';
import type { Db, Queryable } from './queryable.ts';
import {
  beforeDeadline,
  checkDeadline,
  COMMIT_BUDGET_MS,
  READ_ONLY,
  remainingMs,
  serverDeadlineCheck,
} from './deadline.ts';
import { readSettings, type DbTimeouts } from '../../settings/index.ts';

/**
 * Generous enough for the import and the build (long statements, JavaScript between the statements of a
 * transaction); a request's own deadline (runWithDeadline) tightens them for its work. The values in force are
 * settings (DB_*_TIMEOUT_MS, src/settings/).
 */
const { timeouts: DB_TIMEOUT_DEFAULTS, poolMax: DB_POOL_MAX_DEFAULT } = readSettings({}).database;

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
    // Queries given to one client together go out together (boundedWrite); awaited one by one, as everywhere
    // else, they go as they would without.
    pipeline: true,
  });
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));

  // The client's wait for one answer: the pool's query timeout, or less under a deadline.
  const waitMs = () => Math.max(1, Math.min(timeouts.queryMs || Infinity, remainingMs()));
  const run = (client: pg.PoolClient | pg.Pool, sql: string, params?: unknown[]) =>
    client.query({ text: sql, values: params, query_timeout: waitMs() } as pg.QueryConfig) as Promise<never>;

  // Under a deadline: BEGIN with the server's own bounds (the statements' time left, the idle time a COMMIT
  // may wait), and COMMIT behind the server-side check, in the same round trip.
  const begin = () => {
    const left = remainingMs();
    return left === Infinity
      ? 'begin'
      : `begin; set local statement_timeout = ${Math.max(1, Math.floor(left))};
         set local idle_in_transaction_session_timeout = ${COMMIT_BUDGET_MS}`;
  };
  const commit = () => (remainingMs() === Infinity ? 'commit' : `${serverDeadlineCheck()}; commit`);

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
    const start = async () => {
      checkDeadline('statement');
      if (begun) return;
      begun = true;
      await step(begin());
    };
    try {
      const tx: Queryable = {
        query: async (sql, params) => {
          await start();
          return step(sql, params as unknown[]);
        },
        exec: async (sql) => {
          await start();
          await step(sql);
        },
      };
      const result = await fn(tx);
      if (!begun) return result;
      checkDeadline('commit', COMMIT_BUDGET_MS);
      await step(commit());
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
   * One write outside a transaction, under a deadline: a short transaction of its own, its parameters bound by the
   * server, in one round trip (pipelined): BEGIN, the statement, then the server-side deadline check and COMMIT.
   * Received too late, the check fails and nothing commits. Its COMMIT leaves with the statement, so the server's
   * bounds of a longer transaction (`set local`, in begin()) are left out: with them, 32 concurrent writers made
   * about half as many writes per second (a micro-benchmark on a loaded 2-core machine). The client's wait is
   * bounded all the same (waitMs), and the server's by the pool's statement timeout.
   */
  async function boundedWrite(sql: string, params: unknown[] | undefined): Promise<never> {
    checkDeadline('commit', COMMIT_BUDGET_MS);
    const client = await beforeDeadline(pool.connect(), 'connect', (late) => late.release());
    let broken: Error | undefined;
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      const steps = [run(client, 'begin'), run(client, sql, params), run(client, commit())];
      const settled = await Promise.allSettled(steps);
      const failed = settled.find((step) => step.status === 'rejected');
      if (!failed) return (settled[1] as PromiseFulfilledResult<never>).value;
      const error = failed.reason as Error;
      if (!(error as { code?: unknown }).code) broken ??= error;
      else await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken ?? false);
    }
  }

  return {
    kind: 'pg',
    query: async (sql, params) => {
      if (remainingMs() === Infinity) return pool.query(sql, params as unknown[]) as never;
      checkDeadline('statement');
      if (!READ_ONLY.test(sql)) return boundedWrite(sql, params);
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
