// The e-mail-only forms: every field required (SPEC §5), the honeypot optional.
import { describe, expect, it } from 'vitest';
import { AddMairieSchema } from './add-mairie.ts';
import { ContactMairieSchema } from './contact-mairie.ts';
import { ContactSchema } from './contact.ts';
import { FollowUpSchema } from './follow-up.ts';
import { RefundSchema } from './refund.ts';
import { validateForm } from './validate.ts';

const REQUIRED = 'Ce champ est obligatoire.';

describe.each([
  ['contact', ContactSchema, ['name', 'email', 'message']],
  ['contact-mairie', ContactMairieSchema, ['mairie_id', 'name', 'email', 'reason', 'message']],
  ['refund', RefundSchema, ['name', 'email', 'order_number', 'reason']],
  ['add-mairie', AddMairieSchema, ['name', 'email', 'mairie_name', 'address', 'message']],
  ['follow-up', FollowUpSchema, ['tracking_number', 'email']],
] as const)('%s', (_name, schema, fields) => {
  it('requires every field', () => {
    const result = validateForm(schema, {});
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(Object.keys(result.fields)).toEqual([...fields]);
      for (const field of fields) {
        if (field !== 'mairie_id' && field !== 'reason') expect(result.fields[field]).toBe(REQUIRED);
      }
    }
  });

  it('accepts a complete form and ignores unknown fields', () => {
    const values: Record<string, unknown> = { mairie_id: '3', reason: 'documents', email: 'a@b.fr', extra: 'dropped' };
    for (const field of fields) values[field] ??= 'Valeur';
    const result = validateForm(schema, values);
    expect(result.success).toBe(true);
    if (result.success) expect(result.data).not.toHaveProperty('extra');
  });
});
