import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDirectory } from '../read/directory.ts';
import { assertAllowedUrl, downloadSource } from './download.ts';
import { readSettings } from '../../../settings/index.ts';
import { resolveSourceFiles } from './resolve-files.ts';
import { dataDir, findCurrentDirectory, findFile, isAllowedSourceUrl, knownPublicationDate } from './sources.ts';

const FIXTURES = new URL('../../../../tests/fixtures/open-data/', import.meta.url).pathname;

describe('isAllowedSourceUrl', () => {
  it('accepts https URLs of the official publishers', () => {
    expect(isAllowedSourceUrl('https://datanova.laposte.fr/data-fair/api/v1/datasets/laposte-hexasmal/raw')).toBe(true);
    expect(isAllowedSourceUrl('https://www.data.gouv.fr/fr/datasets/r/abc')).toBe(true);
    expect(isAllowedSourceUrl('https://static.data.gouv.fr/resources/x.json')).toBe(true);
    expect(isAllowedSourceUrl('https://lecomarquage.service-public.fr/donnees_locales_v2/all_latest.tar.bz2')).toBe(
      true,
    );
    expect(
      isAllowedSourceUrl(
        'https://api-lannuaire.service-public.fr/api/explore/v2.1/catalog/datasets/api-lannuaire-administration/exports/json',
      ),
    ).toBe(true);
  });

  it('refuses other hosts, look-alikes, plain http, credentials and ports', () => {
    for (const url of [
      'https://example.com/laposte.csv',
      'https://data.gouv.fr.evil.com/x',
      'https://evil.com/www.data.gouv.fr',
      'https://sub.www.data.gouv.fr/x',
      'http://www.data.gouv.fr/x',
      'https://user:pw@www.data.gouv.fr/x',
      'https://www.data.gouv.fr:8443/x',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(isAllowedSourceUrl(url), url).toBe(false);
    }
    expect(() => assertAllowedUrl('https://example.com/x')).toThrow(/Refusing to download https:\/\/example\.com\/x/);
  });
});

describe('downloadSource', () => {
  const dir = mkdtempSync(join(tmpdir(), 'download-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a redirect to a host outside the allowlist, before fetching it', async () => {
    const fetched: string[] = [];
    const fakeFetch = (async (url: string) => {
      fetched.push(url);
      return new Response(null, { status: 302, headers: { location: 'https://mirror.example.org/file.csv' } });
    }) as typeof fetch;
    await expect(downloadSource('https://www.data.gouv.fr/fr/datasets/r/abc', dir, 'x.csv', fakeFetch)).rejects.toThrow(
      /mirror\.example\.org/,
    );
    expect(fetched).toEqual(['https://www.data.gouv.fr/fr/datasets/r/abc']);
  });

  it('follows allowed redirects and saves the body', async () => {
    const fakeFetch = (async (url: string) =>
      url.includes('static.')
        ? new Response('a,b\n1,2\n', { status: 200 })
        : new Response(null, {
            status: 302,
            headers: { location: 'https://static.data.gouv.fr/resources/x.csv' },
          })) as typeof fetch;
    const path = await downloadSource('https://www.data.gouv.fr/fr/datasets/r/abc', dir, 'y.csv', fakeFetch);
    expect(path).toBe(join(dir, 'y.csv'));
  });
});

describe('source files', () => {
  it('reads OPEN_DATA_DIR, else ../shared/data beside the project when it exists', () => {
    expect(dataDir('/data/x', '/p')).toBe('/data/x');
    expect(dataDir(undefined, '/nonexistent/project')).toBeNull();
  });

  it('finds the files by their official names', async () => {
    expect(findFile(FIXTURES, 'directory')).toBe(join(FIXTURES, 'dila_annuaire_mairies_2016.jsonl.gz'));
    expect(findFile(join(FIXTURES, 'annuaire'), 'directory')).toBe(
      join(FIXTURES, 'annuaire', 'api-lannuaire-administration.json'),
    );
    const files = await resolveSourceFiles(
      readSettings({
        OPEN_DATA_DIR: FIXTURES,
        EQUIPPED_LIST: '/x/list.csv',
        BOOKING_LIST: '/x/rdv.csv',
        OSM_TOWNHALLS: '/x/osm.json',
      }).import,
      { projectRoot: '/p', downloadDir: '/tmp' },
    );
    expect(files).toEqual({
      laposte: join(FIXTURES, 'laposte_base_officielle_codes_postaux_2024.csv'),
      directory: join(FIXTURES, 'dila_annuaire_mairies_2016.jsonl.gz'),
      websites2018: join(FIXTURES, 'dila_mairies_sites_web_2018.csv'),
      emails2021: join(FIXTURES, 'dila_mairies_emails_2021.csv'),
      equipped: '/x/list.csv',
      equippedSources: null,
      booking: '/x/rdv.csv',
      osmTownHalls: '/x/osm.json',
      directory2026: null,
    });
  });

  it('finds the 2026 directory file in the folder, as the other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sources-2026-'));
    expect(findCurrentDirectory(dir)).toBeNull();
    writeFileSync(join(dir, 'dila_annuaire_mairies_2026.csv'), 'type\n');
    expect(findCurrentDirectory(dir)).toBe(join(dir, 'dila_annuaire_mairies_2026.csv'));
    expect(knownPublicationDate('dila_annuaire_mairies_2026.csv')).toBe('2026-10');
  });

  it('reads the sourced list of equipped town halls from the folder by default, elsewhere or not at all', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'open-data-'));
    for (const name of ['laposte_base_officielle_codes_postaux_2024.csv', 'dila_annuaire_mairies_2016.jsonl.gz'])
      copyFileSync(join(FIXTURES, name), join(dir, name));
    writeFileSync(join(dir, 'mairies_equipees_sources_2026-11.csv'), 'departement;commune\n');
    const resolve = (env: Record<string, string>) =>
      resolveSourceFiles(readSettings({ OPEN_DATA_DIR: dir, ...env }).import, {
        projectRoot: '/p',
        downloadDir: '/tmp',
      });
    expect((await resolve({})).equippedSources).toBe(join(dir, 'mairies_equipees_sources_2026-11.csv'));
    // A newer edition wins, by the date in its name (a month alone counts as its 1st day); other names are not editions.
    writeFileSync(join(dir, 'mairies_equipees_sources_2026-10-31.csv'), 'departement;commune\n');
    writeFileSync(join(dir, 'mairies_equipees_sources_2026-13.csv'), 'departement;commune\n');
    writeFileSync(join(dir, 'mairies_equipees_sources_copie.csv'), 'departement;commune\n');
    expect((await resolve({})).equippedSources).toBe(join(dir, 'mairies_equipees_sources_2026-11.csv'));
    writeFileSync(join(dir, 'mairies_equipees_sources_2026-11-28.csv'), 'departement;commune\n');
    expect((await resolve({})).equippedSources).toBe(join(dir, 'mairies_equipees_sources_2026-11-28.csv'));
    expect(knownPublicationDate('mairies_equipees_sources_2026-11-28.csv')).toBe('2026-11-28');
    expect(knownPublicationDate('mairies_equipees_sources_2026-11.csv')).toBe('2026-11');
    expect(knownPublicationDate('mairies_equipees_sources.csv')).toBeNull();
    expect((await resolve({ EQUIPPED_SOURCES: '/x/pages.csv' })).equippedSources).toBe('/x/pages.csv');
    expect((await resolve({ EQUIPPED_SOURCES: 'off' })).equippedSources).toBeNull();
  });

  it('says which variable to set when a required file is missing, and refuses unofficial URLs', async () => {
    await expect(
      resolveSourceFiles(readSettings({ OPEN_DATA_DIR: join(FIXTURES, 'annuaire') }).import, {
        projectRoot: '/p',
        downloadDir: '/tmp',
      }),
    ).rejects.toThrow(/OPEN_DATA_LAPOSTE_URL/);
    await expect(
      resolveSourceFiles(
        readSettings({ OPEN_DATA_DIR: FIXTURES, OPEN_DATA_LAPOSTE_URL: 'https://example.com/cp.csv' }).import,
        { projectRoot: '/p', downloadDir: '/tmp' },
      ),
    ).rejects.toThrow(/Refusing to download/);
  });

  it("downloads DILA's archive from its official URL and reads it whatever the saved name", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sources-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const archive = readFileSync(join(FIXTURES, 'donnees-locales', 'all_latest.tar.bz2'));
    const fetched: string[] = [];
    const fakeFetch = (async (url: string) => {
      fetched.push(url);
      return new Response(archive, { status: 200 });
    }) as typeof fetch;
    const url = 'https://lecomarquage.service-public.fr/donnees_locales_v4/all_latest.tar.bz2';
    const files = await resolveSourceFiles(readSettings({ OPEN_DATA_DIR: FIXTURES, OPEN_DATA_DILA_URL: url }).import, {
      projectRoot: '/p',
      downloadDir: dir,
      fetchImpl: fakeFetch,
    });
    expect(fetched).toEqual([url]);
    const directory = await readDirectory(files.directory);
    expect(directory).toMatchObject({ format: 'annuaire', read: 6 });
    expect(directory.drafts).toHaveLength(5);
  });
});
