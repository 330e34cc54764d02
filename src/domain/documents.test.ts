import { describe, expect, it } from 'vitest';
import {
  SITUATIONS,
  WHO,
  answersFromParams,
  answersToParams,
  caseQuestions,
  caseStamp,
  documentsFor,
  narrowDocuments,
  type Answers,
  type Situation,
  type Who,
} from './documents.ts';

const ids = (who: Who, situation: Situation, answers: Answers = {}) =>
  narrowDocuments(documentsFor(who, situation), answers).map((item) => item.id);

describe('documentsFor: every case', () => {
  it('has 21 cases (the 18 first ones and the emergency), each with a pre-application, a photo and a proof of address, every item sourced', () => {
    expect(WHO.length * SITUATIONS.length).toBe(21);
    for (const who of WHO)
      for (const situation of SITUATIONS) {
        const items = documentsFor(who, situation);
        expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(['pre-demande', 'photo', 'domicile']));
        for (const item of items) {
          expect(item.source.ref).toMatch(/^(F\d+|Décret)/);
          if (item.source.ref.startsWith('F')) expect(item.source.fiche).toBe(item.source.ref);
          expect(item.why.length).toBeGreaterThan(10);
          expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
        }
        // A conditional item is worded as a condition.
        for (const item of items.filter((i) => Object.keys(i.when).length > 0))
          expect(item.condition).toMatch(/^(Si|En)/);
      }
  });

  it('names the adult cerfa 12100*03 and the minor one 12101*03', () => {
    expect(documentsFor('majeur', 'premiere-demande')[0].label).toContain('12100*03');
    expect(documentsFor('mineur-moins-15', 'premiere-demande')[0].label).toContain('12101*03');
  });

  it('asks the stamp everywhere; for a change of civil status or name only once the old passport has expired', () => {
    for (const who of WHO) for (const situation of SITUATIONS) expect(ids(who, situation)).toContain('timbre');
    expect(ids('majeur', 'changement-etat-civil', { passportValid: true })).not.toContain('timbre');
    expect(ids('majeur', 'changement-etat-civil', { passportValid: false })).toContain('timbre');
    expect(ids('majeur', 'renouvellement', { passportValid: true })).toContain('timbre');
  });
});

describe('situations', () => {
  it('renewal, damaged and civil status change bring the old passport; first request, loss and theft do not', () => {
    expect(ids('majeur', 'renouvellement')).toContain('ancien-passeport');
    expect(ids('majeur', 'abime')).toContain('ancien-passeport');
    expect(ids('majeur', 'changement-etat-civil')).toContain('ancien-passeport');
    for (const s of ['premiere-demande', 'perte', 'vol'] as const)
      expect(ids('majeur', s)).not.toContain('ancien-passeport');
  });

  it('an emergency asks the proof of the urgency and the identity document (F1373, F1035), with a copy (our choice)', () => {
    expect(ids('majeur', 'urgence')).toEqual(
      expect.arrayContaining(['justificatif-urgence', 'timbre', 'passeport-actuel', 'carte-identite']),
    );
    expect(documentsFor('majeur', 'urgence').find((i) => i.id === 'passeport-actuel')?.form).toBe('original et copie');
    expect(documentsFor('majeur', 'urgence')[0].source.ref).toBe('F1373');
    expect(documentsFor('mineur-15-17', 'urgence')[0].source.ref).toBe('F1035');
    expect(documentsFor('mineur-15-17', 'urgence').find((i) => i.id === 'justificatif-urgence')?.label).not.toMatch(
      /professionnelle/,
    );
  });

  it('loss asks the loss declaration, theft the theft receipt', () => {
    expect(ids('majeur', 'perte')).toContain('declaration-perte');
    expect(ids('majeur', 'perte')).not.toContain('declaration-vol');
    expect(ids('mineur-15-17', 'vol')).toContain('declaration-vol');
    expect(ids('mineur-15-17', 'vol')).not.toContain('declaration-perte');
  });

  it('a change of civil status asks its proof', () => {
    expect(ids('majeur', 'changement-etat-civil')).toContain('preuve-changement');
    expect(ids('majeur', 'renouvellement')).not.toContain('preuve-changement');
  });

  it('a minor needs a parent present with their ID; an adult does not', () => {
    for (const who of ['mineur-15-17', 'mineur-moins-15'] as const)
      expect(ids(who, 'premiere-demande')).toEqual(expect.arrayContaining(['presence', 'identite-parent']));
    expect(ids('majeur', 'premiere-demande')).not.toContain('identite-parent');
  });
});

