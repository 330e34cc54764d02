// The DILA « base de données locales » as published (donnees_locales_v4/all_latest.tar.bz2): a bzip2-compressed
// tar of JSON files, read as a stream (bzip2 decoded block by block, tar entries one after the other, large JSON
// files cut into records without parsing them whole), so 270 MB of JSON never sit in memory.
// What the reader assumes of the packaging, beyond what the documentation confirms: see tests/fixtures/open-data/README.md.
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import { extract, type Header } from 'tar-stream';
import unbzip2 from 'unbzip2-stream';
import { ImportFileError } from '../errors.ts';
import { isObject, parseJsonAt, readJsonStreamRecords, type JsonObject, type JsonRecord } from './json-records.ts';

/** Entries larger than this are cut into records as a stream; smaller ones are parsed whole (one record per file). */
const WHOLE_ENTRY_BYTES = 16 * 1024 * 1024;
const CONTAINER_KEYS = ['service', 'results', 'records'];

/** True when the file starts with the bzip2 magic bytes 'BZh'. */
export function isBzip2(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(3);
    return readSync(fd, head, 0, 3, 0) === 3 && head.toString('latin1') === 'BZh';
  } finally {
    closeSync(fd);
  }
}

/** A record of the archive: `entry` is the JSON file's path inside the tar. */
interface ArchiveRecord extends JsonRecord {
  entry: string;
}

export interface ArchiveStats {
  /** JSON files read. */
  jsonEntries: number;
  /** Other entries (folders, notices, XML), skipped. */
  otherEntries: number;
}

/** Records of every JSON file of the archive, in archive order; a truncated or corrupt archive throws an
 * ImportFileError (nothing has been written by then: the import reads everything before it writes). */
export async function* readDirectoryArchive(
  file: string,
  stats?: ArchiveStats,
  wholeEntryBytes = WHOLE_ENTRY_BYTES,
): AsyncGenerator<ArchiveRecord> {
  const tar = extract();
  const raw = createReadStream(file);
  const bz = unbzip2();
  const fail = (error: unknown) => tar.destroy(error instanceof Error ? error : new Error(String(error)));
  raw.on('error', fail);
  bz.on('error', (error: Error) =>
    fail(new ImportFileError(file, null, `corrupt or truncated bzip2 data (${error.message})`)),
  );
  raw.pipe(bz).pipe(tar);
  let current = '';
  try {
    for await (const entry of tar as AsyncIterable<Readable & { header: Header }>) {
      const { name, type, size } = entry.header;
      current = name;
      if (type !== 'file' || !/\.json$/i.test(name)) {
        if (stats) stats.otherEntries += 1;
        entry.resume();
        continue;
      }
      if (stats) stats.jsonEntries += 1;
      const label = `${basename(file)}:${name}`;
      if ((size ?? 0) > wholeEntryBytes) {
        for await (const record of readJsonStreamRecords(entry, label)) yield { ...record, entry: name };
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      for (const record of parseWholeEntry(Buffer.concat(chunks), label)) yield { ...record, entry: name };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const reason = /unexpected end|premature|truncat/i.test(String(error))
      ? `truncated archive${current ? ` (in ${current})` : ''}`
      : `unreadable archive (${error instanceof Error ? error.message : String(error)})`;
    throw new ImportFileError(file, null, reason, { cause: error });
  } finally {
    raw.destroy();
  }
}

/** One small JSON file: a record, an array of records, or an object holding the array; JSON lines otherwise. */
function parseWholeEntry(bytes: Buffer, label: string): JsonRecord[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportFileError(label, null, 'invalid UTF-8 byte sequence (the file must be UTF-8 encoded)');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text
      .split('\n')
      .map((line, i) => ({ line: i + 1, text: line.trim() }))
      .filter((l) => l.text !== '')
      .map(({ line, text: t }) => {
        const item = parseJsonAt(label, line, t);
        if (!isObject(item)) throw new ImportFileError(label, line, 'a JSON object is expected on each line');
        return { line, record: item };
      });
  }
  const items = Array.isArray(value)
    ? value
    : isObject(value)
      ? ((CONTAINER_KEYS.map((k) => value[k]).find(Array.isArray) as unknown[] | undefined) ?? [value])
      : [];
  return items.filter(isObject).map((record: JsonObject) => ({ line: 1, record }));
}
