import { describe, expect, it } from 'vitest';
import { allUnchanged, changesOf, checkFiches, checkLine, modifiedDate, parseChanges } from './fiche-check.ts';
import { FICHE_IDS, OFFICIAL_FICHES } from './official-fiches.ts';

const allAsChecked = () => new Map<string, string | null>(FICHE_IDS.map((id) => [id, OFFICIAL_FICHES[id].checkedDate]));

describe('modifiedDate', () => {
  it("reads dc:date's « modified AAAA-MM-JJ », nothing else", () => {
    expect(modifiedDate('modified 2026-04-08')).toBe('2026-04-08');
    expect(modifiedDate('  modified 2026-04-08T00:00:00 ')).toBe('2026-04-08');
    expect(modifiedDate('2025-07-31')).toBe('2025-07-31');
    expect(modifiedDate('modified hier')).toBeNull();
    expect(modifiedDate('')).toBeNull();
  });
});

describe('checkFiches', () => {
  it('every cited fiche is ok when published on the date it was checked against (or before)', () => {
    const checks = checkFiches(allAsChecked());
    expect(checks.map((c) => c.id)).toEqual(FICHE_IDS);
    expect(allUnchanged(checks)).toBe(true);
    const f21091 = checks.find((c) => c.id === 'F21091')!;
    expect(checkLine(f21091)).toBe(
      `F21091 checked ${OFFICIAL_FICHES.F21091.checkedDate}, published ${OFFICIAL_FICHES.F21091.checkedDate}: ok`,
    );
    const older = allAsChecked().set('F21091', '2020-01-01');
    expect(allUnchanged(checkFiches(older))).toBe(true);
  });

  it('a fiche published after its check is CHANGED, one absent or undated is missing; both fail', () => {
    const published = allAsChecked().set('F21091', '2099-09-30').set('F1709', null);
    published.delete('F14929');
    const checks = checkFiches(published);
    expect(allUnchanged(checks)).toBe(false);
    const byId = new Map(checks.map((c) => [c.id, c]));
    expect(checkLine(byId.get('F21091')!)).toBe(
      `F21091 checked ${OFFICIAL_FICHES.F21091.checkedDate}, published 2099-09-30: CHANGED`,
    );
    expect(byId.get('F1709')!.status).toBe('missing');
    expect(checkLine(byId.get('F14929')!)).toMatch(/^F14929 checked \d{4}-\d{2}-\d{2}, not found .*: missing$/);
    expect(changesOf(checks)).toEqual([{ id: 'F21091', published: '2099-09-30' }]);
  });
});

describe('parseChanges', () => {
  it('keeps cited fiches with a date, drops anything else', () => {
    expect(
      parseChanges([
        { id: 'F21091', published: '2099-09-30' },
        { id: 'F99999', published: '2099-09-30' },
        { id: 'F1709', published: '<script>' },
        'F14929',
      ]),
    ).toEqual([{ id: 'F21091', published: '2099-09-30' }]);
    expect(parseChanges({ id: 'F21091' })).toEqual([]);
  });
});
