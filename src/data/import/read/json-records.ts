// Streams the records of a JSON directory export: JSON lines, a JSON array, or an object holding
// the array ({"service": [...]} from data.gouv.fr, {"results": [...]} from the API), plain or gzip.
import { Tokenizer, TokenParser, TokenType } from '@streamparser/json';
import { ImportFileError } from '../errors.ts';
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
    yield* documentRecords(file, all);
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

/** Characters handed to the tokenizer at once: one call per line would cost it three times as much. */
const BATCH_CHARS = 64 * 1024;

/**
 * The record objects of one JSON document, parsed as it streams (never whole): the objects of the top-level array,
 * or of an array held directly by the top-level object. Each is dropped from the parser once yielded, so memory
 * stays that of one record. A record carries the line where it starts; a malformed document throws at the line of
 * the fault, a truncated one at its end.
 */
async function* documentRecords(file: string, lines: AsyncIterable<TextLine>): AsyncGenerator<JsonRecord> {
  const tokenizer = new Tokenizer();
  let parser: TokenParser | undefined;
  let recordDepth = 0;
  let depth = 0;
  let recordLine = 0;
  let ready: JsonRecord[] = [];
  // The lines of the batch: where each starts in the stream (bytes, as the tokens' offsets count) and its number.
  let starts = [0];
  let numbers = [0];
  let cursor = 0;
  let written = 0;
  let batch: string[] = [];
  let batchChars = 0;
  const lineAt = (offset: number) => {
    while (cursor + 1 < starts.length && starts[cursor + 1] <= offset) cursor += 1;
    return numbers[cursor];
  };
  let lastOffset = 0;
  tokenizer.onToken = (token) => {
    lastOffset = token.offset;
    if (!parser) {
      // The first token tells where the records are: `[ {…} ]`, or `{ "key": [ {…} ] }`.
      recordDepth = token.token === TokenType.LEFT_BRACE ? 2 : 1;
      parser = new TokenParser({ paths: [recordDepth === 2 ? '$.*.*' : '$.*'], keepStack: false });
      parser.onValue = ({ value, parent, stack }) => {
        if (stack.length === recordDepth && Array.isArray(parent) && isObject(value)) {
          ready.push({ line: recordLine, record: value });
        }
      };
    }
    if (token.token === TokenType.LEFT_BRACE || token.token === TokenType.LEFT_BRACKET) {
      if (depth === recordDepth) recordLine = lineAt(token.offset);
      depth += 1;
    } else if (token.token === TokenType.RIGHT_BRACE || token.token === TokenType.RIGHT_BRACKET) {
      depth -= 1;
    }
    parser.write(token);
  };
  const flush = () => {
    try {
      tokenizer.write(batch.join(''));
    } catch (error) {
      const message = (error as Error).message;
      const at = /absolute position "(\d+)"/.exec(message)?.[1];
      throw new ImportFileError(file, lineAt(at ? Number(at) : lastOffset), `malformed JSON (${message})`);
    }
    // Tokens still to come from this batch (a number at its very end) belong to its last line.
    starts = starts.slice(-1);
    numbers = numbers.slice(-1);
    cursor = 0;
    batch = [];
    batchChars = 0;
  };
  for await (const { no, text } of lines) {
    // The line break goes before the line, so a document cut inside a string ends in that string: truncated.
    if (numbers[numbers.length - 1] !== 0) {
      batch.push('\n');
      written += 1;
    }
    starts.push(written);
    numbers.push(no);
    batch.push(text);
    written += Buffer.byteLength(text);
    batchChars += text.length + 1;
    if (batchChars < BATCH_CHARS) continue;
    flush();
    yield* ready;
    ready = [];
  }
  flush();
  const last = numbers[numbers.length - 1];
  try {
    tokenizer.end();
  } catch {
    // The tokenizer stopped inside a token (a string or a number).
  }
  if (!parser?.isEnded) throw new ImportFileError(file, last, 'truncated JSON (unexpected end of file)');
  yield* ready;
}
