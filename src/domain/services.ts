// The public services the site calls when no setting names another: the national address API (autocomplete in the
// nearest form, geocoding in its function) and the map tiles. The settings themselves are validated by each runtime's
// config; the pages' CSP allows what they name (src/domain/security-headers.ts).

/** API Adresse (Base Adresse Nationale): /search/ for addresses in France. */
export const DEFAULT_ADDRESS_API_URL = 'https://api-adresse.data.gouv.fr';

/** OpenStreetMap's tiles, as a Leaflet URL template ({s} a subdomain). */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
