// The local Markdown guides: loaded through the real loader code, with valid front matter and 400-800 words each.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assertUniqueSlugs, localGuidesLoader } from '../../src/data/articles/loaders.ts';
import { formatEuros, stampPrice } from '../../src/domain/prices.ts';
import { documentsMarkdown } from '../../src/data/articles/documents-placeholders.ts';
import { fakeLoaderContext } from '../helpers/loader-context.ts';

const dir = new URL('../../src/content/guides/', import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith('.md'));

describe('local guides', () => {
  it('has at least eight guides', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it.each(files)('%s is 400 to 800 words long', (file) => {
    const body = readFileSync(new URL(file, dir), 'utf8').replace(/^---[\s\S]*?---/, '');
    const words = body.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(800);
  });

  it('load into the store with their file name as slug', async () => {
    const context = fakeLoaderContext();
    await localGuidesLoader('src/content/guides/').load(context);
    expect(context.store.keys().sort()).toEqual(files.map((f) => f.replace(/\.md$/, '')).sort());
    expect(context.store.get('timbre-fiscal-passeport')?.data).toMatchObject({
      source: 'local',
      title: expect.stringContaining('Timbre fiscal'),
    });
    expect(context.logs).toContain(`${files.length} articles loaded from src/content/guides/`);
  });

  it('show the stamp prices of stampPrice in place of their placeholders', async () => {
    const context = fakeLoaderContext();
    await localGuidesLoader('src/content/guides/').load(context);
    // The Markdown handed to the renderer (the fake context's renderer only counts it).
    const markdown = context.store.get('timbre-fiscal-passeport')?.body ?? '';
    for (const age of ['adult', 'minor15AndOver', 'minorUnder15'] as const)
      expect(markdown).toMatch(new RegExp(`\\| ${formatEuros(stampPrice('metropole', age))} +\\|`));
    expect(markdown).not.toContain('{{');
  });

  it('show the documents lists of src/domain/documents.ts in place of their placeholders', async () => {
    const context = fakeLoaderContext();
    await localGuidesLoader('src/content/guides/').load(context);
    for (const [slug, who, situation] of [
      ['premiere-demande-passeport', 'majeur', 'premiere-demande'],
      ['renouvellement-passeport', 'majeur', 'renouvellement'],
      ['passeport-perdu-ou-vole', 'majeur', 'perte'],
      ['passeport-mineur', 'mineur-moins-15', 'premiere-demande'],
    ] as const) {
      const markdown = context.store.get(slug)?.body ?? '';
      expect(markdown, slug).toContain(documentsMarkdown(who, situation));
      expect(markdown, slug).not.toContain('{{');
    }
  });

  it('say what the fiches read in full say: signature from 13, pickup within 3 months, old passport handed back, theft abroad', async () => {
    const context = fakeLoaderContext();
    await localGuidesLoader('src/content/guides/').load(context);
    const body = (slug: string) => (context.store.get(slug)?.body ?? '').replace(/\s+/g, ' ');
    // F14930, F21092: the child may sign from 13 if the parent agrees, otherwise the parent signs; never both.
    expect(body('passeport-mineur')).not.toMatch(/signe lui aussi/);
    expect(body('passeport-mineur')).toMatch(
      /à partir de 13 ans, l'enfant peut le signer lui-même si le parent est d'accord/,
    );
    // F14929: pickup within 3 months, else destroyed, signed on the spot.
    expect(body('premiere-demande-passeport')).toMatch(
      /\*\*3 mois\*\* pour le retirer : passé ce délai, il est détruit/,
    );
    expect(body('premiere-demande-passeport')).toMatch(/vous signez le passeport sur place/);
    // F21091, F21092: the old passport is handed back at pickup, kept only for a valid visa.
    expect(body('renouvellement-passeport')).not.toMatch(/peut vous être laissé une fois annulé/);
    expect(body('renouvellement-passeport')).toMatch(/l'ancien doit être restitué/);
    // F21247, F21245: after a theft abroad, the consulate's declaration, obtained before coming back.
    expect(body('passeport-perdu-ou-vole')).toMatch(/enregistrer la déclaration de vol avant de rentrer/);
    // Figures no fiche gives are labelled as ours.
    for (const slug of ['premiere-demande-passeport', 'rendez-vous-mairie-passeport'])
      for (const minutes of body(slug).matchAll(/vingtaine de minutes[^.]*|\*\*20 minutes\*\*[^.]*/g))
        expect(minutes[0], slug).toMatch(/notre estimation/);
    expect(body('passeport-mineur')).not.toMatch(/au jour du dépôt de la demande qui compte/);
    // Arrêté du 5 février 2009 on identity photos, annex point 9: thick frames are refused, with the text cited.
    expect(body('photo-passeport-normes')).toMatch(/montures épaisses sont interdites[^.]*arrêté du 5 février 2009/);
    expect(body('photo-passeport-normes')).not.toMatch(/lunettes[^.]*sont tolérées si la monture ne cache/i);
  });

  it('refuse an empty folder', async () => {
    await expect(localGuidesLoader('tests/unit/').load(fakeLoaderContext())).rejects.toThrow(
      /No Markdown guide in tests\/unit\//,
    );
  });
});

describe('assertUniqueSlugs', () => {
  it('names both origins of a duplicate', () => {
    const article = (slug: string, origin: string) => ({ data: { slug }, html: '', origin });
    expect(() => assertUniqueSlugs([article('a', 'x.md'), article('b', 'y.md'), article('a', 'z.md')])).toThrow(
      'Duplicate article slug "a": x.md and z.md.',
    );
  });
});
