// Never publish a broken site: row counts must be present and not collapse against the last good build.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Row counts of one build's data. */
export type DataCounts = {
  mairies: number;
  cities: number;
  postalCodes: number;
  departments: number;
  visibleReports: number;
  placesCache: number;
};

/** What a successful build leaves behind for the next one to compare with. */
type BuildManifest = { builtAt: string; counts: DataCounts; pages?: number };

// Tables a site cannot be published without: empty fails the build.
const REQUIRED_COUNTS = ['mairies', 'cities', 'postalCodes', 'departments'] as const;
// Largest drop against the last successful build before the build stops (20%).
const MAX_DROP_RATIO = 0.2;
// Optional tables (reviews, cache) are only compared once they held at least this many rows.
const OPTIONAL_MIN_PREVIOUS = 50;

// Pure: every reason to stop this build, in French-free operator wording; empty when safe.
export function dataSafetyProblems(counts: DataCounts, previous: DataCounts | null): string[] {
  const problems: string[] = [];
  for (const key of REQUIRED_COUNTS) {
    if (!(counts[key] > 0)) problems.push(`${key}: no rows`);
  }
  if (!previous) return problems;
  for (const key of Object.keys(counts) as (keyof DataCounts)[]) {
    const before = previous[key];
    if (typeof before !== 'number' || before <= 0) continue;
    const required = (REQUIRED_COUNTS as readonly string[]).includes(key);
    if (!required && before < OPTIONAL_MIN_PREVIOUS) continue;
    const drop = (before - counts[key]) / before;
    if (drop > MAX_DROP_RATIO) {
      problems.push(
        `${key}: ${counts[key]} rows, down ${Math.round(drop * 100)}% from ${before} at the last successful build`,
      );
    }
  }
  return problems;
}

// The last successful build's manifest, or null when there is none (first build).
export function readManifest(path: string): BuildManifest | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const parsed = JSON.parse(text) as BuildManifest;
  if (!parsed || typeof parsed !== 'object' || !parsed.counts) throw new Error(`Build manifest ${path} is not valid.`);
  return parsed;
}

// Writes the manifest atomically (temp file then rename).
export function writeManifest(path: string, manifest: BuildManifest): void {
  mkdirSync(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temp, path);
}
