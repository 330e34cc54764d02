// Reviews and reports newer than the newest one the page shows (GET /api/reviews?mairie_id=N&since=ISO),
// read defensively and shaped for display: only id, type, rating (reviews only), text and date reach the page.
import { isValidRating, toStars, type Star } from '../domain/rating.ts';
import type { PublicReport } from '../domain/reports.ts';
import { PARIS_TIME_ZONE } from '../domain/time-zone.ts';
import { longDate } from '../domain/long-date.ts';

/** One entry as the town hall page draws it (components/mairie/new-reviews.ts). */
export type LiveReport = PublicReport & { date: string; stars: Star[] | null };

// The query of the entries of `mairieId` newer than `since` (the newest entry the page shows; empty: all).
export function reviewsUrl(mairieId: number, since: string): string {
  return `/api/reviews?${new URLSearchParams({ mairie_id: String(mairieId), since })}`;
}

// Valid entries of an answer body, copied field by field; anything malformed is dropped.
export function readReports(body: unknown): PublicReport[] {
  const list = (body as { reviews?: unknown } | null)?.reviews;
  if (!Array.isArray(list)) return [];
  const out: PublicReport[] = [];
  for (const r of list as Record<string, unknown>[]) {
    if (!r || !Number.isInteger(r.id) || (r.type !== 'review' && r.type !== 'issue') || typeof r.content !== 'string')
      continue;
    if (typeof r.created_at !== 'string' || Number.isNaN(Date.parse(r.created_at))) continue;
    const rating = r.type === 'review' && isValidRating(r.rating) ? r.rating : null;
    out.push({ id: r.id as number, type: r.type, content: r.content, rating, created_at: r.created_at });
  }
  return out;
}

// Entries not already on the page, newest first, with their French date and stars.
export function toLiveReports(reports: readonly PublicReport[], knownIds: readonly number[]): LiveReport[] {
  const known = new Set(knownIds);
  return reports
    .filter((r) => !known.has(r.id))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
    .map((r) => ({
      ...r,
      date: longDate(new Date(r.created_at), PARIS_TIME_ZONE),
      stars: r.type === 'review' && r.rating ? toStars(r.rating) : null,
    }));
}

// Fetches the newer entries; a failure shows nothing more than the built page.
export async function fetchNewReports(
  mairieId: number,
  since: string,
  fetchFn: typeof fetch = fetch,
): Promise<PublicReport[]> {
  try {
    const response = await fetchFn(reviewsUrl(mairieId, since), { headers: { Accept: 'application/json' } });
    return response.ok ? readReports(await response.json()) : [];
  } catch {
    return [];
  }
}
