// POST /api/add-mairie — request to list a town hall: name, email, mairie_name, address, message → team mailbox.
import { AddMairieSchema } from '../src/schemas/add-mairie.ts';
import { productionDeps } from './_lib/core/deps.ts';
import { defineForm } from './_lib/forms/form.ts';
import { addMairieMail } from './_lib/mail/templates.ts';
import { submitForm } from './_lib/forms/submit.ts';

export const config = { path: '/api/add-mairie' };

export const createHandler = defineForm({
  kind: 'add-mairie',
  schema: AddMairieSchema,
  handle: (input, ctx) => submitForm(ctx, 'add-mairie', input, [addMairieMail(ctx.deps.config, input)]),
});

export default createHandler(productionDeps());
