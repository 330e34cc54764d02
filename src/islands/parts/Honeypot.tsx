// The anti-spam trap of every form (as Honeypot.astro): a `company` input people never see nor reach.
import { HONEYPOT_FIELD } from '../../schemas/limits.ts';

export function Honeypot({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={`${idPrefix}-company`}>Société (ne pas remplir)</label>
      <input
        id={`${idPrefix}-company`}
        type="text"
        name={HONEYPOT_FIELD}
        defaultValue=""
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
