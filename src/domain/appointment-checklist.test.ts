import { describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS } from './appointment-checklist.ts';
import { documentsFor } from './documents.ts';
import { DOCUMENTS } from './passport-constants.ts';

const adult = (situation: Parameters<typeof documentsFor>[1], id: string) =>
  documentsFor('majeur', situation).find((item) => item.id === id)!.label;
const described = (id: string) => CHECKLIST_ITEMS.find((item) => item.id === id)!.description;

describe('the appointment checklist', () => {
  it('keeps the six items of SPEC §4, filled, never « récent »', () => {
    expect(CHECKLIST_ITEMS.map((item) => item.id)).toEqual([
      'predemande',
      'photo',
      'justificatif-domicile',
      'piece-identite',
      'timbre-fiscal',
      'ancien-passeport',
    ]);
    for (const item of CHECKLIST_ITEMS) {
      expect(`${item.label} ${item.description}`).not.toMatch(/[{}]|undefined|NaN|récent/);
    }
  });

  it('says what the case pages say: the figures, the documents, the conditions', () => {
    // A figure: the photo's age and size, as the constants give them.
    expect(described('photo')).toContain(
      `moins de ${DOCUMENTS.photoMaxMonths} mois, ${DOCUMENTS.photoSizeMm.width} × ${DOCUMENTS.photoSizeMm.height} mm`,
    );
    // A document: the proof of address of the case pages, without the tax notice (F14807).
    expect(described('justificatif-domicile')).toContain(adult('premiere-demande', 'domicile'));
    expect(described('justificatif-domicile')).toContain("pas un avis d'imposition");
    expect(described('justificatif-domicile')).not.toMatch(/avis d'imposition[,)]/);
    // A condition: without a recent secure title, the birth certificate and the proof of nationality.
    expect(described('piece-identite')).toMatch(/^Votre carte d'identité ou votre passeport/);
    expect(described('piece-identite')).toMatch(/Si vous n'avez pas .*acte de naissance.*justificatif de nationalité/);
    expect(described('ancien-passeport')).toContain(adult('vol', 'declaration-vol').slice(1));
  });
});
