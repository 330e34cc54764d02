// The functions' data access: one async function per statement, the client first, $n parameters only.
import type { Queryable } from '../../src/data/db.ts';
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
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `insert into mairie_reports (mairie_id, type, content, email, rating, status, auto_approve)
     values ($1, $2, $3, $4, $5, 'pending', $6) returning id`,
    [report.mairieId, report.type, report.content, report.email, report.rating, report.autoApprove],
  );
  return Number(rows[0].id);
}

/** A published report as the site shows it: never the author's e-mail. */
export type PublicReport = { id: number; content: string; rating: number | null; type: string; created_at: string };

/** Visible reports of a town hall (resolved or auto-approved), newer than `since` when given, newest first. */
export async function listVisibleReports(
  q: Queryable,
  mairieId: number,
  since: Date | null,
  limit: number,
): Promise<PublicReport[]> {
  const { rows } = await q.query<PublicReport & { created_at: Date | string }>(
    `select id, content, rating, type, created_at from mairie_reports
     where mairie_id = $1 and (status = 'resolved' or auto_approve)
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
