// Phone fields of the directory to E.164 ('+33474240308'), usable as they are in tel: links.
// The number rules are the domain's (normalizePhone); this adds what the raw fields need.
import { normalizePhone } from '../../../domain/phone.ts';

// Mayotte written with the Comoros code (+269 269…, +269 639…): its country code is +262.
function fixMayotte(e164: string): string {
  return /^\+269(?:269|639)\d{6}$/.test(e164) ? `+262${e164.slice(4)}` : e164;
}

/** The first valid number of a field ('+33 4 74 24 03 08', '04 74 24 03 08 / 06…') in E.164, or null. */
export function toE164Phone(raw: string | null | undefined): string | null {
  if (!raw) return null;
  for (const part of raw.split(/[/;,]|\bou\b/i)) {
    const phone = normalizePhone(part.trim());
    if (phone) return fixMayotte(phone);
  }
  return null;
}
