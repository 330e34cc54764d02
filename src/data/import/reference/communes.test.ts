import { describe, expect, it } from 'vitest';
import { createCommuneIndex, loadCommuneIndex } from './communes.ts';

describe('the commune index over @etalab/decoupage-administratif', () => {
  const communes = loadCommuneIndex();

  it('knows current communes with department, region and population', () => {
    expect(communes.get('01001')).toMatchObject({
      name: "L'Abergement-Clémenciat",
      departmentCode: '01',
      departmentName: 'Ain',
      regionName: 'Auvergne-Rhône-Alpes',
    });
    expect(communes.get('01001')?.population).toBeGreaterThan(0);
  });

  it('knows the arrondissements of Paris, Lyon and Marseille', () => {
    expect(communes.get('75101')).toMatchObject({
      name: 'Paris 1er Arrondissement',
      type: 'arrondissement-municipal',
      departmentName: 'Paris',
    });
    expect(communes.get('69383')).toMatchObject({ name: 'Lyon 3e Arrondissement', departmentCode: '69' });
    expect(communes.get('13201')).toMatchObject({ name: 'Marseille 1er Arrondissement', departmentCode: '13' });
  });

  it('says which current commune a former one belongs to now', () => {
    expect(communes.currentCommune('01039')).toBe('01138');
    // Filain merged into Pargny-et-Filain without keeping a delegated commune.
    expect(communes.currentCommune('02311')).toBe('02589');
    expect(communes.currentCommune('01138')).toBeNull();
    // An arrondissement whose town hall is closed: the one serving it (Paris Centre), as a merged commune's.
    expect(communes.currentCommune('75101')).toBe('75103');
    expect(communes.currentCommune('75103')).toBeNull();
    expect(communes.currentCommune('75115')).toBeNull();
    expect(communes.currentCommune('99999')).toBeNull();
  });

  it('prefers the current commune to a delegated one sharing its code', () => {
    expect(communes.get('01138')).toMatchObject({ name: 'Culoz-Béon', type: 'commune-actuelle' });
    expect(communes.get('01039')).toMatchObject({ name: 'Béon', type: 'commune-deleguee', population: null });
  });

  it('handles Corsica and overseas departments', () => {
    expect(communes.department('2A004')).toEqual({
      departmentCode: '2A',
      departmentName: 'Corse-du-Sud',
      regionName: 'Corse',
    });
    expect(communes.department('2B033')).toMatchObject({ departmentCode: '2B', departmentName: 'Haute-Corse' });
    expect(communes.department('97105')).toEqual({
      departmentCode: '971',
      departmentName: 'Guadeloupe',
      regionName: 'Guadeloupe',
    });
    expect(communes.department('98714')).toMatchObject({
      departmentCode: '987',
      departmentName: 'Polynésie française',
    });
  });

  it('derives the department of a code it does not know from the code itself', () => {
    expect(communes.get('02311')).toBeUndefined();
    expect(communes.department('02311')).toEqual({
      departmentCode: '02',
      departmentName: 'Aisne',
      regionName: 'Hauts-de-France',
    });
    expect(communes.department('2A999')).toMatchObject({ departmentCode: '2A', departmentName: 'Corse-du-Sud' });
    expect(communes.department('97999')).toMatchObject({ departmentCode: '979', departmentName: null });
  });

  it('can be built from any arrays', () => {
    const index = createCommuneIndex(
      [
        { code: '01001', nom: 'A', type: 'commune-associee', departement: '01', region: '84' },
        { code: '01001', nom: 'B', type: 'commune-actuelle', departement: '01', region: '84', population: 5 },
      ],
      [{ code: '01', nom: 'Ain', region: '84' }],
      [{ code: '84', nom: 'ARA' }],
    );
    expect(index.get('01001')).toMatchObject({ name: 'B', population: 5, regionName: 'ARA' });
  });
});
