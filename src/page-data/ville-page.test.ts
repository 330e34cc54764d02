import { describe, expect, it } from 'vitest';
import { CITY_WITHOUT_KNOWN_EQUIPPED } from '../domain/messages.ts';
import { getVillePage } from './ville-page.ts';
import { groupByEquipment } from './nearby.ts';
import { toSiteData } from '../data/site/site-data.ts';
import { FIXTURE_NOW, fixtureRaw, fixtureSite } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();

describe('/ville/{code_postal}', () => {
  it('lists the communes and town halls of the code, with its own about text', () => {
    const page = getVillePage(site, '75001')!;
    expect(page.communes).toEqual([{ name: 'Paris 1er Arrondissement', insee: '75101' }]);
    expect(page.mairies.map((m) => m.id)).toEqual([4]);
    expect(page.fallback).toBeNull();
    expect(page.about).toEqual([
      'Le 1er arrondissement est le cœur historique de Paris.',
      'Sa mairie fait face au Louvre.',
    ]);
  });

  it('finds a town hall with a CEDEX code through its commune', () => {
    expect(getVillePage(site, '75002')!.mairies.map((m) => m.id)).toEqual([5]);
  });

  it('points to the 5 nearest when the code has no town hall, with a notice', () => {
    const page = getVillePage(site, '01990')!;
    expect(page.communes.map((c) => c.name)).toEqual(['Relevant', 'Saint-Trivier-sur-Moignans']);
    expect(page.mairies).toEqual([]);
    expect(page.fallback?.notice).toBe(CITY_WITHOUT_KNOWN_EQUIPPED);
    expect(page.fallback?.nearest.length).toBeLessThanOrEqual(5);
    // Equipped first (1, 4, and 6 by its town hall's answer), then unconfirmed (3), each nearest first; each with its
    // status.
    expect(page.fallback?.nearest.map((m) => [m.id, m.equipped])).toEqual([
      [1, 'equipped'],
      [4, 'equipped'],
      [6, 'equipped'],
      [3, 'unknown'],
    ]);
    expect(groupByEquipment(page.fallback!.nearest).noneEquipped).toBe(false);
    expect(page.about[1]).toContain(
      "La mairie la plus proche connue pour prendre les demandes de passeport est Mairie de L'Abergement-Clémenciat",
    );
    // None of the list is nearer: no « closer ones may ».
    expect(page.about[1]).not.toContain("d'autres, plus proches");
    // The nearest *known* to take applications, though an unconfirmed one is nearer.
    const raw = fixtureRaw();
    raw.mairies.find((m) => m.id === 1)!.equipped = 'unknown';
    const ranked = getVillePage(toSiteData(raw, FIXTURE_NOW), '01990')!;
    expect(ranked.fallback?.nearest.map((m) => m.id)).toEqual([4, 6, 1, 3]);
    expect(ranked.about[1]).toContain(
      'La mairie la plus proche connue pour prendre les demandes de passeport est Mairie de Paris - 1er arrondissement',
    );
    expect(ranked.about[1]).toContain("d'autres, plus proches, peuvent aussi les prendre");
  });

  it('says so when no suggested town hall has a known equipment', () => {
    const raw = fixtureRaw();
    for (const m of raw.mairies) if (m.equipped === 'equipped') m.equipped = 'unknown';
    const page = getVillePage(toSiteData(raw, FIXTURE_NOW), '01990')!;
    expect(page.fallback?.nearest.map((m) => m.equipped)).toEqual(['unknown', 'unknown', 'unknown', 'unknown']);
    expect(groupByEquipment(page.fallback!.nearest)).toMatchObject({ shared: 'unknown', noneEquipped: true });
    // None known: the nearest of the list, and that its status is not known.
    expect(page.about[1]).toContain(
      "Parmi les mairies proches, la plus proche est Mairie de L'Abergement-Clémenciat (L'Abergement-Clémenciat)",
    );
    expect(page.about[1]).toContain('nous ne savons pas si elle prend les demandes de passeport');
  });

  it('also points to the nearest when its only town hall is not equipped', () => {
    const page = getVillePage(site, '01500')!;
    expect(page.mairies.map((m) => m.equipped)).toEqual(['not_equipped']);
    expect(page.fallback?.nearest.every((m) => m.equipped !== 'not_equipped')).toBe(true);
  });

  it('writes the about text from the facts when the city has none', () => {
    expect(getVillePage(site, '01400')!.about[0]).toBe(
      "L'Abergement-Clémenciat (01400) est une commune du département Ain (01), en région Auvergne-Rhône-Alpes.",
    );
  });

  it("never points overseas cities to another territory's town halls", () => {
    // La Réunion's only town hall of the fixture is not equipped: no mainland one 9,000 km away instead.
    expect(getVillePage(site, '97400')!.fallback?.nearest).toEqual([]);
  });

  it('returns null for an unknown code', () => {
    expect(getVillePage(site, '99999')).toBeNull();
  });
});
