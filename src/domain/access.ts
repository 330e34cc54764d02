// A town hall's physical access as the DILA directory codes it (issue 21): `ACC`, `NAC`, `DEM`, or unknown. The
// meanings, and what confirms them, are in docs/open-data.md (« Accès des personnes à mobilité réduite »).

/** The directory's access codes, in the order the correction form offers them. */
export const ACCESS_CODES = ['ACC', 'NAC', 'DEM'] as const;
export type AccessCode = (typeof ACCESS_CODES)[number];

/** What a page says for each code (nothing is said when the access is unknown). */
export const ACCESS_LABELS: Record<AccessCode, string> = {
  ACC: 'Accès de plain-pied / accessible en fauteuil roulant',
  NAC: 'Non accessible en fauteuil roulant',
  DEM: 'Accessible avec aide, sur demande',
};

const isAccessCode = (value: unknown): value is AccessCode => (ACCESS_CODES as readonly unknown[]).includes(value);

/** A code as a file writes it (any case, spaces around), or null: blank or not one of the three codes. */
export function toAccessCode(raw: unknown): AccessCode | null {
  const code = typeof raw === 'string' ? raw.trim().toUpperCase() : null;
  return isAccessCode(code) ? code : null;
}
