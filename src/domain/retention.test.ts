import { describe, expect, it } from 'vitest';
import { formatDays, RETENTION_DEFAULTS, retentionFrom } from './retention.ts';

describe('retentionFrom', () => {
  it('has documented defaults and reads each variable', () => {
    expect(retentionFrom({})).toEqual(RETENTION_DEFAULTS);
    expect(retentionFrom({ RETENTION_FORMS_DAYS: '7', RETENTION_OUTBOX_DAYS: ' ' })).toEqual({
      ...RETENTION_DEFAULTS,
      forms: 7,
    });
  });

  it('refuses what is not a whole number of days', () => {
    for (const bad of ['0', '-1', '1.5', 'un mois', '4000'])
      expect(() => retentionFrom({ RETENTION_NEAREST_DAYS: bad }), bad).toThrow(/RETENTION_NEAREST_DAYS/);
  });

  it('formats days in French', () => {
    expect(formatDays(1)).toBe('1 jour');
    expect(formatDays(30)).toBe('30 jours');
  });
});
