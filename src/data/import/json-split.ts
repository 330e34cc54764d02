// Cuts a streamed JSON document into the texts of its record objects without parsing it whole:
// the objects of the top-level array, or of an array held directly by the top-level object.
import { ImportFileError } from './errors.ts';
import type { TextLine } from './lines.ts';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/** The JSON text of one record object and the line where it starts. */
export interface JsonText {
  line: number;
  text: string;
}

function isRecordLevel(stack: number[]): boolean {
  if (stack.length === 1) return stack[0] === OPEN_ARRAY;
  return stack.length === 2 && stack[0] === OPEN_OBJECT && stack[1] === OPEN_ARRAY;
}

/** Texts of the record objects of a JSON document; unbalanced or truncated input throws. */
export async function* splitJsonObjects(file: string, lines: AsyncIterable<TextLine>): AsyncGenerator<JsonText> {
  const stack: number[] = [];
  let inString = false;
  let escaped = false;
  let capture: { line: number; depth: number; parts: string[] } | null = null;
  let lastLine = 0;
  for await (const { no, text } of lines) {
    lastLine = no;
    let from = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) inString = false;
      } else if (c === QUOTE) {
        inString = true;
      } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        if (!capture && c === OPEN_OBJECT && isRecordLevel(stack)) {
          capture = { line: no, depth: stack.length, parts: [] };
          from = i;
        }
        stack.push(c);
      } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
        const open = stack.pop();
        if (open !== (c === CLOSE_OBJECT ? OPEN_OBJECT : OPEN_ARRAY)) {
          throw new ImportFileError(file, no, 'malformed JSON (unbalanced brackets)');
        }
        if (capture && stack.length === capture.depth) {
          capture.parts.push(text.slice(from, i + 1));
          yield { line: capture.line, text: capture.parts.join('') };
          capture = null;
        }
      }
    }
    if (capture) capture.parts.push(`${text.slice(from)}\n`);
  }
  if (stack.length || inString) throw new ImportFileError(file, lastLine, 'truncated JSON (unexpected end of file)');
}
