import { describe, expect, it } from 'vitest';
import { RETENTION_DEFAULTS } from '../../../src/domain/retention.ts';
import { readSettings } from '../../../src/settings/index.ts';
import type { Config } from './config.ts';
import { RATE_LIMITS } from '../../../src/domain/rate-limits.ts';
import { PRODUCTION_ENV } from '../../../tests/helpers/production-env.ts';

/** The server's settings of an environment object, as functions/_lib/core/config.ts reads this process's. */
const parseConfig = (env: Record<string, string | undefined>): Config => readSettings(env, 'server').server;

describe('the server settings', () => {
  it('has safe local defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      siteUrl: 'http://localhost:4321',
      reviewsAutoApprove: true,
      smtpUrl: undefined,
      outboxDir: '.outbox',
      mailFrom: 'Aide Passeport <no-reply@passeport.localhost>',
      mailTo: { contact: 'contact@passeport.localhost', refund: 'remboursement@passeport.localhost' },
      addressApiUrl: 'https://api-adresse.data.gouv.fr',
      webhookSecret: undefined,
      buildHookUrl: undefined,
      buildHookToken: undefined,
      trustProxy: 0,
    });
    expect(config.visitSalt).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads values, trimming slashes; empty strings count as unset', () => {
    const config = parseConfig({
      PUBLIC_SITE_URL: 'https://site.fr/',
      REVIEWS_AUTO_APPROVE: 'false',
      SMTP_URL: 'smtp://u:p@mail:587',
      OUTBOX_DIR: '',
    });
    expect(config).toMatchObject({
      siteUrl: 'https://site.fr',
      reviewsAutoApprove: false,
      smtpUrl: 'smtp://u:p@mail:587',
      outboxDir: '.outbox',
    });
  });

  it('names every bad variable and what was expected', () => {
    expect(() =>
      parseConfig({
        PUBLIC_SITE_URL: 'site.fr',
        SMTP_URL: 'http://mail',
        MAIL_TO_REFUND: 'a@b.fr\r\nBcc: x@y.fr',
        REVIEWS_AUTO_APPROVE: 'peut-être',
        WEBHOOK_SECRET: 'court',
      }),
    ).toThrowError(
      /PUBLIC_SITE_URL: expected an absolute http\(s\) URL[\s\S]*REVIEWS_AUTO_APPROVE: expected true or false[\s\S]*SMTP_URL: expected smtp:[\s\S]*MAIL_TO_REFUND: expected an e-mail address[\s\S]*WEBHOOK_SECRET: expected at least 16 characters/,
    );
  });

  it('reads TRUST_PROXY as a number of proxies: off by default, true for one', () => {
    expect(parseConfig({}).trustProxy).toBe(0);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(parseConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => parseConfig({ TRUST_PROXY: 'loopback' })).toThrowError(
      /TRUST_PROXY: expected false, true \(one proxy\) or the number of proxies/,
    );
  });

  it('requires the site URL, the salt, SMTP and every mailbox in production', () => {
    expect(() => parseConfig({ SITE_ENV: 'production' })).toThrowError(
      /PUBLIC_SITE_URL: required in production[\s\S]*VISIT_SALT: required[\s\S]*SMTP_URL: required[\s\S]*MAIL_TO_FOLLOW_UP: required/,
    );
    const env = { ...PRODUCTION_ENV, DATABASE_URL: 'postgres://app@db.site.fr:5432/passeport' };
    expect(parseConfig(env).visitSalt).toBe('a-long-random-salt-value');
    expect(() => parseConfig({ ...env, MODERATION_SECRET: '' })).toThrowError(
      /MODERATION_SECRET: required in production/,
    );
    expect(() => parseConfig({ ...env, DATABASE_URL: ' ' })).toThrowError(/DATABASE_URL: required in production/);
  });

  it('reads the database, the pool and the local server address, naming a bad variable', () => {
    expect(parseConfig({})).toMatchObject({
      database: { url: undefined, pgliteDir: '.data/pglite', poolMax: 10 },
      port: 4321,
      host: '127.0.0.1',
    });
    const set = parseConfig({
      DATABASE_URL: 'postgres://u@h/db',
      PG_POOL_MAX: '4',
      DB_STATEMENT_TIMEOUT_MS: '2000',
      PORT: '8080',
      HOST: '0.0.0.0',
    });
    expect(set).toMatchObject({ port: 8080, host: '0.0.0.0' });
    expect(parseConfig({ PREDEMANDE_IFRAME_URL: 'https://predemande.example/form?x=1' }).pageOrigins.iframe).toBe(
      'https://predemande.example',
    );
    expect(parseConfig({}).pageOrigins).toEqual({ iframe: undefined, addressApi: undefined, tiles: undefined });
    expect(set.database).toMatchObject({ url: 'postgres://u@h/db', poolMax: 4, timeouts: { statementMs: 2000 } });
    expect(() => parseConfig({ PG_POOL_MAX: 'beaucoup', PORT: '70000' })).toThrowError(
      /PG_POOL_MAX: expected a number of connections[\s\S]*PORT: expected a TCP port/,
    );
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL: expected a Postgres/);
  });

  it('reads ALLOWED_HOSTS as lower-case host names with optional ports, none by default', () => {
    expect(parseConfig({}).allowedHosts).toEqual([]);
    expect(parseConfig({ ALLOWED_HOSTS: ' Passeport.fr, www.passeport.fr:8443,,[::1]:4321 ' }).allowedHosts).toEqual([
      'passeport.fr',
      'www.passeport.fr:8443',
      '[::1]:4321',
    ]);
    for (const bad of ['https://passeport.fr', 'passeport.fr/x', 'a b', 'passeport.fr:port'])
      expect(() => parseConfig({ ALLOWED_HOSTS: bad }), bad).toThrowError(
        /ALLOWED_HOSTS: expected host names separated by commas/,
      );
  });

  it('reads the moderation secret and link lifetime; locally the secret derives from the salt, never equal to it', () => {
    const set = parseConfig({ MODERATION_SECRET: 'a-moderation-secret-0123', MODERATION_LINK_DAYS: '3' });
    expect([set.moderationSecret, set.moderationLinkDays]).toEqual(['a-moderation-secret-0123', 3]);
    expect(parseConfig({}).moderationLinkDays).toBe(14);
    const salted = parseConfig({ VISIT_SALT: 'a-long-random-salt-value' }).moderationSecret;
    expect(salted).toBe(parseConfig({ VISIT_SALT: 'a-long-random-salt-value' }).moderationSecret);
    expect(salted).not.toContain('a-long-random-salt-value');
    expect(parseConfig({}).moderationSecret).not.toBe(parseConfig({}).moderationSecret);
    expect(() => parseConfig({ MODERATION_SECRET: 'short', MODERATION_LINK_DAYS: '0' })).toThrowError(
      /MODERATION_SECRET: expected at least 16 characters[\s\S]*MODERATION_LINK_DAYS: expected a number of days from 1 to 90/,
    );
  });

  it('reads each rate limit as max/seconds, defaults otherwise', () => {
    expect(parseConfig({}).limits).toEqual(RATE_LIMITS);
    const config = parseConfig({
      RATE_LIMIT_CONTACT_MAIRIE: '2/60',
      RATE_LIMIT_RECIPIENT: '1 / 86400',
      RATE_LIMIT_CEILING: '50/3600',
      RATE_LIMIT_MODERATION: '120/600',
    });
    expect(config.limits).toEqual({
      ...RATE_LIMITS,
      moderation: { max: 120, windowSeconds: 600 },
      'contact-mairie': { max: 2, windowSeconds: 60 },
      recipient: { max: 1, windowSeconds: 86_400 },
      ceiling: { max: 50, windowSeconds: 3600 },
    });
    expect(() => parseConfig({ RATE_LIMIT_VISIT: '300', RATE_LIMIT_REVIEW: '0/86400' })).toThrowError(
      /RATE_LIMIT_VISIT: expected max\/seconds[\s\S]*RATE_LIMIT_REVIEW: expected max\/seconds, both at least 1/,
    );
  });

  it('reads the retention periods in days', () => {
    expect(parseConfig({}).retention).toEqual(RETENTION_DEFAULTS);
    expect(parseConfig({ RETENTION_OUTBOX_DAYS: '7' }).retention.outbox).toBe(7);
    expect(() => parseConfig({ RETENTION_FORMS_DAYS: 'jamais' })).toThrowError(
      /RETENTION_FORMS_DAYS: expected a number of days/,
    );
  });
});
