import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { RETENTION_DEFAULTS } from '../domain/retention.ts';
import { DEFAULT_SITE_URL, readSettings, SettingsError } from './index.ts';
import { isLoopbackHost } from './parsers.ts';
import { ALL_SETTINGS, META } from './schema.ts';

describe('the settings schema', () => {
  it('documents every variable: an area, a meaning, and a default or what unset means', () => {
    for (const [name, schema] of Object.entries(ALL_SETTINGS)) {
      const meta = META.get(schema);
      expect(meta, name).toBeDefined();
      expect(meta!.meaning.length, name).toBeGreaterThan(10);
      expect(meta!.default !== undefined || meta!.unset !== undefined || !meta!.production, name).toBe(true);
    }
  });

  it('declares the variables of the build speed-ups and of the OSM town halls', () => {
    for (const name of ['BUILD_FAST_PATHS', 'BUILD_RENDER_WORKERS', 'OSM_TOWNHALLS', 'OSM_TOWNHALLS_URL'])
      expect(ALL_SETTINGS).toHaveProperty(name);
    expect(readSettings({}).build.fastPaths).toBe(true);
    expect(readSettings({ BUILD_FAST_PATHS: '0' }).build.fastPaths).toBe(false);
    expect(readSettings({ OSM_TOWNHALLS: 'osm.json' }).import.osmTownhalls).toBe('osm.json');
  });
});

