// Small text rules shared by the mappers: folding for matching, Cedex, La Poste's upper-case names.

/** Lower case, no accents, ligatures expanded, anything else than letters and digits as single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** 'Ambérieu-en-Bugey Cedex 2' → 'Ambérieu-en-Bugey'. */
export function stripCedex(locality: string): string {
  return locality.replace(/\s+cedex(\s*\d+)?\s*$/i, '').trim();
}

const LOWER_WORDS = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'en',
  'sur',
  'sous',
  'et',
  'aux',
  'au',
  'lès',
  'lez',
]);
const EXPANSIONS: Record<string, string> = { st: 'Saint', ste: 'Sainte' };

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** La Poste's 'L ABERGEMENT DE VAREY' → "L'Abergement de Varey", 'ST PIERRE' → 'Saint Pierre'. */
export function titleCaseName(upper: string): string {
  const words = upper.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if ((word === 'l' || word === 'd') && i + 1 < words.length) {
      const next = words[++i];
      out.push(`${out.length ? word : word.toUpperCase()}'${EXPANSIONS[next] ?? capitalize(next)}`);
    } else if (EXPANSIONS[word]) out.push(EXPANSIONS[word]);
    else out.push(out.length && LOWER_WORDS.has(word) ? word : capitalize(word));
  }
  return out.join(' ');
}

/** Department code of an INSEE code: three characters overseas (971…, 987…), two otherwise (2A, 2B included). */
export function departmentCodeOf(insee: string): string {
  return /^9[78]/.test(insee) ? insee.slice(0, 3) : insee.slice(0, 2);
}

// C0 and C1 control characters and DEL, tab and line breaks aside (they are white space, folded to one space).
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's purpose
const CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;

/** Open-data text as stored: NFC, no control characters ('Mairie d'É\u0090chirolles' → "Mairie d'Échirolles"),
 * white space runs (line breaks and NEL included) as one space, trimmed. */
export function cleanText(text: string): string {
  return text
    .replace(CONTROLS, '')
    .normalize('NFC')
    .replace(/[\s\u0085]+/g, ' ')
    .trim();
}

/** A clean string (cleanText), or null when the value is missing or blank. */
export function cleanString(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = cleanText(value);
  return text === '' ? null : text;
}
