// Every environment variable of the project, in one schema: its parser, its default, whether production requires
// it, and what it means. src/settings/index.ts reads them; docs/configuration.md is generated from here
// (npm run docs:config), and a test fails when that file is stale.
import * as z from 'zod';
import { normalizeDepartmentCode } from '../domain/departments.ts';
import { HOST_HEADER } from '../domain/host-header.ts';
import { RATE_LIMITS, type LimitKind } from '../domain/rate-limits.ts';
import { RETENTION_DEFAULTS, RETENTION_VARIABLES } from '../domain/retention.ts';
import { DEFAULT_ADDRESS_API_URL, DEFAULT_TILE_URL } from '../domain/services.ts';
import * as p from './parsers.ts';

/** Who reads a variable, which is also the section of docs/configuration.md it is listed in. */
export const AREAS = {
  environment: 'Environment',
  site: 'Site (build and browser)',
  build: 'Build',
  database: 'Database',
  import: 'Open data import',
  server: 'Server (functions, outbox sender, npm run serve)',
  limits: 'Rate limits',
  retention: 'Retention of personal data',
  tools: 'Tests, CI and benches',
} as const;
export type Area = keyof typeof AREAS;

interface SettingMeta {
  area: Area;
  /** What it means, for the reference (Markdown). */
  meaning: string;
  /** The value used when the variable is unset, as one would write it. */
  default?: string;
  /** When the default is not a plain value: what happens when the variable is unset. */
  unset?: string;
  /** Production (SITE_ENV=production) stops without it: `server` for the functions and npm run serve, `build` for the
   * build (which also requires it when CI is set), `both`; with why. */
  production?: { for: 'server' | 'build' | 'both'; why: string };
}

/** The reference of each variable, by its parser in SETTINGS. */
export const META = z.registry<SettingMeta>();

function setting<T extends z.ZodType<unknown, string>>(
  parser: T,
  meta: SettingMeta & { default: string },
): z.ZodDefault<T>;
function setting<T extends z.ZodType<unknown, string>>(parser: T, meta: SettingMeta): z.ZodOptional<T>;
function setting<T extends z.ZodType<unknown, string>>(parser: T, meta: SettingMeta) {
  const raw = meta.default;
  const schema =
    raw === undefined ? parser.optional() : parser.default(() => parser.parse(raw) as z.util.NoUndefined<z.output<T>>);
  META.add(schema, meta);
  return schema;
}

const DEPARTMENT = /^(\d{2,3}|2[AB])$/;

const LIMIT_MEANINGS: Record<LimitKind, string> = {
  contact: 'posts of the contact form per client network, as `max/seconds` (sliding window)',
  'contact-mairie': 'posts of the town hall contact form per client network, as `max/seconds` (sliding window)',
  refund: 'posts of the refund form per client network, as `max/seconds` (sliding window)',
  'add-mairie': 'posts of the « add a town hall » form per client network, as `max/seconds` (sliding window)',
  'follow-up': 'posts of the follow-up form per client network, as `max/seconds` (sliding window)',
  report: 'reports and reviews per client network',
  nearest: 'nearest-town-hall requests per client network',
  rebuild: 'signed rebuild webhook calls per client network',
  moderation:
    "the team's moderation link pages and confirmations per client network (a decision is two requests: the page, then its button), counted once the link's signature checks out; past it a French 429 with Retry-After",
  visit:
    "visit beacons per client network, counted in each server process's memory (a refused beacon costs no database write); past it: 429, nothing counted",
  recipient:
    'mails to one address typed by visitors (nearest town hall, follow-up confirmation), whoever asks; the address is lower-cased, `+tag` dropped, hashed',
  mairie: 'contact messages to one town hall through the site, whoever sends them',
  review: 'reviews of one town hall per client network',
  ceiling:
    'posts of each form across all clients; past it the form answers 503, stores and sends nothing, and the team mailbox gets one alert',
  'town-hall-link':
    "requests for a town hall's update link per client network (the confirmation's POST); past it a French 429 with Retry-After",
  'town-hall-link-ceiling':
    'town hall update links mailed across all town halls; past it the request answers 503, sends nothing, and the team mailbox gets one alert',
};

