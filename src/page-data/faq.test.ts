import { describe, expect, it } from 'vitest';
import { SITUATIONS, SITUATION_LABELS, documentsFor } from '../domain/documents.ts';
import type { Mairie } from '../data/site/site-data.ts';
import type { AppointmentView } from './appointment.ts';
import type { ContactView } from './contact.ts';
import type { HoursView } from './hours.ts';
import { faqJsonLd, mairieFaq } from './faq.ts';
import { appointmentView } from './appointment.ts';
import { nearestKnownText } from '../domain/messages.ts';

const mairie = { nom: 'Mairie de Lyon', ville: 'Lyon', num_dep: '69', equipped: 'equipped' } as Mairie;
const facts = {
  appointment: { kind: 'none', message: '', phone: null, guideHref: '/rdv' } as AppointmentView,
  hours: { available: false, unavailableText: 'Horaires inconnus.' } as HoursView,
  contact: { website: null, canEmail: false, phone: null, sourceLines: [] } as ContactView,
};

describe('the town hall FAQ on documents', () => {
  const faq = mairieFaq(mairie, facts);
  const documents = faq.find((item) => item.question === 'Quels documents apporter au rendez-vous ?')!;

  it('says the list depends on the case, names every case and links to their full lists', () => {
    for (const situation of SITUATIONS)
      expect(documents.answer).toContain(SITUATION_LABELS[situation].short.toLowerCase());
    expect(documents.answer).toMatch(/^Cela dépend de votre cas/);
    expect(documents.link).toEqual({ href: '/documents', label: 'Les documents de chaque cas' });
  });

  it('never gives a shorter list as if it were complete (no item of a case is listed)', () => {
    const labels = SITUATIONS.flatMap((s) => documentsFor('majeur', s).map((item) => item.label.toLowerCase()));
    for (const phrase of ['justificatif de domicile', 'photo', 'timbre fiscal électronique', "pièce d'identité"])
      if (labels.some((label) => label.includes(phrase))) expect(documents.answer.toLowerCase()).not.toContain(phrase);
  });

  it('the FAQPage JSON-LD carries the same answer', () => {
    const json = JSON.stringify(faqJsonLd(faq));
    expect(json).toContain(JSON.stringify(documents.answer).slice(1, -1));
  });

  it('a change of civil status is free only while the passport is valid', () => {
    const stamp = faq.find((item) => item.question === 'Combien coûte le timbre fiscal du passeport ?')!;
    expect(stamp.answer).toContain(
      "Aucun timbre n'est dû pour un changement de nom ou d'état civil tant que le passeport actuel est valide.",
    );
  });

  const stampOf = (numDep: string) =>
    mairieFaq({ ...mairie, num_dep: numDep } as Mairie, facts).find(
      (item) => item.question === 'Combien coûte le timbre fiscal du passeport ?',
    )!.answer;

  it("a town hall in Guyane leads with Guyane's prices, 43, 21 and 8,50 € (F34752, F14930, F21092)", () => {
    expect(stampOf('973')).toMatch(
      /^43 € pour un adulte, 21 € pour un mineur de 15 ans et plus, 8,50 € pour un mineur de moins de 15 ans \(44,50 €, 22,50 €, 10 € si la photo est prise au guichet/,
    );
    expect(stampOf('973')).not.toContain('86 €');
  });

  it("Mayotte's counter photo, La Réunion's price with its source, the mainland's without a note", () => {
    expect(stampOf('976')).toMatch(
      /^86 € pour un adulte.*\(3 € de plus si la photo est prise au guichet ; Service-Public F34752/,
    );
    expect(stampOf('974')).toMatch(/^86 € pour un adulte.*\(Service-Public F34752, fiche du /);
    expect(stampOf('69')).toMatch(/^86 € pour un adulte, 42 € .*, 17 € pour un mineur de moins de 15 ans\. /);
  });

  it('F34752 prices five overseas departments only: elsewhere overseas the FAQ gives no price of its own', () => {
    const miquelon = { ...mairie, nom: 'Mairie de Saint-Pierre', ville: 'Saint-Pierre', num_dep: '975' } as Mairie;
    const stamp = mairieFaq(miquelon, facts).find(
      (item) => item.question === 'Combien coûte le timbre fiscal du passeport ?',
    )!;
    expect(stamp.answer).toMatch(/^La fiche officielle F34752 ne donne le prix que/);
    expect(stamp.answer).not.toMatch(/86 €/);
  });
});

describe('the town hall FAQ on appointments follows its status', () => {
  const answerOf = (equipped: Mairie['equipped'], appointment: AppointmentView) =>
    mairieFaq({ ...mairie, equipped } as Mairie, { ...facts, appointment }).find((item) =>
      item.question.startsWith('Comment prendre rendez-vous'),
    )!.answer;
  const view = (equipped: Mairie['equipped']) =>
    appointmentView({ slug: 'mairie-de-lyon', rendez_vous: null, tel: null, equipped });

  it('says what the site knows, never that the town hall publishes nothing', () => {
    expect(answerOf('equipped', view('equipped'))).toBe(
      "Nous n'avons pas de lien de prise de rendez-vous en ligne pour cette mairie. Contactez-la directement.",
    );
    expect(answerOf('unknown', view('unknown'))).toMatch(
      /^Nous ne savons pas si cette mairie prend les demandes de passeport : appelez-la avant de vous déplacer\. Choisissez plutôt une des mairies proches .*rendezvouspasseport\.ants\.gouv\.fr/,
    );
    expect(answerOf('to_confirm', view('to_confirm'))).toMatch(/^Équipement passeport à confirmer : appelez la mairie/);
    expect(answerOf('not_equipped', view('not_equipped'))).toBe(
      `Cette mairie ne prend pas les demandes de passeport. ${nearestKnownText()}`,
    );
  });
});
