import { describe, expect, it } from 'vitest';
import { contactDetailIn, mayAutoPublish } from './review-moderation.ts';

describe('contactDetailIn', () => {
  it.each([
    ['Payez sur http://passeport-rapide.example/urgent', 'url'],
    ['voir https://x.fr', 'url'],
    ['allez sur www.exemple.com', 'url'],
    ['rdv-express.fr, bien plus rapide', 'url'],
    ['bit.ly/abc', 'url'],
    ['exemple [.] com', 'url'],
    ['écrivez à arnaque@exemple.fr', 'email'],
    ['arnaque (at) exemple.fr', 'email'],
    ['appelez le 06 12 34 56 78', 'phone'],
    ['appelez le 06.12.34.56.78', 'phone'],
    ['+33 6 12 34 56 78', 'phone'],
    ['0612345678', 'phone'],
    ['ｈｔｔｐ://exemple.fr', 'url'],
  ])('%s → %s', (text, kind) => {
    expect(contactDetailIn(text)).toBe(kind);
  });

  it.each([
    'Accueil rapide et agréable.',
    "Rendez-vous obtenu en 3 jours, passeport reçu le 12.03.2025. Merci à l'équipe !",
    'Attente de 45 min, 2 guichets sur 4 ouverts.',
    'Très bien. Personnel aimable.',
    'Ouvert le samedi matin de 9h à 12h',
    'Prévoir 2 photos, 1 justificatif de domicile et 86 € de timbre.',
  ])('publishes %s', (text) => {
    expect(contactDetailIn(text)).toBeNull();
  });
});

describe('mayAutoPublish', () => {
  it('needs auto-approval and a text without contact details', () => {
    expect(mayAutoPublish('Accueil rapide.', true)).toBe(true);
    expect(mayAutoPublish('Accueil rapide.', false)).toBe(false);
    expect(mayAutoPublish('Voir http://x.fr', true)).toBe(false);
  });
});
