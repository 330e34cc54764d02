// Website URLs and e-mail addresses as the directory gives them, cleaned or dropped.
// Validity is the domain's (normalizeWebsite, isValidEmail); this repairs what the raw fields need first.
import { isValidEmail, normalizeWebsite as normalizeUrl } from '../../../domain/url.ts';

/** First URL of a field, with mistyped or doubled schemes ('htttp://', 'http://http://') and a trailing host dot repaired; or null. */
export function normalizeWebsite(raw: string | null | undefined): string | null {
  const first = raw?.trim().split(/\s+/)[0];
  if (!first) return null;
  const text = first
    .replace(/^(?:h+t+p+s?(?::\/*|\/+))+(?=h+t+p+s?(?::\/*|\/+))/i, '')
    .replace(/^h+t+p+(s?)(?::\/*|\/+)/i, (_, s: string) => `http${s.toLowerCase()}://`)
    .replace(/^((?:https?:\/\/)?[^/?#]+)\.(?=$|[/?#])/i, '$1');
  const url = normalizeUrl(text);
  // Host names are letters, digits, '-' and '.' (IDN as punycode); URL parsing lets e.g. commas through.
  return url && /^[a-z0-9.-]+$/.test(new URL(url).hostname) ? url : null;
}

/** The first valid address of a field, trimmed of 'mailto:', quotes and stray punctuation, domain in lower case; or null. */
export function normalizeEmail(raw: string | null | undefined): string | null {
  if (!raw) return null;
  for (const part of raw.split(/[\s;,]+/)) {
    const text = part
      .replace(/^mailto:/i, '')
      .replace(/^[<("']+/, '')
      .replace(/[>)"'.:]+$/, '');
    if (!isValidEmail(text)) continue;
    const at = text.lastIndexOf('@');
    return `${text.slice(0, at)}@${text.slice(at + 1).toLowerCase()}`;
  }
  return null;
}

export { isValidEmail };
