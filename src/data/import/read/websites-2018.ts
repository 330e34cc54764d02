// The 2018 extract of town hall websites (id;mairie;url), keyed by the old DILA id.
import { readCsv } from './csv.ts';

/** The vintage of the file: it only replaces websites of directory records older than this. */
export const WEBSITES_2018_DATE = '2018-05-01';

export interface Websites2018 {
  /** DILA id ('mairie-45210-01') → URL as given (non-empty only). */
  byId: Map<string, string>;
  read: number;
}

/** Reads the file; rows without a URL are counted but not kept. */
export async function readWebsites2018(file: string): Promise<Websites2018> {
  const byId = new Map<string, string>();
  let read = 0;
  for await (const { values } of readCsv(file, { required: ['id', 'url'] })) {
    read += 1;
    if (values.id && values.url) byId.set(values.id, values.url);
  }
  return { byId, read };
}
