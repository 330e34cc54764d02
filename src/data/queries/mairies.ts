// mairies and mairie_slug_redirects (SPEC §3 mairies): the build's reads, the functions' (one card for a form's
// mail, the nearest lookup's candidates) and the import's writes. A visitor's accepted correction is written by
// corrections.ts.
import { SUGGESTABLE_EQUIPMENT, type Equipment } from '../../domain/equipment.ts';
import type { EditorialColumn, TownHall } from '../../domain/town-hall.ts';
import { KEPT_SOURCES, SOURCE_ORDER, type FieldOrder, type KeepRule } from '../../domain/source-order.ts';
import type { Queryable } from '../db.ts';
import { DEFAULT_CHUNK_SIZE, upsertInChunks, type WriteCounts } from './chunked-upsert.ts';

/** Every column the pages read, in select order: 'card' when the functions' card reads it too, 'date' for a date
 * read as YYYY-MM-DD text. */
const COLUMNS = {
  id: 'card',
  slug: 'card',
  nom: 'card',
  ville: 'card',
  code_postal: 'card',
  code_insee: 'page',
  ligne_2: 'card',
  ligne_3: 'card',
  ligne_4: 'card',
  tel: 'card',
  mail: 'card',
  site_web: 'card',
  latitude: 'page',
  longitude: 'page',
  position_approximate: 'card',
  dep: 'page',
  num_dep: 'page',
  rendez_vous: 'page',
  chatgpt_content: 'page',
  ville_image_url: 'page',
  population: 'page',
  equipped: 'card',
  equipped_source: 'page',
  equipped_source_date: 'date',
  equipped_statements: 'page',
  schedule: 'page',
  hours_source: 'page',
  hours_source_date: 'date',
  tel_source: 'page',
  tel_source_date: 'date',
  rendez_vous_source: 'page',
  rendez_vous_source_date: 'date',
  access: 'page',
  access_text: 'page',
  access_source: 'page',
  access_source_date: 'date',
  mail_source: 'page',
  mail_source_date: 'date',
  site_web_source: 'page',
  site_web_source_date: 'date',
  address_source: 'page',
  address_source_date: 'date',
  position_source: 'page',
  position_source_date: 'date',
  merged_into: 'card',
  directory_listed: 'card',
  directory_mail: 'page',
  address_postal_code: 'page',
  source_id: 'page',
  source_updated_on: 'page',
} as const satisfies Partial<Record<keyof TownHall, 'card' | 'page' | 'date'>>;

type Column = keyof typeof COLUMNS;
type CardColumn = { [K in Column]: (typeof COLUMNS)[K] extends 'card' ? K : never }[Column];
/** Where a value comes from (migrations 006, 007, 015), the access of migration 012, the directory record's id and
 * date (the open directory, issue 21) and the commune a town hall's commune merged into (015): optional for rows
 * built by hand (test fixtures). */
type ProvenanceColumn =
  | Extract<Column, `${string}_source` | `${string}_source_date`>
  | 'equipped_statements'
  | 'access'
  | 'access_text'
  | 'source_id'
  | 'source_updated_on'
  | 'merged_into'
  | 'directory_listed'
  | 'directory_mail'
  | 'address_postal_code';

const columns = Object.entries(COLUMNS) as [Column, (typeof COLUMNS)[Column]][];
const PAGE_SELECT = columns.map(([c, read]) => (read === 'date' ? `${c}::text as ${c}` : c)).join(', ');
const CARD_SELECT = columns.flatMap(([c, read]) => (read === 'card' ? [c] : [])).join(', ');

/** One town hall as the pages use it; `schedule` is the directory's raw jsonb (validated by the build). */
export type MairieRow = Omit<Pick<TownHall, Column>, 'schedule' | ProvenanceColumn> &
  Partial<Pick<TownHall, ProvenanceColumn>> & { schedule: unknown };

/** What the functions need to know about a town hall: its page, name, address, contacts and equipment. */
export type MairieCard = Pick<TownHall, CardColumn>;

/** A candidate of the nearest lookup: a town hall with a position. */
export type NearestCandidate = Pick<TownHall, 'id' | 'equipped'> & { latitude: number; longitude: number };

/** A town hall as the import writes it: all but the id, the slug (given by the import's slug.ts, then written) and
 * the editorial columns. `equipped` null: no operator list given, the stored status stays ('unknown' for a new
 * town hall); its source is the list's when the list gave the status. `rendez_vous` null keeps the stored link.
 * The other sources are a data_sources role ('directory', 'booking') and its date, or null with no value. */
export type MairieWrite = Omit<TownHall, 'id' | 'slug' | EditorialColumn | 'equipped'> & { equipped: Equipment | null };

