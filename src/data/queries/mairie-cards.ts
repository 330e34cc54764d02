// Town halls as the functions read them (mairies): one card for a form's mail, and the nearest lookup's
// candidates. The build's reads are in mairies.ts; a visitor's accepted correction is written by corrections.ts.
import type { Equipment } from '../../domain/equipment.ts';
import type { Queryable } from '../db.ts';

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
