// Star ratings of reviews: 1 to 5, shown as 5 stars with half-star support (SPEC §9).
import { DISPLAY } from './constants.ts';

/** One of the five stars drawn for a rating. */
export type Star = 'full' | 'half' | 'empty';

// True for a whole rating from 1 to 5, the only values a review may carry.
export function isValidRating(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= DISPLAY.ratingMin && (value as number) <= DISPLAY.ratingMax;
}

// Mean of the valid ratings (nulls and out-of-range values ignored); null when there is none.
export function averageRating(ratings: readonly (number | null | undefined)[]): number | null {
  const valid = ratings.filter(isValidRating);
  if (valid.length === 0) return null;
  return valid.reduce((sum, rating) => sum + rating, 0) / valid.length;
}

// Five stars for an average rounded to the nearest half: 3.74 -> 3.5 -> full x3, half, empty.
export function toStars(average: number | null): Star[] {
  const rounded = average === null || !Number.isFinite(average) ? 0 : Math.round(average * 2) / 2;
  const value = Math.min(DISPLAY.stars, Math.max(0, rounded));
  return Array.from({ length: DISPLAY.stars }, (_, i): Star =>
    value >= i + 1 ? 'full' : value >= i + 0.5 ? 'half' : 'empty',
  );
}

// French display of an average with one decimal: 4.25 -> '4,3'; '' when there is none.
export function formatRating(average: number | null): string {
  return average === null ? '' : (Math.round(average * 10) / 10).toFixed(1).replace('.', ',');
}
