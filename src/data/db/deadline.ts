// Request deadlines. Work run by runWithDeadline() must be done by the deadline (epoch ms): a statement that
// would start later is not sent, a statement still waiting then fails, and a transaction commits only when
// the server is sure to have it before the deadline, else it rolls back. Writes outside an explicit
// transaction run in one of their own, so a request answered with an error never commits afterwards.
// Both adapters (postgres.ts, pglite.ts) apply these rules.
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The longest a transaction of a request may sit idle on the server before the server rolls it back. A
 * COMMIT is sent only while at least this much time is left: if the database stops answering, the server
 * drops the transaction instead of committing it after the deadline, even a COMMIT it received earlier.
 */
export const COMMIT_BUDGET_MS = 1_000;

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
export function checkDeadline(what: string, needMs = 1): void {
  if (remainingMs() < needMs) throw new DeadlineExceeded(what);
}

/** A statement that only reads: it may run outside a transaction even under a deadline. */
export const READ_ONLY = /^\s*(?:select|show)\b/i;

/**
 * A statement the server runs just before a request's COMMIT: it fails (division by zero, so the transaction
 * rolls back) once the server's clock passes the deadline less COMMIT_BUDGET_MS (the margin also absorbs a
 * small clock difference between the two hosts). A COMMIT received late, held by the network or by a
 * stopped server, therefore never commits.
 */
export function serverDeadlineCheck(): string {
  const last = new Date(Date.now() + remainingMs() - COMMIT_BUDGET_MS).toISOString();
  return `select 1 / (clock_timestamp() < '${last}'::timestamptz)::int as request_deadline_check`;
}

/** Rejects with DeadlineExceeded once the deadline passes; `onLate` receives the value if it comes later. */
export function beforeDeadline<T>(work: Promise<T>, what: string, onLate?: (value: T) => void): Promise<T> {
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
