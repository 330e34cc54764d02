// Wraps a Db so every failure of the database itself surfaces as a DatabaseError (answered 503),
// while errors thrown by a transaction's own callback (an HttpError, a bug) pass through untouched.
import type { Db, Queryable, Row } from '../../../src/data/db.ts';
import { DatabaseError } from '../http/errors.ts';

const asDatabaseError = (error: unknown) => (error instanceof DatabaseError ? error : new DatabaseError(error));

function guardQueryable(q: Queryable): Queryable {
  return {
    query: <T extends Row = Row>(sql: string, params?: unknown[]) =>
      q.query<T>(sql, params).catch((error: unknown): never => {
        throw asDatabaseError(error);
      }),
    exec: (sql: string) =>
      q.exec(sql).catch((error: unknown): never => {
        throw asDatabaseError(error);
      }),
  };
}

/** The same database, with failures typed. */
export function guardDb(db: Db): Db {
  return {
    kind: db.kind,
    ...guardQueryable(db),
    async transaction(fn) {
      const NONE = Symbol('none');
      let thrownByCallback: unknown = NONE;
      try {
        return await db.transaction(async (tx) => {
          try {
            return await fn(guardQueryable(tx));
          } catch (error) {
            thrownByCallback = error;
            throw error;
          }
        });
      } catch (error) {
        if (error === thrownByCallback) throw error;
        throw asDatabaseError(error);
      }
    },
    close: () => db.close(),
  };
}

/** SQLSTATE of a failed statement, when the driver gave one. */
function sqlState(error: unknown): string | undefined {
  const cause = error instanceof DatabaseError ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A row referenced a missing parent (e.g. an unknown mairie_id). */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';
