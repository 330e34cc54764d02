// npm run import:dumps — rewrites tests/fixtures/import-dumps/: the canonical dumps of the rows each import of the
// import tests writes (tests/helpers/import-dump.ts), on embedded PGlite and on the Postgres server
// (PG_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres). Run it only when a change is meant to change
// what the import writes, and say why in the commit.
// `-- --national` instead imports the national files (OPEN_DATA_DIR) into a fresh in-memory PGlite and prints the
// SHA-256 of their canonical dump: the same before and after a change that must not change the rows.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openPglite } from '../src/data/db.ts';
import { importOpenData } from '../src/data/import/index.ts';
import { resolveSourceFiles } from '../src/data/import/files/resolve-files.ts';
import { migrate } from '../src/data/migrate.ts';
import { settings } from '../src/settings/index.ts';
import { canonicalDump } from './canonical-dump.ts';

const { values } = parseArgs({ options: { national: { type: 'boolean' } } });
const { tools, import: sources } = settings();

if (values.national) {
  const projectRoot = fileURLToPath(new URL('../', import.meta.url));
  const files = await resolveSourceFiles(sources, { projectRoot, downloadDir: tmpdir() });
  const db = await openPglite('memory://');
  await migrate(db);
  const report = await importOpenData(db, files);
  const dump = await canonicalDump(db);
  await db.close();
  const hash = createHash('sha256').update(dump).digest('hex');
  console.log(`${report.mairies.rows} town halls, ${dump.length} characters, sha256 ${hash}`);
} else {
  // The national import test reads the real files: its rows are compared by hash (--national).
  const tests = readdirSync('tests/integration')
    .filter((f) => /^import.*\.test\.ts$/.test(f) && f !== 'import-national.test.ts')
    .map((f) => `tests/integration/${f}`);
  for (const databaseUrl of [undefined, tools.scratchServerUrl]) {
    const env = { ...process.env, UPDATE_IMPORT_DUMPS: '1', DATABASE_URL: databaseUrl };
    if (!databaseUrl) delete env.DATABASE_URL;
    const run = spawnSync('npx', ['vitest', 'run', '--config', 'tests/vitest.config.ts', ...tests], {
      stdio: 'inherit',
      env,
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
