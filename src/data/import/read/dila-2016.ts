// The DILA directory as converted to JSON lines in 2016 (codeinsee, writeAddress, contact_*, BAN `geo`).
import { toAccessCode } from '../../../domain/access.ts';
import { isObject, type JsonObject } from './json-records.ts';
import { parseCoordinates, toInseeCode, toIsoDate, type DraftResult } from './mairie-draft.ts';
import { cleanString } from '../text.ts';

const TOWN_HALL_TYPES = new Set(['mairie', 'mairie_com', 'paris_mairie', 'paris_mairie_arrondissement']);

/** True when a record has the 2016 shape. */
export function isLegacyRecord(record: JsonObject): boolean {
  return 'codeinsee' in record || 'writeAddress' in record;
}

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map(cleanString).filter((s): s is string => s !== null);
}

/**
 * The record's BAN geocoding (`geo`, ODbL), for when the directory's pin is missing or far from its commune
 * (positions.ts): only when the address it found is in the town hall's own commune (it sometimes lands on a
 * namesake elsewhere).
 */
function banPoint(record: JsonObject, codeInsee: string | null): [number, number] | null {
  const geo = isObject(record.geo) ? record.geo : null;
  if (!geo || !codeInsee || toInseeCode(cleanString(geo.insee_comm)) !== codeInsee) return null;
  return parseCoordinates(geo.latitude, geo.longitude);
}

/** One 2016 record → a draft; its id is both the source id and the legacy id. */
export function fromLegacyRecord(record: JsonObject, line: number): DraftResult {
  const id = cleanString(record.id);
  const nom = cleanString(record.nom);
  if (!id) return { reject: 'missing id' };
  if (!nom) return { reject: 'missing name' };
  const type = cleanString(record.type);
  if (type && !TOWN_HALL_TYPES.has(type)) return { skip: `not a town hall (type ${type})` };
  const address = isObject(record.writeAddress) ? record.writeAddress : {};
  const codeInsee = toInseeCode(cleanString(record.codeinsee));
  const point = parseCoordinates(record.latitude, record.longitude);
  return {
    draft: {
      line,
      sourceId: id,
      legacyId: id,
      codeInsee,
      nom,
      locality: cleanString(address.addressLocality),
      postalCode: cleanString(address.postalCode),
      streetLines: strings(address.streetAddress),
      phones: strings(record.contact_phone),
      emails: strings(record.contact_email),
      websites: strings(record.website),
      latitude: point?.[0] ?? null,
      longitude: point?.[1] ?? null,
      ban: banPoint(record, codeInsee),
      schedule: null,
      // The JSON lines' field; the flat CSV derived from them names the text `accessibilite_texte`.
      access: toAccessCode(record.accessibilite_type),
      accessText: cleanString(record.accessibilite_text) ?? cleanString(record.accessibilite_texte),
      updatedOn: toIsoDate(cleanString(record.update)),
    },
  };
}
