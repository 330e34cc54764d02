import { describe, expect, it } from 'vitest';
import { render, tags } from '../../tests/helpers/island-html.ts';
import { documentsFor } from '../domain/documents.ts';
import { projectTimeZones } from '../domain/time-zone.ts';
import DocumentsCase, { plannerLinkFromParams } from './DocumentsCase.tsx';

const ZONES = projectTimeZones();

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

describe('plannerLinkFromParams', () => {
  it("keeps a slug of the site's form and a zone of the project's list, nothing else", () => {
    expect(
      plannerLinkFromParams(
        new URLSearchParams('mairie=mairie-de-x&nom=Mairie%20de%20X&adresse=1%20rue&tz=America/Guadeloupe'),
        ZONES,
      ),
    ).toEqual({ slug: 'mairie-de-x', timeZone: 'America/Guadeloupe' });
    expect(
      plannerLinkFromParams(new URLSearchParams('mairie=x%0D%0AATTACH:https://evil.example&tz=Foo/Bar'), ZONES),
    ).toEqual({
      slug: null,
      timeZone: 'Europe/Paris',
    });
    expect(plannerLinkFromParams(new URLSearchParams('mairie=m&tz=javascript:alert(1)'), ZONES)).toEqual({
      slug: 'm',
      timeZone: 'Europe/Paris',
    });
    expect(plannerLinkFromParams(new URLSearchParams('hosted=1'), ZONES)).toEqual({
      slug: null,
      timeZone: 'Europe/Paris',
    });
  });
});
