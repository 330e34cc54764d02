import { describe, it, expect } from 'vitest';
import { appointmentGuideText, appointmentKind, cityAboutText, mairieReference, truncateDescription } from './texts.ts';

describe('appointmentKind (SPEC §2)', () => {
  it.each([
    ['https://rdv.exemple.fr', 'url'],
    ['http://exemple.fr/rdv', 'url'],
    ['  HTTPS://exemple.fr ', 'url'],
    ['Sur rendez-vous au 04 74 24 03 08', 'text'],
    ['www.exemple.fr', 'text'],
    ['', 'none'],
    ['   ', 'none'],
    [null, 'none'],
    [undefined, 'none'],
  ])('%j -> %s', (value, kind) => expect(appointmentKind(value)).toBe(kind));
});

describe('mairieReference', () => {
  it.each([
    ['Mairie de Lyon', 'Lyon', 'la mairie de Lyon'],
    ["Mairie d'Ambérieu-en-Bugey", 'Ambérieu-en-Bugey', "la mairie d'Ambérieu-en-Bugey"],
    ['Mairie du 1er arrondissement', 'Paris', 'la mairie du 1er arrondissement'],
    ['Mairie déléguée de Bois', 'Bois', 'la mairie déléguée de Bois'],
    ['Mairie - Montbouy', 'Montbouy', 'la mairie de Montbouy'],
    ['Mairie', 'Cravant', 'la mairie de Cravant'],
    ['Hôtel de ville', 'Nantes', 'la mairie de Nantes'],
  ])('%j -> %j', (nom, ville, ref) => expect(mairieReference(nom, ville)).toBe(ref));
});

describe('appointmentGuideText', () => {
  const base = { nom: 'Mairie de Lyon', ville: 'Lyon', code_postal: '69001' };

  it('states the spec figures: 2 to 3 weeks, 20 and 30 minutes, 3 months pickup', () => {
    const text = appointmentGuideText({ ...base, rendez_vous: 'https://rdv.lyon.fr' }).join('\n');
    expect(text).toContain('la mairie de Lyon (69001 Lyon)');
    expect(text).toContain('2 à 3 semaines');
    expect(text).toContain('environ 20 minutes (notre estimation)');
    expect(text).toContain('environ 30 minutes');
    expect(text).toContain('dans les 3 mois, sinon il est détruit');
    expect(text).toContain('en ligne');
  });

  it('quotes free-text instructions', () => {
    const [, booking] = appointmentGuideText({ ...base, rendez_vous: ' Le mardi sur appel ' });
    expect(booking).toBe('La mairie de Lyon indique les modalités suivantes : « Le mardi sur appel »');
  });

  it('asks to call the town hall when nothing is known, with the phone when there is one', () => {
    expect(appointmentGuideText({ ...base, tel: '+33 4 72 10 30 30' })[1]).toContain(
      'Contactez-la directement au 04 72 10 30 30',
    );
    expect(appointmentGuideText(base)[1]).toBe(
      "Nous n'avons pas de lien de prise de rendez-vous en ligne pour cette mairie. Contactez-la directement pour obtenir un créneau.",
    );
  });

  it('opens with what the site knows of the town hall: only an equipped one is where to book', () => {
    const opening = (equipped: Parameters<typeof appointmentGuideText>[0]['equipped']) =>
      appointmentGuideText({ ...base, equipped })[0];
    expect(opening('equipped')).toMatch(
      /^Pour demander .* auprès de la mairie de Lyon \(69001 Lyon\), il faut prendre rendez-vous/,
    );
    expect(opening('to_confirm')).toContain('est à confirmer : appelez-la avant de prendre rendez-vous');
    expect(opening('unknown')).toContain('Nous ne savons pas si la mairie de Lyon (69001 Lyon) prend les demandes');
    expect(opening(undefined)).toBe(opening('unknown'));
    expect(opening('not_equipped')).toContain('La mairie de Lyon (69001 Lyon) ne prend pas les demandes de passeport');
    for (const state of ['to_confirm', 'unknown', 'not_equipped'] as const)
      expect(opening(state)).not.toContain('il faut prendre rendez-vous');
    // No booking sentence for a town hall that does not take applications.
    const refused = appointmentGuideText({ ...base, equipped: 'not_equipped', rendez_vous: 'https://rdv.lyon.fr' });
    expect(refused.join(' ')).not.toMatch(/propose la prise de rendez-vous|créneau sur sa page/);
  });
});

