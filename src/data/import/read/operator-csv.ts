// Small CSV files an operator prepares by hand (equipped list, booking links): read whole, UTF-8 with or without
// BOM or Windows-1252 (Légifrance tables pasted into a spreadsheet), comma or semicolon, leading '# …' lines.
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { normalizeColumn, sniffDelimiter, type CsvRow } from './csv.ts';
import { ImportFileError, toFileError } from '../errors.ts';
import { cleanText } from '../text.ts';

interface OperatorCsv {
  /** The text of the leading '#' lines, without '#', trimmed. */
  comments: string[];
  /** Normalised column names (normalizeColumn). */
  columns: string[];
  /** Data rows; `line` is the row's line number in the file. */
  rows: CsvRow[];
  encoding: 'utf-8' | 'windows-1252';
}

/** UTF-8 when the bytes are valid UTF-8 (BOM dropped), Windows-1252 otherwise. */
function decodeOperatorText(bytes: Uint8Array): { text: string; encoding: OperatorCsv['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Reads `file`; a missing header or malformed CSV throws an ImportFileError naming the line. */
export function readOperatorCsv(file: string): OperatorCsv {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw toFileError(error, file, null);
  }
  const { text, encoding } = decodeOperatorText(bytes);
  const lines = text.split(/\r?\n/);
  const comments: string[] = [];
  let skipped = 0;
  while (skipped < lines.length && (lines[skipped].trim() === '' || lines[skipped].trim().startsWith('#'))) {
    const line = lines[skipped].trim();
    if (line) comments.push(line.replace(/^#+/, '').trim());
    skipped += 1;
  }
  if (skipped === lines.length) throw new ImportFileError(file, skipped || 1, 'empty file (a header line is expected)');
  const body = lines.slice(skipped).join('\n');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(body, {
      delimiter: sniffDelimiter(lines[skipped]),
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    const at = (error as { lines?: number }).lines;
    throw new ImportFileError(
      file,
      skipped + (typeof at === 'number' ? at : 1),
      `malformed CSV: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  const [header, ...data] = records;
  const columns = header.record.map(normalizeColumn);
  const rows = data
    .map(({ record, info }) => {
      const values: Record<string, string> = {};
      columns.forEach((name, i) => (values[name] = cleanText(record[i] ?? '')));
      return { line: skipped + info.lines, values };
    })
    .filter((row) => Object.values(row.values).some((v) => v !== ''));
  return { comments, columns, rows, encoding };
}
