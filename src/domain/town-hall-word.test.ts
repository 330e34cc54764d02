import { describe, expect, it } from 'vitest';
import {
  BOOKING_HOW_MAX,
  bookingHowProblem,
  bookingNeedsApproval,
  maskEmail,
  registrableDomain,
  TOWN_HALL_WORD_MESSAGES as M,
  townHallSays,
} from './town-hall-word.ts';

describe("the town hall's own word", () => {
  it('masks the official address but its first character and its domain', () => {
    expect(maskEmail('accueil@mairie-muret.fr')).toBe('a•••@mairie-muret.fr');
    expect(maskEmail('é.x@ville.fr')).toBe('é•••@ville.fr');
  });

  it('words the answer with its source and its day', () => {
    expect(townHallSays(true, '2026-11-28')).toBe(
      'Prend les demandes de passeport, d’après la mairie, 28 novembre 2026',
    );
    expect(townHallSays(false, '2026-12-01')).toBe(
      'Ne prend pas les demandes de passeport, d’après la mairie, 1er décembre 2026',
    );
  });

  it('takes the registrable domain from the public suffix list', () => {
    expect(registrableDomain('rdv.ville-muret.fr')).toBe('ville-muret.fr');
    expect(registrableDomain('rendezvouspasseport.ants.gouv.fr')).toBe('ants.gouv.fr');
    expect(registrableDomain('www.example.co.uk')).toBe('example.co.uk');
  });

  it("shows a booking page at once on the town hall's own domains or a known provider's, holds any other", () => {
    const hall = { site_web: 'https://www.mairie-muret.fr/', directory_mail: 'accueil@ville-muret.fr' };
    expect(bookingNeedsApproval('https://rdv.mairie-muret.fr/passeport', hall)).toBe(false);
    expect(bookingNeedsApproval('https://ville-muret.fr/rdv', hall)).toBe(false);
    expect(bookingNeedsApproval('https://muret.synbird.com/', hall)).toBe(false);
    expect(bookingNeedsApproval('https://www.rdv360.com/mairie-de-muret', hall)).toBe(false);
    expect(bookingNeedsApproval('https://mairie-muret.fr.example.net/', hall)).toBe(true);
    expect(bookingNeedsApproval('https://mairie-muret-rdv.fr/', hall)).toBe(true);
    expect(bookingNeedsApproval('https://muret.synbird.com/', { site_web: null, directory_mail: null })).toBe(false);
    expect(bookingNeedsApproval('https://rdv.mairie-muret.fr/', { site_web: null, directory_mail: null })).toBe(true);
  });

  it('refuses a web or e-mail address in « how to book »', () => {
    expect(bookingHowProblem('Par téléphone au 05 61 51 95 95, du lundi au vendredi.')).toBeNull();
    expect(bookingHowProblem('À l’accueil, sans rendez-vous le samedi matin (9 h–12 h).')).toBeNull();
    for (const text of ['http://x.fr', 'HTTPS rdv', 'Sur www.mairie.fr', 'Sur mairie-muret.fr/rdv', 'voir https://a.b'])
      expect(bookingHowProblem(text)).toBe(M.bookingHowUrl);
    expect(bookingHowProblem('Écrivez à accueil@mairie-muret.fr')).toBe(M.bookingHowEmail);
    expect(BOOKING_HOW_MAX).toBe(200);
  });
});
