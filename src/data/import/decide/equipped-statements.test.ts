import { describe, expect, it } from 'vitest';
import type { MairieWrite } from '../../queries/mairies.ts';
import { placeStatements } from '../match/equipped-match.ts';
import { applyStatements } from './equipped-statements.ts';
import type { SourcedList } from '../read/equipped-sources.ts';

const hall = (source_id: string, code_insee: string, nom: string) =>
  ({ source_id, code_insee, nom, equipped: null }) as unknown as MairieWrite;
const row = (line: number, commune: string, url: string, codeInsee: string | null = null) => ({
  line,
  departement: '68',
  codeInsee,
  commune,
  statement: { url, date: '2024-02', status: 'equipee' as const, proof: 'directe' as const, note: '' },
});

describe('statements on town halls sharing an INSEE code', () => {
  it('go to the town hall whose name ends with the commune named, else are reported', () => {
    const halls = [
      hall('a', '68201', 'Mairie de Masevaux-Niederbruck'),
      hall('b', '68201', 'Mairie déléguée de Masevaux'),
    ];
    const list: SourcedList = {
      read: 3,
      rejected: {},
      invalid: [],
      rows: [
        row(2, 'Masevaux', 'https://www.haut-rhin.gouv.fr/cni'),
        row(3, 'Masevaux-Niederbruck', 'https://www.haut-rhin.gouv.fr/cni'),
        row(4, 'Niederbruck', 'https://www.haut-rhin.gouv.fr/cni'),
      ],
    };
    const { rows, stats } = applyStatements(
      halls,
      placeStatements(list, () => ({ code: '68201', via: 'name' }), new Set(['68201'])),
      () => false,
    );
    expect(rows.map((r) => [r.source_id, r.equipped, r.equipped_statements?.length ?? 0])).toEqual([
      ['a', 'equipped', 1],
      ['b', 'equipped', 1],
    ]);
    expect(stats).toMatchObject({ matchedRows: 2, samePage: 0, townHalls: 2 });
    expect(stats.unplaced.map((u) => [u.line, u.reason])).toEqual([
      [4, '2 town halls under INSEE 68201, 0 of them named so'],
    ]);
  });

  it("a row's INSEE code places it without its name; two town halls of that code are told apart by the name", () => {
    const halls = [
      hall('a', '68201', 'Mairie de Masevaux-Niederbruck'),
      hall('b', '68201', 'Mairie déléguée de Masevaux'),
      hall('c', '68004', 'Mairie d’Altkirch'),
    ];
    const list: SourcedList = {
      read: 4,
      rejected: {},
      invalid: [],
      rows: [
        row(2, 'Altkirch (la page écrit Altkirsch)', 'https://www.altkirch.fr/cni', '68004'),
        row(3, 'Masevaux', 'https://www.masevaux.fr/cni', '68201'),
        row(4, 'Sewen', 'https://www.haut-rhin.gouv.fr/cni', '68201'),
        row(5, 'Nulle-Part', 'https://www.haut-rhin.gouv.fr/cni', '68999'),
        row(6, 'Altkirch', 'https://www.haut-rhin.gouv.fr/cni'),
      ],
    };
    const byName = () => ({ code: '68004', via: 'name' as const });
    const placed = placeStatements(list, byName, new Set(['68201', '68004']));
    expect([...placed.byCode].map(([code, rows]) => [code, rows.map((r) => r.line)])).toEqual([
      ['68004', [2, 6]],
      ['68201', [3, 4]],
    ]);
    expect(placed.unmatched.map((u) => [u.line, u.reason])).toEqual([[5, 'no town hall']]);
    const { rows, stats } = applyStatements(halls, placed, () => false);
    expect(rows.map((r) => [r.source_id, r.equipped_statements?.length ?? 0])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    expect(stats.unplaced.map((u) => [u.line, u.reason])).toEqual([
      [4, '2 town halls under INSEE 68201, 0 of them named so'],
    ]);
  });
});
