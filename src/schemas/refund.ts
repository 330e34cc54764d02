// Tax stamp refund request (SPEC §3): name, email, order number, reason → refund mailbox.
import * as z from 'zod';
import { email, honeypot, requiredLine, requiredText } from './fields.ts';

export const RefundSchema = z.object({
  name: requiredLine(),
  email: email(),
  order_number: requiredLine(100),
  reason: requiredText(),
  company: honeypot(),
});
export type RefundInput = z.output<typeof RefundSchema>;
