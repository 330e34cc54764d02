// A production environment (SITE_ENV=production) for the server settings' tests (src/settings/).

/** Every setting production requires but DATABASE_URL (functions/_lib/core/config.ts), each set to a valid value. */
export const PRODUCTION_ENV = {
  SITE_ENV: 'production',
  PUBLIC_SITE_URL: 'https://site.fr',
  VISIT_SALT: 'a-long-random-salt-value',
  SMTP_URL: 'smtps://u:p@smtp.site.fr',
  MAIL_FROM: 'Site <no-reply@site.fr>',
  MAIL_TO_CONTACT: 'contact@site.fr',
  MAIL_TO_REFUND: 'remboursement@site.fr',
  MAIL_TO_ADD_MAIRIE: 'mairies@site.fr',
  MAIL_TO_FOLLOW_UP: 'suivi@site.fr',
  MODERATION_SECRET: 'another-long-random-secret',
};
