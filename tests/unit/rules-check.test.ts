// npm run rules:check over fiche files the test writes: one line per cited fiche, exit 1 on a change or a missing
// fiche, and the changes file the build reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FICHE_IDS, OFFICIAL_FICHES } from '../../src/domain/official-fiches.ts';
import { readFicheChanges } from '../../src/data/fiches/fiche-changes.ts';
import { fichesAsChecked, writeFicheFolder, writeFicheZip } from '../helpers/fiche-xml.ts';

const root = new URL('../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'rules-check-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/rules-check.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('npm run rules:check', () => {
  it('prints ok for every cited fiche and exits 0 when none changed (zip)', () => {
    const changes = join(work, 'ok', 'changes.json');
    const result = run(writeFicheZip(join(work, 'ok.zip'), fichesAsChecked()), '--changes', changes);
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(FICHE_IDS.length);
    expect(lines).toContain(
      `F21091 checked ${OFFICIAL_FICHES.F21091.checkedDate}, published ${OFFICIAL_FICHES.F21091.checkedDate}: ok`,
    );
    expect(readFicheChanges(changes)).toEqual([]);
  });

  it('exits 1 and writes the change when a fiche was published after its check; a missing one fails too', () => {
    const folder = writeFicheFolder(join(work, 'changed'), fichesAsChecked({ F21091: '2099-09-30' }));
    const changes = join(work, 'changed.json');
    const result = run(folder, '--changes', changes);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(
      `F21091 checked ${OFFICIAL_FICHES.F21091.checkedDate}, published 2099-09-30: CHANGED`,
    );
    expect(result.stderr).toMatch(/re-read it/);
    expect(readFicheChanges(changes)).toEqual([{ id: 'F21091', published: '2099-09-30' }]);

    const missing = run(writeFicheFolder(join(work, 'missing'), fichesAsChecked({ F1709: undefined })));
    expect(missing.status).toBe(1);
    expect(missing.stdout).toMatch(/^F1709 checked .*: missing$/m);
  });
});
