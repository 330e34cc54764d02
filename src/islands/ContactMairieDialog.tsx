// Island: the 'Contacter la mairie' modal (SPEC §2, §4, §5): name, email, reason, message, all required.
// A real form posting to /api/contact-mairie without JavaScript; with it, a JSON post, a submitting
// state, the success message, and a browser alert with the sending-error text on failure (SPEC §8).
import { useState, type FormEvent } from 'react';
import reasons from '../../data/reference/contact-reasons.json' with { type: 'json' };
import { SENT_TEXTS } from '../domain/answers.ts';
import { MESSAGES } from '../domain/messages.ts';
import { formFields, postJson, type FieldMessages } from './form-post.ts';
import { DialogShell } from './parts/DialogShell.tsx';
import { DonePanel } from './parts/DonePanel.tsx';
import { Field } from './parts/Field.tsx';
import { Honeypot } from './parts/Honeypot.tsx';
import { CONTACT_MAIRIE_LIMITS } from '../schemas/limits.ts';

interface ContactMairieDialogProps {
  id: string;
  mairieId: number;
  title?: string;
}

type Status = 'idle' | 'sending' | 'success';
const ACTION = '/api/contact-mairie';
const OPTIONS = reasons.map((r) => ({ value: r.code, label: r.label }));

export default function ContactMairieDialog({ id, mairieId, title = 'Contacter la mairie' }: ContactMairieDialogProps) {
  const [status, setStatus] = useState<Status>('idle');
  const [fields, setFields] = useState<FieldMessages>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus('sending');
    setFields({});
    const outcome = await postJson(ACTION, { ...formFields(form), mairie_id: mairieId });
    if (outcome.kind === 'success') {
      form.reset();
      setStatus('success');
      return;
    }
    setStatus('idle');
    if (outcome.kind === 'invalid') setFields(outcome.fields);
    else window.alert(MESSAGES.sendFailed);
  }

  const prefix = `${id}-f`;
  return (
    <DialogShell id={id} title={title} onClose={() => status === 'success' && setStatus('idle')}>
      {status === 'success' && <DonePanel message={SENT_TEXTS['contact-mairie']} />}
      <form
        method="post"
        action={ACTION}
        className="form"
        hidden={status === 'success'}
        onSubmit={submit}
        aria-busy={status === 'sending'}
      >
        <input type="hidden" name="mairie_id" value={mairieId} />
        <Field
          id={`${prefix}-name`}
          name="name"
          label="Votre nom"
          autoComplete="name"
          maxLength={CONTACT_MAIRIE_LIMITS.name}
          error={fields.name}
        />
        <Field
          id={`${prefix}-email`}
          name="email"
          label="Votre adresse e-mail"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_MAIRIE_LIMITS.email}
          error={fields.email}
        />
        <Field
          id={`${prefix}-reason`}
          name="reason"
          label="Motif"
          type="select"
          options={OPTIONS}
          error={fields.reason}
        />
        <Field
          id={`${prefix}-message`}
          name="message"
          label="Message"
          type="textarea"
          maxLength={CONTACT_MAIRIE_LIMITS.message}
          error={fields.message}
        />
        <Honeypot idPrefix={prefix} />
        <div>
          <button type="submit" className="button" disabled={status === 'sending'}>
            {status === 'sending' ? MESSAGES.sending : 'Envoyer le message'}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
