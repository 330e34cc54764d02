import { describe, it, expect } from 'vitest';
import { REPORT_TYPES, splitReports } from './reports.ts';

describe('splitReports', () => {
  it('splits reviews from issues, newest first', () => {
    const reports = [
      { id: 1, type: 'review' as const, created_at: '2026-01-01T10:00:00Z' },
      { id: 2, type: 'issue' as const, created_at: '2026-01-03T10:00:00Z' },
      { id: 3, type: 'review' as const, created_at: new Date('2026-01-02T10:00:00Z') },
      { id: 4, type: 'issue' as const, created_at: '2025-12-31T10:00:00Z' },
    ];
    const { reviews, issues } = splitReports(reports);
    expect(reviews.map((r) => r.id)).toEqual([3, 1]);
    expect(issues.map((r) => r.id)).toEqual([2, 4]);
    expect(reports.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  it('knows exactly two report types', () => {
    expect(REPORT_TYPES).toEqual(['issue', 'review']);
  });
});
