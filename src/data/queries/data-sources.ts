// The files the last imports recorded (data_sources, migration 006): what pages and the footer credit.
import type { Queryable } from '../db.ts';

/** One imported file by role ('laposte', 'directory', 'equipped', 'booking', …); dates as YYYY-MM-DD. */
export type DataSourceRow = {
  role: string;
  file: string;
  title: string | null;
  /** The file's own date (an operator list's date, the directory's latest record update), when known. */
  published_on: string | null;
  /** The day it was imported (Paris time). */
  imported_on: string;
};

/** The imported files of a build, by role. */
export type DataSources = ReadonlyMap<string, DataSourceRow>;

// Every recorded file, by role.
export async function listDataSources(db: Queryable): Promise<DataSourceRow[]> {
  const { rows } = await db.query<DataSourceRow>(
    `select role, file, title, published_on::text as published_on,
            (imported_at at time zone 'Europe/Paris')::date::text as imported_on
       from data_sources
      order by role`,
  );
  return rows;
}
