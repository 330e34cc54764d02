import { describe, expect, it } from 'vitest';
import { CONFIG_DEFAULTS, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('has safe local defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      siteUrl: 'http://localhost:4321',
      reviewsAutoApprove: true,
      smtpUrl: undefined,
      outboxDir: '.outbox',
      mailFrom: CONFIG_DEFAULTS.MAIL_FROM,
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
    expect(() => parseConfig({ CONTEXT: 'production' })).toThrowError(
      /PUBLIC_SITE_URL: required in production[\s\S]*VISIT_SALT: required[\s\S]*SMTP_URL: required[\s\S]*MAIL_TO_FOLLOW_UP: required/,
    );
    const env = {
      NODE_ENV: 'production',
      PUBLIC_SITE_URL: 'https://site.fr',
      VISIT_SALT: 'a-long-random-salt-value',
      SMTP_URL: 'smtps://u:p@smtp.site.fr',
      MAIL_FROM: 'Site <no-reply@site.fr>',
      MAIL_TO_CONTACT: 'contact@site.fr',
      MAIL_TO_REFUND: 'remboursement@site.fr',
      MAIL_TO_ADD_MAIRIE: 'mairies@site.fr',
      MAIL_TO_FOLLOW_UP: 'suivi@site.fr',
    };
    expect(parseConfig(env).visitSalt).toBe('a-long-random-salt-value');
  });
});
