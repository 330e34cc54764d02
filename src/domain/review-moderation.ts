// Which reviews may be published at once: a star review carrying a link, an e-mail address or a phone number
// waits for a moderator, even with REVIEWS_AUTO_APPROVE (an advert or a scam would otherwise go live).

// http(s)://…, www.…, or a bare domain such as exemple.fr / bit.ly/x (a dot between letters, then a known-looking TLD).
const URL_PATTERN =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\s*(?:\.|\[\.\]|\(\.\)|\[dot\]|\(dot\))\s*[a-z0-9-]+)*\s*(?:\.|\[\.\]|\(\.\)|\[dot\]|\(dot\))\s*(?:fr|com|net|org|info|biz|io|co|me|ly|eu|be|ch|ca|xyz|site|online|shop|top|app|link|click|gouv|pro|store|live|cc|tk|ru|cn|de|uk|us)\b/iu;
// Something@something.something, also written with (at) / [at] / « arobase ».
const EMAIL_PATTERN = /[^\s@]+\s*(?:@|\(at\)|\[at\]|\barobase\b)\s*[^\s@]+\.[a-z]{2,}/iu;
// Nine digits or more, whatever separates them (spaces, dots, dashes, parentheses), with or without +33.
const PHONE_PATTERN = /(?:\+\s*\d[\s.()-]*)?(?:\d[\s.()-]*){9,}/u;

/** Why a review text must wait for moderation, or null when it may be published at once. */
export function contactDetailIn(text: string): 'url' | 'email' | 'phone' | null {
  const normalized = text.normalize('NFKC');
  if (EMAIL_PATTERN.test(normalized)) return 'email';
  if (URL_PATTERN.test(normalized)) return 'url';
  if (PHONE_PATTERN.test(normalized)) return 'phone';
  return null;
}

/** True when a review may be published without a moderator: auto-approval on and no contact detail in it. */
export function mayAutoPublish(text: string, autoApprove: boolean): boolean {
  return autoApprove && contactDetailIn(text) === null;
}
