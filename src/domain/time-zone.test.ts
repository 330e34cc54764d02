import { describe, expect, it } from 'vitest';
import { zonedParts } from './zoned-time.ts';
import { PARIS_TIME_ZONE, projectTimeZones, timeZoneOf } from './time-zone.ts';

describe('timeZoneOf', () => {
  it.each([
    ['971', 'America/Guadeloupe', -4],
    ['972', 'America/Martinique', -4],
    ['973', 'America/Cayenne', -3],
    ['974', 'Indian/Reunion', 4],
    ['975', 'America/Miquelon', -3],
    ['976', 'Indian/Mayotte', 3],
    ['977', 'America/St_Barthelemy', -4],
    ['978', 'America/Marigot', -4],
    ['984', 'Indian/Kerguelen', 5],
    ['986', 'Pacific/Wallis', 12],
    ['987', 'Pacific/Tahiti', -10],
    ['988', 'Pacific/Noumea', 11],
  ])('%s is %s (UTC%i in January)', (dep, zone, offset) => {
    expect(timeZoneOf(dep)).toBe(zone);
    // Each zone is known to the runtime and has the expected offset on 15 January 2026 at 12:00Z.
    const local = zonedParts(new Date('2026-01-15T12:00:00Z'), zone);
    expect((local.day - 15) * 24 + local.hour - 12 + local.minute / 60).toBe(offset);
  });

  it('puts the Marquesas and the Gambier on their own time, the rest of French Polynesia on Tahiti time', () => {
    expect(timeZoneOf('987', '98731')).toBe('Pacific/Marquesas');
    expect(timeZoneOf('987', '98719')).toBe('Pacific/Gambier');
    expect(timeZoneOf('987', '98735')).toBe('Pacific/Tahiti');
  });

  it('keeps mainland France and Corsica on Paris time, and any unknown code', () => {
    for (const dep of ['01', '2A', '2B', '57', '75', '95', null, undefined, '999'])
      expect(timeZoneOf(dep)).toBe(PARIS_TIME_ZONE);
  });
});

describe('projectTimeZones', () => {
  it('lists Paris first, then every zone timeZoneOf gives, once each', () => {
    const zones = projectTimeZones();
    expect(zones[0]).toBe(PARIS_TIME_ZONE);
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of ['America/Guadeloupe', 'Pacific/Marquesas', 'Pacific/Gambier', 'Pacific/Tahiti'])
      expect(zones).toContain(zone);
    expect(zones).toContain(timeZoneOf('987', '98719'));
  });
});
