// Great-circle distance between two WGS84 points, as the site shows it (SPEC §9).
import { EARTH_RADIUS_KM } from './constants.ts';
import { MESSAGES } from './messages.ts';

/** A WGS84 position in decimal degrees. */
export type LatLon = { lat: number; lon: number };

const RAD = Math.PI / 180;

// Haversine distance in km on a 6371 km sphere, unrounded (NaN when a coordinate is not finite).
export function haversineKm(from: LatLon, to: LatLon): number {
  const dLat = (to.lat - from.lat) * RAD;
  const dLon = (to.lon - from.lon) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * RAD) * Math.cos(to.lat * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Rounds a distance to 0.1 km, the precision the spec stores and shows.
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

// Haversine distance rounded to 0.1 km.
export function distanceKm(from: LatLon, to: LatLon): number {
  return roundKm(haversineKm(from, to));
}

// French display of a distance: '2,3 km', '12,0 km'; 'Distance inconnue' when not finite. Measured from or to an
// approximate position (a commune's point), it is never given to 0.1 km: 'environ 12 km'.
export function formatDistance(km: number | null | undefined, approximate = false): string {
  if (typeof km !== 'number' || !Number.isFinite(km)) return MESSAGES.distanceUnknown;
  if (approximate) return `environ ${Math.max(1, Math.round(km))} km`;
  return `${roundKm(km).toFixed(1).replace('.', ',')} km`;
}
