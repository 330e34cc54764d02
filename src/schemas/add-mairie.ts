// Request to add a town hall (SPEC §3): name, email, town hall name, address, message → team mailbox.
import * as z from 'zod';
import { email, FIELD_LIMITS, honeypot, requiredLine, requiredText } from './fields.ts';

export const AddMairieSchema = z.object({
  name: requiredLine(),
  email: email(),
  mairie_name: requiredLine(),
  address: requiredLine(FIELD_LIMITS.address),
  message: requiredText(),
  company: honeypot(),
});
export type AddMairieInput = z.output<typeof AddMairieSchema>;
