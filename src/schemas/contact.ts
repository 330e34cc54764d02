// Footer contact form (SPEC §3): name, email, message → team mailbox.
import * as z from 'zod';
import { email, honeypot, requiredLine, requiredText } from './fields.ts';

export const ContactSchema = z.object({
  name: requiredLine(),
  email: email(),
  message: requiredText(),
  company: honeypot(),
});
export type ContactInput = z.output<typeof ContactSchema>;