const RETENTION_MEANINGS: Record<keyof typeof RETENTION_DEFAULTS, string> = {
  forms: 'days e-mail form rows (`form_submissions`) are kept',
  outbox: "days a sent (or given-up) e-mail's body is kept in `email_outbox`",
  nearest: 'days nearest-town-hall requests (`contact_form_submissions`) are kept',
  reviewEmails:
    "days before the author's e-mail of a published, resolved or rejected review or report is erased (also read by the build for `/politique-confidentialite`)",
};

const days = p.integer(1, 3650, 'expected a number of days from 1 to 3650');
const legalUrl = (page: string) =>
  setting(p.httpUrl, {
    area: 'site',
    unset: 'the page says the text is not published yet',
    meaning: `external full text of the ${page} page`,
  });
const mailTo = (address: string, meaning: string, why: string) =>
  setting(p.mailbox, { area: 'server', default: address, meaning, production: { for: 'server', why } });
const openDataUrl = (what: string) =>
  setting(p.httpUrl, {
    area: 'import',
    meaning: `download ${what} from its official publisher instead of reading it from \`OPEN_DATA_DIR\` (allow-listed hosts only)`,
  });

export const SETTINGS = {
  // Environment
  SITE_ENV: setting(z.enum(['local', 'production'], 'expected local or production'), {
    area: 'environment',
    default: 'local',
    meaning:
      "`production` declares a deploy meant for the public: the functions and `npm run serve` refuse to start without the settings marked « required in production », and the build without a real `https://` `PUBLIC_SITE_URL`. Set it in the host's environment for the build and for the functions (netlify.toml sets it for the builds of the production, deploy-preview and branch-deploy contexts). Unset, the functions and `npm run serve` refuse to start when `NODE_ENV=production`: set `local` to declare a deliberate local run",
  }),
  CI: setting(p.flag, {
    area: 'environment',
    default: 'false',
    meaning:
      'set by CI services: a build then requires a real `PUBLIC_SITE_URL` as a production one does, and the browser tests fail (instead of skipping) without Chromium',
  }),

  // Site (build and browser), read by the pages through astro:env
  PUBLIC_SITE_URL: setting(p.origin, {
    area: 'site',
    default: 'http://localhost:4321',
    meaning:
      "the site's origin (`https://host`, no path): canonical URLs, sitemap, allowed Origin of form posts, links in e-mails, redirect target of alternate domains. A local build says in one line that it uses the default; a production build (or one with `CI` set) stops without it, or with a loopback host (localhost, `*.localhost`, 127.0.0.0/8, 0.0.0.0, `[::1]`, `[::]`, `[::ffff:127.0.0.1]`); production needs `https://`",
    production: { for: 'both', why: 'canonical URLs, sitemap, links in e-mails and the allowed Origin' },
  }),
  PREDEMANDE_IFRAME_URL: setting(p.httpUrl, {
    area: 'site',
    unset: '`/formulaire` says the form is unavailable; the CSP allows `https://pre-demande.example.fr`',
    meaning: "the provider's embedded pre-application form; the pages' CSP `frame-src` allows its origin",
  }),
  WORDPRESS_API_URL: setting(p.baseUrl, {
    area: 'site',
    unset: 'local Markdown guides',
    meaning: 'WordPress site root or `/wp-json`; when set, a failure or an empty list fails the build',
  }),
  LEGAL_MENTIONS_URL: legalUrl('« mentions légales »'),
  LEGAL_CGU_URL: legalUrl('« conditions générales »'),
  LEGAL_PRIVACY_URL: legalUrl('privacy policy'),
  LEGAL_COOKIES_URL: legalUrl('cookies'),
  LEGAL_ACCESSIBILITY_URL: legalUrl('accessibility'),
  PUBLIC_ADDRESS_API_URL: setting(p.baseUrl, {
    area: 'site',
    default: DEFAULT_ADDRESS_API_URL,
    meaning: "address autocomplete in the browser (read at build time); the pages' CSP `connect-src` allows its origin",
  }),
  PUBLIC_TILE_URL: setting(p.text, {
    area: 'site',
    default: DEFAULT_TILE_URL,
    meaning:
      "map tiles (a Leaflet URL template, read at build time); the pages' CSP `img-src` allows its origin (`{s}` becomes `*`)",
  }),

  // Build
  ASTRO_OUT_DIR: setting(p.text, {
    area: 'build',
    default: './dist',
    meaning: 'build output folder (tests, benchmarks)',
  }),
  BUILD_DEPARTMENTS: setting(
    p.list((code) => DEPARTMENT.test(code), 'expected department codes like 01,2A,75,971', normalizeDepartmentCode),
    {
      area: 'build',
      unset: 'all departments',
      meaning:
        "e.g. `01,2A,75`: build only those departments' pages for quick runs (neighbours still use national data)",
    },
  ),
  BUILD_FORCE: setting(p.flag, {
    area: 'build',
    default: '0',
    meaning: '`1`: publish even when the data-safety checks fail (empty table, a count dropping by more than 20 %)',
  }),
  BUILD_MANIFEST_PATH: setting(p.text, {
    area: 'build',
    default: '.data/build-manifest.json',
    meaning: 'row counts of the last successful build, for the data-safety check',
  }),
  FICHE_CHANGES_PATH: setting(p.text, {
    area: 'build',
    default: '.data/fiche-changes.json',
    meaning:
      'the official fiches found changed by `npm run rules:check -- … --changes <file>`: the case pages resting on one say so, with its date and a link (no file: no change)',
  }),
  RULES_FICHES_URL: setting(p.httpUrl, {
    area: 'build',
    default: 'https://lecomarquage.service-public.fr/vdd/3.5/part/zip/vosdroits-latest.zip',
    meaning:
      "DILA's zip of the Service-Public fiches (data.gouv.fr « Fiches pratiques et ressources de Service-Public.fr Particuliers »), read by `npm run rules:check` when no folder or zip is given",
  }),
  BUILD_DATE: setting(p.isoDate, {
    area: 'build',
    unset: 'now',
    meaning: 'ISO date of the build: week of the most-viewed list, review dates, year of the footer',
  }),
  BUILD_RENDER_WORKERS: setting(p.integer(0, 64, 'expected a whole number of worker threads from 0 to 64'), {
    area: 'build',
    unset: 'one per spare core',
    meaning: "render worker threads of the data pages (0: Astro's single-thread rendering)",
  }),
  BUILD_FAST_PATHS: setting(p.flag, {
    area: 'build',
    default: '1',
    meaning:
      "`0` turns off every build speed-up that goes beyond Astro's documented API (render workers, island cache, RenderOnce): the output is the same, only slower",
  }),

  // Database
  DATABASE_URL: setting(p.postgresUrl, {
    area: 'database',
    unset: 'the embedded PGlite database in `PGLITE_DIR`',
    meaning: 'PostgreSQL connection string (`postgres://user@host:5432/db`)',
    production: {
      for: 'server',
      why: 'the functions would otherwise each run on an empty embedded PGlite of their own',
    },
  }),
  PGLITE_DIR: setting(p.text, {
    area: 'database',
    default: '.data/pglite',
    meaning: 'folder of the embedded database (`memory://` keeps it in RAM)',
  }),
  PG_POOL_MAX: setting(p.integer(1, 9999, 'expected a number of connections from 1 to 9999, e.g. 10'), {
    area: 'database',
    default: '10',
    meaning: 'size of the Postgres pool',
  }),
  DB_CONNECT_TIMEOUT_MS: setting(p.durationMs, {
    area: 'database',
    default: '5000',
    meaning: 'Postgres: opening a connection or waiting for a free one in the pool (milliseconds; 0 disables it)',
  }),
  DB_STATEMENT_TIMEOUT_MS: setting(p.durationMs, {
    area: 'database',
    default: '60000',
    meaning:
      "Postgres `statement_timeout` of every connection (generous for the import and the build; a request's own statements get what is left of its 4 s deadline)",
  }),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: setting(p.durationMs, {
    area: 'database',
    default: '60000',
    meaning:
      "Postgres `idle_in_transaction_session_timeout` of every connection; a request's transactions use 1 s, and its writes end with a server-side check of its 4 s deadline before COMMIT",
  }),
  DB_QUERY_TIMEOUT_MS: setting(p.durationMs, {
    area: 'database',
    default: '65000',
    meaning:
      "the Postgres client's own wait for one answer (`query_timeout`); a request waits at most until its deadline",
  }),

  // Open data import
  OPEN_DATA_DIR: setting(p.text, {
    area: 'import',
    unset: '`../shared/data` when it exists',
    meaning: 'folder holding the official open data files',
  }),
  OPEN_DATA_LAPOSTE_URL: openDataUrl("La Poste's postal codes"),
  OPEN_DATA_DILA_URL: openDataUrl('the town hall directory'),
  OPEN_DATA_SITES_URL: openDataUrl('the 2018 websites'),
  OPEN_DATA_EMAILS_URL: openDataUrl('the 2021 e-mails'),
  EQUIPPED_LIST: setting(p.text, {
    area: 'import',
    unset: 'every town hall « non confirmé »',
    meaning:
      'CSV of INSEE codes or directory ids of town halls equipped for passports (optional yes/no column), or by `departement` + `commune` name',
  }),
  EQUIPPED_SOURCES: setting(p.text, {
    area: 'import',
    unset: 'the newest `mairies_equipees_sources_<date>.csv` of OPEN_DATA_DIR, when there is one',
    meaning:
      'the sourced list of town halls taking passport applications (what public pages say, one row per commune and page); `off`: not imported',
  }),
  EQUIPPED_LIST_COMPLETE: setting(
    z.enum(['0', '1'], 'expected 1 (the list names every equipped commune) or 0').transform((v) => v === '1'),
    {
      area: 'import',
      default: '0',
      meaning:
        '`1`: the list names every equipped commune (as a `# complete` line says): the others become « non équipée »',
    },
  ),
  EQUIPPED_LIST_URL: setting(p.httpUrl, {
    area: 'import',
    meaning: '(CI workflow only) where the rebuild downloads the equipped list before importing',
  }),
  EQUIPPED_SOURCES_URL: setting(p.httpUrl, {
    area: 'import',
    meaning:
      '(CI workflow only) where the rebuild downloads the sourced list before importing, kept under its own name (`mairies_equipees_sources_<date>.csv`: the date credited is the one in the name)',
  }),
  BOOKING_LIST: setting(p.text, {
    area: 'import',
    meaning: 'CSV of online booking pages (`url` + `id`, `code_insee` or `departement` + `commune`) → `rendez_vous`',
  }),
  OSM_TOWNHALLS: setting(p.text, {
    area: 'import',
    meaning: 'path to an Overpass JSON file of the OpenStreetMap town halls (`amenity=townhall`)',
  }),
  OSM_TOWNHALLS_URL: setting(p.httpUrl, {
    area: 'import',
    meaning: '(CI workflow only) where the rebuild downloads that Overpass JSON file before importing',
  }),

  // Server
  VISIT_SALT: setting(p.secret, {
    area: 'server',
    unset: 'random per process',
    meaning: 'salt of the daily visitor hash (≥ 16 characters); no cookie, no raw IP stored',
    production: {
      for: 'server',
      why: 'at least 16 random characters, the same on every instance, so a visitor is counted once',
    },
  }),
  REVIEWS_AUTO_APPROVE: setting(p.flag, {
    area: 'server',
    default: 'true',
    meaning: 'publish star reviews at once (`auto_approve`); issues always wait for moderation',
  }),
  SMTP_URL: setting(p.smtpUrl, {
    area: 'server',
    unset: '`.eml` files in `OUTBOX_DIR`',
    meaning: '`smtp://` or `smtps://` server that sends the outbox',
    production: { for: 'server', why: 'the outbox would otherwise write .eml files nobody reads' },
  }),
  OUTBOX_DIR: setting(p.text, {
    area: 'server',
    default: '.outbox',
    meaning: 'where messages are written without SMTP',
  }),
  MAIL_FROM: mailTo(
    'Aide Passeport <no-reply@passeport.localhost>',
    'sender; its domain is used in Message-IDs',
    'the sender of every e-mail',
  ),
  MAIL_TO_CONTACT: mailTo('contact@passeport.localhost', 'contact form and issue reports', 'the team mailbox'),
  MAIL_TO_REFUND: mailTo('remboursement@passeport.localhost', 'refund requests', 'the refund mailbox'),
  MAIL_TO_ADD_MAIRIE: mailTo(
    'mairies@passeport.localhost',
    'requests to add a town hall',
    'the mailbox of town hall requests',
  ),
  MAIL_TO_FOLLOW_UP: mailTo('suivi@passeport.localhost', 'follow-up requests', 'the follow-up mailbox'),
  ADDRESS_API_URL: setting(p.baseUrl, {
    area: 'server',
    default: DEFAULT_ADDRESS_API_URL,
    meaning: 'national address API used to geocode on the server',
  }),
  WEBHOOK_SECRET: setting(p.secret, {
    area: 'server',
    unset: '`/api/rebuild` answers 503',
    meaning: "shared secret of the editors' signed rebuild webhook (≥ 16 characters)",
  }),
  BUILD_HOOK_URL: setting(p.httpUrl, {
    area: 'server',
    unset: '`/api/rebuild` answers 503',
    meaning: 'build hook called by the webhook',
  }),
  BUILD_HOOK_TOKEN: setting(p.text, {
    area: 'server',
    meaning:
      'bearer token sent to the build hook when it needs one (GitHub\'s `repository_dispatch` API; the body is `{"event_type":"rebuild"}`)',
  }),
  MODERATION_SECRET: setting(p.secret, {
    area: 'server',
    unset: 'derived from `VISIT_SALT` (random per process without it)',
    meaning:
      'at least 16 random characters; signs the moderation links (changing it invalidates the links already sent)',
    production: {
      for: 'server',
      why: "at least 16 random characters: it signs the team's accept / refuse links",
    },
  }),
  MODERATION_LINK_DAYS: setting(p.integer(1, 90, 'expected a number of days from 1 to 90'), {
    area: 'server',
    default: '14',
    meaning: 'days a moderation link stays valid',
  }),
  TOWN_HALL_LINK_HOURS: setting(p.integer(1, 720, 'expected a number of hours from 1 to 720'), {
    area: 'server',
    default: '72',
    meaning: "hours a town hall's update link stays valid",
  }),
  TOWN_HALL_BLOCK_DAYS: setting(p.integer(1, 365, 'expected a number of days from 1 to 365'), {
    area: 'server',
    default: '30',
    meaning: 'days a town hall whose answer the team withdrew gets no new update link',
  }),
  PORT: setting(p.integer(1, 65_535, 'expected a TCP port from 1 to 65535'), {
    area: 'server',
    default: '4321',
    meaning: 'port of `npm run serve`',
  }),
  HOST: setting(z.string().regex(/^[\w.:[\]-]+$/, 'expected a host name or an address, e.g. 127.0.0.1 or 0.0.0.0'), {
    area: 'server',
    default: '127.0.0.1',
    meaning: 'address `npm run serve` listens on',
  }),
  ALLOWED_HOSTS: setting(
    p.list(
      (host) => HOST_HEADER.test(host),
      'expected host names separated by commas, each with an optional port, e.g. passeport.fr,www.passeport.fr:8443',
      (host) => host.toLowerCase(),
    ),
    {
      area: 'server',
      meaning:
        'further Host names `npm run serve` answers, comma-separated: `name` (any port) or `name:port`. It always answers its listen address, `localhost`/`127.0.0.1`/`[::1]` on its port when listening on loopback or on every interface, and the host of `PUBLIC_SITE_URL`; any other Host gets a French 421 (against DNS rebinding)',
    },
  ),
  TRUST_PROXY: setting(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .refine(
        (v) => /^(?:true|false|yes|no|\d)$/.test(v),
        'expected false, true (one proxy) or the number of proxies in front of the server (0 to 9)',
      )
      .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v))),
    {
      area: 'server',
      default: 'false',
      meaning:
        'how many reverse proxies in front of `npm run serve` append to `X-Forwarded-For` (`true` = 1, or 0–9); the client is the address that many hops from the right. Leave it off unless a proxy adds the header, or clients could pick their own IP for rate limits and visit counts',
    },
  ),

  // Tests, CI and benches
  CHROMIUM_PATH: setting(p.text, {
    area: 'tools',
    default: '/usr/bin/chromium',
    meaning: "the browser of the e2e tests (`.ci/run` installs Debian's)",
  }),
  PG_ADMIN_URL: setting(p.postgresUrl, {
    area: 'tools',
    unset: '`DATABASE_URL`, else `postgres://postgres@127.0.0.1:5432/postgres`',
    meaning: 'the Postgres server where CI, the schema dump and the benches create and drop their scratch databases',
  }),
  PG_DUMP: setting(p.text, {
    area: 'tools',
    default: 'pg_dump',
    meaning: 'the `pg_dump` program of `npm run db:schema`',
  }),
  BENCH_KEEP: setting(p.flag, {
    area: 'tools',
    default: '0',
    meaning: '`1`: `npm run bench` keeps its temporary build folders',
  }),
  BENCH_DEPARTMENTS: setting(p.text, {
    area: 'tools',
    meaning: '`npm run bench -- changes`: build these departments of the configured database instead of the fixture',
  }),
  BENCH_DATE: setting(p.isoDate, {
    area: 'tools',
    meaning: "`npm run bench -- changes`: the first build's date",
  }),
  ARCHIVE_BENCH_RECORDS: setting(p.integer(1, 10_000_000, 'expected a number of records'), {
    area: 'tools',
    default: '63000',
    meaning: '`npm run bench -- archive`: records in the synthetic archive',
  }),
};