describe('conditions', () => {
  it('a secure title valid or expired < 5 years removes the birth certificate and the nationality proof', () => {
    const withTitle = ids('majeur', 'premiere-demande', { secureTitle: true });
    expect(withTitle).toContain('titre-securise');
    expect(withTitle).not.toContain('acte-naissance');
    expect(withTitle).not.toContain('nationalite');
  });

  it('without a secure title: birth certificate unless born in a COMEDEC commune; nationality proof always', () => {
    expect(ids('majeur', 'premiere-demande', { secureTitle: false, birthOnline: false })).toEqual(
      expect.arrayContaining(['acte-naissance', 'nationalite']),
    );
    const online = ids('majeur', 'premiere-demande', { secureTitle: false, birthOnline: true });
    expect(online).not.toContain('acte-naissance');
    expect(online).toContain('nationalite');
    expect(online).not.toContain('titre-securise');
  });

  it('renewal, damaged, civil status: an old passport expired over 5 years calls for the identity card, else the birth certificate and nationality (F21091)', () => {
    for (const who of WHO)
      for (const situation of ['renouvellement', 'abime', 'changement-etat-civil'] as const) {
        expect(caseQuestions(who, situation)).toEqual(expect.arrayContaining(['recentPassport', 'idCard']));
        expect(caseQuestions(who, situation)).not.toContain('secureTitle');
        const recent = ids(who, situation, { recentPassport: true });
        expect(recent).toContain('ancien-passeport');
        for (const id of ['carte-identite', 'acte-naissance', 'nationalite']) expect(recent).not.toContain(id);
        // Expired passport, valid card: the card is on the list, the birth certificate is not.
        const card = ids(who, situation, { recentPassport: false, idCard: true });
        expect(card).toContain('carte-identite');
        expect(card).not.toContain('acte-naissance');
        expect(card).not.toContain('nationalite');
        const neither = ids(who, situation, {
          recentPassport: false,
          idCard: false,
          birthOnline: false,
          bornAbroad: false,
        });
        expect(neither).toEqual(expect.arrayContaining(['acte-naissance', 'nationalite']));
        expect(neither).not.toContain('carte-identite');
      }
    // Unanswered, the static page names the card with its condition.
    const card = documentsFor('majeur', 'renouvellement').find((i) => i.id === 'carte-identite');
    expect(card?.condition).toMatch(
      /^Si votre passeport est périmé depuis plus de 5 ans et que vous avez une carte d'identité/,
    );
  });

  it("born abroad: the birth certificate of the Service central d'état civil instead of the commune's", () => {
    const abroad = ids('majeur', 'premiere-demande', { secureTitle: false, bornAbroad: true });
    expect(abroad).toContain('acte-naissance-etranger');
    expect(abroad).not.toContain('acte-naissance');
    expect(abroad).toContain('nationalite');
    const france = ids('majeur', 'premiere-demande', { secureTitle: false, bornAbroad: false, birthOnline: false });
    expect(france).toContain('acte-naissance');
    expect(france).not.toContain('acte-naissance-etranger');
    expect(ids('majeur', 'premiere-demande', { secureTitle: true })).not.toContain('acte-naissance-etranger');
  });

  it('an adult under tutelle: the tutor present with the judgment (décret 2005-1726); never for a minor', () => {
    for (const situation of SITUATIONS) {
      expect(ids('majeur', situation, { adultGuardianship: true })).toContain('tuteur-majeur');
      expect(ids('majeur', situation, { adultGuardianship: false })).not.toContain('tuteur-majeur');
      expect(caseQuestions('mineur-15-17', situation)).not.toContain('adultGuardianship');
    }
  });

  it('a minor with a guardian or a third party holding parental authority: the court decision; never for an adult', () => {
    for (const who of ['mineur-15-17', 'mineur-moins-15'] as const)
      for (const situation of SITUATIONS) {
        expect(ids(who, situation, { guardian: true })).toContain('decision-tutelle');
        expect(ids(who, situation, { guardian: false })).not.toContain('decision-tutelle');
      }
    expect(caseQuestions('majeur', 'premiere-demande')).not.toContain('guardian');
    const decision = documentsFor('mineur-moins-15', 'renouvellement').find((i) => i.id === 'decision-tutelle');
    expect(decision).toMatchObject({ form: 'copie', source: { ref: 'F18605' } });
  });

  it("hosted by a third party: the host's letter, ID copy and proof of address replace one's own", () => {
    const hosted = ids('majeur', 'renouvellement', { hosted: true });
    expect(hosted).toEqual(
      expect.arrayContaining(['hebergeant-attestation', 'hebergeant-identite', 'hebergeant-domicile']),
    );
    expect(hosted).not.toContain('domicile');
    const own = ids('majeur', 'renouvellement', { hosted: false });
    expect(own).toContain('domicile');
    expect(own).not.toContain('hebergeant-attestation');
    const item = documentsFor('majeur', 'renouvellement').find((i) => i.id === 'hebergeant-identite');
    expect(item?.form).toBe('copie');
  });

  it('usage name adds its proof only when asked', () => {
    expect(ids('majeur', 'premiere-demande', { usageName: true })).toContain('nom-usage');
    expect(ids('majeur', 'premiere-demande', { usageName: false })).not.toContain('nom-usage');
  });

  it('separated parents of a minor: the proof of alternate residence and the other home; never for an adult', () => {
    expect(ids('mineur-moins-15', 'renouvellement', { separatedParents: true })).toEqual(
      expect.arrayContaining(['autorite-parentale', 'residence-alternee']),
    );
    expect(ids('mineur-moins-15', 'renouvellement', { separatedParents: false })).not.toContain('autorite-parentale');
    expect(caseQuestions('majeur', 'renouvellement')).not.toContain('separatedParents');
    expect(caseQuestions('mineur-15-17', 'renouvellement')).toContain('separatedParents');
  });

  it('unanswered questions keep every conditional item (the full static list)', () => {
    expect(ids('majeur', 'premiere-demande')).toEqual(documentsFor('majeur', 'premiere-demande').map((i) => i.id));
  });

  it('the overseas question where the stamp depends on it; the validity question only for a civil status change', () => {
    expect(caseQuestions('majeur', 'premiere-demande')).toContain('overseas');
    expect(caseQuestions('majeur', 'changement-etat-civil')).toEqual(
      expect.arrayContaining(['overseas', 'passportValid']),
    );
    expect(caseQuestions('majeur', 'urgence')).not.toContain('overseas');
    expect(caseQuestions('majeur', 'renouvellement')).not.toContain('passportValid');
  });
});

