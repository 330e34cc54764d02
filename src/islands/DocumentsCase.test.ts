import { describe, expect, it } from 'vitest';
import { render, tags } from '../../tests/helpers/island-html.ts';
import { documentsFor } from '../domain/documents.ts';
import DocumentsCase, { mairieFromParams } from './DocumentsCase.tsx';

describe('DocumentsCase before hydration (what a visitor without JavaScript reads and prints)', () => {
  it('lists every item of the case with a tick box, conditions worded as conditions', () => {
    const html = render(DocumentsCase, { who: 'mineur-moins-15', situation: 'premiere-demande' });
    const items = documentsFor('mineur-moins-15', 'premiere-demande');
    expect(tags(html, /type="checkbox"/)).toHaveLength(items.length);
    expect(tags(html, /hidden=""/).filter((tag) => tag.startsWith('<li'))).toEqual([]);
    expect(html).toContain('Si les parents sont séparés ou divorcés :');
    expect(html).toContain('Si l&#x27;enfant n&#x27;a pas de carte d&#x27;identité sécurisée');
    expect(html).toContain('Timbre fiscal : <strong>17 €</strong> en métropole');
  });

  it('says no stamp for a change of civil status', () => {
    const html = render(DocumentsCase, { who: 'majeur', situation: 'changement-etat-civil' });
    expect(html).toContain('Timbre fiscal : <strong>aucun</strong>');
  });
});

describe('mairieFromParams', () => {
  it('reads the town hall a guide link chose, and refuses an odd time zone', () => {
    expect(
      mairieFromParams(new URLSearchParams('mairie=m&nom=Mairie%20de%20X&adresse=1%20rue&tz=America/Guadeloupe')),
    ).toEqual({ slug: 'm', name: 'Mairie de X', address: '1 rue', timeZone: 'America/Guadeloupe' });
    expect(mairieFromParams(new URLSearchParams('mairie=m&nom=X&tz=javascript:alert(1)'))?.timeZone).toBe(
      'Europe/Paris',
    );
    expect(mairieFromParams(new URLSearchParams('hosted=1'))).toBeNull();
  });
});
