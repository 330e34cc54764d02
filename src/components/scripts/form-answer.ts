// What an enhanced site form (SiteForm.astro) shows once the function answered, read from the answer's `form` and
// `code` (src/domain/answers.ts), never from its French text: the form's success text, the refused fields beside
// their fields, or the sending-error text in the red box (SPEC §8).
import { SENT_TEXTS } from '../../domain/answers.ts';
import { MESSAGES } from '../../domain/messages.ts';
import type { FieldMessages, PostOutcome } from '../../islands/form-post.ts';

export type FormView =
  { kind: 'sent'; text: string } | { kind: 'fields'; fields: FieldMessages } | { kind: 'error'; text: string };

export function formView(outcome: PostOutcome): FormView {
  if (outcome.kind === 'success') {
    return { kind: 'sent', text: outcome.form ? SENT_TEXTS[outcome.form] : MESSAGES.messageSent };
  }
  if (outcome.kind === 'invalid' && outcome.code === 'invalid_fields')
    return { kind: 'fields', fields: outcome.fields };
  return { kind: 'error', text: MESSAGES.sendFailed };
}
