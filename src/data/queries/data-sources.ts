// data_sources (migration 006): the files the last imports recorded, one per role, which pages and the footer credit.
import { PARIS_TIME_ZONE } from '../../domain/time-zone.ts';
import type { Queryable } from '../db.ts';

/** One imported file by role ('laposte', 'directory', 'equipped', 'booking', …); `file`: its name, without the
 * folder; dates as YYYY-MM-DD. */
type DataSource = {
  role: string;
  file: string;
  title: string | null;
  /** The file's own date (an operator list's date, the directory's latest record update, a known file's publication
   * month), when known: YYYY-MM-DD, or YYYY-MM when only the month is known (migration 011). */
  published_on: string | null;
  /** The file covers every case (an equipped list naming every equipped commune). */
  complete: boolean;
  /** The day it was imported (Paris time). */
  imported_on: string;
};

/** A recorded file as the build reads it. */
export type DataSourceRow = Omit<DataSource, 'complete'>;

/** A file of this import as it is recorded (imported today). */
export type DataSourceWrite = Omit<DataSource, 'imported_on'>;

/** The imported files of a build, by role. */
export type DataSources = ReadonlyMap<string, DataSourceRow>;

// Every recorded file, by role; the import day is read on Paris time, the site's.
export async function listDataSources(db: Queryable): Promise<DataSourceRow[]> {
  const { rows } = await db.query<DataSourceRow>(
    `select role, file, title, published_on,
            (imported_at at time zone $1)::date::text as imported_on
       from data_sources
      order by role`,
    [PARIS_TIME_ZONE],
  );
  return rows;
}

/** Records the files of this import (one row per role, replaced by the next import that gives one). */
export async function recordDataSources(tx: Queryable, sources: readonly DataSourceWrite[]): Promise<void> {
  if (!sources.length) return;
  await tx.query(
    `insert into data_sources (role, file, title, published_on, complete)
     select role, file, title, case when length(published_on) = 10 then to_char(published_on::date, 'YYYY-MM-DD') else published_on end,
            complete
       from jsonb_to_recordset($1::jsonb) as x(role text, file text, title text, published_on text, complete boolean)
     on conflict (role) do update set file = excluded.file, title = excluded.title,
       published_on = excluded.published_on, complete = excluded.complete, imported_at = now()`,
    [JSON.stringify(sources)],
  );
}

/** Forgets the files of these roles: an import that did not read them (the 2026 directory file once DILA's own export
 *  is the directory) must not leave an older import's row saying they are current. */
export async function forgetDataSources(tx: Queryable, roles: readonly string[]): Promise<void> {
  if (roles.length) await tx.query('delete from data_sources where role = any($1::text[])', [roles]);
}
