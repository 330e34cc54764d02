// The town hall's own word (issue 41, migration 018): its answers (town_hall_statements), the update links mailed
// (town_hall_links_sent), the blocks after a withdrawal and the used links' nonces. An answer is written at once to
// its town hall's status and booking link with the source 'mairie' (TOWN_HALL_SOURCE); no import writes these
// tables: the import reads the answers and merges them into each town hall's verdict (import/decide/town-hall-word.ts).
import { TOWN_HALL_SOURCE } from '../../domain/source-order.ts';
import { TOWN_HALL_LINKS_SENT_DAYS } from '../../domain/retention.ts';
import { TOWN_HALL_LINK_LIMITS } from '../../domain/town-hall-word.ts';
import type { Queryable } from '../db.ts';

/** What a town hall answers: whether it takes applications, and its booking page or how to book. */
export type TownHallAnswer = {
  takesApplications: boolean;
  /** Its booking page (https, normalised), or null. */
  bookingUrl: string | null;
  /** How to book without a booking page (cleaned, at most BOOKING_HOW_MAX characters), or null. */
  bookingHow: string | null;
  /** The booking page waits for the team's approval (bookingNeedsApproval). */
  bookingHeld: boolean;
};

/** A stored answer. */
export type TownHallStatement = TownHallAnswer & {
  id: number;
  mairieId: number;
  /** The Paris day of the answer, YYYY-MM-DD. */
  saidOn: string;
};

/** A stored answer with its town hall's source id (the import's key). */
export type TownHallWord = TownHallStatement & { sourceId: string };

/** The columns an answer replaces, as they were before the first answer of this town hall. */
type Previous = Record<(typeof REPLACED)[number], string | null>;
const REPLACED = [
  'equipped',
  'equipped_source',
  'equipped_source_date',
  'rendez_vous',
  'rendez_vous_source',
  'rendez_vous_source_date',
] as const;

const STATEMENT_SELECT = `s.id, s.mairie_id as "mairieId", s.takes_applications as "takesApplications",
  s.booking_url as "bookingUrl", s.booking_how as "bookingHow", s.booking_held as "bookingHeld",
  s.said_on::text as "saidOn"`;

/** The links sent in the last day and the last 30 days to this town hall or to this recipient (the larger of both). */
export async function countLinksSent(
  q: Queryable,
  mairieId: number,
  recipientHash: string,
  now: Date,
): Promise<{ lastDay: number; last30Days: number }> {
  const { rows } = await q.query<{ day_m: number; month_m: number; day_r: number; month_r: number }>(
    `select
       count(*) filter (where mairie_id = $1 and sent_at > $3::timestamptz - interval '1 day')::int as day_m,
       count(*) filter (where mairie_id = $1)::int as month_m,
       count(*) filter (where recipient_hash = $2 and sent_at > $3::timestamptz - interval '1 day')::int as day_r,
       count(*) filter (where recipient_hash = $2)::int as month_r
     from town_hall_links_sent
     where (mairie_id = $1 or recipient_hash = $2) and sent_at > $3::timestamptz - interval '30 days'`,
    [mairieId, recipientHash, now.toISOString()],
  );
  const r = rows[0];
  return { lastDay: Math.max(r.day_m, r.day_r), last30Days: Math.max(r.month_m, r.month_r) };
}

/** True when one more link stays within TOWN_HALL_LINK_LIMITS. */
export const withinLinkLimits = (sent: { lastDay: number; last30Days: number }): boolean =>
  sent.lastDay < TOWN_HALL_LINK_LIMITS.perDay && sent.last30Days < TOWN_HALL_LINK_LIMITS.per30Days;

/** Records a link mailed (in the transaction that queues the mail); returns its id (the mail's Message-ID). */
export async function recordLinkSent(
  q: Queryable,
  mairieId: number,
  recipientHash: string,
  now: Date,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'insert into town_hall_links_sent (mairie_id, recipient_hash, sent_at) values ($1, $2, $3) returning id',
    [mairieId, recipientHash, now.toISOString()],
  );
  return Number(rows[0].id);
}

