// How long personal data is kept (days), by kind; the scheduled maintenance purges what is older.
// Defaults are shown on /politique-confidentialite and documented in docs/operations.md (Retention); the periods in
// force are settings (src/settings/).

type RetentionKind = 'forms' | 'outbox' | 'nearest' | 'reviewEmails';

/** Days each kind of personal data is kept. */
export type Retention = Record<RetentionKind, number>;

export const RETENTION_DEFAULTS: Retention = {
  /** Rows of the e-mail forms (contact, refund, follow-up, add a town hall, town hall contact). */
  forms: 90,
  /** Bodies of sent e-mails (and of those given up), counted from sending or queueing. */
  outbox: 30,
  /** Nearest-town-hall requests: e-mail, typed address, result. */
  nearest: 30,
  /** Authors' e-mails of reviews and reports, once published, resolved or rejected. */
  reviewEmails: 30,
};

/** The environment variable of each period. */
export const RETENTION_VARIABLES: Record<RetentionKind, string> = {
  forms: 'RETENTION_FORMS_DAYS',
  outbox: 'RETENTION_OUTBOX_DAYS',
  nearest: 'RETENTION_NEAREST_DAYS',
  reviewEmails: 'RETENTION_REVIEW_EMAILS_DAYS',
};

/** Days the record of a town hall's update links mailed is kept (town_hall_links_sent: the salted hash of the
 *  address, never the address; deleteOldLinksSent): the window of their limits (TOWN_HALL_LINK_LIMITS, per 30 days).
 *  Not a setting: the limits need it. The answer itself stays until replaced or withdrawn (docs/town-hall-word.md). */
export const TOWN_HALL_LINKS_SENT_DAYS = 30;

/** '90 jours', '1 jour'. */
export const formatDays = (days: number) => `${days} jour${days > 1 ? 's' : ''}`;