/** A town hall of which nothing is known yet but its name and town: every other column null (position exact). */
export const BLANK_MAIRIE_WRITE: Omit<MairieWrite, 'source_id' | 'nom' | 'ville'> = {
  code_insee: null,
  code_postal: null,
  ligne_2: null,
  ligne_3: null,
  ligne_4: null,
  tel: null,
  mail: null,
  site_web: null,
  latitude: null,
  longitude: null,
  position_approximate: false,
  dep: null,
  num_dep: null,
  population: null,
  rendez_vous: null,
  schedule: null,
  source_updated_on: null,
  equipped: null,
  equipped_source: null,
  equipped_source_date: null,
  hours_source: null,
  hours_source_date: null,
  tel_source: null,
  tel_source_date: null,
  rendez_vous_source: null,
  rendez_vous_source_date: null,
  access: null,
  access_text: null,
  access_source: null,
  access_source_date: null,
  mail_source: null,
  mail_source_date: null,
  site_web_source: null,
  site_web_source_date: null,
  address_source: null,
  address_source_date: null,
  position_source: null,
  position_source_date: null,
  merged_into: null,
  equipped_statements: null,
  directory_listed: false,
  directory_mail: null,
  address_postal_code: null,
};

// Every town hall, by id (one query for the whole build).
export async function listMairies(db: Queryable): Promise<MairieRow[]> {
  const { rows } = await db.query<MairieRow>(`select ${PAGE_SELECT} from mairies order by id`);
  return rows;
}

/** How many town halls are stored (npm start imports the open data into an empty database). */
export async function countMairies(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from mairies');
  return rows[0].n;
}

/** One town hall by id, or null. */
export async function getMairieCard(q: Queryable, id: number): Promise<MairieCard | null> {
  const { rows } = await q.query<MairieCard>(`select ${CARD_SELECT} from mairies where id = $1`, [id]);
  return rows[0] ?? null;
}

/** Town halls with coordinates whose equipment may be suggested (SUGGESTABLE_EQUIPMENT: the same list as
 * isSuggestable's, SPEC §5), none the directory no longer lists (isSuperseded: not listed, commune merged since). */