/** Until when a town hall gets no new link (after a withdrawal), 'forever' (it asked for no more), or null. */
export async function linksBlockedUntil(q: Queryable, mairieId: number, now: Date): Promise<Date | 'forever' | null> {
  const { rows } = await q.query<{ forever: boolean; until: string }>(
    `select blocked_until = 'infinity' as forever, blocked_until::text as until from town_hall_link_blocks
     where mairie_id = $1 and blocked_until > $2`,
    [mairieId, now.toISOString()],
  );
  if (!rows[0]) return null;
  return rows[0].forever ? 'forever' : new Date(rows[0].until);
}

/** The town hall asked, from its « stop » link, for no more update links: blocked indefinitely. */
export async function blockLinksForever(q: Queryable, mairieId: number): Promise<void> {
  await q.query(
    `insert into town_hall_link_blocks (mairie_id, blocked_until) values ($1, 'infinity')
     on conflict (mairie_id) do update set blocked_until = 'infinity'`,
    [mairieId],
  );
}

/** What the town hall's links need to know of it: its page, its name, whether the directory lists it, the mailbox
 *  the directory gives and its website (bookingNeedsApproval). */
export type TownHallTarget = {
  id: number;
  nom: string;
  slug: string;
  directory_listed: boolean;
  directory_mail: string | null;
  site_web: string | null;
};

