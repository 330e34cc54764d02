// Pre-application follow-up (SPEC §3): tracking number, email → follow-up mailbox plus a copy to the user.
import * as z from 'zod';
import { email, honeypot, requiredLine } from './fields.ts';

export const FollowUpSchema = z.object({
  tracking_number: requiredLine(100),
  email: email(),
  company: honeypot(),
});
export type FollowUpInput = z.output<typeof FollowUpSchema>;
