// The one error a bad source file raises: it names the file and the line, and stops the import.
import { basename } from 'node:path';

/** A source file that cannot be read as expected (missing column, bad encoding, truncated, malformed). */
export class ImportFileError extends Error {
  readonly file: string;
  readonly line: number | null;

  constructor(file: string, line: number | null, reason: string, options?: { cause?: unknown }) {
    super(`${basename(file)}${line === null ? '' : `, line ${line}`}: ${reason}`, options);
    this.name = 'ImportFileError';
    this.file = file;
    this.line = line;
  }
}

/** Wraps any failure while reading `file` at `line`, keeping ImportFileErrors as they are. */
export function toFileError(error: unknown, file: string, line: number | null): ImportFileError {
  if (error instanceof ImportFileError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR' || /unexpected end of file/i.test(String(error))) {
    return new ImportFileError(file, line, 'truncated or corrupt gzip data', { cause: error });
  }
  if (code === 'ENOENT') return new ImportFileError(file, null, 'file not found', { cause: error });
  return new ImportFileError(file, line, error instanceof Error ? error.message : String(error), { cause: error });
}
