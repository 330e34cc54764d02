// URL slugs for town halls and articles: lowercase ASCII words joined by '-'.

const LIGATURES: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss' };

// "Mairie de L'Abergement-Clémenciat" -> 'mairie-de-l-abergement-clemenciat'. Accents are removed
// (NFD), ligatures spelled out, anything else that is not a letter or digit becomes one '-'.
export function slugify(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (ligature) => LIGATURES[ligature])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// A slug not in `taken`: the base itself, else base + each discriminator in turn (postal code,
// then INSEE code…), else the last of those + '-2', '-3'… ('page' when all are empty).
// Pure: the caller adds the result to `taken`. Stable when rows come in a stable order (by INSEE).
export function uniqueSlug(
  base: string,
  taken: ReadonlySet<string>,
  discriminators: readonly (string | number | null | undefined)[] = [],
): string {
  const root = slugify(base);
  const candidates = [root];
  for (const value of discriminators) {
    const suffix = value === null || value === undefined ? '' : slugify(String(value));
    if (suffix) candidates.push(root ? `${root}-${suffix}` : suffix);
  }
  const usable = candidates.filter(Boolean);
  if (usable.length === 0) usable.push('page');
  for (const candidate of usable) {
    if (!taken.has(candidate)) return candidate;
  }
  const stem = usable[usable.length - 1];
  for (let n = 2; ; n++) {
    if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
  }
}
