// Web addresses and e-mail addresses from open data: repaired when obvious, rejected otherwise.

// Last label of a host must look like a top-level domain: letters, or punycode.
const TLD = /^(?:[a-z]{2,}|xn--[a-z0-9-]+)$/;

// An absolute http(s) URL for a town hall website, or null. Adds 'http://' when the scheme is
// missing (old municipal sites may lack HTTPS; browsers upgrade when they can). Rejects spaces,
// other schemes, credentials, and hosts without a dot or a real-looking top-level domain.
export function normalizeWebsite(raw: string | null | undefined): string | null {
  const text = (raw ?? '').trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `http://${text.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || labels.some((label) => !label) || !TLD.test(labels[labels.length - 1])) return null;
  return url.href;
}

// Short text for a website button: host without 'www.', e.g. 'montbouy.sitew.com'.
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

// RFC 5322 dot-atom: runs of atext separated by single dots. Quoted local parts and comments are
// refused, so no ',', ';', '<', '>', '"', '(', ')' or space can make a mailer read two addresses
// or a display name out of one field.
const DOT_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;

// Pragmatic e-mail check (one '@', a dot-atom local part, a dotted domain with a letter TLD, sane
// lengths). Rejects 'inconnu' and contact-form URLs found in the directory exports.
export function isValidEmail(raw: string | null | undefined): boolean {
  const email = (raw ?? '').trim();
  if (email.length > 254) return false;
  const match = /^([^@]+)@([^@]+)$/.exec(email);
  if (!match || match[1].length > 64 || !DOT_ATOM.test(match[1])) return false;
  const labels = match[2].toLowerCase().split('.');
  if (labels.length < 2 || !TLD.test(labels[labels.length - 1])) return false;
  return labels.every((label) => /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/.test(label));
}
