import { describe, expect, it } from 'vitest';
import type { MairieWrite } from '../../queries/mairies.ts';
import { placeStatements } from '../match/equipped-match.ts';
import { applyStatements } from './equipped-statements.ts';
import type { SourcedList } from '../read/equipped-sources.ts';

const hall = (source_id: string, code_insee: string, nom: string) =>
  ({ source_id, code_insee, nom, equipped: null }) as unknown as MairieWrite;
const row = (line: number, commune: string, url: string) => ({
  line,
  departement: '68',
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
      placeStatements(list, () => ({ code: '68201', via: 'name' })),
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
});
