// The upsert's keep rules are generated from the table of which source wins (SOURCE_ORDER): the statement is the
// one pinned in tests/fixtures/sql/upsert-mairies.sql (what the import tests ran on before the table, the town
// hall's own answer kept as a visitor's correction since issue 41), and each
// field's columns are kept or rewritten as its rule says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCE_ORDER, TOWN_HALL_SOURCE, VISITOR_SOURCE, type FieldOrder } from '../../domain/source-order.ts';
import { UPSERT_MAIRIES } from './mairies.ts';

const PINNED = new URL('../../../tests/fixtures/sql/upsert-mairies.sql', import.meta.url);

/** What the update sets a column to on a re-import. */
function assignment(column: string): string {
  const set = /do update set\n {4}([\s\S]*?),\n {4}updated_at = now\(\)/.exec(UPSERT_MAIRIES)?.[1] ?? '';
  const found = set.split(',\n    ').find((a) => a.startsWith(`${column} = `));
  if (!found) throw new Error(`${column} is not updated`);
  return found.slice(column.length + 3);
}

describe('the town halls upsert', () => {
  it('is the pinned statement, character for character', () => {
    expect(UPSERT_MAIRIES).toBe(readFileSync(PINNED, 'utf8'));
  });

  it.each(Object.entries(SOURCE_ORDER as Record<string, FieldOrder>))(
    '%s: its columns are kept or rewritten as the table says',
    (_field, { columns, keep }) => {
      const [value, source, date] = [columns[0], columns.at(-2), columns.at(-1)];
      for (const column of columns) {
        const set = assignment(column);
        if (keep === 'import') {
          expect(set).toBe(`excluded.${column}`);
          continue;
        }
        expect(set).toMatch(new RegExp(`^case when .* then m\\.${column} else excluded\\.${column} end$`, 's'));
        if (keep === 'list-only') {
          expect(set).toBe(`case when $2::boolean then m.${column} else excluded.${column} end`);
          continue;
        }
        expect(set).toContain(`m.${source} in ('${VISITOR_SOURCE}', '${TOWN_HALL_SOURCE}')`);
        expect(set).toContain(`coalesce(excluded.${date} > m.${date}, false)`);
        if (keep === 'list-else-stored') expect(set).toContain(`excluded.${value} is null or`);
        if (keep === 'stored-without-list') expect(set).toMatch(/^case when \(\$2::boolean or/);
      }
    },
  );
});
