// The functions' data access: one async function per statement, the client first, $n parameters only.
import type { Queryable } from '../../src/data/db.ts';
import type { Correction } from '../../src/domain/correction.ts';
import type { Equipment } from '../../src/domain/equipment.ts';

/** Stores a form that only sends e-mail; returns its id. */
export async function insertFormSubmission(
  q: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  mairieId: number | null = null,
): Promise<number> {
  const { rows } = await q.query<{ id: string | number }>(
    'insert into form_submissions (kind, payload, mairie_id) values ($1, $2::jsonb, $3) returning id',
    [kind, JSON.stringify(payload), mairieId],
  );
  return Number(rows[0].id);
}

/** What the functions need to know about a town hall: its page, name, address and contacts. */
export type MairieCard = {
  id: number;
  slug: string;
  nom: string;
  ville: string;
  code_postal: string | null;
  ligne_2: string | null;
  ligne_3: string | null;
  ligne_4: string | null;
  tel: string | null;
  mail: string | null;
  site_web: string | null;
  /** Passport equipment, as the operator knows it. */
  equipped: Equipment;
  /** The commune's point, not the town hall's (import positions check): no distance to 0.1 km from it. */
  position_approximate: boolean;
};

/** One town hall by id, or null. */
export async function getMairieCard(q: Queryable, id: number): Promise<MairieCard | null> {
  const { rows } = await q.query<MairieCard>(
    `select id, slug, nom, ville, code_postal, ligne_2, ligne_3, ligne_4, tel, mail, site_web, equipped,
       position_approximate
     from mairies where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A new report or review; returns its id. */
export async function insertReport(
  q: Queryable,
  report: {
    mairieId: number;
    type: string;
    content: string;
    email: string;
    rating: number | null;
    autoApprove: boolean;
    /** A structured correction (type 'correction'); null otherwise. */
    correction?: Correction | null;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into mairie_reports (mairie_id, type, content, email, rating, status, auto_approve, correction)
     values ($1, $2, $3, $4, $5, 'pending', $6, $7::jsonb) returning id`,
    [
      report.mairieId,
      report.type,
      report.content,
      report.email,
      report.rating,
      report.autoApprove,
      report.correction ? JSON.stringify(report.correction) : null,
    ],
  );
  return Number(rows[0].id);
}

/** A published report as the site shows it: never the author's e-mail. */
export type PublicReport = { id: number; content: string; rating: number | null; type: string; created_at: string };

/** Visible reports of a town hall (resolved or auto-approved), newer than `since` when given, newest first; an
 * accepted correction is applied to the town hall, never listed. */
