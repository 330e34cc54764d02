// Island: on a town hall page, the reviews and reports published since the page was built
// (SPEC §4 reviews visibility: the endpoint returns only visible ones, never an e-mail), newest
// first, above the built list; refreshed after the visitor's own review. The built page's
// 'Aucun avis pour le moment…' text is drawn here so it can give way to a new review.
import { useEffect, useState } from 'react';
import { fetchNewReports, toLiveReports, type LiveReport } from './live-reviews.ts';
import { REPORTS_CHANGED_EVENT } from './report-form.ts';
import './live-reviews.css';

export interface LiveReviewsProps {
  mairieId: number;
  /** The build's instant (ISO): only entries created after it are fetched. */
  since: string;
  /** Ids of the entries already on the page. */
  knownIds?: number[];
  /** Shown while there is no review at all (MESSAGES.noReviews), or null. */
  emptyText?: string | null;
}

export default function LiveReviews({ mairieId, since, knownIds = [], emptyText = null }: LiveReviewsProps) {
  const [fresh, setFresh] = useState<LiveReport[]>([]);

  useEffect(() => {
    let live = true;
    const load = () =>
      void fetchNewReports(mairieId, since).then((reports) => live && setFresh(toLiveReports(reports, knownIds)));
    load();
    window.addEventListener(REPORTS_CHANGED_EVENT, load);
    return () => {
      live = false;
      window.removeEventListener(REPORTS_CHANGED_EVENT, load);
    };
  }, [mairieId, since]); // knownIds comes from the build and never changes

  const hasReview = fresh.some((r) => r.type === 'review');
  return (
    <>
      {emptyText && !hasReview && <p>{emptyText}</p>}
      {fresh.length > 0 && (
        <ul className="report-list live-reports" aria-label="Nouveaux avis et signalements">
          {fresh.map((r) => (
            <li key={r.id}>
              <p className="report-meta">
                <span className="report-kind">{r.type === 'review' ? 'Avis' : 'Signalement'}</span>{' '}
                {r.stars && (
                  <span className="live-stars" role="img" aria-label={`Note ${r.rating} sur 5`}>
                    {r.stars.map((s, i) => (
                      <span key={i} className={`live-star live-star-${s}`} aria-hidden="true">
                        ★
                      </span>
                    ))}
                  </span>
                )}{' '}
                <time dateTime={r.created_at}>{r.date}</time>
              </p>
              <p>{r.content}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
