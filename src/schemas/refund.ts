// Tax stamp refund request (SPEC §3): name, email, order number, reason → refund mailbox.
import * as z from 'zod';
import { email, honeypot, requiredLine, requiredText } from './fields.ts';
import { REFUND_LIMITS as MAX } from './limits.ts';

export const RefundSchema = z.object({
  name: requiredLine(MAX.name),
  email: email(MAX.email),
  order_number: requiredLine(MAX.order_number),
  reason: requiredText(MAX.reason),
  company: honeypot(),
});
export type RefundInput = z.output<typeof RefundSchema>;
