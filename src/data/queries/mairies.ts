// Town hall rows read at build time (SPEC §3 mairies).
import type { Equipment } from '../../domain/equipment.ts';
import type { Queryable } from '../db.ts';

/** Equipment for passport applications, as the operator knows it. */
export type Equipped = Equipment;

/** One town hall as the pages use it; `schedule` is the directory's raw jsonb (validated later). */
export type MairieRow = {
  id: number;
  slug: string;
  nom: string;
  ville: string;
  code_postal: string | null;
  code_insee: string | null;
  ligne_2: string | null;
  ligne_3: string | null;
  ligne_4: string | null;
  tel: string | null;
  mail: string | null;
  site_web: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The commune's point rather than the town hall's own (import positions check): no exact distance. */
  position_approximate: boolean;
  dep: string | null;
  num_dep: string | null;
  rendez_vous: string | null;
  chatgpt_content: string | null;
  ville_image_url: string | null;
  population: number | null;
  equipped: Equipped;
  /** The operator list that gave `equipped` (migration 006): its title and date (YYYY-MM-DD). */
  equipped_source?: string | null;
  equipped_source_date?: string | null;
  /** Where the schedule, phone and booking link come from (migration 007): a data_sources role or 'visitor', and
   *  the record's, file's or acceptance's date (YYYY-MM-DD). */
  hours_source?: string | null;
  hours_source_date?: string | null;
  tel_source?: string | null;
  tel_source_date?: string | null;
  rendez_vous_source?: string | null;
  rendez_vous_source_date?: string | null;
  schedule: unknown;
};

// Every town hall, by id (one query for the whole build).
export async function listMairies(db: Queryable): Promise<MairieRow[]> {
  const { rows } = await db.query<MairieRow>(
    `select id, slug, nom, ville, code_postal, code_insee, ligne_2, ligne_3, ligne_4, tel, mail, site_web,
            latitude, longitude, position_approximate, dep, num_dep, rendez_vous, chatgpt_content, ville_image_url, population,
            equipped, equipped_source, equipped_source_date::text as equipped_source_date, schedule,
            hours_source, hours_source_date::text as hours_source_date, tel_source, tel_source_date::text as tel_source_date,
            rendez_vous_source, rendez_vous_source_date::text as rendez_vous_source_date
       from mairies
      order by id`,
  );
  return rows;
}

/** A former slug of a town hall and its current one. */
export type SlugRedirectRow = { old_slug: string; slug: string };

// Every former slug that still points at a town hall (mairie_slug_redirects), for the build's _redirects file.
export async function listSlugRedirects(db: Queryable): Promise<SlugRedirectRow[]> {
  const { rows } = await db.query<SlugRedirectRow>(
    `select r.old_slug, m.slug from mairie_slug_redirects r join mairies m on m.id = r.mairie_id
      where r.old_slug <> m.slug order by r.old_slug`,
  );
  return rows;
}
