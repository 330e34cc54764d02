import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages.ts';
import type { Schedule } from '../domain/schedule.ts';
import type { PlaceData } from '../data/site/site-data.ts';
import { hoursView } from './hours.ts';
import { mairiePageData } from './mairie-page.ts';
import { fixtureSite, mairieOf } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();

describe('the time zone and holiday calendar of a place', () => {
  it('follows the department and the commune', () => {
    const reunion = hoursView(undefined, null, { num_dep: '974', code_insee: '97411' });
    expect(reunion).toMatchObject({
      timeZone: 'Indian/Reunion',
      holidays: { extra: [[12, 20, "abolition de l'esclavage"]] },
    });
    expect(hoursView(undefined, null, { num_dep: '57', code_insee: '57463' }).holidays).toMatchObject({
      goodFriday: true,
      stStephen: true,
    });
  });
});

describe('opening hours never contradict themselves', () => {
  const week = mairiePageData(site, mairieOf(site, 'mairie-de-paris-1er-arrondissement'))!.hours.schedule;
  const none = Object.fromEntries(
    ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'].map((d) => [d, { closed: true }]),
  ) as unknown as Schedule;
  const where = { num_dep: '75', code_insee: '75101' };
  it.each([
    ['verified with hours', { schedule: week, rating: null }, 'Horaires vérifiés', true],
    [
      'indicative with hours',
      { schedule: { ...week, isDefaultSchedule: true }, rating: null },
      'Horaires indicatifs',
      true,
    ],
    ['verified without hours', { schedule: { ...none, isDefaultSchedule: false }, rating: null }, null, false],
    ['indicative without hours', { schedule: { ...none, isDefaultSchedule: true }, rating: null }, null, false],
  ] as const)('%s', (_name, place, badge, available) => {
    const view = hoursView(place as PlaceData, null, where);
    expect(view.badge).toBe(badge);
    expect(view.available).toBe(available);
    // Without hours: the notice alone (no badge, no table); with hours: the badge and the table, no notice.
    expect(view.unavailableText).toBe(available ? null : MESSAGES.scheduleUnavailable);
    expect(view.rows).toHaveLength(available ? 7 : 0);
  });
});
