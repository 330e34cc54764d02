// Runtime configuration of the server (the functions, the outbox sender and the local server), read from the
// environment once when this module loads. Every error names the variable and what was expected; empty values count
// as unset. The build's settings are src/data/config.ts and src/data/site/env.ts.
import { createHmac, randomBytes } from 'node:crypto';
import * as z from 'zod';
import { dbSettingsFrom, type DbSettings } from '../../src/data/db.ts';
import { DEFAULT_SITE_URL } from '../../src/data/site-config.ts';
import { DEFAULT_ADDRESS_API_URL } from '../../src/domain/services.ts';
import { retentionFrom, type Retention } from '../../src/domain/retention.ts';
import { HOST_HEADER } from './guards.ts';
import { pageOriginsOf, type PageOrigins } from './security-headers.ts';
import { limitVariable, RATE_LIMITS, type LimitKind, type RateLimitRule } from './rate-limit.ts';

/** The validated settings the functions, the outbox sender and the local server use. */
export interface Config {
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
  /** The database (DATABASE_URL, else PGlite in PGLITE_DIR; PG_POOL_MAX, DB_*_TIMEOUT_MS): see src/data/db.ts. */
  database: DbSettings;
  /** The pre-application iframe's, the address API's and the map tiles' origins the settings name (PREDEMANDE_IFRAME_URL,
   *  PUBLIC_ADDRESS_API_URL, PUBLIC_TILE_URL), allowed by the pages' CSP; undefined ones get the defaults. */
  pageOrigins: PageOrigins;
  /** Where the local server listens (PORT, default 4321; HOST, default 127.0.0.1): scripts/serve.ts. */
  port: number;
  host: string;
  /**
   * Further Host names the local server answers besides its listen address and PUBLIC_SITE_URL's host
   * (ALLOWED_HOSTS, comma-separated, `name` for any port or `name:port`), lower-case: scripts/allowed-hosts.ts.
   */
  allowedHosts: string[];
}

type Env = Record<string, string | undefined>;

const CONFIG_DEFAULTS = {
  PUBLIC_SITE_URL: DEFAULT_SITE_URL,
  OUTBOX_DIR: '.outbox',
  MAIL_FROM: 'Aide Passeport <no-reply@passeport.localhost>',
  MAIL_TO_CONTACT: 'contact@passeport.localhost',
  MAIL_TO_REFUND: 'remboursement@passeport.localhost',
  MAIL_TO_ADD_MAIRIE: 'mairies@passeport.localhost',
  MAIL_TO_FOLLOW_UP: 'suivi@passeport.localhost',
  ADDRESS_API_URL: DEFAULT_ADDRESS_API_URL,
  REVIEWS_AUTO_APPROVE: 'true',
  MODERATION_LINK_DAYS: 14,
  PORT: 4321,
  HOST: '127.0.0.1',
} as const;

const httpUrl = z
  .string()
  .refine(
    (v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v),
    'expected an absolute http(s) URL, e.g. https://example.fr',
  );
const smtpUrl = z
  .string()
  .refine((v) => /^smtps?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), 'expected smtp://user:pass@host:port or smtps://…');
