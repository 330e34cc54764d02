import { describe, expect, it } from 'vitest';
import { formatDays } from './retention.ts';

// The periods in force are settings: src/settings/settings.test.ts.
describe('formatDays', () => {
  it('formats days in French', () => {
    expect(formatDays(1)).toBe('1 jour');
    expect(formatDays(30)).toBe('30 jours');
  });
});
