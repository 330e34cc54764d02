// Reads OSM_TOWNHALLS: an Overpass API answer in JSON (`[out:json]; … out center tags;`) holding France's
// `amenity=townhall` nodes, and ways and relations with their `center`. Streamed, as the directory archive is: one
// element at a time is held as parsed, and only the few tags the places step reads are kept.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { JSONParser } from '@streamparser/json';
import type { OsmTownHall } from '../../../domain/townhall-match.ts';
import { ImportFileError, toFileError } from '../errors.ts';
import { isObject, type JsonObject } from './json-records.ts';

/** What the file held. */
export interface OsmFile {
  townHalls: OsmTownHall[];
  /** Elements read (town halls or not). */
  read: number;
  /** Elements left out: not `amenity=townhall`, or without a point (a way or relation without `center`). */
  left: { notTownHall: number; noPosition: number };
  /** The data's own date: Overpass's `osm3s.timestamp_osm_base` (YYYY-MM-DD), else the file's modification day. */
  date: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** A real day YYYY-MM-DD (not 2025-02-30), else null. */
function checkDay(value: unknown): string | null {
  const day = text(value);
  if (!day || !ISO_DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return null;
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day ? day : null;
}

// The point of an element: a node's own, a way's or relation's `center`.
function pointOf(element: JsonObject): { lat: number; lon: number } | null {
  const at = element.type === 'node' ? element : element.center;
  if (!isObject(at)) return null;
  const { lat, lon } = at;
  if (typeof lat !== 'number' || typeof lon !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

// The step's view of one element, or why it is left out.
function townHallOf(element: JsonObject): OsmTownHall | keyof OsmFile['left'] {
  const tags = isObject(element.tags) ? element.tags : {};
  const type = element.type;
  if (tags.amenity !== 'townhall' || !['node', 'way', 'relation'].includes(type as string)) return 'notTownHall';
  const point = pointOf(element);
  if (!point || typeof element.id !== 'number') return 'noPosition';
  return {
    id: `${type as string}/${element.id}`,
    ...point,
    name: text(tags.name),
    townhallType: text(tags['townhall:type']),
    openingHours: text(tags.opening_hours),
    checkDate: checkDay(tags['check_date:opening_hours']) ?? checkDay(tags.check_date),
  };
}

/** Reads the Overpass answer; a malformed or truncated file, or an answer carrying Overpass's error `remark` (a
 *  timeout leaves a partial answer), throws an ImportFileError before anything is written. */
export async function readOsmTownHalls(file: string): Promise<OsmFile> {
  const townHalls: OsmTownHall[] = [];
  const left = { notTownHall: 0, noPosition: 0 };
  let read = 0;
  let base: string | null = null;
  let remark: string | null = null;
  const parser = new JSONParser({ paths: ['$.elements.*', '$.osm3s', '$.remark'], keepStack: false });
  parser.onValue = ({ value, key, stack }) => {
    if (stack.length === 2 && typeof key === 'number' && isObject(value)) {
      read++;
      const townHall = townHallOf(value);
      if (typeof townHall === 'string') left[townHall]++;
      else townHalls.push(townHall);
    } else if (key === 'osm3s' && isObject(value)) base = text(value.timestamp_osm_base);
    else if (key === 'remark') remark = text(value);
  };
  try {
    for await (const chunk of createReadStream(file)) parser.write(chunk as Buffer);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') throw toFileError(error, file, null);
    throw new ImportFileError(file, null, `malformed JSON (${(error as Error).message})`, { cause: error });
  }
  try {
    parser.end();
  } catch {
    // The parser stopped inside a token: reported below.
  }
  if (!parser.isEnded) throw new ImportFileError(file, null, 'truncated JSON (unexpected end of file)');
  if (remark)
    throw new ImportFileError(file, null, `Overpass answered with an error, the answer is partial: ${remark}`);
  if (!read && base === null)
    throw new ImportFileError(file, null, 'not an Overpass answer (no "elements", no "osm3s")');
  const baseDay = (base as string | null)?.slice(0, 10) ?? null;
  const date = baseDay && ISO_DAY.test(baseDay) ? baseDay : (await stat(file)).mtime.toISOString().slice(0, 10);
  // A check dated after the data itself is a typo: the file's date stands instead.
  for (const townHall of townHalls) if (townHall.checkDate && townHall.checkDate > date) townHall.checkDate = null;
  return { townHalls, read, left, date };
}
