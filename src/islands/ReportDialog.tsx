// Island: the 'Donner mon avis ou signaler une anomalie' modal of a town hall page (SPEC §2, §4, §5; issue #11).
// A real form posting to /api/reports without JavaScript; with it, a JSON post, the issue/correction/review
// toggle, the required rating of a review, the structured correction (CorrectionFields), then success (message,
// close button) or the red error box; after refused fields, focus goes to the first one.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SentForm } from '../domain/answers.ts';
import type { CorrectionKind } from '../domain/correction.ts';
import { MESSAGES } from '../domain/messages.ts';
import type { ReportFormType } from '../schemas/report.ts';
import { formFields, postJson, type FieldMessages } from './form-post.ts';
import {
  canSubmitReport,
  reportBody,
  reportSuccessText,
  toCorrectionKind,
  toRating,
  toReportType,
} from './report-form.ts';
import { REPORTS_CHANGED_EVENT } from './reports-changed.ts';
import { CorrectionFields } from './parts/CorrectionFields.tsx';
import { DialogShell } from './parts/DialogShell.tsx';
import { DonePanel } from './parts/DonePanel.tsx';
import { Field } from './parts/Field.tsx';
import { Honeypot } from './parts/Honeypot.tsx';
import { StarRating } from './parts/StarRating.tsx';
import { REPORT_LIMITS } from '../schemas/limits.ts';

interface ReportDialogProps {
  id: string;
  mairieId: number;
  title?: string;
}

type Status = 'idle' | 'sending' | 'success' | 'error';
const ACTION = '/api/reports';

export default function ReportDialog({
  id,
  mairieId,
  title = 'Donner mon avis ou signaler une anomalie',
}: ReportDialogProps) {
  const form = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [type, setType] = useState<ReportFormType>('issue');
  const [rating, setRating] = useState(0);
  const [correction, setCorrection] = useState<CorrectionKind | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  // Counts the server's refusals: after each one has rendered, the first control marked invalid gets the focus.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const [fields, setFields] = useState<FieldMessages>({});
  const [sentType, setSentType] = useState<ReportFormType>('issue');
  const [sentForm, setSentForm] = useState<SentForm | null>(null);

  // Reads what the visitor may have chosen before hydration.
  const sync = () => {
    const f = form.current;
    if (!f) return;
    setType(toReportType((f.elements.namedItem('type') as RadioNodeList | null)?.value));
    setRating(toRating((f.elements.namedItem('rating') as RadioNodeList | null)?.value));
    setCorrection(toCorrectionKind((f.elements.namedItem('correction') as RadioNodeList | null)?.value));
  };
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, after hydration: the DOM may hold choices made before it
    setHydrated(true);
    sync();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = event.currentTarget;
    const body = reportBody(mairieId, formFields(f));
    setStatus('sending');
    setFields({});
    const outcome = await postJson(ACTION, body);
    if (outcome.kind === 'success') {
      f.reset();
      sync();
      setSentType(body.type);
      setSentForm(outcome.form);
      setStatus('success');
      window.dispatchEvent(new Event(REPORTS_CHANGED_EVENT));
    } else if (outcome.kind === 'invalid') {
      setFields(outcome.fields);
      setStatus('idle');
      setRefusals((n) => n + 1);
    } else setStatus('error');
  }

  const review = type === 'review';
  const correcting = type === 'correction';
  const prefix = `${id}-f`;
  return (
    <DialogShell id={id} title={title} onClose={() => status === 'success' && setStatus('idle')}>
      {status === 'success' && <DonePanel message={reportSuccessText(sentType, sentForm)} />}
      <form
        ref={form}
        method="post"
        action={ACTION}
        className="form"
        hidden={status === 'success'}
        onSubmit={submit}
        onChange={sync}
        aria-busy={status === 'sending'}
      >
        <input type="hidden" name="mairie_id" value={mairieId} />
        <fieldset className="segmented">
          <legend>Type de message</legend>
          <label>
            <input type="radio" name="type" value="issue" defaultChecked />
            <span>Signaler une anomalie</span>
          </label>
          <label>
            <input type="radio" name="type" value="correction" />
            <span>Proposer une correction</span>
          </label>
          <label>
            <input type="radio" name="type" value="review" />
            <span>Donner mon avis</span>
          </label>
        </fieldset>
        <CorrectionFields
          idPrefix={prefix}
          kind={correction}
          hidden={hydrated && !correcting}
          hydrated={hydrated}
          errors={fields}
        />
        <StarRating
          idPrefix={prefix}
          value={rating}
          required={review}
          hidden={hydrated && !review}
          error={fields.rating}
          onChange={setRating}
        />
        <Field
          id={`${prefix}-content`}
          name="content"
          label="Votre message"
          type="textarea"
          maxLength={REPORT_LIMITS.content}
          error={fields.content}
          hint={
            hydrated && correcting
              ? 'Facultatif pour une correction : précisez votre source si vous le pouvez.'
              : undefined
          }
          required={!(hydrated && correcting)}
        />
        <Field
          id={`${prefix}-email`}
          name="email"
          label="Votre adresse e-mail (jamais publiée)"
          type="email"
          autoComplete="email"
          maxLength={REPORT_LIMITS.email}
          error={fields.email}
        />
        <Honeypot idPrefix={prefix} />
        <div role="alert">{status === 'error' && <p className="alert-error">{MESSAGES.sendFailed}</p>}</div>
        <div>
          <button
            type="submit"
            className="button"
            disabled={status === 'sending' || (hydrated && !canSubmitReport(type, rating, correction))}
          >
            {status === 'sending' ? MESSAGES.sending : 'Envoyer'}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
