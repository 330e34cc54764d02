import { describe, it, expect } from 'vitest';
import { MESSAGES } from './messages.ts';

// Expected values are pasted from SPEC.md §8; any drift from the spec must fail here.
describe('MESSAGES: SPEC §8 error catalogue', () => {
  it.each([
    ['addressNotFound', 'Adresse non trouvée'],
    ['nearestFailed', 'Une erreur est survenue. Veuillez réessayer.'],
    ['sendFailed', "Une erreur est survenue lors de l'envoi. Veuillez réessayer."],
    ['emailWorkerFailed', 'Failed to send email'],
    ['articlesLoadFailed', 'Impossible de charger les actualités pour le moment.'],
    ['articleLoadFailed', "Impossible de charger l'article pour le moment."],
    ['articleNotFound', 'Article non trouvé'],
    ['mairieNotFound', 'Mairie non trouvée'],
    ['cityNotFound', 'Ville non trouvée'],
    ['noArticleMatch', 'Aucun article ne correspond à votre recherche'],
    ['noOtherMairieInDepartment', 'Aucune autre mairie dans ce département'],
    ['noNearbyMairie', 'Aucune mairie proche trouvée'],
    ['noReviews', 'Aucun avis pour le moment. Soyez le premier à partager votre expérience !'],
    ['noSearchResult', 'Aucun résultat trouvé'],
    ['distanceUnknown', 'Distance inconnue'],
    ['crowdingUnavailable', 'Affluence non disponible'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });
});

describe('MESSAGES: SPEC §8 success messages and states', () => {
  it('copies the success messages verbatim', () => {
    expect(MESSAGES.nearestSent).toBe(
      'Merci ! Vous recevrez bientôt un email avec les informations de la mairie la plus proche.',
    );
    expect(MESSAGES.reportSent).toBe('Votre signalement a été envoyé avec succès !');
    expect(MESSAGES.reviewPublished).toBe('Votre avis a été publié avec succès !');
    expect(MESSAGES.messageSent).toBe('Votre message a été envoyé avec succès !');
  });

  it('names the states of SPEC §4', () => {
    expect(MESSAGES.searching).toBe('Recherche en cours...');
    expect(MESSAGES.hoursVerified).toBe('Horaires vérifiés');
    expect(MESSAGES.hoursIndicative).toBe('Horaires indicatifs');
    expect(Object.keys(MESSAGES.openingStatus)).toEqual(['open', 'closing_soon', 'closed', 'unavailable']);
    expect(Object.keys(MESSAGES.crowding)).toEqual(['low', 'medium', 'high']);
  });

  it('uses the same apostrophe as the spec everywhere (no mix of straight and curly)', () => {
    const all = JSON.stringify(MESSAGES);
    expect(all).not.toContain('\u2019');
  });
});
