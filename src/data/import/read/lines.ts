// Streams a text file line by line: gzip is detected from its magic bytes, every line must be valid UTF-8.
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { ImportFileError, toFileError } from '../errors.ts';

/** One line of a file, numbered from 1, without its line break. */
export interface TextLine {
  no: number;
  text: string;
}

const NEWLINE = 0x0a;

/** True when the file starts with the gzip magic bytes. */
function isGzip(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

function openStream(file: string): Readable {
  const gzip = isGzip(file);
  const raw = createReadStream(file);
  return gzip ? pipeline(raw, createGunzip(), () => {}) : raw;
}

/** Lines of `file` (plain or gzip); throws an ImportFileError naming the line on invalid UTF-8 or truncated gzip. */
export async function* readLines(file: string): AsyncGenerator<TextLine> {
  let stream: Readable;
  try {
    stream = openStream(file);
  } catch (error) {
    throw toFileError(error, file, 1);
  }
  yield* readStreamLines(stream, file);
}

/** Lines of a byte stream (an archive entry); errors name `file` (the archive and the entry) and the line. */
export async function* readStreamLines(bytes: AsyncIterable<Buffer>, file: string): AsyncGenerator<TextLine> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let no = 0;
  const decode = (bytes: Buffer): string => {
    no += 1;
    try {
      const text = decoder.decode(bytes);
      return text.endsWith('\r') ? text.slice(0, -1) : text;
    } catch {
      throw new ImportFileError(file, no, 'invalid UTF-8 byte sequence (the file must be UTF-8 encoded)');
    }
  };
  let pending: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of bytes) {
      const data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let start = 0;
      for (let end = data.indexOf(NEWLINE); end !== -1; end = data.indexOf(NEWLINE, start)) {
        const text = decode(data.subarray(start, end));
        yield { no, text };
        start = end + 1;
      }
      pending = Buffer.from(data.subarray(start));
    }
  } catch (error) {
    throw toFileError(error, file, no + 1);
  }
  if (pending.length) {
    const text = decode(pending);
    yield { no, text };
  }
}
