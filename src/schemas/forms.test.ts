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

describe('follow-up tracking number', () => {
  const send = (tracking_number: unknown) => validateForm(FollowUpSchema, { tracking_number, email: 'a@b.fr' });
  const REFUSED = {
    success: false,
    fields: {
      tracking_number: 'Numéro de suivi invalide : lettres, chiffres et tirets uniquement, 24 caractères au plus.',
    },
  };

  it('accepts letters, digits and inner hyphens, up to 24 characters', () => {
    for (const value of ['A', 'PD-2024-001234', ' ab12CD ', 'a'.repeat(24), 'A-B-C']) {
      expect(send(value), value).toMatchObject({ success: true });
    }
  });

  it('refuses anything else with a French field message', () => {
    for (const value of [
      'a'.repeat(25),
      '-AB',
      'AB-',
      'AB 12',
      'AB_12',
      'payez sur http://x',
      'AB/12',
      'É123',
      'AB\u202e12',
    ]) {
      expect(send(value), value).toEqual(REFUSED);
    }
    expect(send(12345)).toEqual({ success: false, fields: { tracking_number: 'Valeur invalide.' } });
  });
});