// An address, optionally with a display name: `a@b.fr` or `Name <a@b.fr>`; no line breaks.
const mailbox = z
  .string()
  .refine(
    (v) => /^(?:[^\r\n<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(v),
    'expected an e-mail address such as a@b.fr or "Name <a@b.fr>"',
  );
const bool = z
  .string()
  .transform((v) => v.toLowerCase())
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no'].includes(v), 'expected true or false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const secret = z.string().min(16, 'expected at least 16 characters');
/** At most `digits` decimal digits, from `min` to `max`; `expected` says so. */
const wholeNumber = (digits: number, min: number, max: number, expected: string) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${digits}}$`), expected)
    .transform(Number)
    .refine((n) => n >= min && n <= max, expected);
const proxyHops = z
  .string()
  .transform((v) => v.toLowerCase())
  .refine(
    (v) => /^(?:true|false|yes|no|\d)$/.test(v),
    'expected false, true (one proxy) or the number of proxies in front of the server (0 to 9)',
  )
  .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)));

// `max/seconds`, e.g. 5/600: at most 5 in any 10 minutes.
const limitRule = z
  .string()
  .regex(/^\d{1,7}\s*\/\s*\d{1,7}$/, 'expected max/seconds, e.g. 5/600')
  .transform((v) => v.split('/').map(Number))
  .refine(([max, seconds]) => max >= 1 && seconds >= 1, 'expected max/seconds, both at least 1')
  .transform(([max, windowSeconds]): RateLimitRule => ({ max, windowSeconds }));
// `name` or `name:port`, comma-separated: what a Host header may carry, without a scheme or a path.
const hostList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (hosts) => hosts.every((h) => HOST_HEADER.test(h)),
    'expected host names separated by commas, each with an optional port, e.g. passeport.fr,www.passeport.fr:8443',
  );
const LIMIT_KINDS = Object.keys(RATE_LIMITS) as LimitKind[];

const EnvSchema = z.object({
  ...Object.fromEntries(LIMIT_KINDS.map((kind) => [limitVariable(kind), limitRule.optional()])),
  PUBLIC_SITE_URL: httpUrl.default(CONFIG_DEFAULTS.PUBLIC_SITE_URL),
  VISIT_SALT: secret.optional(),
  REVIEWS_AUTO_APPROVE: bool.default(true),
  SMTP_URL: smtpUrl.optional(),
  OUTBOX_DIR: z.string().default(CONFIG_DEFAULTS.OUTBOX_DIR),
  MAIL_FROM: mailbox.default(CONFIG_DEFAULTS.MAIL_FROM),
  MAIL_TO_CONTACT: mailbox.default(CONFIG_DEFAULTS.MAIL_TO_CONTACT),
  MAIL_TO_REFUND: mailbox.default(CONFIG_DEFAULTS.MAIL_TO_REFUND),
  MAIL_TO_ADD_MAIRIE: mailbox.default(CONFIG_DEFAULTS.MAIL_TO_ADD_MAIRIE),
  MAIL_TO_FOLLOW_UP: mailbox.default(CONFIG_DEFAULTS.MAIL_TO_FOLLOW_UP),
  ADDRESS_API_URL: httpUrl.default(CONFIG_DEFAULTS.ADDRESS_API_URL),
  WEBHOOK_SECRET: secret.optional(),
  BUILD_HOOK_URL: httpUrl.optional(),
  BUILD_HOOK_TOKEN: z.string().min(1).optional(),
  TRUST_PROXY: proxyHops.default(0),
  MODERATION_SECRET: secret.optional(),
  MODERATION_LINK_DAYS: wholeNumber(2, 1, 90, 'expected a number of days from 1 to 90').default(
    CONFIG_DEFAULTS.MODERATION_LINK_DAYS,
  ),
  // Checked by dbSettingsFrom (src/data/db.ts) with PGLITE_DIR, PG_POOL_MAX and the DB_*_TIMEOUT_MS.
  DATABASE_URL: z.string().optional(),
  PORT: wholeNumber(5, 1, 65_535, 'expected a TCP port from 1 to 65535').default(CONFIG_DEFAULTS.PORT),
  HOST: z
    .string()
    .regex(/^[\w.:[\]-]+$/, 'expected a host name or an address, e.g. 127.0.0.1 or 0.0.0.0')
    .default(CONFIG_DEFAULTS.HOST),
  ALLOWED_HOSTS: hostList.optional(),
});

const stripSlash = (url: string) => url.replace(/\/+$/, '');

/** What a production deploy must set explicitly, and why. */
const PRODUCTION_REASONS = {
  DATABASE_URL: 'the functions would otherwise each run on an empty embedded PGlite of their own',
  PUBLIC_SITE_URL: 'links in e-mails and the allowed Origin',
  VISIT_SALT: 'at least 16 random characters, the same on every instance, so a visitor is counted once',
  SMTP_URL: 'the outbox would otherwise write .eml files nobody reads',
  MAIL_FROM: 'the sender of every e-mail',
  MAIL_TO_CONTACT: 'the team mailbox',
  MAIL_TO_REFUND: 'the refund mailbox',
  MAIL_TO_ADD_MAIRIE: 'the mailbox of town hall requests',
  MAIL_TO_FOLLOW_UP: 'the follow-up mailbox',
  MODERATION_SECRET: "at least 16 random characters: it signs the team's accept / refuse links",
} as const;
const PRODUCTION_REQUIRED = Object.keys(PRODUCTION_REASONS) as Array<keyof typeof PRODUCTION_REASONS>;

/** True on a production deploy (Netlify's CONTEXT or NODE_ENV), where secrets must be set explicitly. */
function isProduction(env: Env): boolean {
  return env.CONTEXT === 'production' || env.NODE_ENV === 'production';
}

/** Pure: validates an environment object; throws one error listing every bad variable. */
export function parseConfig(env: Env): Config {
  const present = Object.fromEntries(
    Object.keys(EnvSchema.shape).flatMap((name) => {
      const value = env[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const result = EnvSchema.safeParse(present);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (isProduction(env)) {
    // The local defaults would silently mail nobody or count nothing right: production names them all.
    for (const name of PRODUCTION_REQUIRED) {
      if (!(name in present)) problems.push(`${name}: required in production (${PRODUCTION_REASONS[name]})`);
    }
  }
  const read = <T>(parse: () => T): T | undefined => {
    try {
      return parse();
    } catch (error) {
      problems.push((error as Error).message);
      return undefined;
    }
  };
  const retention = read(() => retentionFrom(env));
  const database = read(() => dbSettingsFrom(env));
  if (!result.success || problems.length || !retention || !database) {
    throw new Error(`Invalid configuration of the functions:\n  ${problems.join('\n  ')}`);
  }
  const e = result.data;
  const limitOf = (kind: LimitKind) =>
    (e as unknown as Record<string, RateLimitRule | undefined>)[limitVariable(kind)] ?? RATE_LIMITS[kind];
  return {
    siteUrl: stripSlash(e.PUBLIC_SITE_URL),
    // Locally a per-process random salt: nothing guessable is ever stored.
    visitSalt: e.VISIT_SALT ?? randomBytes(32).toString('hex'),
    reviewsAutoApprove: e.REVIEWS_AUTO_APPROVE,
    smtpUrl: e.SMTP_URL,
    outboxDir: e.OUTBOX_DIR,
    mailFrom: e.MAIL_FROM,
    mailTo: {
      contact: e.MAIL_TO_CONTACT,
      refund: e.MAIL_TO_REFUND,
      addMairie: e.MAIL_TO_ADD_MAIRIE,
      followUp: e.MAIL_TO_FOLLOW_UP,
    },
    addressApiUrl: stripSlash(e.ADDRESS_API_URL),
    webhookSecret: e.WEBHOOK_SECRET,
    buildHookUrl: e.BUILD_HOOK_URL,
    buildHookToken: e.BUILD_HOOK_TOKEN,
    trustProxy: e.TRUST_PROXY,
    limits: Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, limitOf(kind)])) as Record<LimitKind, RateLimitRule>,
    retention,
    moderationSecret: e.MODERATION_SECRET ?? devModerationSecret(e.VISIT_SALT),
    moderationLinkDays: e.MODERATION_LINK_DAYS,
    database,
    pageOrigins: pageOriginsOf(env),
    port: e.PORT,
    host: e.HOST,
    allowedHosts: e.ALLOWED_HOSTS ?? [],
  };
}

/** Outside production: derived from VISIT_SALT when set (so links survive a restart; the salt itself is never the
 * key), else random per process. */
function devModerationSecret(visitSalt: string | undefined): string {
  return visitSalt
    ? createHmac('sha256', visitSalt).update('moderation-links').digest('hex')
    : randomBytes(32).toString('hex');
}

/** The configuration of this process. */
export const config: Config = parseConfig(process.env);
