// The functions' answers as the islands read them (SPEC §8): one success text per form kind, and the
// machine-readable `code` an error carries beside its French message. Islands branch on `form` and `code`, never on
// the French text.
import { CORRECTION_SENT } from './correction.ts';
import { MESSAGES } from './messages.ts';

/**
 * What each form says once accepted, by the `form` of its answer: the functions answer it ({ok, form, message}),
 * the islands show it, and a form posted without JavaScript lands on its page /message-envoye/{form}
 * (src/page-data/sent-page.ts).
 */
export const SENT_TEXTS = {
  contact: MESSAGES.messageSent,
  'contact-mairie': MESSAGES.messageSent,
  refund: MESSAGES.messageSent,
  'add-mairie': MESSAGES.messageSent,
  'follow-up': MESSAGES.messageSent,
  report: MESSAGES.reportSent,
  review: MESSAGES.reviewPublished,
  'review-held': MESSAGES.reviewHeld,
  correction: CORRECTION_SENT,
  nearest: MESSAGES.nearestSent,
} as const;
export type SentForm = keyof typeof SENT_TEXTS;

/** True for a `form` of SENT_TEXTS (an answer read from the network is checked with it). */
export const isSentForm = (value: unknown): value is SentForm =>
  typeof value === 'string' && Object.hasOwn(SENT_TEXTS, value);

/** Every `code` an error answer of the functions may carry. */
const ERROR_CODES = [
  // The guards, in the order they run (functions/_lib/http/guards.ts).
  'method_not_allowed',
  'forbidden_origin',
  'too_large',
  'unsupported_type',
  'bad_request',
  'invalid_fields',
  // Limits (functions/_lib/limits/rate-limit.ts, send-limits.ts).
  'rate_limited',
  'recipient_limited',
  'mairie_limited',
  'review_limited',
  'sending_paused',
  // The forms' own refusals.
  'mairie_not_found',
  'mairie_without_email',
  'mairie_not_listed',
  'address_not_found',
  'no_nearby_mairie',
  'geocoder_failed',
  // The editors' rebuild webhook.
  'webhook_disabled',
  'signature_missing',
  'signature_invalid',
  'signature_stale',
  'replayed',
  'build_hook_failed',
  // The team's moderation links.
  'link_invalid',
  'link_expired',
  'link_used',
  'report_decided',
  'report_unknown',
  'correction_unreadable',
  // The team's links of a town hall's answer (issue 41): withdrawn or replaced since, booking page already shown.
  'answer_gone',
  'booking_not_held',
  // The local server's own refusals (scripts/serve.ts): no function at that /api path, a request that never ended,
  // a Host it does not serve (DNS rebinding).
  'not_found',
  'request_timeout',
  'host_not_allowed',
  // Any failure that is not the visitor's: the database or the mail server (503), a bug (500).
  'unavailable',
  'server_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** True for a known code (an answer read from the network is checked with it). */
export const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);
