// The town hall's answer against what the files give, field by field: the precedence of domain/source-order.ts
// (the answer decides over every undated or older value, a value dated strictly after it replaces it).
import { describe, expect, it } from 'vitest';
import { BLANK_MAIRIE_WRITE, type MairieWrite } from '../../queries/mairies.ts';
import { applyTownHallWord, type TownHallWordInput } from './town-hall-word.ts';

const DAY = '2026-11-28';
const row = (overrides: Partial<MairieWrite> = {}): MairieWrite => ({
  ...BLANK_MAIRIE_WRITE,
  source_id: 'mairie-31395-01',
  nom: 'Mairie de Muret',
  ville: 'Muret',
  equipped: 'unknown',
  ...overrides,
});
const answer = (overrides: Partial<TownHallWordInput> = {}): TownHallWordInput => ({
  sourceId: 'mairie-31395-01',
  saidOn: DAY,
  takesApplications: true,
  bookingUrl: 'https://muret.synbird.com/',
  bookingHeld: false,
  ...overrides,
});
const merge = (r: MairieWrite, a: TownHallWordInput = answer()) => applyTownHallWord([r], [a]);

describe("the town halls' answers in the import's verdict", () => {
  it.each([
    ['no status', 'unknown', null, null, 'equipped'],
    ['an older page', 'not_equipped', 'https://www.muret.fr/actu', '2025-03-01', 'equipped'],
    ['an undated page', 'to_confirm', 'https://www.muret.fr/cni', null, 'equipped'],
    ["an operator's list of the same day", 'not_equipped', 'Arrêté du 28 novembre 2026', DAY, 'equipped'],
    ['a page dated after it', 'not_equipped', 'https://www.muret.fr/fin', '2026-12-02', 'not_equipped'],
    ["an operator's list dated after it", 'not_equipped', 'Arrêté du 3 décembre 2026', '2026-12-03', 'not_equipped'],
  ] as const)('over %s: %s', (_case, equipped, source, date, expected) => {
    const { rows } = merge(row({ equipped, equipped_source: source, equipped_source_date: date }));
    expect(rows[0].equipped).toBe(expected);
    if (expected === 'equipped')
      expect(rows[0]).toMatchObject({ equipped_source: 'mairie', equipped_source_date: DAY });
    else expect(rows[0]).toMatchObject({ equipped_source: source, equipped_source_date: date });
  });

  it('says « non » as not equipped', () => {
    expect(merge(row(), answer({ takesApplications: false })).rows[0].equipped).toBe('not_equipped');
  });

  it('leaves the status alone when no list was read (the stored one is the answer already)', () => {
    expect(merge(row({ equipped: null })).rows[0].equipped).toBeNull();
  });

  it("gives its booking page over an older list's, and yields to one dated after it", () => {
    const older = row({
      rendez_vous: 'https://old.example/rdv',
      rendez_vous_source: 'booking',
      rendez_vous_source_date: '2026-01-01',
    });
    expect(merge(older).rows[0]).toMatchObject({
      rendez_vous: 'https://muret.synbird.com/',
      rendez_vous_source: 'mairie',
      rendez_vous_source_date: DAY,
    });
    const later = { ...older, rendez_vous_source_date: '2026-12-01' };
    expect(merge(later).rows[0]).toMatchObject({
      rendez_vous: 'https://old.example/rdv',
      rendez_vous_source: 'booking',
    });
  });

  it('holds back a booking page the team has not approved, and gives no link for a town hall without one', () => {
    const listed = row({
      rendez_vous: 'https://old.example/rdv',
      rendez_vous_source: 'booking',
      rendez_vous_source_date: '2026-01-01',
    });
    expect(merge(listed, answer({ bookingHeld: true })).rows[0].rendez_vous).toBe('https://old.example/rdv');
    expect(merge(listed, answer({ bookingUrl: null })).rows[0]).toMatchObject({
      rendez_vous: null,
      rendez_vous_source: null,
    });
  });

  it('leaves the other town halls as they are and counts what it did', () => {
    const other = row({
      source_id: 'other',
      equipped: 'equipped',
      equipped_source: 'x',
      equipped_source_date: '2020-01-01',
    });
    const { rows, stats } = applyTownHallWord(
      [other, row({ equipped: 'not_equipped', equipped_source_date: '2027-01-01' })],
      [answer()],
    );
    expect(rows[0]).toBe(other);
    expect(stats).toEqual({ answers: 1, statuses: 0, bookings: 1, newerStatuses: 1, newerBookings: 0 });
  });
});
