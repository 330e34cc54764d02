import { describe, expect, it } from 'vitest';
import { loadEquippedMatcher } from './equipped-match.ts';

describe('placing a commune named by a public page on its town hall', () => {
  const match = loadEquippedMatcher(new Set(['75103', '69381', '13214', '01033', '01091', '01138', '14514', '07301']));

  it('sends an arrondissement to the town hall serving it, and reports a city named alone', () => {
    expect(match('75', 'Paris 4e')).toEqual({ code: '75103', via: 'arrondissement' });
    expect(match('75', 'PARIS 1ER ARRONDISSEMENT')).toEqual({ code: '75103', via: 'arrondissement' });
    expect(match('69', 'Lyon 1er')).toEqual({ code: '69381', via: 'arrondissement' });
    expect(match('13', 'Marseille 13e')).toEqual({ code: '13214', via: 'arrondissement' });
    expect(match('13', 'Marseille 1er')).toEqual({ problem: 'no town hall' });
    for (const [dep, city] of [
      ['75', 'Paris'],
      ['69', 'LYON'],
      ['13', 'Marseille'],
    ])
      expect(match(dep, city)).toEqual({ problem: 'city without arrondissement' });
  });

  it('folds case, accents, « St », hyphens and apostrophes', () => {
    expect(match('14', "PONT L'EVEQUE")).toEqual({ code: '14514', via: 'name' });
    expect(match('14', 'Pont-l’Évêque')).toEqual({ code: '14514', via: 'name' });
    expect(match('07', 'St Victor')).toEqual({ code: '07301', via: 'name' });
  });

  it("sends a former commune to its own town hall when the directory has one, else to its commune nouvelle's", () => {
    expect(match('01', 'Châtillon-en-Michaille')).toEqual({ code: '01091', via: 'former-commune' });
    expect(match('01', 'Beon')).toEqual({ code: '01138', via: 'commune-nouvelle' });
  });

  it('never guesses: a short form, another department or a commune without town hall is reported', () => {
    expect(match('19', 'Brive')).toEqual({ problem: 'unknown commune' });
    expect(match('69', 'Pont-l’Évêque')).toEqual({ problem: 'unknown commune' });
    expect(match('01', 'Oyonnax')).toEqual({ problem: 'no town hall' });
  });
});
