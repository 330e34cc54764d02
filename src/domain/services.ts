// The public services the site calls when no setting names another: the national address API (autocomplete in the
// nearest form, geocoding in its function). The settings themselves are validated by each runtime's config.

/** API Adresse (Base Adresse Nationale): /search/ for addresses in France. */
export const DEFAULT_ADDRESS_API_URL = 'https://api-adresse.data.gouv.fr';
