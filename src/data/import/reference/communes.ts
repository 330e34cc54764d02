// The administrative reference (@etalab/decoupage-administratif): commune, department and region by INSEE code.
import { createRequire } from 'node:module';
import { servingArrondissement } from '../../../domain/arrondissements.ts';
import { departmentCodeOf } from '../text.ts';
import { rawCommunes, type RawCommune } from './decoupage.ts';

interface RawArea {
  code: string;
  nom: string;
  region?: string;
}

/** What the reference knows of one INSEE code. */
export interface CommuneInfo {
  code: string;
  name: string;
  /** 'commune-actuelle', 'arrondissement-municipal' (Paris, Lyon, Marseille), 'commune-deleguee', 'commune-associee'. */
  type: string;
  departmentCode: string;
  departmentName: string | null;
  regionName: string | null;
  population: number | null;
  /** The commune this one belongs to: a delegated or associated commune's commune nouvelle, an arrondissement's city. */
  parent: string | null;
}

/** Department code and names of an INSEE code, whether or not the reference knows the commune. */
interface DepartmentInfo {
  departmentCode: string;
  departmentName: string | null;
  regionName: string | null;
}

export interface CommuneIndex {
  /** The commune of an INSEE code; current communes win over arrondissements, delegated and associated ones. */
  get(insee: string): CommuneInfo | undefined;
  /** Department of an INSEE code, from the reference when known, else from the code itself (2A, 2B, 971…). */
  department(insee: string): DepartmentInfo;
  /** The current commune a former one belongs to now (a delegated or associated commune's commune nouvelle, or the
   *  commune it merged into without keeping a delegated commune), or the arrondissement whose town hall serves an
   *  arrondissement whose own is closed (75101 → 75103); null for a current commune, an arrondissement served by its
   *  own town hall or an unknown code. */
  currentCommune(insee: string): string | null;
}

const TYPE_RANK = ['commune-actuelle', 'arrondissement-municipal', 'commune-deleguee', 'commune-associee'];

/** Builds the index from the reference's arrays (the package's JSON files by default). */
export function createCommuneIndex(
  communes: readonly RawCommune[],
  departements: readonly RawArea[],
  regions: readonly RawArea[],
): CommuneIndex {
  const departmentByCode = new Map(departements.map((d) => [d.code, d]));
  const regionByCode = new Map(regions.map((r) => [r.code, r.nom]));
  const departmentOf = (code: string): DepartmentInfo => {
    const department = departmentByCode.get(code);
    return {
      departmentCode: code,
      departmentName: department?.nom ?? null,
      regionName: (department?.region && regionByCode.get(department.region)) ?? null,
    };
  };
  const byCode = new Map<string, CommuneInfo>();
  const mergedInto = new Map<string, string>();
  for (const c of communes)
    if (c.type === 'commune-actuelle')
      for (const old of c.anciensCodes ?? []) if (old !== c.code) mergedInto.set(old, c.code);
  const rank = (type: string) => TYPE_RANK.indexOf(type) + 1 || TYPE_RANK.length + 1;
  for (const c of communes) {
    const known = byCode.get(c.code);
    if (known && rank(known.type) <= rank(c.type)) continue;
    const department = departmentOf(c.departement ?? departmentCodeOf(c.code));
    const regionName = (c.region && regionByCode.get(c.region)) ?? department.regionName;
    byCode.set(c.code, {
      code: c.code,
      name: c.nom,
      type: c.type,
      ...department,
      regionName,
      population: c.population ?? null,
      parent: c.chefLieu ?? c.commune ?? null,
    });
  }
  return {
    get: (insee) => byCode.get(insee),
    currentCommune: (insee) => {
      const known = byCode.get(insee);
      if (known?.type === 'arrondissement-municipal') {
        const serving = servingArrondissement(insee);
        return serving && serving !== insee ? serving : null;
      }
      if (known?.type === 'commune-actuelle') return null;
      if (known?.parent && known.parent !== insee) return known.parent;
      return mergedInto.get(insee) ?? null;
    },
    department: (insee) => {
      const known = byCode.get(insee);
      return known
        ? { departmentCode: known.departmentCode, departmentName: known.departmentName, regionName: known.regionName }
        : departmentOf(departmentCodeOf(insee));
    },
  };
}

let cached: CommuneIndex | null = null;

/** The index over the installed @etalab/decoupage-administratif data, loaded once. */
export function loadCommuneIndex(): CommuneIndex {
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  cached = createCommuneIndex(
    rawCommunes(),
    require('@etalab/decoupage-administratif/data/departements.json') as RawArea[],
    require('@etalab/decoupage-administratif/data/regions.json') as RawArea[],
  );
  return cached;
}
