// Client of the national address API (API Adresse / Géoplateforme): one address → one point, France only.
// https://adresse.data.gouv.fr/outils/api-doc/adresse

/** A geocoded point. */
export type GeoPoint = { lat: number; lon: number };

/** The address service failed (network, status, unreadable answer); not the same as "not found". */
export class GeocoderError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

export const GEOCODE_TIMEOUT_MS = 5000;

/** Precise first: a house number, then a street. */
const RESULT_TYPES = ['housenumber', 'street'] as const;

type FeatureCollection = { features?: Array<{ geometry?: { coordinates?: unknown } }> };

/** The best point for `address`, or null when the service knows no such address. */
export async function geocodeAddress(
  address: string,
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<GeoPoint | null> {
  for (const type of RESULT_TYPES) {
    const url = `${baseUrl}/search/?${new URLSearchParams({ q: address, limit: '1', type })}`;
    let body: FeatureCollection;
    try {
      const response = await fetchFn(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(GEOCODE_TIMEOUT_MS),
      });
      if (!response.ok) throw new GeocoderError(`address API answered ${response.status}`);
      body = (await response.json()) as FeatureCollection;
    } catch (error) {
      throw error instanceof GeocoderError ? error : new GeocoderError('address API unreachable', { cause: error });
    }
    const coordinates = body.features?.[0]?.geometry?.coordinates;
    if (Array.isArray(coordinates) && Number.isFinite(coordinates[0]) && Number.isFinite(coordinates[1])) {
      return { lon: Number(coordinates[0]), lat: Number(coordinates[1]) };
    }
  }
  return null;
}
