// POST /api/contact-mairie — town hall contact modal: mairie_id, name, email, reason, message → the town hall,
// a few messages per town hall and day at most, whoever sends them.
import { MESSAGES } from '../src/domain/messages.ts';
import { ContactMairieSchema } from '../src/schemas/contact-mairie.ts';
import { HttpError } from './_lib/http/errors.ts';
import { isSuperseded } from '../src/domain/town-hall.ts';
import { productionDeps } from './_lib/core/deps.ts';
import { defineForm } from './_lib/forms/form.ts';
import { contactMairieMail } from './_lib/mail/templates.ts';
import { HTTP_MESSAGES } from './_lib/http/messages.ts';
import { getMairieCard } from '../src/data/queries/mairies.ts';
import { firstValidEmail } from './_lib/mail/recipients.ts';
import { enforceMairieLimit } from './_lib/limits/send-limits.ts';
import { submitForm } from './_lib/forms/submit.ts';

export const config = { path: '/api/contact-mairie' };

export const createHandler = defineForm({
  kind: 'contact-mairie',
  schema: ContactMairieSchema,
  async handle(input, ctx) {
    const mairie = await getMairieCard(ctx.db, input.mairie_id);
    if (!mairie) throw new HttpError(404, 'mairie_not_found', MESSAGES.mairieNotFound);
    // No message to the old address of a town hall the directory no longer lists (its page offers no form).
    if (isSuperseded(mairie)) throw new HttpError(422, 'mairie_not_listed', HTTP_MESSAGES.mairieNotListed);
    const to = firstValidEmail(mairie.mail);
    if (!to) throw new HttpError(422, 'mairie_without_email', HTTP_MESSAGES.mairieWithoutEmail);
    await enforceMairieLimit(ctx, mairie.id);
    await submitForm(ctx, 'contact-mairie', input, [contactMairieMail(ctx.deps.config, mairie, to, input)], mairie.id);
  },
});

export default createHandler(productionDeps());
