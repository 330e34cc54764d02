// Streams the records of a JSON directory export: JSON lines, a JSON array, or an object holding
// the array ({"service": [...]} from data.gouv.fr, {"results": [...]} from the API), plain or gzip.
import { ImportFileError } from './errors.ts';
import { splitJsonObjects } from './json-split.ts';
import { readLines, readStreamLines, type TextLine } from './lines.ts';

export type JsonObject = Record<string, unknown>;

/** One record and the line where it starts. */
export interface JsonRecord {
  line: number;
  record: JsonObject;
}

const CONTAINER_KEYS = ['service', 'results', 'records'];

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The records held by a container object, or the object itself. */
function* unwrap(value: JsonObject, line: number): Generator<JsonRecord> {
  const key = CONTAINER_KEYS.find((k) => Array.isArray(value[k]));
  if (!key) {
    yield { line, record: value };
    return;
  }
  for (const item of value[key] as unknown[]) if (isObject(item)) yield { line, record: item };
}

/** JSON.parse that names the file and the line on failure. */
export function parseJsonAt(file: string, line: number, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(file, line, `malformed JSON (${(error as Error).message})`);
  }
}

function isCompleteJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

async function* withHead(head: TextLine, rest: AsyncIterable<TextLine>): AsyncGenerator<TextLine> {
  yield head;
  yield* rest;
}

/** Records of a directory export file; a malformed or truncated file throws an ImportFileError. */
export function readJsonRecords(file: string): AsyncGenerator<JsonRecord> {
  return jsonRecordsOf(readLines(file), file);
}

/** Records of a JSON document streamed as bytes (an archive entry named `file`), as readJsonRecords reads a file. */
export function readJsonStreamRecords(bytes: AsyncIterable<Buffer>, file: string): AsyncGenerator<JsonRecord> {
  return jsonRecordsOf(readStreamLines(bytes, file), file);
}

async function* jsonRecordsOf(lines: AsyncGenerator<TextLine>, file: string): AsyncGenerator<JsonRecord> {
  let first = await lines.next();
  while (!first.done && first.value.text.trim() === '') first = await lines.next();
  if (first.done) return;
  const all = withHead(first.value, lines as AsyncIterable<TextLine>);
  const head = first.value.text.trim();
  if (!(head.startsWith('{') && isCompleteJson(head))) {
    for await (const { line, text } of splitJsonObjects(file, all)) {
      const value = parseJsonAt(file, line, text);
      if (isObject(value)) yield { line, record: value };
    }
    return;
  }
  // JSON lines: one object per line.
  for await (const { no, text } of all) {
    if (text.trim() === '') continue;
    const value = parseJsonAt(file, no, text);
    if (!isObject(value)) throw new ImportFileError(file, no, 'a JSON object is expected on each line');
    yield* unwrap(value, no);
  }
}
