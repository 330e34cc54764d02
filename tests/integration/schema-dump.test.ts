// data/schema.sql is what the migrations give, and `node scripts/schema-dump.ts --check` fails with a diff on a dump
// that differs (it needs a Postgres server: PG_ADMIN_URL, else DATABASE_URL, else the local one).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { normaliseDump } from '../../scripts/schema-dump.ts';

const SCRIPT = new URL('../../scripts/schema-dump.ts', import.meta.url).pathname;
const COMMITTED = new URL('../../data/schema.sql', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'schema-dump-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const check = (file: string) =>
  spawnSync(process.execPath, [SCRIPT, '--check', '--file', file], { encoding: 'utf8', timeout: 60_000 });

describe('schema dump', () => {
  it('the committed data/schema.sql matches the migrations', () => {
    const run = check(COMMITTED);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('--check exits 1 with a diff naming the change when the dump differs', () => {
    const changed = join(dir, 'schema.sql');
    writeFileSync(
      changed,
      readFileSync(COMMITTED, 'utf8').replace('CREATE VIEW public.published_reports', 'CREATE VIEW public.old_reports'),
    );
    const run = check(changed);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^-CREATE VIEW public\.old_reports/m);
    expect(run.stdout).toMatch(/^\+CREATE VIEW public\.published_reports/m);
    expect(run.stderr).toContain('node scripts/schema-dump.ts');
  });

  it('normalises what differs between runs and pg_dump versions', () => {
    const a =
      '--\n-- Dumped from database version 15.2\n-- Dumped by pg_dump version 17.6\n\\restrict abc\nSET x = 1;   \n\n\n\nX;\n\\unrestrict abc\n';
    expect(normaliseDump(a)).toBe('--\nSET x = 1;\n\nX;\n');
  });
});
