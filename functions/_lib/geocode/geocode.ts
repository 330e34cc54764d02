// Client of the national address API (API Adresse / Géoplateforme): one address → one point, France only.
// https://adresse.data.gouv.fr/outils/api-doc/adresse
import { logError } from '../core/log.ts';

/** A geocoded point. */
export type GeoPoint = { lat: number; lon: number };

/** A point with the address as the API labelled it ('8 Boulevard du Port 80000 Amiens'), null without one. */
export type GeocodedAddress = GeoPoint & { label: string | null };

/** The address service failed (network, status, unreadable answer); not the same as "not found". */
export class GeocoderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

const GEOCODE_TIMEOUT_MS = 5000;

/** Reverse geocoding only names the address in a mail: a short wait, and no label when it fails. */
const REVERSE_TIMEOUT_MS = 2000;

/** Precise first: a house number, then a street. */
const RESULT_TYPES = ['housenumber', 'street'] as const;

type Feature = { geometry?: { coordinates?: unknown }; properties?: { label?: unknown } };
type FeatureCollection = { features?: Feature[] };

async function ask(url: string, fetchFn: typeof fetch, timeoutMs: number): Promise<Feature | undefined> {
  try {
    const response = await fetchFn(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new GeocoderError(`address API answered ${response.status}`);
    return ((await response.json()) as FeatureCollection).features?.[0];
  } catch (error) {
    throw error instanceof GeocoderError ? error : new GeocoderError('address API unreachable', { cause: error });
  }
}

/** The API's label, on one line, without control or invisible characters, bounded; null when unusable. */
function cleanLabel(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text && text.length <= 200 ? text : null;
}

/** The best point for `address` with the API's label, or null when the service knows no such address. */
export async function geocodeAddress(
  address: string,
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<GeocodedAddress | null> {
  for (const type of RESULT_TYPES) {
    const feature = await ask(
      `${baseUrl}/search/?${new URLSearchParams({ q: address, limit: '1', type })}`,
      fetchFn,
      GEOCODE_TIMEOUT_MS,
    );
    const coordinates = feature?.geometry?.coordinates;
    if (Array.isArray(coordinates) && Number.isFinite(coordinates[0]) && Number.isFinite(coordinates[1])) {
      return {
        lon: Number(coordinates[0]),
        lat: Number(coordinates[1]),
        label: cleanLabel(feature?.properties?.label),
      };
    }
  }
  return null;
}

/** The API's label of the address at `point` (reverse geocoding), or null when it has none or fails. */
export async function reverseGeocode(
  point: GeoPoint,
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<string | null> {
  const query = new URLSearchParams({ lat: String(point.lat), lon: String(point.lon), limit: '1' });
  try {
    return cleanLabel((await ask(`${baseUrl}/reverse/?${query}`, fetchFn, REVERSE_TIMEOUT_MS))?.properties?.label);
  } catch (error) {
    logError('[nearest] reverse geocoding failed:', (error as Error).message);
    return null;
  }
}
