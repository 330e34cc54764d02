// The 1–5 star choice of a review: a native radio group (arrow keys, one tab stop, required),
// drawn as stars; the stars up to `value` are lit. Uncontrolled: the form owns the checked state.
import { DISPLAY } from '../../domain/constants.ts';

interface StarRatingProps {
  idPrefix: string;
  value: number;
  required: boolean;
  hidden?: boolean;
  error?: string;
  onChange: (rating: number) => void;
}

const STARS = Array.from({ length: DISPLAY.ratingMax }, (_, i) => i + 1);

export function StarRating({ idPrefix, value, required, hidden, error, onChange }: StarRatingProps) {
  const errorId = `${idPrefix}-rating-error`;
  return (
    <fieldset
      className="star-rating"
      hidden={hidden}
      disabled={hidden}
      aria-describedby={`${idPrefix}-rating-hint ${errorId}`}
    >
      <legend>
        Votre note
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <div className="star-rating-stars">
        {STARS.map((n) => (
          <span key={n} className="star-rating-star">
            <input
              id={`${idPrefix}-rating-${n}`}
              type="radio"
              name="rating"
              value={n}
              required={required}
              onChange={() => onChange(n)}
            />
            <label htmlFor={`${idPrefix}-rating-${n}`} className={n <= value ? 'lit' : undefined}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {n} étoile{n > 1 ? 's' : ''} sur {DISPLAY.ratingMax}
              </span>
            </label>
          </span>
        ))}
      </div>
      <p id={`${idPrefix}-rating-hint`} className="field-hint" hidden={!required || value > 0}>
        Choisissez une note de 1 à {DISPLAY.ratingMax} étoiles pour publier votre avis.
      </p>
      <p id={errorId} className="field-error" hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
}
