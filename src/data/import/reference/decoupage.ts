// @etalab/decoupage-administratif's communes file: its raw shape, typed once, and the file (Node caches it).
import { createRequire } from 'node:module';

/** A commune, delegated or associated commune, or municipal arrondissement as the file writes it. */
export interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  region?: string;
  population?: number;
  /** Delegated and associated communes: their commune nouvelle. */
  chefLieu?: string;
  /** Municipal arrondissements (Paris, Lyon, Marseille): their commune. */
  commune?: string;
  /** Current communes: the codes of the communes merged into them. */
  anciensCodes?: string[];
}

/** Every row of the installed communes file. */
export function rawCommunes(): readonly RawCommune[] {
  return createRequire(import.meta.url)('@etalab/decoupage-administratif/data/communes.json') as RawCommune[];
}
