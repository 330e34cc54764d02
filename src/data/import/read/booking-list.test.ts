import { describe, expect, it } from 'vitest';
import { applyBookings } from '../decide/bookings.ts';
import { placeBookingNames } from '../match/list-names.ts';
import { loadCommuneNameIndex } from '../reference/commune-names.ts';
import { bookingUrl, readBookingList } from './booking-list.ts';
import type { MairieWrite } from '../../queries/mairies.ts';

const FIXTURE = new URL('../../../../tests/fixtures/open-data/booking.csv', import.meta.url).pathname;

const row = (source_id: string, code_insee: string) => ({ source_id, code_insee, rendez_vous: null }) as MairieWrite;

describe('the booking list', () => {
  it('keeps https URLs only, normalised', () => {
    expect(bookingUrl('HTTPS://WWW.LeHavre.fr/rdv')).toEqual({ url: 'https://www.lehavre.fr/rdv' });
    expect(bookingUrl('http://abergement.fr/rdv')).toEqual({ refuse: 'not an https URL' });
    expect(bookingUrl('rdv.example.fr')).toEqual({ refuse: 'not an https URL' });
    expect(bookingUrl('javascript:alert(1)')).toEqual({ refuse: 'not an https URL' });
    expect(bookingUrl('https://user:pw@ajaccio.fr/rdv')).toEqual({ refuse: 'invalid URL' });
    expect(bookingUrl('')).toEqual({ refuse: 'empty url' });
  });

  it('finds town halls by INSEE code, id or name, and refuses the rest with their line', () => {
    const rows = [
      row('mairie-01004-01', '01004'),
      row('mairie-76351-01', '76351'),
      row('mairie-69383-01', '69383'),
      row('mairie-2A004-01', '2A004'),
    ];
    const stats = applyBookings(rows, placeBookingNames(readBookingList(FIXTURE), loadCommuneNameIndex()));
    expect(rows.map((r) => r.rendez_vous)).toEqual([
      'https://rdv.amberieu.fr/passeport',
      'https://www.lehavre.fr/rdv',
      'https://rdv.mairie3.lyon.fr/',
      null,
    ]);
    expect(stats).toMatchObject({ read: 10, matched: 3 });
    expect(stats.refusals).toEqual([
      { line: 4, reason: 'not an https URL' },
      { line: 6, reason: 'a city with arrondissements: name the arrondissement' },
      { line: 7, reason: 'no such town hall' },
      { line: 8, reason: 'no town hall given' },
      { line: 9, reason: 'ambiguous commune: 17464 or 17465' },
      { line: 10, reason: 'not an https URL' },
      { line: 11, reason: 'invalid URL' },
    ]);
    expect(stats.refused).toEqual({
      'not an https URL': 2,
      'a city with arrondissements': 1,
      'no such town hall': 1,
      'no town hall given': 1,
      'ambiguous commune': 1,
      'invalid URL': 1,
    });
  });

  it('refuses a commune with several town halls unless the id is given', () => {
    const rows = [row('mairie-50129-01', '50129'), row('mairie-50173-01', '50129')];
    const list = {
      source: null,
      date: '2025-01-15',
      read: 2,
      refusals: [],
      entries: [
        { line: 2, url: 'https://rdv.cherbourg.fr/', target: { codes: ['50129'] } },
        { line: 3, url: 'https://rdv.cherbourg.fr/', target: { id: 'mairie-50173-01' } },
      ],
    };
    const stats = applyBookings(rows, list);
    expect(stats.refusals).toEqual([{ line: 2, reason: '2 town halls in that commune: give the id' }]);
    expect(rows.map((r) => r.rendez_vous)).toEqual([null, 'https://rdv.cherbourg.fr/']);
  });
});
