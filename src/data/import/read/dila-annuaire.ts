// The current export of the API Annuaire de l'administration (api-lannuaire.service-public.fr, data.gouv.fr):
// nested fields (pivot, adresse, telephone, site_internet, plage_ouverture) come as JSON strings or as values.
import { toAccessCode } from '../../../domain/access.ts';
import { ImportFileError } from '../errors.ts';
import { isObject, type JsonObject } from './json-records.ts';
import { parseCoordinates, toInseeCode, toIsoDate, type DraftResult } from './mairie-draft.ts';
import { plagesToSchedule, type PlageOuverture } from './opening-hours.ts';
import { cleanString, foldText } from '../text.ts';

const TOWN_HALL_TYPES = new Set(['mairie', 'mairie_com', 'paris_mairie', 'paris_mairie_arrondissement']);
const LEGACY_ID = /^[a-z_]+-[0-9][0-9AB][0-9]{3}-\d{2}$/;

/** True when a record has the Annuaire shape. */
export function isAnnuaireRecord(record: JsonObject): boolean {
  return 'pivot' in record || 'code_insee_commune' in record || 'plage_ouverture' in record;
}

/** A nested field: parsed when it is a JSON string, always as a list. */
function list(file: string, line: number, record: JsonObject, field: string): unknown[] {
  let value = record[field];
  if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
    try {
      value = JSON.parse(value);
    } catch {
      throw new ImportFileError(file, line, `malformed JSON in field ${field}`);
    }
  }
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

const objects = (items: unknown[]): JsonObject[] => items.filter(isObject);
const values = (items: unknown[]): string[] =>
  items.map((item) => cleanString(isObject(item) ? item.valeur : item)).filter((s): s is string => s !== null);

/** One Annuaire record → a draft (source id: the old DILA id when given, for continuity with 2016 data). */
export function fromAnnuaireRecord(record: JsonObject, line: number, file: string): DraftResult {
  const pivots = objects(list(file, line, record, 'pivot'));
  const types = pivots.map((p) => cleanString(p.type_service_local));
  if (!types.some((t) => t && TOWN_HALL_TYPES.has(t))) return { skip: 'not a town hall (pivot)' };
  const id = cleanString(record.id);
  const nom = cleanString(record.nom);
  if (!id) return { reject: 'missing id' };
  if (!nom) return { reject: 'missing name' };
  const pivotCodes = pivots.flatMap((p) =>
    Array.isArray(p.code_insee_commune) ? p.code_insee_commune : [p.code_insee_commune],
  );
  const addresses = objects(list(file, line, record, 'adresse'));
  const main = addresses.find((a) => foldText(String(a.type_adresse ?? '')) === 'adresse') ?? addresses[0] ?? {};
  const point = [main, ...addresses].map((a) => parseCoordinates(a.latitude, a.longitude)).find(Boolean) ?? null;
  const legacyId = cleanString(record.ancien_code_pivot);
  return {
    draft: {
      line,
      sourceId: id,
      legacyId: legacyId && LEGACY_ID.test(legacyId) ? legacyId : null,
      codeInsee: toInseeCode(cleanString(record.code_insee_commune) ?? cleanString(pivotCodes[0])),
      nom,
      locality: cleanString(main.nom_commune),
      postalCode: cleanString(main.code_postal),
      streetLines: ['numero_voie', 'complement1', 'complement2', 'service_distribution']
        .map((k) => cleanString(main[k]))
        .filter((s): s is string => s !== null),
      phones: values(list(file, line, record, 'telephone')),
      emails: values(list(file, line, record, 'adresse_courriel')),
      websites: values(list(file, line, record, 'site_internet')),
      latitude: point?.[0] ?? null,
      longitude: point?.[1] ?? null,
      ban: null,
      // The physical address's access (`accessibilite`, `note_accessibilite`), as the 2016 file's.
      access: toAccessCode(main.accessibilite),
      accessText: cleanString(main.note_accessibilite),
      schedule: plagesToSchedule(objects(list(file, line, record, 'plage_ouverture')) as PlageOuverture[]),
      updatedOn: toIsoDate(cleanString(record.date_modification) ?? cleanString(record.date_mise_a_jour)),
    },
  };
}
