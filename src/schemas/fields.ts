// Field builders shared by every form schema: trimmed, bounded, friendly French errors, no value echoed.
import * as z from 'zod';
import { MESSAGES } from '../domain/messages.ts';
import { isValidEmail } from '../domain/url.ts';
import { FIELD_LIMITS } from './limits.ts';
import { SCHEMA_MESSAGES } from './messages.ts';

const V = MESSAGES.validation;

// Control characters: none in a one-line field; only tab and line breaks in a text area.
const ANY_CONTROL = /[\u0000-\u001f\u007f\u2028\u2029]/;
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Treats '' and null (an empty form field or a cleared input) as absent. */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A required one-line text (a name, a number): no line breaks, so it can never reach a mail header. */
export const requiredLine = (max: number = FIELD_LIMITS.line) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(max, V.tooLong)
    .refine((value) => !ANY_CONTROL.test(value), SCHEMA_MESSAGES.singleLine);

/** A required multi-line text (a message). */
export const requiredText = (max: number = FIELD_LIMITS.text) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(max, V.tooLong)
    .refine((value) => !TEXT_CONTROL.test(value), SCHEMA_MESSAGES.invalidText);

/** A required e-mail address. */
export const email = (max: number = FIELD_LIMITS.email) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, V.email).refine(isValidEmail, V.email);

/** A town hall id from a hidden field (string) or JSON (number). */
export const mairieId = () =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: SCHEMA_MESSAGES.mairie })
      .int(SCHEMA_MESSAGES.mairie)
      .positive(SCHEMA_MESSAGES.mairie)
      .max(2_147_483_647, SCHEMA_MESSAGES.mairie),
  );

/** The hidden anti-spam field: humans leave it empty; the handler answers success without writing if filled. */
export const honeypot = () =>
  z.preprocess(blankToUndefined, z.string({ error: SCHEMA_MESSAGES.invalid }).max(1000).optional());

/** The honeypot field name, shared by the forms' markup and the functions. */
export const HONEYPOT_FIELD = 'company';
