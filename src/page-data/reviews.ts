// Ratings and published reports of a town hall page: reviews and issues, newest first, no e-mail.
import { MESSAGES } from '../domain/messages.ts';
import { averageRating, formatRating, toStars, type Star } from '../domain/rating.ts';
import { splitReports } from '../domain/reports.ts';
import { PARIS_TIME_ZONE } from '../domain/time-zone.ts';
import { longDate } from '../domain/long-date.ts';
import type { ReportRow } from '../data/queries/reports.ts';

/** Stars and their accessible text ('Note moyenne 4,5 sur 5'), or no rating yet. */
export type RatingView = { average: number | null; stars: Star[]; text: string; display: string; count: number };

/** One published entry as shown: never the author's e-mail. */
export type ReportView = {
  id: number;
  content: string;
  date: string;
  isoDate: string;
  rating: number | null;
  stars: Star[] | null;
};

/** The reviews block; `emptyText` replaces the review list when there is no review. */
export type ReviewsView = { reviews: ReportView[]; issues: ReportView[]; emptyText: string | null };

const NO_RATING_TEXT = 'Pas encore de note';

// Average of the published reviews' ratings; the cached place rating when there is no review.
export function ratingView(reports: readonly ReportRow[], placeRating: number | null = null): RatingView {
  const ratings = reports.filter((r) => r.type === 'review').map((r) => r.rating);
  const fromReviews = averageRating(ratings);
  const average = fromReviews ?? (placeRating && placeRating > 0 ? placeRating : null);
  const count = ratings.filter((r) => r !== null).length;
  return {
    average,
    stars: toStars(average),
    text: average === null ? NO_RATING_TEXT : `Note moyenne ${formatRating(average)} sur 5`,
    display: average === null ? NO_RATING_TEXT : `${formatRating(average)}/5${count ? ` (${count} avis)` : ''}`,
    count,
  };
}

function toView(report: ReportRow): ReportView {
  return {
    id: report.id,
    content: report.content,
    date: longDate(report.created_at, PARIS_TIME_ZONE),
    isoDate: report.created_at.toISOString(),
    rating: report.rating,
    stars: report.type === 'review' && report.rating ? toStars(report.rating) : null,
  };
}

// Published reports split into reviews and issues, newest first; the spec's text when there is none.
export function reviewsView(reports: readonly ReportRow[]): ReviewsView {
  const { reviews, issues } = splitReports(reports);
  return {
    reviews: reviews.map(toView),
    issues: issues.map(toView),
    emptyText: reviews.length === 0 ? MESSAGES.noReviews : null,
  };
}