describe('readSettings', () => {
  it('has safe local defaults; empty values count as unset', () => {
    const settings = readSettings({ PUBLIC_SITE_URL: '', WORDPRESS_API_URL: '  ' });
    expect(settings.production).toBe(false);
    expect(settings.site).toEqual({
      siteUrl: DEFAULT_SITE_URL,
      siteUrlIsDefault: true,
      predemandeIframeUrl: undefined,
      wordpressApiUrl: undefined,
      legalUrls: {
        mentions: undefined,
        cgu: undefined,
        privacy: undefined,
        cookies: undefined,
        accessibility: undefined,
      },
      addressApiUrl: 'https://api-adresse.data.gouv.fr',
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(DEFAULT_SITE_URL).toBe('http://localhost:4321');
    expect(settings.server.limits).toEqual(RATE_LIMITS);
    expect(settings.server.retention).toEqual(RETENTION_DEFAULTS);
    expect(settings.database).toEqual({
      url: undefined,
      pgliteDir: '.data/pglite',
      poolMax: 10,
      timeouts: { connectMs: 5000, statementMs: 60_000, idleInTransactionMs: 60_000, queryMs: 65_000 },
    });
    expect(settings.build).toMatchObject({ force: false, departments: null, outDir: './dist', fastPaths: true });
    expect(settings.build.renderWorkers).toBeGreaterThanOrEqual(0);
    expect(settings.tools.scratchServerUrl).toBe('postgres://postgres@127.0.0.1:5432/postgres');
  });

  it('parses PUBLIC_SITE_URL once, as an origin for the pages and for the server alike', () => {
    const settings = readSettings({ PUBLIC_SITE_URL: ' https://Passeport.Example.fr/ ' });
    expect(settings.site).toMatchObject({ siteUrl: 'https://passeport.example.fr', siteUrlIsDefault: false });
    expect(settings.server.siteUrl).toBe('https://passeport.example.fr');
    for (const bad of ['passeport.example.fr', 'ftp://site.fr', 'https://site.fr/fr/', 'https://u:p@site.fr'])
      expect(() => readSettings({ PUBLIC_SITE_URL: bad }), bad).toThrow(
        /PUBLIC_SITE_URL: expected an absolute http\(s\) URL of an origin only/,
      );
  });

  it('reads the site URLs, trimming the trailing slash of WordPress', () => {
    const { site } = readSettings({
      PREDEMANDE_IFRAME_URL: 'https://prestataire.example/form/',
      WORDPRESS_API_URL: 'https://blog.example/wp-json/',
      LEGAL_MENTIONS_URL: 'https://legal.example/mentions',
      LEGAL_ACCESSIBILITY_URL: 'https://legal.example/a11y',
    });
    expect(site.predemandeIframeUrl).toBe('https://prestataire.example/form/');
    expect(site.wordpressApiUrl).toBe('https://blog.example/wp-json');
    expect(site.legalUrls).toMatchObject({
      mentions: 'https://legal.example/mentions',
      accessibility: 'https://legal.example/a11y',
      cgu: undefined,
    });
  });

  it('throws one error naming each bad variable with what was expected, and no value', () => {
    let error: unknown;
    try {
      readSettings({
        PREDEMANDE_IFRAME_URL: 'javascript:alert(1)',
        LEGAL_COOKIES_URL: '/cookies',
        BUILD_RENDER_WORKERS: 'two',
        DB_QUERY_TIMEOUT_MS: 'bientôt',
        EQUIPPED_LIST_COMPLETE: 'true',
        VISIT_SALT: 'court',
        RETENTION_NEAREST_DAYS: '4000',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SettingsError);
    expect((error as SettingsError).problems).toEqual([
      'PREDEMANDE_IFRAME_URL: expected an absolute http(s) URL, e.g. https://example.fr',
      'LEGAL_COOKIES_URL: expected an absolute http(s) URL, e.g. https://example.fr',
      'BUILD_RENDER_WORKERS: expected a whole number of worker threads from 0 to 64',
      'DB_QUERY_TIMEOUT_MS: expected a number of milliseconds, or a duration such as 5s or 2min',
      'EQUIPPED_LIST_COMPLETE: expected 1 (the list names every equipped commune) or 0',
      'VISIT_SALT: expected at least 16 characters',
      'RETENTION_NEAREST_DAYS: expected a number of days from 1 to 3650',
    ]);
    expect((error as Error).message).toMatch(/^Invalid settings \(environment variables\):\n {2}PREDEMANDE_IFRAME_URL/);
    expect((error as Error).message).not.toContain('court');
  });

  it('shares its parsers: switches, whole numbers, durations, lists, dates', () => {
    expect(readSettings({ BUILD_FORCE: 'yes', REVIEWS_AUTO_APPROVE: '0' })).toMatchObject({
      build: { force: true },
      server: { reviewsAutoApprove: false },
    });
    expect(() => readSettings({ BUILD_FORCE: 'peut-être' })).toThrow(/BUILD_FORCE: expected true or false/);
    expect(readSettings({ BUILD_RENDER_WORKERS: ' 3 ' }).build.renderWorkers).toBe(3);
    expect(() => readSettings({ BUILD_RENDER_WORKERS: '-1' })).toThrow(/BUILD_RENDER_WORKERS/);
    expect(
      readSettings({ DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: ' 0 ' }).database.timeouts,
    ).toMatchObject({ connectMs: 2000, statementMs: 0 });
    expect(readSettings({ DB_QUERY_TIMEOUT_MS: '5s' }).database.timeouts.queryMs).toBe(5000);
    expect(readSettings({ DB_QUERY_TIMEOUT_MS: '2min' }).database.timeouts.queryMs).toBe(120_000);
    expect(readSettings({ BUILD_DEPARTMENTS: ' 1, 2a,,75 ' }).build.departments).toEqual(new Set(['01', '2A', '75']));
    expect(readSettings({ BUILD_DATE: '2025-03-12T10:00:00Z' }).build.now).toEqual(new Date('2025-03-12T10:00:00Z'));
    expect(readSettings({ EQUIPPED_LIST_COMPLETE: '1' }).import.equippedListComplete).toBe(true);
    expect(readSettings({ RETENTION_FORMS_DAYS: '7' }).server.retention.forms).toBe(7);
  });

  it('reads the import sources and the tools', () => {
    const settings = readSettings({
      OPEN_DATA_DIR: '../data',
      OPEN_DATA_DILA_URL: 'https://lecomarquage.service-public.fr/x.tar.bz2',
      EQUIPPED_LIST: 'list.csv',
      PG_ADMIN_URL: 'postgres://admin@db/postgres',
      DATABASE_URL: 'postgres://app@db/site',
      BENCH_KEEP: '1',
    });
    expect(settings.import).toMatchObject({
      openDataDir: '../data',
      sourceUrls: { directory: 'https://lecomarquage.service-public.fr/x.tar.bz2', laposte: undefined },
      equippedList: 'list.csv',
      bookingList: undefined,
    });
    expect(settings.tools).toMatchObject({ scratchServerUrl: 'postgres://admin@db/postgres', benchKeep: true });
    expect(readSettings({ DATABASE_URL: 'postgres://app@db/site' }).tools.scratchServerUrl).toBe(
      'postgres://app@db/site',
    );
  });
});

describe('production', () => {
  it('is declared by SITE_ENV=production, never guessed from NODE_ENV or the host', () => {
    expect(readSettings({ SITE_ENV: 'production' }).production).toBe(true);
    for (const env of [{}, { NODE_ENV: 'production' }, { CONTEXT: 'production' }, { CI: 'true' }])
      expect(readSettings(env).production, JSON.stringify(env)).toBe(false);
    expect(() => readSettings({ SITE_ENV: 'prod' })).toThrow(/SITE_ENV: expected local or production/);
  });

  it('a server with NODE_ENV=production and no SITE_ENV refuses to start: refusing is not guessing', () => {
    expect(() => readSettings({ NODE_ENV: 'production' }, 'server')).toThrow(
      /SITE_ENV: not set while NODE_ENV=production; set SITE_ENV=production [^\n]*or SITE_ENV=local/,
    );
    // Declared local: a deliberate local run on the local defaults, distinguishable from unset.
    const local = readSettings({ NODE_ENV: 'production', SITE_ENV: 'local' }, 'server');
    expect(local.production).toBe(false);
    expect(local.server.siteUrl).toBe(DEFAULT_SITE_URL);
    // Other NODE_ENVs, the build (Astro sets NODE_ENV itself) and the scripts keep their rules.
    for (const NODE_ENV of [undefined, 'development', 'test', ' '])
      expect(readSettings({ NODE_ENV }, 'server').production).toBe(false);
    expect(readSettings({ NODE_ENV: 'production' }, 'build').production).toBe(false);
    expect(readSettings({ NODE_ENV: 'production' }).production).toBe(false);
  });

  it('needs an https:// PUBLIC_SITE_URL', () => {
    const env = { SITE_ENV: 'production' };
    expect(() => readSettings({ ...env, PUBLIC_SITE_URL: 'http://passeport.example.fr' }, 'build')).toThrow(
      /PUBLIC_SITE_URL: production \(SITE_ENV=production\) needs an https:\/\/ origin/,
    );
    expect(readSettings({ ...env, PUBLIC_SITE_URL: 'https://passeport.example.fr' }, 'build').site.siteUrl).toBe(
      'https://passeport.example.fr',
    );
    // Outside production an http origin is fine (a local server, a fixture build).
    expect(readSettings({ PUBLIC_SITE_URL: 'http://passeport.example.fr' }, 'server').server.siteUrl).toBe(
      'http://passeport.example.fr',
    );
  });

  it.each([
    'http://localhost:4321',
    'http://LOCALHOST.',
    'http://mairie.localhost',
    'http://a.b.localhost.:8080',
    'http://127.0.0.1',
    'http://127.8.9.10',
    'http://127.1',
    'http://0.0.0.0:4321',
    'http://[::1]:8080',
    'http://[::]',
    'http://[0:0:0:0:0:0:0:1]',
    'http://[::ffff:127.0.0.1]',
    'http://[::ffff:127.2.3.4]',
    'http://[::ffff:0.0.0.0]',
  ])('takes %s for a loopback host', (url) => {
    expect(isLoopbackHost(url)).toBe(true);
    expect(() => readSettings({ CI: '1', PUBLIC_SITE_URL: url }, 'build')).toThrow(/PUBLIC_SITE_URL: a loopback host/);
  });

  it.each([
    'https://passeport.example.fr',
    'https://localhost.example.fr',
    'http://128.0.0.1',
    'http://[::ffff:8.8.8.8]',
  ])('takes %s for a real host', (url) => expect(isLoopbackHost(url)).toBe(false));

  it('the build requires a real PUBLIC_SITE_URL in production and under CI; a local build takes the default', () => {
    expect(readSettings({}, 'build').site.siteUrlIsDefault).toBe(true);
    expect(readSettings({ CI: 'false' }, 'build').site.siteUrlIsDefault).toBe(true);
    expect(() => readSettings({ CI: 'true' }, 'build')).toThrow(/PUBLIC_SITE_URL: required in production/);
    expect(() => readSettings({ SITE_ENV: 'production', PUBLIC_SITE_URL: ' ' }, 'build')).toThrow(
      /PUBLIC_SITE_URL: required in production/,
    );
    expect(() => readSettings({ SITE_ENV: 'production', PUBLIC_SITE_URL: 'site.fr' }, 'build')).toThrow(
      /^Invalid settings \(environment variables\):\n {2}PUBLIC_SITE_URL: expected an absolute http\(s\) URL of an origin[^\n]*$/,
    );
    for (const loopback of ['http://localhost:4321', 'http://127.0.0.1', 'http://[::1]:8080'])
      expect(() => readSettings({ CI: '1', PUBLIC_SITE_URL: loopback }, 'build'), loopback).toThrow(
        /PUBLIC_SITE_URL: a loopback host/,
      );
    // The build needs no mail settings, and the server's reader is not bound by CI.
    expect(readSettings({ SITE_ENV: 'production', PUBLIC_SITE_URL: 'https://site.fr' }, 'build').production).toBe(true);
    expect(readSettings({ CI: 'true' }, 'server').server.siteUrl).toBe(DEFAULT_SITE_URL);
  });
});
