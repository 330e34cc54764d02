import { describe, expect, it } from 'vitest';
import type { Mairie } from '../data/site/site-data.ts';
import { departmentEquipment, getDepartementPage, getDepartementsPage } from './departements-page.ts';
import { fixtureSite } from '../../tests/fixtures/site-seed.ts';

const site = fixtureSite();

describe('/departements', () => {
  it('lists every department with its count', () => {
    const page = getDepartementsPage(site);
    expect(page.departments).toEqual([
      { code: '01', name: 'Ain', count: 3, href: '/departements/01', label: '3 mairies' },
      { code: '2A', name: 'Corse-du-Sud', count: 1, href: '/departements/2A', label: '1 mairie' },
      { code: '29', name: 'Finistère', count: 1, href: '/departements/29', label: '1 mairie' },
      { code: '75', name: 'Paris', count: 3, href: '/departements/75', label: '3 mairies' },
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
    expect(partial.mairies).toHaveLength(9);
  });
});

describe('a department page and the town halls known to take passport applications', () => {
  const statement = (url: string, date: string | null, proof: 'directe' | 'avant-2017' = 'directe') => ({
    url,
    date,
    status: 'equipee' as const,
    proof,
    note: '',
  });
  const hall = (
    equipped: Mairie['equipped'],
    url: string | null,
    date: string | null = '2022-05',
    proof?: 'avant-2017',
  ) =>
    ({
      equipped,
      equipped_source: url,
      equipped_statements: url ? [statement(url, date, proof)] : null,
    }) as unknown as Mairie;

  it('counts them and names the sites that say so, most cited first', () => {
    const found = departmentEquipment([
      hall('equipped', 'https://www.calvados.gouv.fr/cni'),
      hall('equipped', 'https://www.francebleu.fr/a'),
      hall('equipped', 'https://www.francebleu.fr/b'),
      hall('to_confirm', 'https://www.lisieux.fr/cni', '2009', 'avant-2017'),
      hall('unknown', null),
      hall('not_equipped', null),
    ]);
    expect(found).toMatchObject({
      equipped: 3,
      toConfirm: 1,
      sites: ['francebleu.fr', 'calvados.gouv.fr', 'lisieux.fr'],
    });
    expect(found.text).toBe(
      "3 mairies sont connues pour prendre les demandes de passeport (1 autre à confirmer), d'après des pages de francebleu.fr, calvados.gouv.fr, lisieux.fr.",
    );
  });

  it('says nothing when no page names any, and never claims one when all are to confirm', () => {
    expect(departmentEquipment([hall('unknown', null)]).text).toBeNull();
    expect(departmentEquipment([hall('to_confirm', 'https://www.lisieux.fr/cni', null)]).text).toBe(
      "Aucune mairie n'est connue avec certitude pour prendre les demandes de passeport (1 à confirmer), d'après une page de lisieux.fr.",
    );
  });
});
