// npm run rules:check [-- <folder or zip of fiche XML files>] [--changes <file>] — compares the date each documents
// rule was checked against (src/domain/official-fiches.ts) with the date DILA publishes its fiche with. Without a
// source it downloads RULES_FICHES_URL. Prints one line per cited fiche; exits 1 when one changed or is missing.
// With --changes it writes the changed fiches there (the build reads FICHE_CHANGES_PATH: the case pages say so).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { allUnchanged, changesOf, checkFiches, checkLine } from '../src/domain/fiche-check.ts';
import { FICHE_IDS } from '../src/domain/official-fiches.ts';
import { writeFicheChanges } from '../src/data/fiches/fiche-changes.ts';
import { publishedDates } from '../src/data/fiches/published-fiches.ts';
import { downloadSource } from '../src/data/import/files/download.ts';
import { settings } from '../src/settings/index.ts';

const { values, positionals } = parseArgs({ options: { changes: { type: 'string' } }, allowPositionals: true });

let source = positionals[0];
let work: string | null = null;
if (!source) {
  const url = settings().build.fichesUrl;
  work = mkdtempSync(join(tmpdir(), 'fiches-'));
  console.log(`Downloading ${url}`);
  source = await downloadSource(url, work, 'fiches.zip');
}
try {
  const checks = checkFiches(publishedDates(source, FICHE_IDS));
  for (const check of checks) console.log(checkLine(check));
  if (values.changes) writeFicheChanges(values.changes, changesOf(checks));
  if (!allUnchanged(checks)) {
    console.error(
      'A cited fiche changed or is missing: re-read it, correct src/domain/documents.ts, then move its checkedDate in src/domain/official-fiches.ts.',
    );
    process.exitCode = 1;
  }
} finally {
  if (work) rmSync(work, { recursive: true, force: true });
}
