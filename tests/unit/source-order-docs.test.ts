// The docs show the table of which source wins as the code has it (SOURCE_ORDER, src/domain/source-order.ts):
// docs/data-sources.md every field, docs/opening-hours.md the hours.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCE_ORDER, type FieldOrder } from '../../src/domain/source-order.ts';

const doc = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');

/** The Markdown rows of the table, one per field. */
function tableRows(fields: readonly string[]): string[] {
  const table = SOURCE_ORDER as Record<string, FieldOrder>;
  return fields.map((field) => {
    const { columns, sources, rule, keep } = table[field];
    const code = (items: readonly string[]) => items.map((item) => `\`${item}\``).join(', ');
    return `| ${field} | ${code(columns)} | ${sources.join(' > ')} | ${rule} | \`${keep}\` |`;
  });
}

describe('the order of sources in the docs', () => {
  it('docs/data-sources.md shows every field of the table, in its order', () => {
    const rows = tableRows(Object.keys(SOURCE_ORDER));
    expect(doc('data-sources.md')).toContain(rows.join('\n'));
  });

  it('docs/opening-hours.md shows the hours row', () => {
    expect(doc('opening-hours.md')).toContain(tableRows(['hours'])[0]);
  });
});
