// Stores an e-mail-only form and queues its messages in one transaction: both or neither.
import type { Queryable } from '../../../src/data/db.ts';
import { HONEYPOT_FIELD } from '../../../src/schemas/limits.ts';
import { mailDomain } from '../mail/render.ts';
import { enqueueMail, type OutboxMail } from '../../../src/data/queries/email-outbox.ts';
import { insertFormSubmission } from '../../../src/data/queries/form-submissions.ts';
import { messageIdFor } from '../outbox/outbox.ts';
import type { WorkContext } from '../core/deps.ts';

/** The submitted fields worth keeping (the honeypot is not). */
function payloadOf(input: object): Record<string, unknown> {
  const { [HONEYPOT_FIELD]: _ignored, ...payload } = input as Record<string, unknown>;
  return payload;
}

/** Queues `mails` under Message-IDs `<kind-id@domain>`, `<kind-id-2@domain>`… */
export async function enqueueAll(
  tx: Queryable,
  ctx: WorkContext,
  kind: string,
  id: number,
  mails: readonly OutboxMail[],
): Promise<void> {
  const domain = mailDomain(ctx.deps.config.mailFrom);
  for (const [index, mail] of mails.entries()) {
    await enqueueMail(tx, kind, messageIdFor(kind, id, domain, index === 0 ? undefined : String(index + 1)), mail);
  }
}

/** form_submissions row + its e-mails, atomically. */
export async function submitForm(
  ctx: WorkContext,
  kind: string,
  input: object,
  mails: readonly OutboxMail[],
  mairieId: number | null = null,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const id = await insertFormSubmission(tx, kind, payloadOf(input), mairieId);
    await enqueueAll(tx, ctx, kind, id, mails);
  });
}
