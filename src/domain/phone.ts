// French phone numbers: one E.164 form for storage and tel: links, the '04 74 24 03 08' display.

// Overseas departments dialled from abroad with their own country code and a 9-digit number.
const OVERSEAS_CODES = ['262', '590', '594', '596'];
// National prefixes (after the 0) of those departments, and the country code each one uses.
const OVERSEAS_PREFIXES: Record<string, string> = {
  '262': '262',
  '263': '262',
  '692': '262',
  '693': '262',
  '269': '262',
  '639': '262',
  '590': '590',
  '690': '590',
  '691': '590',
  '594': '594',
  '694': '594',
  '596': '596',
  '696': '596',
  '697': '596',
};

// E.164 form ('+33474240308') of a French or overseas number, any punctuation; other
// international numbers are kept; null when it cannot be a phone number (too short or long).
export function normalizePhone(raw: string | null | undefined): string | null {
  let s = (raw ?? '').replace(/\(0\)/g, '').replace(/[\s.\-()/]/g, '');
  if (s.startsWith('00')) s = `+${s.slice(2)}`;
  if (/^\+\d+$/.test(s)) {
    const digits = s.slice(1);
    for (const code of ['33', ...OVERSEAS_CODES]) {
      if (!digits.startsWith(code)) continue;
      const national = digits.slice(code.length).replace(/^0/, '');
      return /^[1-9]\d{8}$/.test(national) ? `+${code}${national}` : null;
    }
    return digits.length >= 6 && digits.length <= 15 ? s : null;
  }
  const national = /^0[1-9]\d{8}$/.test(s) ? s.slice(1) : /^[1-9]\d{8}$/.test(s) ? s : null;
  if (!national) return null;
  return `+${OVERSEAS_PREFIXES[national.slice(0, 3)] ?? '33'}${national}`;
}

/** A French 4-digit service number (« 30 13 », « 39 92 »): dialled as it is from France, stored as its digits. */
export const SERVICE_NUMBER_PATTERN = /^3\d{3}$/;

/** An E.164 number (ITU-T E.164: `+`, a country code that does not start with 0, 15 digits at most). */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

/** The digits of a 4-digit service number ('30 13' → '3013'), or null when `raw` is not one. */
export function serviceNumber(raw: string | null | undefined): string | null {
  const digits = (raw ?? '').replace(/[\s.]/g, '');
  return SERVICE_NUMBER_PATTERN.test(digits) ? digits : null;
}

/** A phone as data files publish it: E.164 (E164_PATTERN), or a 4-digit service number as its digits; null when
 *  unusable. */
export function dataPhone(raw: string | null | undefined): string | null {
  const e164 = normalizePhone(raw);
  return e164 && E164_PATTERN.test(e164) ? e164 : serviceNumber(raw);
}

// 'tel:+33474240308' (or 'tel:3013', a service number) for a clickable phone link; null when the number is unusable.
export function toTelHref(raw: string | null | undefined): string | null {
  const number = dataPhone(raw);
  return number ? `tel:${number}` : null;
}

// French display: '+33 4 74 24 03 08' -> '04 74 24 03 08'; other numbers as given, spaces tidied.
export function formatPhone(raw: string | null | undefined): string {
  const service = serviceNumber(raw);
  if (service) return `${service.slice(0, 2)} ${service.slice(2)}`;
  const e164 = normalizePhone(raw);
  const national = e164 && /^\+(33|262|590|594|596)(\d{9})$/.exec(e164)?.[2];
  if (national) return `0${national}`.replace(/(\d{2})(?=\d)/g, '$1 ');
  return (raw ?? '').trim().replace(/\s+/g, ' ');
}