/** A town hall by id for its links (locked for its transaction when `lock`), or null. */
export async function getTownHallTarget(q: Queryable, id: number, lock = false): Promise<TownHallTarget | null> {
  const { rows } = await q.query<TownHallTarget>(
    `select id, nom, slug, directory_listed, directory_mail, site_web from mairies where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** True when an update link of this town hall went to the address of `recipientHash` after `since`: an answer is taken
 *  only from a link sent to the address the directory gives now. */
export async function linkSentSince(
  q: Queryable,
  mairieId: number,
  recipientHash: string,
  since: Date,
): Promise<boolean> {
  const { rows } = await q.query(
    'select 1 from town_hall_links_sent where mairie_id = $1 and recipient_hash = $2 and sent_at >= $3 limit 1',
    [mairieId, recipientHash, since.toISOString()],
  );
  return rows.length === 1;
}

/** Records a link's nonce as used; false when it already was. */
export async function claimTownHallToken(
  q: Queryable,
  nonce: string,
  purpose: 'update' | 'withdrawal',
  subjectId: number,
): Promise<boolean> {
  const { rows } = await q.query(
    `insert into town_hall_tokens_used (nonce, purpose, subject_id) values ($1, $2, $3)
     on conflict (nonce) do nothing returning 1`,
    [nonce, purpose, subjectId],
  );
  return rows.length === 1;
}

/** When a link's nonce was used, or null. */
export async function townHallTokenUsedAt(q: Queryable, nonce: string): Promise<Date | null> {
  const { rows } = await q.query<{ used_at: Date }>('select used_at from town_hall_tokens_used where nonce = $1', [
    nonce,
  ]);
  return rows[0] ? new Date(rows[0].used_at) : null;
}

/** An answer by id (locked for its transaction when `lock`), or null. */
export async function getTownHallStatement(q: Queryable, id: number, lock = false): Promise<TownHallStatement | null> {
  const { rows } = await q.query<TownHallStatement>(
    `select ${STATEMENT_SELECT} from town_hall_statements s where s.id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Every answer with its town hall's source id: the import's and the build's. */
export async function listTownHallWord(q: Queryable): Promise<TownHallWord[]> {
  const { rows } = await q.query<TownHallWord>(
    `select ${STATEMENT_SELECT}, m.source_id as "sourceId"
       from town_hall_statements s join mairies m on m.id = s.mairie_id order by s.id`,
  );
  return rows;
}

/** Stores a town hall's answer of `day` (replacing its earlier one, under a new id: the team's links to the earlier
 *  one stop working) and writes it at once to the town hall's status and booking link. Call it in a transaction. */
export async function saveTownHallStatement(
  tx: Queryable,
  mairieId: number,
  answer: TownHallAnswer,
  day: string,
  recipientHash: string,
): Promise<TownHallStatement> {
  const { rows: earlier } = await tx.query<{ previous: Previous }>(
    'delete from town_hall_statements where mairie_id = $1 returning previous',
    [mairieId],
  );
  const { rows: current } = await tx.query<Previous>(
    `select ${REPLACED.map((c) => (c.endsWith('_date') ? `${c}::text as ${c}` : c)).join(', ')}
       from mairies where id = $1 for update`,
    [mairieId],
  );
  const previous = earlier[0]?.previous ?? current[0];
  const { rows } = await tx.query<{ id: number }>(
    `insert into town_hall_statements
       (mairie_id, takes_applications, booking_url, booking_how, booking_held, said_on, recipient_hash, previous)
     values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) returning id`,
    [
      mairieId,
      answer.takesApplications,
      answer.bookingUrl,
      answer.bookingHow,
      answer.bookingHeld,
      day,
      recipientHash,
      JSON.stringify(previous),
    ],
  );
  const statement = { ...answer, id: rows[0].id, mairieId, saidOn: day };
  await writeToTownHall(tx, statement);
  return statement;
}

// The answer on its town hall: its status; its booking page unless held; no page given: no link (the town hall
// knows it has none).
async function writeToTownHall(q: Queryable, s: TownHallStatement): Promise<void> {
  const booking = s.bookingHeld
    ? ''
    : `, rendez_vous = $4, rendez_vous_source = '${TOWN_HALL_SOURCE}', rendez_vous_source_date = $3`;
  await q.query(
    `update mairies set equipped = $2, equipped_source = '${TOWN_HALL_SOURCE}', equipped_source_date = $3${booking},
       updated_at = now() where id = $1`,
    [s.mairieId, s.takesApplications ? 'equipped' : 'not_equipped', s.saidOn, ...(s.bookingHeld ? [] : [s.bookingUrl])],
  );
}

/** The team approves a held booking page: it is shown, dated by the answer, unless a newer link came since. */
export async function approveHeldBooking(tx: Queryable, statement: TownHallStatement): Promise<void> {
  await tx.query('update town_hall_statements set booking_held = false where id = $1', [statement.id]);
  await tx.query(
    `update mairies set rendez_vous = $2, rendez_vous_source = '${TOWN_HALL_SOURCE}', rendez_vous_source_date = $3,
       updated_at = now()
     where id = $1 and not coalesce(rendez_vous_source_date > $3::date, false)`,
    [statement.mairieId, statement.bookingUrl, statement.saidOn],
  );
}

/** The team withdraws an answer: the columns it still holds go back to what the other sources gave before it (the
 *  next import decides them again from the files), the answer is deleted, and the town hall gets no new link until
 *  `blockUntil`. */
export async function withdrawTownHallStatement(
  tx: Queryable,
  statement: TownHallStatement,
  blockUntil: Date,
): Promise<void> {
  const { rows } = await tx.query<{ previous: Previous }>(
    'delete from town_hall_statements where id = $1 returning previous',
    [statement.id],
  );
  const previous = rows[0]?.previous;
  if (previous) {
    for (const field of ['equipped', 'rendez_vous'] as const)
      await tx.query(
        `update mairies set ${field} = $2, ${field}_source = $3, ${field}_source_date = $4::date, updated_at = now()
         where id = $1 and ${field}_source = '${TOWN_HALL_SOURCE}'`,
        [
          statement.mairieId,
          previous[field] ?? (field === 'equipped' ? 'unknown' : null),
          previous[`${field}_source`],
          previous[`${field}_source_date`],
        ],
      );
  }
  await tx.query(
    `insert into town_hall_link_blocks (mairie_id, blocked_until) values ($1, $2)
     on conflict (mairie_id) do update set blocked_until = greatest(town_hall_link_blocks.blocked_until, excluded.blocked_until)`,
    [statement.mairieId, blockUntil.toISOString()],
  );
}

/** Deletes the record of links sent more than TOWN_HALL_LINKS_SENT_DAYS ago (the maintenance); returns how many. */
export async function deleteOldLinksSent(q: Queryable, now: Date): Promise<number> {
  const { rows } = await q.query(
    `delete from town_hall_links_sent where sent_at <= $1::timestamptz - interval '${TOWN_HALL_LINKS_SENT_DAYS} days' returning 1`,
    [now.toISOString()],
  );
  return rows.length;
}
