// Field builders shared by every form schema: trimmed, bounded, friendly French errors, no value echoed.
// Strict types: a text is a string, a number is a JSON number or a canonical decimal string (form bodies and
// query strings only carry strings), never `true`, `[1]`, `"0x1"` or `"1e0"`.
import * as z from 'zod';
import { MESSAGES } from '../domain/messages.ts';
import { isValidEmail } from '../domain/url.ts';
import { FIELD_LIMITS } from './limits.ts';
import { SCHEMA_MESSAGES } from './messages.ts';

const V = MESSAGES.validation;

// Line breaks and other C0/C1 controls: none in a one-line field; a text area keeps tab, CR and LF only.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
// Bidirectional overrides, isolates and marks: they reorder what a reader (or a mail subject) shows.
const BIDI = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
// A UTF-16 surrogate without its other half (PostgreSQL's jsonb and any mail encoder refuse it).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Text a reader cannot see: white space, format characters (zero-width…) and other default-ignorables.
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\u3164\uffa0]*$/u;

/** What is wrong with a text's characters (a French field message), or null; every text field runs it. */
function textProblem(value: string, multiLine: boolean): string | null {
  if (LONE_SURROGATE.test(value)) return SCHEMA_MESSAGES.invalidText;
  if (!multiLine && LINE_CONTROL.test(value)) return SCHEMA_MESSAGES.singleLine;
  if (TEXT_CONTROL.test(value) || BIDI.test(value)) return SCHEMA_MESSAGES.invalidText;
  if (INVISIBLE_ONLY.test(value)) return SCHEMA_MESSAGES.invisible;
  return null;
}

/** The shared refinement: one issue with the field's French message when `textProblem` finds one. */
const safeText = (multiLine: boolean) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const problem = textProblem(value, multiLine);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
};

/** Treats '' and null (an empty form field or a cleared input) as absent. */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

// A missing value is "required"; a value of the wrong JSON type (a number, a list…) is invalid.
const requiredString = () =>
  z.string({ error: (issue) => (issue.input == null ? V.required : SCHEMA_MESSAGES.invalid) });

/** A required one-line text (a name, a number): no line breaks, so it can never reach a mail header. */
export const requiredLine = (max: number = FIELD_LIMITS.line) =>
  requiredString().trim().min(1, V.required).max(max, V.tooLong).superRefine(safeText(false));

/** A required multi-line text (a message). */
export const requiredText = (max: number = FIELD_LIMITS.text) =>
  requiredString().trim().min(1, V.required).max(max, V.tooLong).superRefine(safeText(true));

/** A required e-mail address. */
export const email = (max: number = FIELD_LIMITS.email) =>
  requiredString()
    .trim()
    .min(1, V.required)
    .max(max, V.email)
    .superRefine(safeText(false))
    .refine(isValidEmail, { message: V.email, abort: true });

// Integers as decimal digits only, no sign, no leading zero; decimals with an optional sign and fraction.
const CANONICAL_INTEGER = /^(?:0|[1-9][0-9]{0,15})$/;
const CANONICAL_DECIMAL = /^-?(?:0|[1-9][0-9]{0,15})(?:\.[0-9]{1,20})?$/;

/**
 * A number sent as a JSON number, or as a string in canonical decimal notation (a form field, a query
 * parameter, a hidden input): anything else (a boolean, a list, hexadecimal, an exponent) stays as it is
 * and fails the number check.
 */
export const strictNumber = (integer: boolean) => (value: unknown) => {
  if (typeof value !== 'string') return value;
  return (integer ? CANONICAL_INTEGER : CANONICAL_DECIMAL).test(value) ? Number(value) : value;
};

/** A town hall id: a positive 32-bit integer, as a JSON number or a canonical decimal string. */
export const mairieId = () =>
  z.preprocess(
    (value) => strictNumber(true)(blankToUndefined(value)),
    z
      .number({ error: SCHEMA_MESSAGES.mairie })
      .int(SCHEMA_MESSAGES.mairie)
      .positive(SCHEMA_MESSAGES.mairie)
      .max(2_147_483_647, SCHEMA_MESSAGES.mairie),
  );

/**
 * A tracking number of the pre-application service: letters, digits and hyphens, starting and ending with
 * a letter or a digit, at most FOLLOW_UP_LIMITS.tracking_number (24) characters.
 */
const TRACKING_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,22}[A-Za-z0-9])?$/;

/** A required tracking number in the documented format (TRACKING_NUMBER). */
export const trackingNumber = (max: number) =>
  requiredString()
    .trim()
    .min(1, V.required)
    .max(max, SCHEMA_MESSAGES.trackingNumber)
    .regex(TRACKING_NUMBER, SCHEMA_MESSAGES.trackingNumber);

/** The hidden anti-spam field: humans leave it empty; the handler answers success without writing if filled. */
export const honeypot = () =>
  z.preprocess(blankToUndefined, z.string({ error: SCHEMA_MESSAGES.invalid }).max(1000).optional());
