// Streams a CSV file as objects keyed by normalised column names, checking the header first.
import { Readable, pipeline } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ImportFileError, toFileError } from '../errors.ts';
import { readLines, type TextLine } from './lines.ts';
import { cleanText } from '../text.ts';

/** One data row: normalised column name → clean value (cleanText); `line` is the row's (last) line in the file. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

interface CsvOptions {
  /** Columns that must be present (normalised names); a missing one stops the import. */
  required: readonly string[];
}

/** 'Libellé d’acheminement', '#Code_commune_INSEE' → 'libelle_d_acheminement', 'code_commune_insee'. */
export function normalizeColumn(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^[\s#\ufeff]+/, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** The most frequent of ',', ';' and tab outside quotes in a header line. */
export function sniffDelimiter(header: string): string {
  const unquoted = header.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, unquoted.split(d).length - 1] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** Rows of a CSV file (plain or gzip, UTF-8), after checking that the required columns exist. */
export async function* readCsv(file: string, options: CsvOptions): AsyncGenerator<CsvRow> {
  const lines = readLines(file);
  const first = await lines.next();
  if (first.done) throw new ImportFileError(file, 1, 'empty file (a header line is expected)');
  const delimiter = sniffDelimiter(first.value.text);
  async function* text(): AsyncGenerator<string> {
    yield `${first.value.text}\n`;
    for await (const line of lines as AsyncIterable<TextLine>) yield `${line.text}\n`;
  }
  const parser = parse({ delimiter, info: true, skip_empty_lines: true, bom: true });
  const stream = pipeline(Readable.from(text()), parser, () => {});
  let columns: string[] | null = null;
  let lastLine = 1;
  try {
    for await (const { record, info } of stream as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      lastLine = info.lines;
      if (!columns) {
        columns = record.map(normalizeColumn);
        const missing = options.required.filter((c) => !columns?.includes(c));
        if (missing.length) {
          throw new ImportFileError(file, 1, `missing column(s) ${missing.join(', ')} (found: ${columns.join(', ')})`);
        }
        continue;
      }
      const values: Record<string, string> = {};
      columns.forEach((name, i) => (values[name] = cleanText(record[i] ?? '')));
      yield { line: info.lines, values };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : lastLine + 1;
      throw new ImportFileError(file, line, `malformed CSV (truncated file?): ${error.message}`, { cause: error });
    }
    throw toFileError(error, file, lastLine + 1);
  }
  if (!columns) throw new ImportFileError(file, 1, 'empty file (a header line is expected)');
}
