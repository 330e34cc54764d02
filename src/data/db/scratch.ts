// Scratch Postgres databases of the scripts and tests (schema dump, benches, test databases): one-statement admin
// connections to create or drop them (where: PG_ADMIN_URL, src/settings/).
import pg from 'pg';

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
