// The six contact reasons (SPEC §3) from data/reference/contact-reasons.json: codes for the schema, labels for the UI.
import * as z from 'zod';
import reasons from '../../data/reference/contact-reasons.json' with { type: 'json' };
import { SCHEMA_MESSAGES } from './messages.ts';

/** One choice of the town hall contact form. */
type ContactReason = { code: string; label: string };

/** The reasons in display order. */
export const CONTACT_REASONS: readonly ContactReason[] = reasons;

/** The reason codes, as the select's values. */
export const CONTACT_REASON_CODES = CONTACT_REASONS.map((reason) => reason.code) as [string, ...string[]];

/** A reason code chosen in the list. */
export const ContactReasonSchema = z.enum(CONTACT_REASON_CODES, { error: SCHEMA_MESSAGES.reason });

/** The French label of a reason code (the code itself if unknown). */
export function contactReasonLabel(code: string): string {
  return CONTACT_REASONS.find((reason) => reason.code === code)?.label ?? code;
}
