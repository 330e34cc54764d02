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
  it('has 18 cases, each with a pre-application, a photo and a proof of address, every item sourced', () => {
    for (const who of WHO)
      for (const situation of SITUATIONS) {
        const items = documentsFor(who, situation);
        expect(items.map((i) => i.id)).toEqual(expect.arrayContaining(['pre-demande', 'photo', 'domicile']));
        for (const item of items) {
          expect(item.source.ref).toMatch(/^(F\d+|Décret|SPEC)/);
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

  it('asks the stamp everywhere but for a change of civil status or name', () => {
    for (const who of WHO)
      for (const situation of SITUATIONS)
        expect(ids(who, situation).includes('timbre')).toBe(situation !== 'changement-etat-civil');
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

  it('a renewal with a passport expired over 5 years asks the birth certificate', () => {
    expect(ids('majeur', 'renouvellement', { secureTitle: false, birthOnline: false })).toContain('acte-naissance');
    expect(ids('majeur', 'renouvellement', { secureTitle: true })).not.toContain('acte-naissance');
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

  it('separated parents of a minor: the court decision and the other home; never for an adult', () => {
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

  it('the overseas question only where a stamp is due', () => {
    expect(caseQuestions('majeur', 'premiere-demande')).toContain('overseas');
    expect(caseQuestions('majeur', 'changement-etat-civil')).not.toContain('overseas');
  });
});

describe('caseStamp', () => {
  it('prices the case from stampPrice: age, territory, and no stamp for a civil status change', () => {
    expect(caseStamp('majeur', 'premiere-demande')).toEqual({ price: 86, territory: 'metropole', age: 'adult' });
    expect(caseStamp('mineur-15-17', 'perte', { overseas: true })).toEqual({
      price: 42,
      territory: 'outre-mer',
      age: 'minor15AndOver',
    });
    expect(caseStamp('mineur-moins-15', 'vol').price).toBe(17);
    expect(caseStamp('majeur', 'changement-etat-civil').price).toBe(0);
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
