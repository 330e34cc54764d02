import { describe, expect, it } from 'vitest';
import { isAnnex, matchTownHalls, nameFit, type OsmTownHall, type TownHallSpot } from './townhall-match.ts';

// Metres north of (45, 5): one degree of latitude is 111.195 km on the site's 6371 km sphere.
const north = (metres: number) => 45 + metres / 111_195;
const hall = (over: Partial<TownHallSpot> = {}): TownHallSpot => ({
  key: 'mairie-01004-01',
  commune: 'Ambérieu-en-Bugey',
  name: "Mairie d'Ambérieu-en-Bugey",
  lat: 45,
  lon: 5,
  approximate: false,
  ...over,
});
let next = 1;
const osm = (metres: number, over: Partial<OsmTownHall> = {}): OsmTownHall => ({
  id: `node/${next++}`,
  lat: north(metres),
  lon: 5,
  name: "Mairie d'Ambérieu-en-Bugey",
  townhallType: null,
  openingHours: 'Mo-Fr 08:30-12:00,13:30-17:00',
  checkDate: null,
  ...over,
});
const outcome = (halls: TownHallSpot[], places: OsmTownHall[], key = 'mairie-01004-01') =>
  matchTownHalls(halls, places).get(key);

describe('matchTownHalls', () => {
  it('matches a town hall naming the commune 20 m away', () => {
    const place = osm(20);
    expect(outcome([hall()], [place])).toEqual({ osm: place, fit: 'named' });
  });

  it('matches a generic « Hôtel de Ville » 40 m away', () => {
    const place = osm(40, { name: 'Hôtel de Ville' });
    expect(outcome([hall()], [place])).toEqual({ osm: place, fit: 'generic' });
  });

  it('does not match a town hall 150 m away (the radius is 100 m)', () => {
    expect(outcome([hall()], [osm(150)])).toEqual({ skip: 'far' });
    expect(outcome([hall()], [osm(99)])).toMatchObject({ fit: 'named' });
  });

  it('skips two candidates with different hours as ambiguous', () => {
    expect(outcome([hall()], [osm(20), osm(60, { name: 'Mairie', openingHours: 'Mo-Fr 09:00-12:00' })])).toEqual({
      skip: 'ambiguous',
    });
  });

  it('takes the nearest of two with the same hours, or the one with hours', () => {
    const near = osm(10, { openingHours: null });
    const far = osm(70);
    expect(outcome([hall()], [far, near, osm(80)])).toEqual({ osm: far, fit: 'named' });
  });

  it('skips an annex', () => {
    expect(outcome([hall()], [osm(20, { townhallType: 'annexe' })])).toEqual({ skip: 'annex' });
    expect(outcome([hall()], [osm(20, { name: 'Mairie annexe de Vareilles' })])).toEqual({ skip: 'annex' });
  });

  it('skips a town hall whose own position is approximate (its commune point)', () => {
    expect(outcome([hall({ approximate: true })], [osm(0)])).toEqual({ skip: 'approximate-position' });
    expect(outcome([hall({ lat: null, lon: null })], [osm(0)])).toEqual({ skip: 'approximate-position' });
  });

  it('skips a town hall of another name', () => {
    expect(outcome([hall()], [osm(20, { name: 'Mairie de Saint-Denis-en-Bugey' })])).toEqual({ skip: 'other-name' });
  });

  it('gives an OSM town hall to one town hall only: the one it names, else none', () => {
    const place = osm(20);
    const other = hall({ key: 'mairie-01004-02', commune: 'Vareilles', name: 'Mairie déléguée de Vareilles' });
    const both = matchTownHalls([hall(), other], [place]);
    expect(both.get('mairie-01004-01')).toEqual({ osm: place, fit: 'named' });
    expect(both.get('mairie-01004-02')).toEqual({ skip: 'other-name' });
    const generic = osm(20, { name: 'Mairie' });
    const shared = matchTownHalls([hall(), other], [generic]);
    expect(shared.get('mairie-01004-01')).toEqual({ skip: 'ambiguous' });
    expect(shared.get('mairie-01004-02')).toEqual({ skip: 'ambiguous' });
  });
});

describe('nameFit and isAnnex', () => {
  it.each([
    [null, 'generic'],
    ['MAIRIE', 'generic'],
    ['Hôtel de ville', 'generic'],
    ['Mairie de Saint-Étienne', 'named'],
    ['Mairie de St-Étienne', 'named'],
    ['Mairie de Saint-Étienne-de-Fontbellon', 'other'],
    ['Salle des fêtes', 'other'],
  ])('%j', (name, fit) => {
    expect(nameFit(name, { commune: 'Saint-Étienne', name: 'Mairie de Saint-Étienne' })).toBe(fit);
  });

  it('reads an article merged with its preposition', () => {
    const havre = { commune: 'Le Havre', name: 'Mairie du Havre' };
    expect(nameFit('Hôtel de Ville du Havre', havre)).toBe('named');
    expect(nameFit('Mairie de Saint-Havre', havre)).toBe('other');
  });

  it('names an arrondissement town hall by its own name', () => {
    expect(nameFit('Mairie du 5e arrondissement', { commune: 'Paris', name: 'Mairie du 5e arrondissement' })).toBe(
      'named',
    );
  });

  it('reads townhall:type', () => {
    expect(isAnnex({ townhallType: 'annex', name: null })).toBe(true);
    expect(isAnnex({ townhallType: 'city', name: 'Mairie' })).toBe(false);
  });
});
