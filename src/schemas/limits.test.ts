// Each schema bounds its fields with its own limits object, exactly: the forms' maxlength copies it.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { AddMairieSchema } from './add-mairie.ts';
import { ContactMairieSchema } from './contact-mairie.ts';
import { ContactSchema } from './contact.ts';
import { FollowUpSchema } from './follow-up.ts';
import {
  ADD_MAIRIE_LIMITS,
  CONTACT_LIMITS,
  CONTACT_MAIRIE_LIMITS,
  FOLLOW_UP_LIMITS,
  NEAREST_LIMITS,
  REFUND_LIMITS,
  REPORT_LIMITS,
} from './limits.ts';
import { NearestSchema } from './nearest.ts';
import { RefundSchema } from './refund.ts';
import { ReportSchema } from './report.ts';
import { validateForm } from './validate.ts';

// A valid address of exactly `length` characters: a 64-character local part, labels of at most 63.
function emailOfLength(length: number): string {
  const local = 'a'.repeat(64);
  let domain = '';
  let rest = length - local.length - 1 - '.fr'.length;
  while (rest > 0) {
    const label = Math.min(63, rest - (domain ? 1 : 0));
    domain += `${domain ? '.' : ''}${'b'.repeat(label)}`;
    rest = length - local.length - 1 - '.fr'.length - domain.length;
  }
  return `${local}@${domain}.fr`;
}

const valueOfLength = (field: string, length: number) =>
  field === 'email' ? emailOfLength(length) : 'x'.repeat(length);

// A valid submission of each form, to change one field at a time.
const VALID = { name: 'Léa', email: 'lea@example.fr', message: 'Bonjour', mairie_id: 3, reason: 'documents' };

describe.each([
  ['contact', ContactSchema, CONTACT_LIMITS, VALID],
  ['contact-mairie', ContactMairieSchema, CONTACT_MAIRIE_LIMITS, VALID],
  ['refund', RefundSchema, REFUND_LIMITS, { ...VALID, order_number: 'CMD-1', reason: 'Pas utilisé' }],
  [
    'add-mairie',
    AddMairieSchema,
    ADD_MAIRIE_LIMITS,
    { ...VALID, mairie_name: 'Mairie de Test', address: '1 place de la Mairie' },
  ],
  ['follow-up', FollowUpSchema, FOLLOW_UP_LIMITS, { tracking_number: 'PD-1', email: 'lea@example.fr' }],
  ['nearest', NearestSchema, NEAREST_LIMITS, { email: 'lea@example.fr', address: '1 rue de Rivoli, Paris' }],
  ['report', ReportSchema, REPORT_LIMITS, { mairie_id: 3, type: 'issue', content: 'Fermée', email: 'lea@example.fr' }],
] as const)('%s', (_name, schema: z.ZodType, limits: Record<string, number>, valid: Record<string, unknown>) => {
  it('accepts the valid base submission', () => {
    expect(validateForm(schema, valid)).toMatchObject({ success: true });
  });

  it.each(Object.entries(limits))('accepts %s at its limit (%i) and refuses one character more', (field, max) => {
    expect(valueOfLength(field, max)).toHaveLength(max);
    expect(validateForm(schema, { ...valid, [field]: valueOfLength(field, max) })).toMatchObject({ success: true });
    const over = validateForm(schema, { ...valid, [field]: valueOfLength(field, max + 1) });
    expect(over.success ? {} : over.fields).toHaveProperty(field);
  });
});