describe('cityAboutText', () => {
  const city = {
    commune: 'Montbouy',
    code_postal: '45230',
    nom_departement: 'Loiret',
    code_departement: '45',
    nom_region: 'Centre-Val de Loire',
  };

  it('places the city and counts its town halls', () => {
    const [intro, mairies] = cityAboutText(city, 1);
    expect(intro).toBe('Montbouy (45230) est une commune du département Loiret (45), en région Centre-Val de Loire.');
    expect(mairies).toMatch(/^1 mairie de ce code postal figure dans/);
    expect(cityAboutText(city, 3)[1]).toMatch(/^3 mairies de ce code postal figurent dans/);
  });

  it('points to the nearest town hall when the code has none', () => {
    const [, mairies] = cityAboutText(city, 0, {
      nom: 'Mairie de Châtillon-Coligny',
      ville: 'Châtillon-Coligny',
      distance: 8.44,
    });
    expect(mairies).toBe(
      'Aucune mairie de ce code postal ne figure dans notre annuaire. Parmi les mairies proches, la plus proche est Mairie de Châtillon-Coligny (Châtillon-Coligny), à 8,4 km ; nous ne savons pas si elle prend les demandes de passeport.',
    );
    // Known to take applications: the nearest *known*, and closer ones may (issue 39).
    const [, known] = cityAboutText(city, 0, {
      nom: 'Mairie de Châtillon-Coligny',
      ville: 'Châtillon-Coligny',
      distance: 8.44,
      equipped: true,
    });
    expect(known).toBe(
      "Aucune mairie de ce code postal ne figure dans notre annuaire. La mairie la plus proche connue pour prendre les demandes de passeport est Mairie de Châtillon-Coligny (Châtillon-Coligny), à 8,4 km ; d'autres, plus proches, peuvent aussi les prendre : le site officiel rendezvouspasseport.ants.gouv.fr indique celles qui les prennent et leurs rendez-vous libres.",
    );
  });

  it('copes with missing department and region', () => {
    expect(cityAboutText({ commune: 'X', code_postal: '00000' }, 0)[0]).toBe('X (00000) est une commune.');
  });
});

describe('truncateDescription', () => {
  it('keeps short text, whitespace tidied', () => {
    expect(truncateDescription('  Un   texte\ncourt ')).toBe('Un texte court');
    const exactly160 = 'a'.repeat(160);
    expect(truncateDescription(exactly160)).toBe(exactly160);
  });

  it('cuts on a word boundary and never exceeds 160 characters with the ellipsis', () => {
    const text = 'Le passeport est un titre de voyage. '.repeat(10);
    const cut = truncateDescription(text);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).toBe(`${'Le passeport est un titre de voyage. '.repeat(4)}Le…`);
  });

  it('keeps a word that ends exactly at the limit and drops a word cut by it', () => {
    expect(truncateDescription(`${'a'.repeat(159)} b`)).toBe(`${'a'.repeat(159)}…`);
    expect(truncateDescription(`${'a'.repeat(158)} bcd`)).toBe(`${'a'.repeat(158)}…`);
  });

  it('hard-cuts a single long word and honours a custom limit', () => {
    expect(truncateDescription('x'.repeat(200))).toBe(`${'x'.repeat(159)}…`);
    expect(truncateDescription('un deux trois quatre', 10)).toBe('un deux…');
  });
});
