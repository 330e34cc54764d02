// No unfilled text in a department build of the national data (issue 42): what the fixture lacks (month-only dates of
// the 2026 directory, every status, an overseas department's prices) comes from there. The national files are
// imported into a PGlite folder of the test's own, and departments 01 and 973 are built from it. It needs the open
// data (OPEN_DATA_DIR, which .ci/run sets): without it the test is skipped locally and fails in CI.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/data/db.ts';
import { importOpenData } from '../../src/data/import/index.ts';
import { resolveSourceFiles } from '../../src/data/import/files/resolve-files.ts';
import { migrate } from '../../src/data/migrate.ts';
import { readSettings } from '../../src/settings/index.ts';
import { runAstroBuild } from '../helpers/astro-build.ts';
import { htmlPages, unfilled } from '../helpers/built-text.ts';

const enabled = Boolean(process.env.OPEN_DATA_DIR);
const work = mkdtempSync(join(tmpdir(), 'built-text-national-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('has the national open data in CI', () => {
  if (process.env.CI) expect(process.env.OPEN_DATA_DIR, 'OPEN_DATA_DIR (set by .ci/run)').toBeTruthy();
});

describe.skipIf(!enabled)('no unfilled text in a department build of the national data', () => {
  let pages: [string, string][];
  beforeAll(async () => {
    const db = await openPglite(join(work, 'db'));
    await migrate(db);
    const files = await resolveSourceFiles(readSettings(process.env).import, {
      projectRoot: process.cwd(),
      downloadDir: '/nonexistent',
    });
    await importOpenData(db, files);
    await db.close();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PGLITE_DIR: join(work, 'db'),
      ASTRO_OUT_DIR: join(work, 'dist'),
      BUILD_DEPARTMENTS: '01,973',
      BUILD_MANIFEST_PATH: join(work, 'build-manifest.json'),
      FICHE_CHANGES_PATH: join(work, 'fiche-changes.json'),
      PUBLIC_SITE_URL: 'https://passeport.example.fr',
      NODE_ENV: 'production',
    };
    for (const name of ['DATABASE_URL', 'BUILD_FORCE']) delete env[name];
    const build = await runAstroBuild(env, join(work, 'dist'));
    expect(build.code, build.output.slice(-3000)).toBe(0);
    pages = htmlPages(join(work, 'dist'));
  }, 900_000);

  it('has none in any page, appointment guides and town hall pages included', () => {
    expect(pages.filter(([file]) => /^mairie\/[^/]+\/rdv\.html$/.test(file)).length).toBeGreaterThan(100);
    const found = pages.flatMap(([file, html]) => unfilled(html).map((text) => `${file}: ${text}`));
    expect(found, found.slice(0, 20).join('\n')).toEqual([]);
  });
});
