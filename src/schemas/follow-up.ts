// Pre-application follow-up (SPEC §3): tracking number, email → follow-up mailbox plus a copy to the user.
import * as z from 'zod';
import { email, honeypot, trackingNumber } from './fields.ts';
import { FOLLOW_UP_LIMITS as MAX } from './limits.ts';

export const FollowUpSchema = z.object({
  tracking_number: trackingNumber(MAX.tracking_number),
  email: email(MAX.email),
  company: honeypot(),
});
export type FollowUpInput = z.output<typeof FollowUpSchema>;
