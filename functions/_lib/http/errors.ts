// One error shape for expected failures, and the one place that maps any error to a status and message.
import type { ErrorCode } from '../../../src/domain/answers.ts';
import type { FieldErrors } from '../../../src/schemas/validate.ts';
import { logError } from '../core/log.ts';

/** An expected failure: its status, code and French message reach the visitor as they are. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fields?: FieldErrors,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
  }
}

/** The database could not be reached or refused a statement; the transaction, if any, was rolled back. */
export class DatabaseError extends Error {
  constructor(cause: unknown) {
    super(`database: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseError';
  }
}

/** When a client told "try again later" should: the database or the mail server had a moment. */
export const RETRY_AFTER_SECONDS = 30;

/** What the visitor is told about an error. */
export type ErrorAnswer = {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldErrors;
  headers?: Record<string, string>;
};

/**
 * Maps any thrown value: an HttpError as is; a database failure to 503 with `unavailableMessage`;
 * anything else is logged and becomes a 500 that says nothing about the cause.
 */
export function toErrorAnswer(error: unknown, unavailableMessage: string): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      fields: error.fields,
      headers: error.headers,
    };
  }
  if (error instanceof DatabaseError) {
    logError('[functions] database failure:', error.message);
    return {
      status: 503,
      code: 'unavailable',
      message: unavailableMessage,
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    };
  }
  logError('[functions] unexpected error:', error);
  return { status: 500, code: 'server_error', message: unavailableMessage };
}
