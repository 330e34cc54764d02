import { describe, expect, it } from 'vitest';
import { openPglite, remainingMs, runWithDeadline } from './db.ts';

// The database settings (DATABASE_URL, PGLITE_DIR, PG_POOL_MAX, DB_*_TIMEOUT_MS): src/settings/settings.test.ts.
describe('request deadlines (PGlite)', () => {
  it('a statement whose turn comes after the deadline never runs; a transaction past it rolls back', async () => {
    const db = await openPglite('memory://');
    try {
      await db.exec('create table t (n int)');
      expect(remainingMs()).toBe(Infinity);
      await expect(runWithDeadline(Date.now() - 1, () => db.query('insert into t values (1)'))).rejects.toThrow(
        /deadline/,
      );
      await expect(
        runWithDeadline(Date.now() + 50, () =>
          db.transaction(async (tx) => {
            await tx.query('insert into t values (2)');
            await new Promise((resolve) => setTimeout(resolve, 100));
          }),
        ),
      ).rejects.toThrow(/deadline/);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
      await runWithDeadline(Date.now() + 5000, () => db.query('insert into t values (3)'));
      expect((await db.query('select count(*)::int as n from t')).rows).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});
