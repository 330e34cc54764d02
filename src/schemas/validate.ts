// Runs a form schema and turns its issues into { field: French message }, for islands and functions alike.
import type * as z from 'zod';
import { SCHEMA_MESSAGES } from './messages.ts';

/** First message per field ('' for the form as a whole); never contains a submitted value. */
export type FieldErrors = Record<string, string>;

type FormResult<T> = { success: true; data: T } | { success: false; fields: FieldErrors };

// Issues our fields do not word themselves (a wrong JSON type, say) get a generic message.
const fallback = () => SCHEMA_MESSAGES.invalid;

/** Validates `input` against `schema`; every field error is listed at once. */
export function validateForm<S extends z.ZodType>(schema: S, input: unknown): FormResult<z.output<S>> {
  const result = schema.safeParse(input, { error: fallback });
  if (result.success) return { success: true, data: result.data };
  return { success: false, fields: toFieldErrors(result.error.issues) };
}

/** Keeps the first message of each field path. */
function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}
