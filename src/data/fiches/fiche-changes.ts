// The changed fiches file: written by `npm run rules:check -- … --changes <file>` (the nightly rebuild), read by the
// build so that the case pages resting on a changed fiche say so until a person re-reads it. No file: no change.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseChanges } from '../../domain/fiche-check.ts';
import type { FicheChange } from '../../domain/official-fiches.ts';
import { settings } from '../../settings/index.ts';

/** The changes at `path` (default FICHE_CHANGES_PATH); [] when there is no file. */
export function readFicheChanges(path: string = settings().build.ficheChangesPath): FicheChange[] {
  if (!existsSync(path)) return [];
  return parseChanges(JSON.parse(readFileSync(path, 'utf8')) as unknown);
}

export function writeFicheChanges(path: string, changes: readonly FicheChange[]): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(changes, null, 2)}\n`);
}
