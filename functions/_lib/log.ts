// The one way the functions, the sender and the local server write errors to the log: e-mail addresses are
// masked wherever they appear (an SMTP refusal quotes its recipient, a database error may quote a row).
import { inspect } from 'node:util';

// Loose on purpose: anything that reads as an address is masked, valid or not.
const ADDRESS = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*/gu;

/** `lea.martin@example.fr` → `l***@e***.fr`: enough to tell two addresses apart in a log, not to write to. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${address.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}

/** `text` with every e-mail address in it masked. */
export function maskEmails(text: string): string {
  return text.replace(ADDRESS, maskEmail);
}

/** Writes an error line; every part (an Error with its stack and cause included) has its addresses masked. */
export function logError(...parts: unknown[]): void {
  console.error(
    parts.map((part) => maskEmails(typeof part === 'string' ? part : inspect(part, { depth: 4 }))).join(' '),
  );
}
