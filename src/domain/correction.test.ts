import { describe, expect, it } from 'vitest';
import {
  CORRECTION_MESSAGES as M,
  CORRECTION_WEEKDAYS,
  correctionSummary,
  normalizeBookingUrl,
  weeklyHoursToSchedule,
} from './correction.ts';
import { ScheduleSchema } from '../schemas/schedule.ts';
import { WEEKDAYS } from './schedule.ts';
import { weekOpenOn } from '../../tests/helpers/schedule.ts';

const closedWeek = Object.fromEntries(CORRECTION_WEEKDAYS.map((d) => [`${d}_ferme`, 'on']));

describe('visitor corrections', () => {
  it('keeps its zod-free weekday list the same as the Schedule’s', () => {
    expect(CORRECTION_WEEKDAYS).toEqual(WEEKDAYS);
  });

  it('turns the weekly form into a verified Schedule, null when left empty', () => {
    expect(weeklyHoursToSchedule({})).toEqual({ schedule: null });
    const result = weeklyHoursToSchedule({
      ...closedWeek,
      lundi_ferme: '',
      lundi_matin_debut: '08:30',
      lundi_matin_fin: '12:00',
      lundi_apres_midi_debut: '13:30',
      lundi_apres_midi_fin: '17:00',
      mardi_ferme: undefined,
      mardi_apres_midi_debut: '14:00',
      mardi_apres_midi_fin: '18:00',
    });
    expect(result).toEqual({
      schedule: weekOpenOn({
        lundi: [
          { open: '08:30', close: '12:00' },
          { open: '13:30', close: '17:00' },
        ],
        mardi: [{ open: '14:00', close: '18:00' }],
      }),
    });
    expect(ScheduleSchema.safeParse((result as { schedule: unknown }).schedule).success).toBe(true);
  });

  it('names each wrong day in French', () => {
    expect(
      weeklyHoursToSchedule({
        ...closedWeek,
        lundi_ferme: '',
        lundi_matin_debut: '8h30',
        mardi_ferme: '',
        mardi_matin_debut: '09:00',
        mercredi_ferme: '',
        mercredi_matin_debut: '12:00',
        mercredi_matin_fin: '09:00',
        jeudi_ferme: '',
        jeudi_matin_debut: '09:00',
        jeudi_matin_fin: '13:00',
        jeudi_apres_midi_debut: '12:00',
        jeudi_apres_midi_fin: '17:00',
        vendredi_matin_debut: '09:00',
        samedi_ferme: '',
      }),
    ).toEqual({
      errors: {
        lundi: M.time,
        mardi: M.incompleteRange,
        mercredi: M.order,
        jeudi: M.overlap,
        vendredi: M.closedWithHours,
        samedi: M.emptyDay,
      },
    });
  });

  it('keeps only https booking links, normalised', () => {
    expect(normalizeBookingUrl(' https://RDV.Mairie.fr/passeport?x=1#haut ')).toBe(
      'https://rdv.mairie.fr/passeport?x=1',
    );
    for (const bad of [
      'http://rdv.mairie.fr',
      'javascript:alert(1)',
      'https://user:pw@rdv.mairie.fr',
      'https://localhost/rdv',
      'https://rdv.mairie.fr:8443/',
      'https://rdv mairie.fr',
      '',
      null,
    ])
      expect(normalizeBookingUrl(bad)).toBeNull();
  });

  it('summarises a correction for the team', () => {
    expect(correctionSummary({ kind: 'equipped' })).toEqual(['Cette mairie prend les demandes de passeport.']);
    expect(correctionSummary({ kind: 'booking', url: 'https://rdv.fr/' })).toEqual([
      'Lien de prise de rendez-vous : https://rdv.fr/',
    ]);
    expect(
      correctionSummary({
        kind: 'hours',
        schedule: weekOpenOn({
          lundi: [
            { open: '08:30', close: '12:00' },
            { open: '13:30', close: '17:00' },
          ],
          samedi: [{ open: '09:00', close: '12:00' }],
        }),
      }),
    ).toEqual([
      'Les horaires sont faux. Horaires proposés :',
      'lundi : 08:30–12:00 et 13:30–17:00',
      'mardi : fermé',
      'mercredi : fermé',
      'jeudi : fermé',
      'vendredi : fermé',
      'samedi : 09:00–12:00',
      'dimanche : fermé',
    ]);
    expect(correctionSummary({ kind: 'hours', schedule: null })[0]).toMatch(/^Les horaires sont faux \(aucun horaire/);
  });
});
