// Business constants and limits of SPEC §9 (prices live in prices.ts). Numbers only, no wording.

// Search box of the home page and /villes (SPEC §4, §5, §9).
export const SEARCH = { debounceMs: 300, minChars: 2, maxResults: 5 } as const;

// get_random_cities: how many are asked for and how many are shown.
export const RANDOM_CITIES = { requested: 50, used: 5 } as const;

// Nearest town hall lists: town hall page, city page without its own town hall, same department.
export const NEAREST = { onMairiePage: 10, onCityPage: 5, sameDepartment: 10 } as const;

// Mean Earth radius used by every distance on the site.
export const EARTH_RADIUS_KM = 6371;

// Minutes before the day's last closing time during which an open town hall "closes soon".
export const CLOSING_SOON_MINUTES = 60;

// Population assumed for crowding when a town hall has none (SPEC §3 mairies.population).
export const DEFAULT_POPULATION = 25000;

// Crowding thresholds: weekly visit counts (strictly above) and visits per open slot (strictly below).
export const CROWDING = {
  weeklyVisitsHighAbove: 100,
  weeklyVisitsMediumAbove: 50,
  slotsPerHour: 4,
  weeksPerYear: 52,
  perSlotLowBelow: 50,
  perSlotMediumBelow: 150,
} as const;

// Passport delays and document rules live in passport-constants.ts (the browser's documents and planner islands
// import them there, so that the town hall page's shared constants chunk does not carry them); re-exported here.
export { DELAYS, DOCUMENTS } from './passport-constants.ts';

// Tax stamp refund: handling time, payment time, stamp unused within this many months.
export const REFUND = {
  handlingWorkingHours: 48,
  paymentWorkingDays: { min: 5, max: 10 },
  stampUnusedMonths: 12,
} as const;

// France Services network figures shown on /france-services.
export const FRANCE_SERVICES = { sites: 2500, nationalPartners: 9 } as const;

// Display sizes: map, ratings, embedded pre-application form, article meta description.
export const DISPLAY = {
  mapZoom: 14,
  mapHeightPx: 300,
  ratingMin: 1,
  ratingMax: 5,
  stars: 5,
  iframeHeightPx: 1800,
  metaDescriptionMax: 160,
} as const;

// Sizes of curated lists kept in data/reference.
export const LISTS = { bigCities: 20, alternateDomains: 11, checklistItems: 6, formGateChecks: 3 } as const;

// The places step of hours sourcing (SPEC §4, §7): a place counts for a town hall within this radius of its position.
export const PLACES_RADIUS_KM = 0.1;
