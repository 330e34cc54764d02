// node scripts/schema-dump.ts [--check] [--file <path>] — the schema the migrations build, as data/schema.sql.
// Applies every migration to a scratch Postgres database (created on the settings' scratch server: PG_ADMIN_URL, else
// DATABASE_URL, else the local server; dropped afterwards), dumps it with `pg_dump --schema-only --no-owner --no-privileges` and normalises
// the text (no version header, no pg_dump session key, single blank lines) so the same migrations give the same file.
// --check compares instead of writing: exit 1 with a unified diff when the committed file differs.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adminQuery as admin, openPg, withDatabase } from '../src/data/db.ts';
import { settings } from '../src/settings/index.ts';
import { migrate } from '../src/data/migrate.ts';

export const SCHEMA_FILE = new URL('../data/schema.sql', import.meta.url).pathname;

/** The dump without what changes between runs and versions of pg_dump. */
export function normaliseDump(text: string): string {
  return (
    text
      .split('\n')
      .filter((line) => !/^-- Dumped (from|by) /.test(line) && !/^\\(un)?restrict /.test(line))
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}

/** Migrates a scratch database and returns its normalised dump. */
export async function dumpSchema(adminUrl: string): Promise<string> {
  const name = `schema_dump_${process.pid}_${Date.now()}`;
  const url = withDatabase(adminUrl, name);
  await admin(adminUrl, `create database ${name}`);
  try {
    const db = openPg(url, 1);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    const dump = spawnSync(
      settings().tools.pgDump,
      ['--schema-only', '--no-owner', '--no-privileges', `--dbname=${url}`],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (dump.status !== 0) throw new Error(`pg_dump failed: ${dump.error?.message ?? dump.stderr}`);
    return normaliseDump(dump.stdout);
  } finally {
    await admin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

/** A unified diff of two texts (the system's diff), empty when equal. */
function unifiedDiff(committed: string, fresh: string, label: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-dump-'));
  try {
    writeFileSync(join(dir, 'migrations.sql'), fresh);
    writeFileSync(join(dir, 'committed.sql'), committed);
    const out = spawnSync(
      'diff',
      ['-u', '--label', label, '--label', 'from the migrations', 'committed.sql', 'migrations.sql'],
      {
        cwd: dir,
        encoding: 'utf8',
      },
    );
    return out.stdout;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, file: { type: 'string' } } });
  const file = values.file ?? SCHEMA_FILE;
  const adminUrl = settings().tools.scratchServerUrl;
  const fresh = await dumpSchema(adminUrl);
  if (!values.check) {
    writeFileSync(file, fresh);
    console.log(`Wrote ${file}.`);
  } else {
    let committed = '';
    try {
      committed = readFileSync(file, 'utf8');
    } catch {
      // A missing file differs from any schema.
    }
    if (committed === fresh) console.log(`${file} matches the migrations.`);
    else {
      process.stdout.write(unifiedDiff(committed, fresh, file) || `${file} differs from the migrations.\n`);
      console.error(`${file} is not what the migrations give: run node scripts/schema-dump.ts and commit it.`);
      process.exitCode = 1;
    }
  }
}
