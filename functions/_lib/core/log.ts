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

/** Text its caller has masked already (maskEmails) around identifiers of the project's own making, such as a
 *  Message-ID, that would read as addresses: logError writes it as is. */
class Masked {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** `text`, whose addresses the caller masked, for logError to write as is (a Message-ID in it stays readable). */
export function masked(text: string): Masked {
  return new Masked(text);
}

/** Writes an error line; every part (an Error with its stack and cause included) has its addresses masked, but the
 *  parts made with masked(). */
export function logError(...parts: unknown[]): void {
  const text = (part: unknown) =>
    part instanceof Masked ? part.text : maskEmails(typeof part === 'string' ? part : inspect(part, { depth: 4 }));
  console.error(parts.map(text).join(' '));
}
