import { describe, expect, it } from 'vitest';
import { projectTimeZones } from './time-zone.ts';
import {
  PLANNER_FILE_COUNT,
  plannerFileKey,
  plannerFilePath,
  plannerMairieFrom,
  plannerSlug,
  plannerZone,
} from './planner-town-hall.ts';

const ZONES = projectTimeZones();
import { slugify } from './slug.ts';

describe('plannerSlug', () => {
  it('keeps a slug of the site form only', () => {
    expect(plannerSlug('mairie-de-l-abergement-clemenciat')).toBe('mairie-de-l-abergement-clemenciat');
    expect(plannerSlug(slugify("Mairie d'Œuilly"))).toBe('mairie-d-oeuilly');
    for (const bad of [
      null,
      '',
      'x\r\nATTACH:y',
      'Mairie',
      'a--b',
      '-a',
      'a-',
      '../a',
      'a b',
      'a\u2028',
      'm'.repeat(161),
    ])
      expect(plannerSlug(bad)).toBeNull();
  });
});

describe('plannerFileKey', () => {
  it('spreads slugs over the files, always the same key for one slug', () => {
    const keys = new Set(Array.from({ length: 5000 }, (_, i) => plannerFileKey(`mairie-${i}`)));
    expect(keys.size).toBe(PLANNER_FILE_COUNT);
    expect(plannerFileKey('mairie-de-lyon')).toBe(plannerFileKey('mairie-de-lyon'));
    expect(plannerFilePath('mairie-de-lyon')).toMatch(/^\/documents\/mairies\/[0-9a-f]{2}\.json$/);
  });
});

describe('plannerMairieFrom', () => {
  const file = {
    'mairie-de-lyon': ['Mairie de Lyon', '1 place de la Comédie, 69001 Lyon'],
    'mairie-de-basse-terre': ['Mairie de Basse-Terre', 'Rue Baudot', 'America/Guadeloupe'],
    'mairie-bad': ['Only a name'],
    'mairie-zone': ['Mairie', 'Rue', 'Foo/Bar'],
  };

  it('reads a town hall of the file, its zone Paris unless the file names another of the project', () => {
    expect(plannerMairieFrom(file, 'mairie-de-lyon', ZONES)).toEqual({
      slug: 'mairie-de-lyon',
      name: 'Mairie de Lyon',
      address: '1 place de la Comédie, 69001 Lyon',
      timeZone: 'Europe/Paris',
    });
    expect(plannerMairieFrom(file, 'mairie-de-basse-terre', ZONES)?.timeZone).toBe('America/Guadeloupe');
    expect(plannerMairieFrom(file, 'mairie-zone', ZONES)?.timeZone).toBe('Europe/Paris');
  });

  it('knows no town hall that is not there or not well formed', () => {
    expect(plannerMairieFrom(file, 'mairie-de-paris', ZONES)).toBeNull();
    expect(plannerMairieFrom(file, 'mairie-bad', ZONES)).toBeNull();
    expect(plannerMairieFrom(file, 'constructor', ZONES)).toBeNull();
    expect(plannerMairieFrom(null, 'mairie-de-lyon', ZONES)).toBeNull();
    expect(plannerMairieFrom('text', 'mairie-de-lyon', ZONES)).toBeNull();
  });
});

describe('plannerZone', () => {
  it("keeps a zone of the project's list and puts anything else on Paris time", () => {
    expect(plannerZone('Pacific/Marquesas', ZONES)).toBe('Pacific/Marquesas');
    expect(plannerZone('America/Guadeloupe', ZONES)).toBe('America/Guadeloupe');
    for (const zone of [null, undefined, '', 'Foo/Bar', 'America/New_York', 'Europe/Paris\r\n'])
      expect(plannerZone(zone, ZONES)).toBe('Europe/Paris');
  });
});
