import { describe, expect, it } from 'vitest';
import {
  arrondissementInsee,
  arrondissementTownHallClosed,
  arrondissementsServedBy,
  cityOfArrondissement,
  servingArrondissement,
} from './arrondissements.ts';

describe('arrondissements', () => {
  it('numbers arrondissements from the city and its rank', () => {
    expect(arrondissementInsee('Paris', 15)).toBe('75115');
    expect(arrondissementInsee('Lyon', 3)).toBe('69383');
    expect(arrondissementInsee('Marseille', 13)).toBe('13213');
    expect(arrondissementInsee('Lyon', 10)).toBeUndefined();
    expect(arrondissementInsee('Paris', 0)).toBeUndefined();
  });

  it('sends Paris 1st to 4th to Paris Centre and Marseille to its sector town halls', () => {
    expect(servingArrondissement('75101')).toBe('75103');
    expect(servingArrondissement('75104')).toBe('75103');
    expect(servingArrondissement('75115')).toBe('75115');
    expect(servingArrondissement('69383')).toBe('69383');
    expect(servingArrondissement('13213')).toBe('13214');
    expect(servingArrondissement('13207')).toBe('13201');
    expect(servingArrondissement('01053')).toBeUndefined();
    expect(servingArrondissement('75056')).toBeUndefined();
  });

  it('lists what each town hall serves: eight Marseille sectors of two arrondissements', () => {
    expect(arrondissementsServedBy('75103')).toEqual(['75101', '75102', '75103', '75104']);
    const sectors = ['13201', '13202', '13205', '13208', '13209', '13212', '13214', '13215'];
    expect(sectors.map((s) => arrondissementsServedBy(s).length)).toEqual(Array(8).fill(2));
    expect(arrondissementsServedBy('13213')).toEqual([]);
    expect(cityOfArrondissement('69389')?.name).toBe('Lyon');
  });

  it('says which arrondissement town halls are closed, with the city, the rank and the one that serves it', () => {
    expect(arrondissementTownHallClosed('75102')).toEqual({ city: 'Paris', rank: 2, servedBy: '75103' });
    expect(arrondissementTownHallClosed('13213')).toEqual({ city: 'Marseille', rank: 13, servedBy: '13214' });
    for (const open of ['75103', '75115', '69383', '13214', '01053', '75056', '', null, undefined]) {
      expect(arrondissementTownHallClosed(open)).toBeNull();
    }
  });
});
