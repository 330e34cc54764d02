// Posting an island's form as JSON and reading the functions' one answer shape ({ok, form | code, message, fields}).
// Browser-agnostic: `fetch` is an argument so the mapping is tested without a network. Islands branch on `form` and
// `code` (src/domain/answers.ts), never on the French message.
import { isErrorCode, isSentForm, type ErrorCode, type SentForm } from '../domain/answers.ts';

/** Field name -> French message, as a 400 answer lists them. */
export type FieldMessages = Record<string, string>;

/**
 * What a post came to: accepted (with the `form` whose text applies), refused field by field, or failed (status 0:
 * no answer at all); `form` and `code` are null when the answer has none (another server, a proxy's page).
 */
export type PostOutcome =
  | { kind: 'success'; form: SentForm | null; message: string }
  | { kind: 'invalid'; code: ErrorCode | null; message: string; fields: FieldMessages }
  | { kind: 'failed'; status: number; code: ErrorCode | null; message: string };

type Answer = { ok?: unknown; form?: unknown; code?: unknown; message?: unknown; fields?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function fieldsOf(value: unknown): FieldMessages {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

// Reads an answer: 2xx is success, a 400 with fields is invalid, anything else failed.
export async function readAnswer(response: Response): Promise<PostOutcome> {
  const body = ((await response.json().catch(() => null)) ?? {}) as Answer;
  const message = text(body.message);
  if (response.ok) return { kind: 'success', form: isSentForm(body.form) ? body.form : null, message };
  const code = isErrorCode(body.code) ? body.code : null;
  const fields = fieldsOf(body.fields);
  if (response.status === 400 && Object.keys(fields).length) return { kind: 'invalid', code, message, fields };
  return { kind: 'failed', status: response.status, code, message };
}

// POSTs `body` as JSON to `url`; a network failure is { kind: 'failed', status: 0 }.
export async function postJson(url: string, body: unknown, fetchFn: typeof fetch = fetch): Promise<PostOutcome> {
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return await readAnswer(response);
  } catch {
    return { kind: 'failed', status: 0, code: null, message: '' };
  }
}

// The named text fields of a form (first value of each name), as the schema on the server reads them.
export function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] ??= value;
  return fields;
}
