// Addresses that come from the directory, not from a form: checked before they become a recipient.
import { email } from '../../../src/schemas/fields.ts';

const EmailSchema = email();

/** The first valid address of a directory field ('a@b.fr; c@d.fr'), or null. */
export function firstValidEmail(raw: string | null | undefined): string | null {
  for (const part of (raw ?? '').split(/[;,\s]+/)) {
    const parsed = EmailSchema.safeParse(part);
    if (parsed.success) return parsed.data;
  }
  return null;
}
