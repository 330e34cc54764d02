import { describe, expect, it } from 'vitest';
import { expandDays, plagesToSchedule, plageToPeriods } from './opening-hours.ts';

describe('expandDays', () => {
  it('expands a day range', () => {
    expect(expandDays('Lundi', 'Vendredi')).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi']);
    expect(expandDays('Samedi', 'Samedi')).toEqual(['samedi']);
    expect(expandDays('Mercredi', '')).toEqual(['mercredi']);
    expect(expandDays('samedi', 'Lundi')).toEqual(['samedi', 'dimanche', 'lundi']);
    expect(expandDays('Férié', 'Lundi')).toEqual([]);
  });
});

describe('plagesToSchedule', () => {
  it('keeps each pair of times as a slot and closes the days not listed', () => {
    const schedule = plagesToSchedule([
      {
        nom_jour_debut: 'Lundi',
        nom_jour_fin: 'Vendredi',
        valeur_heure_debut_1: '08:30:00',
        valeur_heure_fin_1: '12:00:00',
        valeur_heure_debut_2: '13:30:00',
        valeur_heure_fin_2: '17:00:00',
      },
      {
        nom_jour_debut: 'Samedi',
        nom_jour_fin: 'Samedi',
        valeur_heure_debut_1: '09:00:00',
        valeur_heure_fin_1: '12:00:00',
        valeur_heure_debut_2: '',
        valeur_heure_fin_2: '',
      },
    ]);
    expect(schedule?.lundi).toEqual([
      { open: '08:30', close: '12:00' },
      { open: '13:30', close: '17:00' },
    ]);
    expect(schedule?.vendredi).toEqual(schedule?.lundi);
    expect(schedule?.samedi).toEqual([{ open: '09:00', close: '12:00' }]);
    expect(schedule?.dimanche).toEqual([]);
    expect(schedule?.isDefaultSchedule).toBe(false);
  });

  it('keeps a period whole whatever its opening time', () => {
    const schedule = plagesToSchedule([
      {
        nom_jour_debut: 'Lundi',
        nom_jour_fin: 'Lundi',
        valeur_heure_debut_1: '08:30:00',
        valeur_heure_fin_1: '17:30:00',
      },
      {
        nom_jour_debut: 'Mardi',
        nom_jour_fin: 'Mardi',
        valeur_heure_debut_1: '13:00:00',
        valeur_heure_fin_1: '19:00:00',
      },
      {
        nom_jour_debut: 'Mercredi',
        nom_jour_fin: 'Mercredi',
        valeur_heure_debut_1: '12:59',
        valeur_heure_fin_1: '14:00',
      },
    ]);
    expect(schedule?.lundi).toEqual([{ open: '08:30', close: '17:30' }]);
    expect(schedule?.mardi).toEqual([{ open: '13:00', close: '19:00' }]);
    expect(schedule?.mercredi).toEqual([{ open: '12:59', close: '14:00' }]);
  });

  it('is null when nothing usable is given', () => {
    expect(plagesToSchedule([])).toBeNull();
    expect(
      plagesToSchedule([
        { nom_jour_debut: 'Lundi', nom_jour_fin: 'Lundi', valeur_heure_debut_1: '', valeur_heure_fin_1: '' },
      ]),
    ).toBeNull();
  });

  it('makes one period per day and time pair', () => {
    expect(
      plageToPeriods({
        nom_jour_debut: 'Mardi',
        nom_jour_fin: 'Jeudi',
        valeur_heure_debut_1: '14:00:00',
        valeur_heure_fin_1: '17:00:00',
      }),
    ).toHaveLength(3);
  });
});
