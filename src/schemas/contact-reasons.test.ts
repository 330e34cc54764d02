import { describe, expect, it } from 'vitest';
import { CONTACT_REASON_CODES, CONTACT_REASONS, ContactReasonSchema, contactReasonLabel } from './contact-reasons.ts';

describe('contact reasons', () => {
  it('are the six reasons of the spec, in order, from data/reference', () => {
    expect(CONTACT_REASON_CODES).toEqual(['delai', 'documents', 'rdv-depot', 'rdv-complet', 'rdv-retrait', 'autre']);
    expect(CONTACT_REASONS.every((r) => r.label.length > 0)).toBe(true);
    expect(contactReasonLabel('autre')).toBe('Autre demande (à préciser)');
  });

  it('accept only those codes, with a French message', () => {
    expect(ContactReasonSchema.safeParse('delai').success).toBe(true);
    const refused = ContactReasonSchema.safeParse('Connaître le délai');
    expect(refused.success ? null : refused.error.issues[0].message).toBe('Veuillez choisir un motif dans la liste.');
  });
});
