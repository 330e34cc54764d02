import { describe, expect, it } from 'vitest';
import { getDepartementPage, getDepartementsPage } from './departements-page.ts';
import { fixtureSite } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();

describe('/departements', () => {
  it('lists every department with its count', () => {
    const page = getDepartementsPage(site);
    expect(page.departments).toEqual([
      { code: '01', name: 'Ain', count: 3, href: '/departements/01', label: '3 mairies' },
      { code: '2A', name: 'Corse-du-Sud', count: 1, href: '/departements/2A', label: '1 mairie' },
      { code: '29', name: 'Finistère', count: 1, href: '/departements/29', label: '1 mairie' },
      { code: '75', name: 'Paris', count: 2, href: '/departements/75', label: '2 mairies' },
      { code: '974', name: 'La Réunion', count: 1, href: '/departements/974', label: '1 mairie' },
    ]);
    expect(page.noMatchText).toBe('Aucun résultat trouvé');
  });

  it('lists the town halls of a department by town then name, with a back button', () => {
    const page = getDepartementPage(site, '01')!;
    expect(page.mairies.map((m) => m.ville)).toEqual([
      'Ambérieu-en-Bugey',
      'Ambérieux-en-Dombes',
      "L'Abergement-Clémenciat",
    ]);
    expect(page.backHref).toBe('/departements');
    expect(getDepartementPage(site, '99')).toBeNull();
  });

  it('limits the generated pages to BUILD_DEPARTMENTS', () => {
    const partial = fixtureSite(undefined, new Set(['2A']));
    expect(partial.selection.mairies.map((m) => m.id)).toEqual([6]);
    expect(partial.selection.postalCodes).toEqual(['20000']);
    expect(partial.selection.departments.map((d) => d.num_dep)).toEqual(['2A']);
    expect(partial.mairies).toHaveLength(8);
  });
});
