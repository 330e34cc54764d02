import { describe, expect, it } from 'vitest';
import { toSiteData } from '../data/site/site-data.ts';
import { mairiePageData } from '../page-data/mairie-page.ts';
import { FIXTURE_NOW, fixtureRaw } from '../../tests/fixtures/site-seed.ts';
import { equipmentSourceText, frenchDate } from './equipment.ts';

describe('where an equipped status comes from', () => {
  it('names the source and its date in French', () => {
    expect(frenchDate('2024-11-07')).toBe('7 novembre 2024');
    expect(frenchDate('2025-08-01')).toBe('1er août 2025');
    expect(equipmentSourceText('Arrêté du 7 novembre 2024', '2024-11-07')).toBe("d'après l'arrêté du 7 novembre 2024");
    expect(equipmentSourceText('Arrêté', '2024-11-07')).toBe("d'après l'arrêté du 7 novembre 2024");
    expect(equipmentSourceText('La liste de la préfecture', '2025-01-15')).toBe(
      "d'après la liste de la préfecture du 15 janvier 2025",
    );
    expect(equipmentSourceText('Recensement ANTS', null)).toBe("d'après « Recensement ANTS »");
    expect(equipmentSourceText(null, '2024-11-07')).toBeNull();
  });

  it('shows on the town hall page beside the status, never for an unknown one', () => {
    const raw = fixtureRaw();
    const [first, second] = raw.mairies;
    Object.assign(first, { equipped: 'not_equipped', equipped_source: 'Arrêté', equipped_source_date: '2024-11-07' });
    Object.assign(second, { equipped: 'unknown', equipped_source: 'Arrêté', equipped_source_date: '2024-11-07' });
    const site = toSiteData(raw, FIXTURE_NOW);
    const page = (slug: string) => mairiePageData(site, site.mairieBySlug.get(slug)!);
    expect(page(first.slug).equipped).toMatchObject({
      state: 'not_equipped',
      source: "d'après l'arrêté du 7 novembre 2024",
    });
    expect(page(second.slug).equipped.source).toBeNull();
  });
});