/** The setting of each limit: RATE_LIMIT_CONTACT_MAIRIE=5/600 (max / seconds). */
export const limitVariable = (kind: LimitKind) => `RATE_LIMIT_${kind.toUpperCase().replace(/-/g, '_')}`;

/** RATE_LIMIT_CONTACT=5/600 and the others: defaults in src/domain/rate-limits.ts. */
const LIMIT_SETTINGS = Object.fromEntries(
  (Object.keys(RATE_LIMITS) as LimitKind[]).map((kind) => {
    const { max, windowSeconds } = RATE_LIMITS[kind];
    return [
      limitVariable(kind),
      setting(p.rateLimit, { area: 'limits', default: `${max}/${windowSeconds}`, meaning: LIMIT_MEANINGS[kind] }),
    ];
  }),
) as Record<string, z.ZodDefault<typeof p.rateLimit>>;

/** RETENTION_FORMS_DAYS=90 and the others: defaults in src/domain/retention.ts. */
const RETENTION_SETTINGS = Object.fromEntries(
  (Object.keys(RETENTION_DEFAULTS) as Array<keyof typeof RETENTION_DEFAULTS>).map((kind) => [
    RETENTION_VARIABLES[kind],
    setting(days, { area: 'retention', default: String(RETENTION_DEFAULTS[kind]), meaning: RETENTION_MEANINGS[kind] }),
  ]),
) as Record<string, z.ZodDefault<typeof days>>;

export const SettingsSchema = z.object(SETTINGS);
export type SettingValues = z.output<typeof SettingsSchema>;

/** Every variable's name, in the reference's order. */
export const ALL_SETTINGS: Record<string, z.ZodType> = { ...SETTINGS, ...LIMIT_SETTINGS, ...RETENTION_SETTINGS };
