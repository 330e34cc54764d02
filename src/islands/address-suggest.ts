// Address suggestions of the nearest-town-hall form from the national address API (API Adresse),
// France only, house numbers and streets only (SPEC §5); and the texts of the form's outcomes (SPEC §8).
import { SENT_TEXTS } from '../domain/answers.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { PostOutcome } from './form-post.ts';

/** Autocomplete timing and size: the API answers from 3 characters. */
export const ADDRESS_AUTOCOMPLETE = { minChars: 3, debounceMs: 300, limit: 5, timeoutMs: 4000 } as const;

/** Result types that are addresses (not towns or localities). */
const ADDRESS_TYPES: ReadonlySet<string> = new Set(['housenumber', 'street']);

/** A suggestion: what the visitor reads and the point it stands for. */
export type AddressSuggestion = { label: string; lat: number; lon: number };

// The autocomplete request for `query`, e.g. https://api-adresse.data.gouv.fr/search/?q=8+bd+du+port&limit=5&autocomplete=1
export function addressSearchUrl(baseUrl: string, query: string): string {
  const params = new URLSearchParams({ q: query.trim(), limit: String(ADDRESS_AUTOCOMPLETE.limit), autocomplete: '1' });
  return `${baseUrl.replace(/\/+$/, '')}/search/?${params}`;
}

// True when `query` is long enough to ask the API.
export const isAddressQuery = (query: string) => query.trim().length >= ADDRESS_AUTOCOMPLETE.minChars;

type Feature = { geometry?: { coordinates?: unknown }; properties?: { label?: unknown; type?: unknown } };

// Suggestions of a GeoJSON answer: addresses with a label and finite coordinates, no duplicates.
export function readSuggestions(body: unknown): AddressSuggestion[] {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  const seen = new Set<string>();
  const out: AddressSuggestion[] = [];
  for (const feature of features as Feature[]) {
    const label = feature?.properties?.label;
    const [lon, lat] = Array.isArray(feature?.geometry?.coordinates)
      ? (feature.geometry.coordinates as unknown[]).map(Number)
      : [];
    if (typeof label !== 'string' || !ADDRESS_TYPES.has(String(feature.properties?.type))) continue;
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || seen.has(label)) continue;
    seen.add(label);
    out.push({ label, lat, lon });
  }
  return out.slice(0, ADDRESS_AUTOCOMPLETE.limit);
}

// Fetches suggestions; any failure (offline, timeout, bad answer) is simply no suggestion.
export async function fetchSuggestions(
  baseUrl: string,
  query: string,
  signal?: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<AddressSuggestion[]> {
  try {
    const timeout = AbortSignal.timeout(ADDRESS_AUTOCOMPLETE.timeoutMs);
    const response = await fetchFn(addressSearchUrl(baseUrl, query), {
      headers: { Accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return response.ok ? readSuggestions(await response.json()) : [];
  } catch {
    return [];
  }
}

// What the form says after a post: the success text, 'Adresse non trouvée' when the server says
// so, otherwise the flow's generic error (SPEC §8). Field errors are shown beside their fields.
export function nearestOutcomeText(outcome: PostOutcome): { ok: boolean; text: string } {
  if (outcome.kind === 'success') return { ok: true, text: SENT_TEXTS.nearest };
  if (outcome.kind === 'failed' && outcome.code === 'address_not_found')
    return { ok: false, text: MESSAGES.addressNotFound };
  return { ok: false, text: MESSAGES.nearestFailed };
}
