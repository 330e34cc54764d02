// npm run data:import — imports the official open data files (OPEN_DATA_DIR or official URLs) into the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../src/data/db.ts';
import { formatReport, importOpenData } from '../src/data/import/index.ts';
import { resolveSourceFiles } from '../src/data/import/files/resolve-files.ts';
import { migrate } from '../src/data/migrate.ts';
import { settings } from '../src/settings/index.ts';

const projectRoot = new URL('..', import.meta.url).pathname;
const downloadDir = mkdtempSync(join(tmpdir(), 'open-data-'));
const { import: sources, database } = settings();
const db = await openDb(database);
try {
  await migrate(db);
  const files = await resolveSourceFiles(sources, { projectRoot, downloadDir });
  console.log(formatReport(await importOpenData(db, files, { equippedComplete: sources.equippedListComplete })));
} catch (error) {
  console.error(`Import failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await db.close();
  rmSync(downloadDir, { recursive: true, force: true });
}