export async function listVisibleReports(
  q: Queryable,
  mairieId: number,
  since: Date | null,
  limit: number,
): Promise<PublicReport[]> {
  const { rows } = await q.query<PublicReport & { created_at: Date | string }>(
    `select id, content, rating, type, created_at from mairie_reports
     where mairie_id = $1 and (status = 'resolved' or auto_approve) and type in ('issue', 'review')
       and ($2::timestamptz is null or created_at > $2)
     order by created_at desc, id desc limit $3`,
    [mairieId, since?.toISOString() ?? null, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    content: r.content,
    rating: r.rating === null ? null : Number(r.rating),
    type: r.type,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/**
 * Records a visit at `at` unless this network already visited this town hall that day; true when counted.
 * Committed asynchronously (no wait for the WAL flush): a crash may lose the last instant of visit
 * counts, never a form; this is what lets the beacon keep up with traffic.
 */
export async function insertVisit(q: Queryable, mairieId: number, visitorDayHash: string, at: Date): Promise<boolean> {
  const { rows } = await q.query(
    `with async_commit as (select set_config('synchronous_commit', 'off', true))
     insert into mairie_visits (mairie_id, visitor_day_hash, visited_at)
     select $1::integer, $2::text, $3::timestamptz from async_commit
     on conflict (mairie_id, visitor_day_hash) where visitor_day_hash is not null do nothing
     returning id`,
    [mairieId, visitorDayHash, at.toISOString()],
  );
  return rows.length === 1;
}

/** Stores a nearest-town-hall request (SPEC §7); returns its id. */
export async function insertNearestSubmission(
  q: Queryable,
  s: { email: string; address: string; mairieId: number; distance: number },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'insert into contact_form_submissions (email, address, mairie_id, distance) values ($1, $2, $3, $4) returning id',
    [s.email, s.address, s.mairieId, s.distance],
  );
  return Number(rows[0].id);
}

/** A candidate of the nearest lookup. */
export type NearestCandidate = { id: number; latitude: number; longitude: number; equipped: Equipment };

/** Town halls with coordinates that are not known to refuse passport applications (SPEC §5). */
export async function listNearestCandidates(q: Queryable): Promise<NearestCandidate[]> {
  const { rows } = await q.query<NearestCandidate>(
    `select id, latitude, longitude, equipped from mairies
     where latitude is not null and longitude is not null and equipped <> 'not_equipped'`,
  );
  return rows;
}

/** Records a webhook signature; false when it was already seen (a replay). */
export async function claimWebhookNonce(q: Queryable, signature: string): Promise<boolean> {
  const { rows } = await q.query(
    'insert into webhook_nonces (signature) values ($1) on conflict (signature) do nothing returning 1',
    [signature],
  );
  return rows.length === 1;
}

/** Forgets one signature, so the same signed request can be retried (its build hook call failed). */
export async function releaseWebhookNonce(q: Queryable, signature: string): Promise<void> {
  await q.query('delete from webhook_nonces where signature = $1', [signature]);
}

/** Forgets signatures received before `before` (they are stale by then anyway). */
export async function pruneWebhookNonces(q: Queryable, before: Date): Promise<void> {
  await q.query('delete from webhook_nonces where received_at < $1', [before.toISOString()]);
}

/** A report the team can decide through its links: its state, what it asks and its town hall. */
export type ModerationTarget = {
  id: number;
  type: string;
  status: string;
  auto_approve: boolean;
  content: string;
  rating: number | null;
  correction: unknown;
  mairie_id: number;
  slug: string;
  nom: string;
};

/** One report and its town hall, or null; `lock` holds the row until the transaction ends. */
export async function getModerationTarget(
  q: Queryable,
  reportId: number,
  lock = false,
): Promise<ModerationTarget | null> {
  const { rows } = await q.query<ModerationTarget>(
    `select r.id, r.type, r.status, r.auto_approve, r.content, r.rating, r.correction, r.mairie_id, m.slug, m.nom
     from mairie_reports r join mairies m on m.id = r.mairie_id where r.id = $1${lock ? ' for update of r' : ''}`,
    [reportId],
  );
  return rows[0] ? { ...rows[0], id: Number(rows[0].id), mairie_id: Number(rows[0].mairie_id) } : null;
}

/** True when the link's nonce was used already. */
export async function isModerationTokenUsed(q: Queryable, nonce: string): Promise<boolean> {
  const { rows } = await q.query('select 1 from moderation_tokens_used where nonce = $1', [nonce]);
  return rows.length === 1;
}

/** Records a link's nonce as used; false when it already was. */
export async function claimModerationToken(
  q: Queryable,
  nonce: string,
  reportId: number,
  action: 'accept' | 'refuse',
): Promise<boolean> {
  const { rows } = await q.query(
    `insert into moderation_tokens_used (nonce, report_id, action) values ($1, $2, $3)
     on conflict (nonce) do nothing returning 1`,
    [nonce, reportId, action],
  );
  return rows.length === 1;
}

/** Settles a pending report: 'resolved' (accepted: a held review is published) or 'rejected', dated. */
export async function decideReport(q: Queryable, reportId: number, status: 'resolved' | 'rejected'): Promise<void> {
  await q.query(`update mairie_reports set status = $2, decided_at = now() where id = $1 and status = 'pending'`, [
    reportId,
    status,
  ]);
}

/** Applies an accepted correction to its town hall with the source 'visitor' and `day` (YYYY-MM-DD, Paris). */
export async function applyCorrection(
  q: Queryable,
  mairieId: number,
  correction: Correction,
  day: string,
): Promise<void> {
  const [sql, value] =
    correction.kind === 'hours'
      ? [
          `schedule = $3::jsonb, hours_source = 'visitor', hours_source_date = $2`,
          // No hours given: SQL null (indicative hours on the page), not a JSON null.
          correction.schedule && JSON.stringify(correction.schedule),
        ]
      : correction.kind === 'booking'
        ? [`rendez_vous = $3, rendez_vous_source = 'visitor', rendez_vous_source_date = $2`, correction.url]
        : [`equipped = $3, equipped_source = 'visitor', equipped_source_date = $2`, correction.kind];
  await q.query(`update mairies set ${sql}, updated_at = now() where id = $1`, [mairieId, day, value]);
}

/** Records that an accepted decision needs a rebuild. */
export async function insertRebuildRequest(q: Queryable, reportId: number): Promise<void> {
  await q.query('insert into rebuild_requests (report_id) values ($1)', [reportId]);
}

/** Ids of the rebuilds not done yet. */
export async function listOpenRebuildRequests(q: Queryable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>('select id from rebuild_requests where done_at is null order by id');
  return rows.map((r) => Number(r.id));
}

/** Marks rebuild requests done (the hook answered), or counts a failed attempt with its error. */
export async function settleRebuildRequests(q: Queryable, ids: readonly number[], error: string | null): Promise<void> {
  if (!ids.length) return;
  await q.query(
    error === null
      ? 'update rebuild_requests set done_at = now(), attempts = attempts + 1, last_error = null where id = any($1::int[])'
      : 'update rebuild_requests set attempts = attempts + 1, last_error = $2 where id = any($1::int[])',
    error === null ? [ids] : [ids, error],
  );
}
