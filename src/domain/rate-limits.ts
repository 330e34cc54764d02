// The rate limits the functions enforce (functions/_lib/limits/rate-limit.ts, send-limits.ts) and their defaults; each
// one is a setting (src/settings/schema.ts).

/** At most `max` requests in any `windowSeconds` (sliding). */
export type RateLimitRule = { max: number; windowSeconds: number };

/** The forms, each limited per client network. */
export type FormKind =
  'contact' | 'contact-mairie' | 'refund' | 'add-mairie' | 'follow-up' | 'report' | 'nearest' | 'rebuild';

/**
 * Every limit: the forms' (per network), `visit` (beacons per network), `moderation` (the team's link pages and
 * confirmations per network, counted once a link's signature checked out), `recipient` (mails to one address
 * a visitor typed, whoever asks), `mairie` (contact messages to one town hall), `review` (reviews of one town
 * hall per network), `ceiling` (posts per form kind across all clients; passing it stops sending), and the town
 * hall's update links (issue 41): `town-hall-link` (requests per network) and `town-hall-link-ceiling` (links mailed
 * across all town halls; passing it stops sending and alerts the team). Per town hall and recipient the links are
 * limited by TOWN_HALL_LINK_LIMITS (domain/town-hall-word.ts), silently.
 */
export type LimitKind =
  | FormKind
  | 'visit'
  | 'moderation'
  | 'recipient'
  | 'mairie'
  | 'review'
  | 'ceiling'
  | 'town-hall-link'
  | 'town-hall-link-ceiling';

/** The defaults. Generous for people, tight for scripts; each one is a RATE_LIMIT_* setting (src/settings/schema.ts). */
export const RATE_LIMITS: Record<LimitKind, RateLimitRule> = {
  contact: { max: 5, windowSeconds: 600 },
  'contact-mairie': { max: 5, windowSeconds: 600 },
  refund: { max: 5, windowSeconds: 600 },
  'add-mairie': { max: 5, windowSeconds: 600 },
  'follow-up': { max: 5, windowSeconds: 600 },
  report: { max: 10, windowSeconds: 600 },
  nearest: { max: 10, windowSeconds: 600 },
  rebuild: { max: 30, windowSeconds: 600 },
  visit: { max: 300, windowSeconds: 600 },
  // A decision is two requests (the page, then its button): 30 decisions in 10 minutes from one network.
  moderation: { max: 60, windowSeconds: 600 },
  recipient: { max: 3, windowSeconds: 86_400 },
  mairie: { max: 5, windowSeconds: 86_400 },
  review: { max: 1, windowSeconds: 86_400 },
  ceiling: { max: 300, windowSeconds: 3600 },
  'town-hall-link': { max: 5, windowSeconds: 3600 },
  'town-hall-link-ceiling': { max: 300, windowSeconds: 86_400 },
};
