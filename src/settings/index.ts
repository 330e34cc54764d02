// The one reader of the environment: every variable of the build, the functions, the server, the scripts and the
// benches is parsed here against src/settings/schema.ts, and one error names each bad variable with what was
// expected. Everything else receives the typed settings. Entry points pass an environment in (readSettings), or
// read this process's (settings()); astro:env hands the pages theirs (src/data/config.ts), parsed here too.
// Production is declared, never guessed: SITE_ENV=production. A server or function started with NODE_ENV=production
// and no SITE_ENV stops instead (SITE_ENV=local declares a deliberate local run).
import { createHmac, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { RATE_LIMITS, type LimitKind, type RateLimitRule } from '../domain/rate-limits.ts';
import { pageOriginsOf, type PageOrigins } from '../domain/security-headers.ts';
import { RETENTION_DEFAULTS, RETENTION_VARIABLES, type Retention } from '../domain/retention.ts';
import { isLoopbackHost } from './parsers.ts';
import { ALL_SETTINGS, limitVariable, META, SETTINGS, type SettingValues } from './schema.ts';

type Env = Record<string, string | undefined>;

/** The local site origin, when PUBLIC_SITE_URL is unset outside production. */
export const DEFAULT_SITE_URL = SETTINGS.PUBLIC_SITE_URL.parse(undefined);

/** Keys of the five legal pages whose full text lives on an external site. */
const LEGAL_KEYS = ['mentions', 'cgu', 'privacy', 'cookies', 'accessibility'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

/** Which environment variable holds the external full text of each legal page. */
export const LEGAL_ENV = {
  mentions: 'LEGAL_MENTIONS_URL',
  cgu: 'LEGAL_CGU_URL',
  privacy: 'LEGAL_PRIVACY_URL',
  cookies: 'LEGAL_COOKIES_URL',
  accessibility: 'LEGAL_ACCESSIBILITY_URL',
} as const satisfies Record<LegalKey, keyof SettingValues>;

/** What the pages show and link to; optional services are `undefined` and their pages degrade visibly. */
export interface SiteSettings {
  /** PUBLIC_SITE_URL as an origin, without a trailing slash. */
  siteUrl: string;
  /** True when PUBLIC_SITE_URL is unset (a local build on the default). */
  siteUrlIsDefault: boolean;
  predemandeIframeUrl: string | undefined;
  wordpressApiUrl: string | undefined;
  legalUrls: Record<LegalKey, string | undefined>;
  addressApiUrl: string;
  tileUrl: string;
}

/** Bounds of every Postgres connection (milliseconds; 0 disables one). */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one in the pool (DB_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /** One statement on the server (DB_STATEMENT_TIMEOUT_MS). */
  statementMs: number;
  /** A transaction left idle by its client: the server rolls it back (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS). */
  idleInTransactionMs: number;
  /** The client's wait for one answer, whatever the server does (DB_QUERY_TIMEOUT_MS). */
  queryMs: number;
}

/** Where and how to open the database (src/data/db.ts). */
export interface DbSettings {
  /** DATABASE_URL: a Postgres pool; undefined opens embedded PGlite in `pgliteDir`. */
  url: string | undefined;
  /** PGLITE_DIR (default .data/pglite; 'memory://' keeps it in RAM). */
  pgliteDir: string;
  /** PG_POOL_MAX: connections of the Postgres pool. */
  poolMax: number;
  timeouts: DbTimeouts;
}

/** How this build loads and checks its data, and which speed-ups it uses. */
export interface BuildSettings {
  /** BUILD_FORCE=1: publish even when the data-safety checks fail. */
  force: boolean;
  /** BUILD_DEPARTMENTS=01,75: only these departments' pages (null: all). */
  departments: ReadonlySet<string> | null;
  /** BUILD_MANIFEST_PATH: counts of the last successful build. */
  manifestPath: string;
  /** FICHE_CHANGES_PATH: the official fiches found changed by `npm run rules:check` (src/data/fiches/). */
  ficheChangesPath: string;
  /** RULES_FICHES_URL: DILA's zip of the fiches, the default source of `npm run rules:check`. */
  fichesUrl: string;
  /** BUILD_DATE: the build's "now" (ISO week of the popular list, review dates). */
  now: Date;
  /** ASTRO_OUT_DIR. */
  outDir: string;
  /** BUILD_RENDER_WORKERS: render worker threads, default one per spare core. */
  renderWorkers: number;
  /** BUILD_FAST_PATHS: false turns off every speed-up beyond Astro's documented API. */
  fastPaths: boolean;
}

/** Where the import reads its files (src/data/import/files/resolve-files.ts). */
export interface ImportSettings {
  /** OPEN_DATA_DIR as given (relative to the project), or undefined. */
  openDataDir: string | undefined;
  /** OPEN_DATA_*_URL: download that file instead. */
  sourceUrls: { laposte?: string; directory?: string; websites2018?: string; emails2021?: string };
  equippedList: string | undefined;
  equippedListComplete: boolean;
  /** EQUIPPED_SOURCES: a path, 'off', or undefined for the file of OPEN_DATA_DIR. */
  equippedSources: string | undefined;
  bookingList: string | undefined;
  osmTownhalls: string | undefined;
}

/** The settings of the functions, the outbox sender and the local server. */
export interface ServerSettings {
  /** Public origin of the site (no trailing slash): allowed Origin, links in e-mails, redirects. */
  siteUrl: string;
  /** Salt of the daily visitor hash and of the rate-limit IP hash. */
  visitSalt: string;
  reviewsAutoApprove: boolean;
  /** SMTP connection URL; undefined writes .eml files to `outboxDir` instead. */
  smtpUrl: string | undefined;
  outboxDir: string;
  mailFrom: string;
  mailTo: { contact: string; refund: string; addMairie: string; followUp: string };
  addressApiUrl: string;
  /** Secret of the editors' rebuild webhook; undefined disables the webhook (503). */
  webhookSecret: string | undefined;
  buildHookUrl: string | undefined;
  /** Bearer token for a build hook that needs one (GitHub's repository_dispatch API). */
  buildHookToken: string | undefined;
  /**
   * Reverse proxies in front of scripts/serve.ts that append to X-Forwarded-For: the client is the address
   * that many hops from the right of X-Forwarded-For plus the socket's; 0 (default) takes the socket's.
   */
  trustProxy: number;
  /** Rate limits (RATE_LIMIT_* variables, `max/seconds`), defaults in rate-limit.ts. */
  limits: Record<LimitKind, RateLimitRule>;
  /** Days personal data is kept (RETENTION_*_DAYS), defaults in src/domain/retention.ts. */
  retention: Retention;
  /** Key of the HMAC-SHA256 that signs the team's « Accepter » / « Refuser » links (MODERATION_SECRET). */
  moderationSecret: string;
  /** Days a moderation link stays valid (MODERATION_LINK_DAYS, default 14). */
  moderationLinkDays: number;
  /** Hours a town hall's update link stays valid (TOWN_HALL_LINK_HOURS, default 72). */
  townHallLinkHours: number;
  /** Days a town hall whose answer the team withdrew gets no new link (TOWN_HALL_BLOCK_DAYS, default 30). */
  townHallBlockDays: number;
  /** The database. */
  database: DbSettings;
  /** The pre-application iframe's, the address API's and the map tiles' origins the settings name (PREDEMANDE_IFRAME_URL,
   *  PUBLIC_ADDRESS_API_URL, PUBLIC_TILE_URL), allowed by the pages' CSP; undefined ones get the defaults. */
  pageOrigins: PageOrigins;
  /** Where the local server listens (PORT, HOST): scripts/serve.ts. */
  port: number;
  host: string;
  /** Further Host names the local server answers (ALLOWED_HOSTS), lower-case: scripts/allowed-hosts.ts. */
  allowedHosts: string[];
}

/** Tests, CI and benches. */
export interface ToolSettings {
  chromiumPath: string;
  /** PG_ADMIN_URL, else DATABASE_URL, else the local server's maintenance database. */
  scratchServerUrl: string;
  pgDump: string;
  benchKeep: boolean;
  benchDepartments: string | undefined;
  benchDate: Date | undefined;
  archiveBenchRecords: number;
}

export interface Settings {
  /** SITE_ENV=production. */
  production: boolean;
  /** CI is set. */
  ci: boolean;
  site: SiteSettings;
  build: BuildSettings;
  database: DbSettings;
  import: ImportSettings;
  server: ServerSettings;
  tools: ToolSettings;
}

/** Who reads the settings: production requirements apply to the server's or to the build's variables. */
type Reader = 'server' | 'build' | 'other';

/** One error for every bad variable, each named with what was expected. */
export class SettingsError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid settings (environment variables):\n  ${problems.join('\n  ')}`);
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

/**
 * Pure but for the random local salts: the settings of an environment object. Empty values count as unset.
 * `reader` says whose production requirements apply (SITE_ENV=production; for the build, CI too).
 * Throws a SettingsError naming every bad variable.
 */
export function readSettings(env: Env, reader: Reader = 'other'): Settings {
  const present: Record<string, string> = {};
  for (const name of Object.keys(ALL_SETTINGS)) {
    const value = env[name]?.trim();
    if (value) present[name] = value;
  }
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(ALL_SETTINGS)) {
    const result = schema.safeParse(present[name]);
    if (result.success) values[name] = result.data;
    else problems.push(`${name}: ${result.error.issues[0].message}`);
  }
  const v = values as SettingValues & Record<string, unknown>;
  const production = v.SITE_ENV === 'production';
  const ci = v.CI === true;
  const why = ' (SITE_ENV=production, or CI for a build)';
  for (const [name, schema] of Object.entries(ALL_SETTINGS)) {
    const need = META.get(schema)?.production;
    const applies = need && (need.for === reader || (need.for === 'both' && reader !== 'other'));
    if (!applies || name in present) continue;
    if (production || (reader === 'build' && ci)) problems.push(`${name}: required in production${why}: ${need.why}`);
  }
  if (reader === 'server' && env.NODE_ENV?.trim() === 'production' && !('SITE_ENV' in present)) {
    problems.push(
      'SITE_ENV: not set while NODE_ENV=production; set SITE_ENV=production for a public deploy (with its required settings), or SITE_ENV=local for a deliberate local run',
    );
  }
  const siteUrl = v.PUBLIC_SITE_URL;
  if (production && 'PUBLIC_SITE_URL' in present && 'PUBLIC_SITE_URL' in values && !siteUrl.startsWith('https://')) {
    problems.push('PUBLIC_SITE_URL: production (SITE_ENV=production) needs an https:// origin');
  }
  if (
    (production || (reader === 'build' && ci)) &&
    'PUBLIC_SITE_URL' in present &&
    'PUBLIC_SITE_URL' in values &&
    isLoopbackHost(siteUrl)
  ) {
    problems.push(`PUBLIC_SITE_URL: a loopback host; production${why} needs the real origin`);
  }
  if (problems.length) throw new SettingsError(problems);

  const database: DbSettings = {
    url: v.DATABASE_URL,
    pgliteDir: v.PGLITE_DIR,
    poolMax: v.PG_POOL_MAX,
    timeouts: {
      connectMs: v.DB_CONNECT_TIMEOUT_MS,
      statementMs: v.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: v.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      queryMs: v.DB_QUERY_TIMEOUT_MS,
    },
  };
  const retention = Object.fromEntries(
    (Object.keys(RETENTION_DEFAULTS) as Array<keyof Retention>).map((kind) => [
      kind,
      values[RETENTION_VARIABLES[kind]],
    ]),
  ) as Retention;
  const limits = Object.fromEntries(
    (Object.keys(RATE_LIMITS) as LimitKind[]).map((kind) => [kind, values[limitVariable(kind)]]),
  ) as Record<LimitKind, RateLimitRule>;
  return {
    production,
    ci,
    site: {
      siteUrl,
      siteUrlIsDefault: !('PUBLIC_SITE_URL' in present),
      predemandeIframeUrl: v.PREDEMANDE_IFRAME_URL,
      wordpressApiUrl: v.WORDPRESS_API_URL,
      legalUrls: Object.fromEntries(LEGAL_KEYS.map((key) => [key, v[LEGAL_ENV[key]]])) as SiteSettings['legalUrls'],
      addressApiUrl: v.PUBLIC_ADDRESS_API_URL,
      tileUrl: v.PUBLIC_TILE_URL,
    },
    build: {
      force: v.BUILD_FORCE,
      departments: v.BUILD_DEPARTMENTS?.length ? new Set(v.BUILD_DEPARTMENTS) : null,
      manifestPath: v.BUILD_MANIFEST_PATH,
      ficheChangesPath: v.FICHE_CHANGES_PATH,
      fichesUrl: v.RULES_FICHES_URL,
      now: v.BUILD_DATE ?? new Date(),
      outDir: v.ASTRO_OUT_DIR,
      renderWorkers: v.BUILD_RENDER_WORKERS ?? Math.max(availableParallelism() - 1, 0),
      fastPaths: v.BUILD_FAST_PATHS,
    },
    database,
    import: {
      openDataDir: v.OPEN_DATA_DIR,
      sourceUrls: {
        laposte: v.OPEN_DATA_LAPOSTE_URL,
        directory: v.OPEN_DATA_DILA_URL,
        websites2018: v.OPEN_DATA_SITES_URL,
        emails2021: v.OPEN_DATA_EMAILS_URL,
      },
      equippedList: v.EQUIPPED_LIST,
      equippedListComplete: v.EQUIPPED_LIST_COMPLETE,
      equippedSources: v.EQUIPPED_SOURCES,
      bookingList: v.BOOKING_LIST,
      osmTownhalls: v.OSM_TOWNHALLS,
    },
    server: {
      siteUrl,
      // Locally a per-process random salt: nothing guessable is ever stored.
      visitSalt: v.VISIT_SALT ?? randomBytes(32).toString('hex'),
      reviewsAutoApprove: v.REVIEWS_AUTO_APPROVE,
      smtpUrl: v.SMTP_URL,
      outboxDir: v.OUTBOX_DIR,
      mailFrom: v.MAIL_FROM,
      mailTo: {
        contact: v.MAIL_TO_CONTACT,
        refund: v.MAIL_TO_REFUND,
        addMairie: v.MAIL_TO_ADD_MAIRIE,
        followUp: v.MAIL_TO_FOLLOW_UP,
      },
      addressApiUrl: v.ADDRESS_API_URL,
      webhookSecret: v.WEBHOOK_SECRET,
      buildHookUrl: v.BUILD_HOOK_URL,
      buildHookToken: v.BUILD_HOOK_TOKEN,
      trustProxy: v.TRUST_PROXY,
      limits,
      retention,
      moderationSecret: v.MODERATION_SECRET ?? devModerationSecret(v.VISIT_SALT),
      moderationLinkDays: v.MODERATION_LINK_DAYS,
      townHallLinkHours: v.TOWN_HALL_LINK_HOURS,
      townHallBlockDays: v.TOWN_HALL_BLOCK_DAYS,
      database,
      pageOrigins: pageOriginsOf(present),
      port: v.PORT,
      host: v.HOST,
      allowedHosts: v.ALLOWED_HOSTS ?? [],
    },
    tools: {
      chromiumPath: v.CHROMIUM_PATH,
      scratchServerUrl: v.PG_ADMIN_URL ?? v.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      pgDump: v.PG_DUMP,
      benchKeep: v.BENCH_KEEP,
      benchDepartments: v.BENCH_DEPARTMENTS,
      benchDate: v.BENCH_DATE,
      archiveBenchRecords: v.ARCHIVE_BENCH_RECORDS,
    },
  };
}

/** Outside production: derived from VISIT_SALT when set (so links survive a restart; the salt itself is never the
 * key), else random per process. */
function devModerationSecret(visitSalt: string | undefined): string {
  return visitSalt
    ? createHmac('sha256', visitSalt).update('moderation-links').digest('hex')
    : randomBytes(32).toString('hex');
}

const NAMES = Object.keys(ALL_SETTINGS);
const current = new Map<Reader, { key: string; settings: Settings }>();

/**
 * This process's settings, read from its environment; read again only when a variable changed (tests and benches
 * set some between builds in one process).
 */
export function settings(reader: Reader = 'other'): Settings {
  const key = NAMES.map((name) => process.env[name] ?? '').join('\0');
  let entry = current.get(reader);
  if (entry?.key !== key) current.set(reader, (entry = { key, settings: readSettings(process.env, reader) }));
  return entry.settings;
}

const years = new Map<string | undefined, number>();

/** The build's year (BUILD_DATE, else today), read once per BUILD_DATE value: the footer of every page shows it. */
export function buildYear(): number {
  const raw = process.env.BUILD_DATE;
  let year = years.get(raw);
  if (year === undefined) years.set(raw, (year = settings().build.now.getFullYear()));
  return year;
}
