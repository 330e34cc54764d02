// Request to add a town hall (SPEC §3): name, email, town hall name, address, message → team mailbox.
import * as z from 'zod';
import { email, honeypot, requiredLine, requiredText } from './fields.ts';
import { ADD_MAIRIE_LIMITS as MAX } from './limits.ts';

export const AddMairieSchema = z.object({
  name: requiredLine(MAX.name),
  email: email(MAX.email),
  mairie_name: requiredLine(MAX.mairie_name),
  address: requiredLine(MAX.address),
  message: requiredText(MAX.message),
  company: honeypot(),
});
export type AddMairieInput = z.output<typeof AddMairieSchema>;