describe('caseStamp', () => {
  it('prices the case from stampPrice: age, territory, and no stamp for a civil status change', () => {
    expect(caseStamp('majeur', 'premiere-demande')).toMatchObject({ price: 86, territory: 'metropole', age: 'adult' });
    expect(caseStamp('mineur-15-17', 'perte', { overseas: true })).toMatchObject({
      price: 42,
      territory: 'outre-mer',
      age: 'minor15AndOver',
      conditional: false,
    });
    expect(caseStamp('mineur-moins-15', 'vol').price).toBe(17);
    expect(caseStamp('mineur-moins-15', 'urgence').price).toBe(30);
  });

  it('a change of civil status is free only while the old passport is valid (F1709)', () => {
    expect(caseStamp('majeur', 'changement-etat-civil')).toMatchObject({ price: 0, conditional: true, standard: 86 });
    expect(caseStamp('majeur', 'changement-etat-civil', { passportValid: true })).toMatchObject({
      price: 0,
      conditional: false,
    });
    expect(caseStamp('mineur-moins-15', 'changement-etat-civil', { passportValid: false })).toMatchObject({
      price: 17,
      conditional: false,
    });
  });
});

describe('never less than the fiches re-read in full (copies of 2025)', () => {
  const item = (who: Who, situation: Situation, id: string) => documentsFor(who, situation).find((i) => i.id === id);

  it('F14807 (2025-10-07): the tax notice is refused for now, so it is never offered as a proof of address', () => {
    for (const who of WHO) {
      const proof = item(who, 'premiere-demande', 'domicile');
      expect(proof?.label).not.toMatch(/\(.*avis d'imposition.*\)/);
      expect(proof?.label).toContain("pas un avis d'imposition");
      expect(proof?.why).toContain('F14807');
    }
  });

  it('F14807 / F32675: at a hotel, in a caravan or without a fixed home, their own documents replace the proof of address', () => {
    for (const who of WHO) {
      expect(ids(who, 'renouvellement', { otherHousing: true })).toContain('domicile-autre');
      expect(ids(who, 'renouvellement', { otherHousing: true })).not.toContain('domicile');
      expect(ids(who, 'renouvellement', { otherHousing: false, hosted: false })).toContain('domicile');
      expect(ids(who, 'renouvellement', { otherHousing: false })).not.toContain('domicile-autre');
      expect(caseQuestions(who, 'renouvellement')).toContain('otherHousing');
    }
    const other = item('majeur', 'premiere-demande', 'domicile-autre');
    expect(other?.label).toMatch(/gérant ou du directeur/);
    expect(other?.label).toMatch(/élection de domicile/);
    expect(other?.source.ref).toBe('F14807');
    expect(item('mineur-moins-15', 'premiere-demande', 'domicile-autre')?.source.ref).toBe('F32675');
  });

  it("F18605 (2025-05-13): the child welfare service (ASE) brings the judgment, the report of the parents' default and its professional proof", () => {
    const decision = item('mineur-15-17', 'premiere-demande', 'decision-tutelle');
    expect(decision?.label).toMatch(/aide sociale à l'enfance/);
    expect(decision?.label).toMatch(/procès-verbal de carence/);
    expect(decision?.label).toMatch(/photocopie de la pièce d'identité/);
  });

  it('F18605 / F32675: separated parents bring a proof of alternate residence (agreement or judgment) only to show both homes', () => {
    const proof = item('mineur-moins-15', 'renouvellement', 'autorite-parentale');
    expect(proof?.label).toMatch(/^En résidence alternée/);
    expect(proof?.label).toMatch(/convention entre les parents ou décision du juge/);
    expect(proof?.source.ref).toBe('F32675');
    expect(proof?.why).toMatch(/ni livret de famille, ni accord de l'autre parent/);
  });

  it('F21258 (2025-06-06): the electronic stamp is valid 1 year from its purchase', () => {
    for (const situation of SITUATIONS.filter((s) => s !== 'urgence' && s !== 'changement-etat-civil'))
      expect(item('majeur', situation, 'timbre')?.why).toMatch(/valable 1 an après son achat \(F21258\)/);
  });

  it('F21091: the adult keeps the current passport at the end of the deposit appointment', () => {
    expect(item('majeur', 'renouvellement', 'ancien-passeport')?.why).toMatch(/rend à la fin du rendez-vous/);
    expect(item('mineur-15-17', 'renouvellement', 'ancien-passeport')?.why).not.toMatch(/remise du nouveau/);
  });
});

describe('never less than the fiches read in full by their readers (28 November 2026)', () => {
  const item = (who: Who, situation: Situation, id: string) => documentsFor(who, situation).find((i) => i.id === id);

  it('F21246, F21244 (loss; F21247, F21245 theft, stricter): only the identity card spares the birth certificate, never the lost or stolen passport', () => {
    for (const who of WHO)
      for (const situation of ['perte', 'vol'] as const) {
        expect(caseQuestions(who, situation)).toContain('idCard');
        expect(caseQuestions(who, situation)).not.toContain('secureTitle');
        expect(caseQuestions(who, situation)).not.toContain('recentPassport');
        // A valid lost passport and no card: the birth certificate and the nationality proof stay.
        const noCard = ids(who, situation, { idCard: false, bornAbroad: false, birthOnline: false });
        expect(noCard).toEqual(expect.arrayContaining(['acte-naissance', 'nationalite']));
        expect(noCard).not.toContain('carte-identite');
        const card = ids(who, situation, { idCard: true });
        expect(card).toContain('carte-identite');
        expect(card).not.toContain('acte-naissance');
        expect(item(who, situation, 'acte-naissance')?.condition).toMatch(
          situation === 'perte' ? /le passeport perdu ne compte pas/ : /le passeport volé ne compte pas/,
        );
      }
  });

  it('F21247, F21245: after a theft abroad, the declaration registered by the embassy or consulate, obtained before coming back', () => {
    for (const who of WHO) {
      const declaration = item(who, 'vol', 'declaration-vol');
      expect(declaration?.label).toMatch(/police ou la gendarmerie/);
      expect(declaration?.label).toMatch(
        /à l'étranger, l'exemplaire de la déclaration de vol enregistrée par l'ambassade ou le consulat/,
      );
      expect(declaration?.why).toMatch(/une fois que vous êtes revenu en France/);
    }
  });

  it("F14929, F21091, F21246, F21247, F1373 → F1343 (2025-08-07): an adult's usage name may be the other parent's, proved by the birth certificate", () => {
    for (const situation of SITUATIONS) {
      expect(ids('majeur', situation, { usageName: true })).toEqual(
        expect.arrayContaining(['nom-usage', 'nom-usage-parent']),
      );
      expect(ids('majeur', situation, { usageName: false })).not.toContain('nom-usage-parent');
    }
    const parent = item('majeur', 'renouvellement', 'nom-usage-parent');
    expect(parent?.source.ref).toBe('F1343');
    expect(parent?.label).toMatch(/acte de naissance \(copie intégrale ou extrait avec filiation\) de moins de 3 mois/);
    expect(parent?.label).toMatch(/sauf si l'état civil de votre lieu de naissance est dématérialisé/);
    expect(ids('mineur-15-17', 'renouvellement', { usageName: true })).not.toContain('nom-usage-parent');
  });

  it("F14930, F21092, F21244 → F36441 (2025-08-07): a child's usage name asks the birth certificate with both parents, their agreement (or the proof the other was told) and the child's from 13", () => {
    for (const who of ['mineur-15-17', 'mineur-moins-15'] as const) {
      const usage = item(who, 'premiere-demande', 'nom-usage');
      expect(usage?.source.ref).toBe('F36441');
      expect(usage?.label).toMatch(/de moins de 3 mois, avec ses deux parents \(sauf état civil dématérialisé\)/);
      expect(usage?.label).toMatch(/la preuve que l'autre parent a été informé/);
      expect(usage?.label).toMatch(/dès 13 ans, l'accord écrit de l'enfant/);
      expect(usage?.why).toMatch(/Quand les deux parents exercent l'autorité parentale, il faut leur accord écrit/);
    }
  });

  it('F21091, F21092: the old passport is brought back at pickup (the new one is handed over against it)', () => {
    for (const who of WHO)
      for (const situation of ['renouvellement', 'abime', 'changement-etat-civil'] as const)
        expect(item(who, situation, 'ancien-passeport')?.why).toMatch(/[Rr]apportez-le au retrait/);
  });

  it('F1373, F1035: in an emergency the passport held comes first (and is handed back), then the card, then the birth certificate', () => {
    for (const who of WHO) {
      expect(caseQuestions(who, 'urgence')).toEqual(expect.arrayContaining(['recentPassport', 'idCard']));
      const passport = ids(who, 'urgence', { recentPassport: true, idCard: true });
      expect(passport).toContain('passeport-actuel');
      for (const gone of ['carte-identite', 'acte-naissance', 'nationalite']) expect(passport).not.toContain(gone);
      const card = ids(who, 'urgence', { recentPassport: false, idCard: true });
      expect(card).toContain('carte-identite');
      // An old passport, even expired over 5 years, is handed back (F1373, F1035).
      expect(card).toContain('passeport-actuel');
      expect(card).not.toContain('acte-naissance');
      const neither = ids(who, 'urgence', {
        recentPassport: false,
        idCard: false,
        bornAbroad: false,
        birthOnline: false,
      });
      expect(neither).toEqual(expect.arrayContaining(['acte-naissance', 'nationalite']));
      expect(item(who, 'urgence', 'passeport-actuel')?.why).toMatch(/Même plus ancien, il doit être restitué/);
    }
    // F1035: a child's card expired over 5 years is still brought, beside the birth certificate; not an adult's.
    for (const who of ['mineur-15-17', 'mineur-moins-15'] as const)
      expect(ids(who, 'urgence', { recentPassport: false, idCard: false })).toEqual(
        expect.arrayContaining(['carte-identite', 'acte-naissance', 'nationalite']),
      );
    expect(ids('majeur', 'urgence', { recentPassport: false, idCard: false })).not.toContain('carte-identite');
    const proof = item('majeur', 'urgence', 'justificatif-urgence');
    expect(proof?.label).toMatch(/maladie grave ou décès d'un membre de la famille/);
    expect(proof?.label).toMatch(/départ imprévu qui ne peut pas être reporté/);
    expect(proof?.why).toMatch(/exceptionnelle et n’est pas automatique/);
  });
});

describe('URL round trip', () => {
  it('writes 1/0 per answered question and reads back the same answers, ignoring anything else', () => {
    const answers: Answers = { secureTitle: false, hosted: true, overseas: false };
    const params = answersToParams(answers, new URLSearchParams('mairie=paris-1&hosted=0'));
    expect(params.toString()).toBe('mairie=paris-1&hosted=1&secureTitle=0&overseas=0');
    expect(answersFromParams(params)).toEqual(answers);
    expect(answersFromParams(new URLSearchParams('hosted=yes&usageName=1'))).toEqual({ usageName: true });
  });
});
