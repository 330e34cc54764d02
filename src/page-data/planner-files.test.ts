import { describe, expect, it } from 'vitest';
import { plannerFileKey, plannerMairieFrom } from '../domain/planner-town-hall.ts';
import { projectTimeZones } from '../domain/time-zone.ts';
import { fixtureSite } from '../../tests/fixtures/site-seed.ts';
import { plannerFile, plannerFileGroups } from './planner-files.ts';

const site = fixtureSite();

describe('plannerFileGroups and plannerFile', () => {
  const files = new Map([...plannerFileGroups(site)].map(([key, mairies]) => [key, plannerFile(mairies)]));

  it("holds every town hall of the build in its slug's file, as its guide names it", () => {
    for (const mairie of site.selection.mairies) {
      const found = plannerMairieFrom(files.get(plannerFileKey(mairie.slug)), mairie.slug, projectTimeZones());
      expect(found?.name).toBe(mairie.nom);
    }
    const abergement = 'mairie-de-l-abergement-clemenciat';
    expect(plannerMairieFrom(files.get(plannerFileKey(abergement)), abergement, projectTimeZones())).toEqual({
      slug: abergement,
      name: "Mairie de L'Abergement-Clémenciat",
      address: "Le Village, 01400 L'Abergement-Clémenciat",
      timeZone: 'Europe/Paris',
    });
    const reunion = 'mairie-de-saint-denis';
    expect(files.get(plannerFileKey(reunion))?.[reunion]?.[2]).toBe('Indian/Reunion');
  });
});
