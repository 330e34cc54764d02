import { describe, expect, it } from 'vitest';
import { resolveStampPlaceholders } from './stamp-placeholders.ts';

describe('resolveStampPlaceholders', () => {
  it('writes each price from stampPrice', () => {
    expect(
      resolveStampPlaceholders(
        '{{stamp:metropole:adult}}, {{stamp:metropole:minor15AndOver}}, {{ stamp:outre-mer:minorUnder15 }}',
        'x.md',
      ),
    ).toBe('86 €, 42 €, 17 €');
  });

  it('leaves text without placeholders alone', () => {
    expect(resolveStampPlaceholders('Le timbre fiscal', 'x.md')).toBe('Le timbre fiscal');
  });

  it('fails on an unknown territory, age group or a malformed placeholder', () => {
    expect(() => resolveStampPlaceholders('{{stamp:mars:adult}}', 'x.md')).toThrow(
      'x.md: unknown stamp placeholder {{stamp:mars:adult}}.',
    );
    expect(() => resolveStampPlaceholders('{{stamp:metropole:senior}}', 'x.md')).toThrow(/unknown/);
    expect(() => resolveStampPlaceholders('{{stamp:adult}}', 'x.md')).toThrow(/malformed/);
  });
});
