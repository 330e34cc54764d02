import { describe, expect, it } from 'vitest';
import { CITY_NOT_FOUND, MAIRIE_NOT_FOUND } from './not-found.ts';

describe('section 404 pages', () => {
  it("say 'Mairie non trouvée' with a link to the search", () => {
    expect(MAIRIE_NOT_FOUND).toMatchObject({
      title: 'Mairie non trouvée',
      linkHref: '/#recherche',
      linkLabel: 'Retour à la recherche',
    });
  });

  it("say 'Ville non trouvée'", () => {
    expect(CITY_NOT_FOUND.title).toBe('Ville non trouvée');
  });
});
