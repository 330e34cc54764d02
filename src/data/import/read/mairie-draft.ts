// What both directory formats are read into before mapping: raw contact fields, parsed places and hours.
import type { AccessCode } from '../../../domain/access.ts';
import type { Schedule } from '../../../domain/schedule.ts';

/** One town hall as read from the directory, before normalisation and supplements. */
export interface MairieDraft {
  line: number;
  /** The record's identity in `mairies.source_id`. */
  sourceId: string;
  /** The old-style DILA id ('mairie-01001-01') that the 2018 websites file and operator lists use. */
  legacyId: string | null;
  /** The current export's own id when `sourceId` became the old id (operator lists may give either). */
  directoryId?: string;
  codeInsee: string | null;
  nom: string;
  locality: string | null;
  postalCode: string | null;
  streetLines: string[];
  phones: string[];
  emails: string[];
  websites: string[];
  latitude: number | null;
  longitude: number | null;
  /** The record's own BAN geocoding [lat, lon], only when the geocoder placed the address in the town hall's commune. */
  ban: [number, number] | null;
  schedule: Schedule | null;
  /** Physical access: the directory's code (null: blank or unknown) and its free text (domain/access.ts). */
  access: AccessCode | null;
  accessText: string | null;
  /** Last update of the record in the directory, YYYY-MM-DD. */
  updatedOn: string | null;
}

/** A record becomes a draft, is skipped (not a town hall) or is rejected (unusable), with a reason. */
export type DraftResult = { draft: MairieDraft } | { skip: string } | { reject: string };

/** [lat, lon] from two numbers or numeric strings, null unless both are valid and not (0, 0). */
export function parseCoordinates(lat: unknown, lon: unknown): [number, number] | null {
  const toNumber = (v: unknown) =>
    typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  const [la, lo] = [toNumber(lat), toNumber(lon)];
  if (!Number.isFinite(la) || !Number.isFinite(lo)) return null;
  if (Math.abs(la) > 90 || Math.abs(lo) > 180 || (la === 0 && lo === 0)) return null;
  return [la, lo];
}

const INSEE_CODE = /^[0-9][0-9AB][0-9]{3}$/;

/** A valid INSEE code in upper case, or null. */
export function toInseeCode(value: string | null): string | null {
  const code = value?.toUpperCase() ?? null;
  return code && INSEE_CODE.test(code) ? code : null;
}

/** 'YYYY-MM-DD' from '2015-07-08', '2024-12-18T17:42:39' or '18/12/2024 17:42:39'; null otherwise. */
export function toIsoDate(value: string | null): string | null {
  if (!value) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const fr = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(value);
  return fr ? `${fr[3]}-${fr[2]}-${fr[1]}` : null;
}

/** The latest record update of a directory's drafts (YYYY-MM-DD), or null: the directory's own date. */
export function latestUpdate(drafts: readonly MairieDraft[]): string | null {
  return drafts.reduce<string | null>(
    (latest, d) => (d.updatedOn && (!latest || d.updatedOn > latest) ? d.updatedOn : latest),
    null,
  );
}