export async function listNearestCandidates(q: Queryable): Promise<NearestCandidate[]> {
  const { rows } = await q.query<NearestCandidate>(
    `select id, latitude, longitude, equipped from mairies
     where latitude is not null and longitude is not null and equipped = any($1::text[])
       and (directory_listed or merged_into is null)`,
    [SUGGESTABLE_EQUIPMENT],
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

/** source_id → slug of every stored town hall. */
export async function loadMairieSlugs(tx: Queryable): Promise<Map<string, string>> {
  const { rows } = await tx.query<Pick<TownHall, 'source_id' | 'slug'>>('select source_id, slug from mairies');
  return new Map(rows.map((r) => [r.source_id, r.slug]));
}

/** Every old slug that redirects (mairie_slug_redirects). */
export async function loadRedirectedSlugs(tx: Queryable): Promise<Set<string>> {
  const { rows } = await tx.query<{ old_slug: string }>('select old_slug from mairie_slug_redirects');
  return new Set(rows.map((r) => r.old_slug));
}

/** Records old → current slug for the town halls whose slug changed; a slug in use again stops redirecting. */
export async function recordSlugChanges(
  tx: Queryable,
  changes: readonly { sourceId: string; oldSlug: string }[],
): Promise<void> {
  await tx.query('delete from mairie_slug_redirects r using mairies m where m.slug = r.old_slug');
  if (!changes.length) return;
  await tx.query(
    `insert into mairie_slug_redirects (old_slug, mairie_id)
     select x.old_slug, m.id from jsonb_to_recordset($1::jsonb) as x(source_id text, old_slug text)
     join mairies m on m.source_id = x.source_id
     on conflict (old_slug) do update set mairie_id = excluded.mairie_id`,
    [JSON.stringify(changes.map((c) => ({ source_id: c.sourceId, old_slug: c.oldSlug })))],
  );
}

// The keep rules, generated from the table of which source wins (SOURCE_ORDER, domain/source-order.ts): a stored
// value a visitor's accepted correction or the town hall's own answer gave (KEPT_SOURCES) stays unless the import
// brings a value dated after it (migration 007); an import without a value never clears it. $2 true: no list of
// equipped town halls was read.
const KEPT = KEPT_SOURCES.map((s) => `'${s}'`).join(', ');
const visitorKept = (value: string, source: string, date: string) =>
  `(m.${source} in (${KEPT}) and not (excluded.${value} is not null and coalesce(excluded.${date} > m.${date}, false)))`;
const KEEP_SQL: Record<Exclude<KeepRule, 'import'>, (value: string, source: string, date: string) => string> = {
  'visitor-until-newer': visitorKept,
  'list-else-stored': (value, source, date) => `(excluded.${value} is null or ${visitorKept(value, source, date)})`,
  'list-only': () => '$2::boolean',
  'stored-without-list': (value, source, date) =>
    `($2::boolean or (m.${source} in (${KEPT}) and not (excluded.${value} <> 'unknown'
  and coalesce(excluded.${date} > m.${date}, false))))`,
};
const pick = (keep: string, column: string) => `case when ${keep} then m.${column} else excluded.${column} end`;

// Columns an import rewrites as read, and those whose new value is chosen (stored or imported) by the rules above.
const PLAIN = [
  'slug',
  'code_insee',
  'nom',
  'ville',
  'code_postal',
  'ligne_2',
  'ligne_3',
  'ligne_4',
  'mail',
  'site_web',
  'latitude',
  'longitude',
  'position_approximate',
  'dep',
  'num_dep',
  'population',
  'source_updated_on',
  'mail_source',
  'mail_source_date',
  'site_web_source',
  'site_web_source_date',
  'address_source',
  'address_source_date',
  'position_source',
  'position_source_date',
  'merged_into',
  'directory_listed',
  'directory_mail',
  'address_postal_code',
] as const;
const CHOSEN: readonly (readonly [string, string])[] = Object.values(SOURCE_ORDER as Record<string, FieldOrder>)
  .filter((field) => field.keep !== 'import')
  .flatMap(({ columns, keep }) => {
    const keepSql = KEEP_SQL[keep as Exclude<KeepRule, 'import'>](columns[0], columns.at(-2)!, columns.at(-1)!);
    return columns.map((c) => [c, pick(keepSql, c)] as const);
  });
const UPDATED = [...PLAIN.map((c) => [c, `excluded.${c}`] as const), ...CHOSEN];

export const UPSERT_MAIRIES = `
with input as (
  select * from jsonb_to_recordset($1::jsonb) as x(
    source_id text, code_insee text, slug text, nom text, ville text, code_postal text,
    ligne_2 text, ligne_3 text, ligne_4 text, tel text, mail text, site_web text,
    latitude double precision, longitude double precision, position_approximate boolean, dep text, num_dep text,
    population integer, schedule jsonb, source_updated_on text, equipped text,
    equipped_source text, equipped_source_date date, rendez_vous text,
    hours_source text, hours_source_date date, tel_source text, tel_source_date date,
    rendez_vous_source text, rendez_vous_source_date date,
    access text, access_text text, access_source text, access_source_date date,
    mail_source text, mail_source_date date, site_web_source text, site_web_source_date date,
    address_source text, address_source_date date, position_source text, position_source_date date,
    merged_into text, equipped_statements jsonb, directory_listed boolean, directory_mail text,
    address_postal_code text)
), written as (
  insert into mairies as m (source_id, code_insee, slug, nom, ville, code_postal, ligne_2, ligne_3, ligne_4,
    tel, mail, site_web, latitude, longitude, position_approximate, dep, num_dep, population, schedule,
    source_updated_on, equipped, equipped_source, equipped_source_date, rendez_vous,
    hours_source, hours_source_date, tel_source, tel_source_date, rendez_vous_source, rendez_vous_source_date,
    access, access_text, access_source, access_source_date,
    mail_source, mail_source_date, site_web_source, site_web_source_date,
    address_source, address_source_date, position_source, position_source_date, merged_into, equipped_statements,
    directory_listed, directory_mail, address_postal_code)
  select source_id, code_insee, slug, nom, ville, code_postal, ligne_2, ligne_3, ligne_4,
    tel, mail, site_web, latitude, longitude, position_approximate, dep, num_dep, population, schedule, source_updated_on,
    coalesce(equipped, 'unknown'), equipped_source, equipped_source_date, rendez_vous,
    hours_source, hours_source_date, tel_source, tel_source_date, rendez_vous_source, rendez_vous_source_date,
    access, access_text, access_source, access_source_date,
    mail_source, mail_source_date, site_web_source, site_web_source_date,
    address_source, address_source_date, position_source, position_source_date, merged_into, equipped_statements,
    directory_listed, directory_mail, address_postal_code
  from input
  on conflict (source_id) do update set
    ${UPDATED.map(([c, v]) => `${c} = ${v}`).join(',\n    ')},
    updated_at = now()
  where (${UPDATED.map(([c]) => `m.${c}`).join(', ')})
    is distinct from (${UPDATED.map(([, v]) => v).join(', ')})
  returning (xmax = 0) as inserted
)
select count(*) filter (where inserted)::int as inserted, count(*) filter (where not inserted)::int as updated from written`;

/** Inserts new town halls and updates changed ones by source_id (slug included, see slug.ts), compared before
 * writing; the editorial columns stay. `keepEquipped`: no operator list was given, the stored status stays. */
export function upsertMairies(
  tx: Queryable,
  rows: readonly (MairieWrite & Pick<TownHall, 'slug'>)[],
  keepEquipped: boolean,
  chunkSize = DEFAULT_CHUNK_SIZE,
): Promise<WriteCounts> {
  return upsertInChunks(tx, UPSERT_MAIRIES, rows, [keepEquipped], chunkSize);
}
