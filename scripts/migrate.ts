// npm run db:migrate — applies pending migrations to the configured database.
import { openDb } from '../src/data/db.ts';
import { migrate } from '../src/data/migrate.ts';

const db = await openDb();
try {
  const applied = await migrate(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date.');
} finally {
  await db.close();
}
