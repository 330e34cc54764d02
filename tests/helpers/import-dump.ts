// The same rows: the import tests take a canonical dump of what an import wrote after each successful import and
// compare it with the dump recorded in tests/fixtures/import-dumps/ (one file per test file and engine).
// `npm run import:dumps` rewrites those files (UPDATE_IMPORT_DUMPS=1, on PGlite and on the Postgres server).
import { existsSync, mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect } from 'vitest';
import type { Db, Queryable } from '../../src/data/db.ts';
import { importOpenData } from '../../src/data/import/index.ts';
import { canonicalDump } from '../../scripts/canonical-dump.ts';
import { onPostgres } from './db.ts';

/** The day a file without a date of its own (a booking list without a `# source:` line) is dated by: its
 *  modification time, which pinFileDay sets, so that the recorded dumps hold the same day whatever day the tests run
 *  (Paris time: after 23:00 UTC in winter it is already tomorrow). */
export const FILE_DAY = '2026-11-28';

/** Sets the files' modification time to noon UTC of FILE_DAY. */
export function pinFileDay(...paths: string[]): void {
  const noon = new Date(`${FILE_DAY}T12:00:00Z`);
  for (const path of paths) utimesSync(path, noon, noon);
}

const DUMPS = new URL('../fixtures/import-dumps/', import.meta.url).pathname;
const updating = process.env.UPDATE_IMPORT_DUMPS === '1';

const engine = onPostgres ? 'postgres' : 'pglite';
const recorded: { name: string; dump: string }[] = [];
let stored: Map<string, string> | null = null;

function dumpFile(testPath: string): string {
  return join(DUMPS, `${basename(testPath, '.test.ts')}.${engine}.txt`);
}

function readStored(file: string): Map<string, string> {
  const sections = new Map<string, string>();
  if (!existsSync(file)) return sections;
  for (const section of readFileSync(file, 'utf8').split(/^## /m).slice(1)) {
    const newline = section.indexOf('\n');
    sections.set(section.slice(0, newline), section.slice(newline + 1));
  }
  return sections;
}

/** Compares the database's canonical dump with the one recorded for this point of the test (or records it). */
async function expectRecordedDump(db: Queryable): Promise<void> {
  const { testPath, currentTestName } = expect.getState();
  if (!testPath) throw new Error('expectRecordedDump runs inside a test');
  const test = currentTestName ?? 'before all';
  const nth = recorded.filter((r) => r.name.startsWith(`${test} #`)).length + 1;
  const name = `${test} #${nth}`;
  const dump = await canonicalDump(db);
  recorded.push({ name, dump });
  const file = dumpFile(testPath);
  if (updating) {
    mkdirSync(DUMPS, { recursive: true });
    writeFileSync(file, recorded.map((r) => `## ${r.name}\n${r.dump}`).join(''));
    return;
  }
  stored ??= readStored(file);
  expect(stored.has(name), `${basename(file)} records « ${name} » (npm run import:dumps)`).toBe(true);
  expect(dump, `the rows written at « ${name} »`).toBe(stored.get(name));
}

/** importOpenData, then the comparison of what it wrote with the recorded dump. */
export async function importAndCompare(
  db: Db,
  ...args: Parameters<typeof importOpenData> extends [Db, ...infer Rest] ? Rest : never
): ReturnType<typeof importOpenData> {
  const report = await importOpenData(db, ...args);
  await expectRecordedDump(db);
  return report;
}
