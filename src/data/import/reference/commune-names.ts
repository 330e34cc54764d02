// Commune names → INSEE codes within a department, for lists that give no code (the equipped communes' arrêté,
// booking lists). Nothing is guessed: a name either places one commune, several (ambiguous), or none.
//
// Rules, in order:
// 1. Names compare without case, hyphens, apostrophes and extra spaces, « St »/« Ste » as « Saint »/« Sainte », an
//    article written after (« Havre (Le) ») as before (« Le Havre »). One current commune of that exact name in the
//    department places the row.
// 2. Otherwise names compare also without accents and without a leading article: one current commune places the
//    row, two or more is ambiguous (« Vergne » in Charente-Maritime: Vergné or La Vergne).
// 3. Otherwise a delegated or associated commune of that name (an old commune merged into a commune nouvelle,
//    @etalab/decoupage-administratif's communes.json) places the row on its commune nouvelle; communes merged
//    without keeping a delegated commune are not in that package and stay unplaced.
// 4. Paris, Lyon and Marseille: the city's name places the row on every arrondissement town hall (the INSEE codes
//    751xx, 6938x, 132xx, where the directory's town halls are); « Paris 15e », « Lyon 3e arrondissement »,
//    « Marseille 1er » place it on that arrondissement's.
import { createRequire } from 'node:module';
import { foldText } from '../text.ts';
import { rawCommunes, type RawCommune } from './decoupage.ts';

interface RawDepartment {
  code: string;
  nom: string;
}

type PlaceResult =
  | { codes: string[]; via: 'name' | 'commune-nouvelle' | 'arrondissements' }
  | { problem: 'unknown department' | 'unknown commune' | 'ambiguous'; candidates?: string[] };

export interface CommuneNameIndex {
  /** The department code of a code ('1' → '01', '2a' → '2A') or a name ('Côtes-d'Armor'); null when unknown. */
  department(value: string): string | null;
  /** The INSEE codes a (department, commune name) pair places. */
  place(department: string, commune: string): PlaceResult;
}

const ARTICLES = new Set(['le', 'la', 'les', 'l']);
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', sts: 'saints', stes: 'saintes' };
const ARRONDISSEMENT = /^(paris|lyon|marseille) (\d{1,2}) ?(?:er|e|eme|ème)?(?: arrondissement)?$/;

/** The comparison key of a commune name: rule 1 (`strict`, accents kept) or rule 2. */
export function communeNameKey(name: string, strict = false): string {
  const moved = name
    .trim()
    .replace(/^(.*?)\s*\(\s*(l'|l’|le|la|les)\s*\)$/i, (_, rest: string, article: string) =>
      /'|’/.test(article) ? `l ${rest}` : `${article} ${rest}`,
    );
  const text = strict
    ? moved
        .normalize('NFC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()
    : foldText(moved);
  const words = text
    .split(' ')
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w);
  while (!strict && words.length > 1 && ARTICLES.has(words[0])) words.shift();
  const key = words.join(' ');
  const arrondissement = ARRONDISSEMENT.exec(key.replace(/(\d)(er|e|eme|ème)\b/, '$1 $2'));
  return arrondissement ? `${arrondissement[1]} ${Number(arrondissement[2])}` : key;
}

const CITIES_WITH_ARRONDISSEMENTS: Record<string, string> = { '75056': 'paris', '69123': 'lyon', '13055': 'marseille' };

/** Builds the index over the reference's arrays. */
function createCommuneNameIndex(
  communes: readonly RawCommune[],
  departements: readonly RawDepartment[],
): CommuneNameIndex {
  const current = new Map<string, Set<string>>();
  const merged = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, code: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(code);
    map.set(key, set);
  };
  const arrondissements = new Map<string, string[]>();
  for (const c of communes) {
    if (!c.departement) continue;
    const keys = [`${c.departement}|${communeNameKey(c.nom)}`, `=${c.departement}|${communeNameKey(c.nom, true)}`];
    if (c.type === 'commune-actuelle') {
      for (const key of keys) add(current, key, c.code);
    } else if ((c.type === 'commune-deleguee' || c.type === 'commune-associee') && c.chefLieu) {
      for (const key of keys) add(merged, key, c.chefLieu);
    } else if (c.type === 'arrondissement-municipal' && c.commune) {
      for (const key of keys) add(current, key, c.code);
      arrondissements.set(c.commune, [...(arrondissements.get(c.commune) ?? []), c.code]);
    }
  }
  for (const [city, name] of Object.entries(CITIES_WITH_ARRONDISSEMENTS)) {
    const department = communes.find((c) => c.code === city)?.departement;
    if (department) {
      const codes = arrondissements.get(city) ?? [];
      current.set(`${department}|${name}`, new Set(codes));
      current.set(`=${department}|${name}`, new Set(codes));
    }
  }
  const byCode = new Map(departements.map((d) => [d.code, d.code]));
  const byName = new Map(departements.map((d) => [communeNameKey(d.nom), d.code]));
  const department = (value: string): string | null => {
    const trimmed = value.trim().toUpperCase();
    const code = /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
    return byCode.get(code) ?? byName.get(communeNameKey(value)) ?? null;
  };
  return {
    department,
    place(departmentValue, commune) {
      const dep = department(departmentValue);
      if (!dep) return { problem: 'unknown department' };
      const strict = `=${dep}|${communeNameKey(commune, true)}`;
      const loose = `${dep}|${communeNameKey(commune)}`;
      const city = Object.values(CITIES_WITH_ARRONDISSEMENTS).includes(communeNameKey(commune));
      for (const [map, via] of [
        [current, 'name'],
        [merged, 'commune-nouvelle'],
      ] as const) {
        const found = map.get(strict)?.size === 1 ? map.get(strict) : map.get(loose);
        if (!found?.size) continue;
        if (map === current && city && found.size > 1) return { codes: [...found].sort(), via: 'arrondissements' };
        if (found.size === 1) return { codes: [...found], via };
        return { problem: 'ambiguous', candidates: [...found].sort() };
      }
      return { problem: 'unknown commune' };
    },
  };
}

let cached: CommuneNameIndex | null = null;

/** The index over the installed @etalab/decoupage-administratif data, loaded once. */
export function loadCommuneNameIndex(): CommuneNameIndex {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  cached = createCommuneNameIndex(
    rawCommunes(),
    require('@etalab/decoupage-administratif/data/departements.json') as RawDepartment[],
  );
  return cached;
}
