// Issues 21 and 40 on the fixture build: each town hall page shows its physical access with its source (nothing when
// unknown, its free text as text), the JSON-LD says it, and the build writes the open directory's files, their
// schema, Data Package and catalogue, that /donnees describes and the footer links. The reference validators'
// verdicts on these files: open-data-validators.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getIssues } from '@placemarkio/check-geojson';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { knownEquippedCommunes, knownEquippedCommunesText } from '../../src/domain/equipment.ts';
import { isSuperseded } from '../../src/domain/town-hall.ts';
import { fixtureRaw } from '../fixtures/site-seed.ts';
import { fixtureDist } from './fixture-site.ts';

let dist: string;
beforeAll(async () => {
  dist = await fixtureDist();
}, 600_000);

const html = (file: string) => readFileSync(join(dist, file), 'utf8');
const accessOf = (file: string) => /<section[^>]*class="access"[^>]*>([\s\S]*?)<\/section>/.exec(html(file))?.[1];
const textOf = (fragment = '') =>
  fragment
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('the access of a town hall page', () => {
  it('shows each state in plain French with its source', () => {
    expect(textOf(accessOf('mairie/mairie-de-l-abergement-clemenciat.html'))).toBe(
      'Accès des personnes à mobilité réduite Accès de plain-pied / accessible en fauteuil roulant ' +
        'Source : annuaire Service-Public.fr (DILA), 4 mars 2025.',
    );
    expect(textOf(accessOf('mairie/mairie-de-paris-2e-arrondissement.html'))).toBe(
      'Accès des personnes à mobilité réduite Non accessible en fauteuil roulant ' +
        'Source : signalé par un visiteur, vérifié le 12 mars 2025.',
    );
    const dombes = accessOf('mairie/mairie-d-amberieux-en-dombes.html') ?? '';
    expect(textOf(dombes)).toContain('Accessible avec aide, sur demande');
    expect(textOf(dombes)).toContain('Source : annuaire Service-Public.fr (DILA), 4 mars 2025.');
    // The free text is text: its markup is escaped, never a tag.
    expect(dombes).toContain('Sonnez &lt;b&gt;à gauche&lt;/b&gt; : la secrétaire descend.');
    expect(dombes).not.toContain('<b>');
  });

  it('shows nothing when the access is unknown', () => {
    for (const slug of ['mairie-d-amberieu-en-bugey', 'mairie-de-paris-1er-arrondissement', 'mairie-d-ajaccio'])
      expect(html(`mairie/${slug}.html`)).not.toMatch(/class="access"|acces-title/);
  });

  it('says the same in the JSON-LD (amenityFeature)', () => {
    const jsonLd = (file: string) =>
      [...html(file).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map(([, text]) => JSON.parse(text) as Record<string, unknown>)
        .find((o) => o['@type'] === 'GovernmentOffice');
    expect(jsonLd('mairie/mairie-de-paris-2e-arrondissement.html')?.amenityFeature).toEqual([
      {
        '@type': 'LocationFeatureSpecification',
        name: 'Accès en fauteuil roulant',
        value: false,
        description: 'Non accessible en fauteuil roulant',
      },
    ]);
    expect(jsonLd('mairie/mairie-de-paris-1er-arrondissement.html')).not.toHaveProperty('amenityFeature');
  });
});

describe('the open directory of the build', () => {
  it('writes the CSV, the GeoJSON and their descriptions: one row per town hall, every column /donnees lists', () => {
    const csv = readFileSync(join(dist, 'donnees/mairies.csv'), 'utf8');
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    const page = html('donnees.html');
    const listed = [...page.matchAll(/<code data-column[^>]*>([^<]+)<\/code>/g)].map(([, name]) => name);
    expect(Object.keys(rows[0])).toEqual(listed);
    const schema = JSON.parse(readFileSync(join(dist, 'donnees/mairies.schema.json'), 'utf8')) as {
      fields: { name: string }[];
    };
    expect(schema.fields.map((f) => f.name)).toEqual(listed);
    expect(rows.find((r) => r.id_annuaire === 'fixture-1')).toMatchObject({
      acces: 'ACC',
      acces_source: 'directory',
      horaires: 'Tu 09:00-12:00,14:00-17:00; Fr 09:00-12:00,14:00-18:30',
      horaires_source: 'directory',
      horaires_date: '2025-03-04',
    });
    const geojson = readFileSync(join(dist, 'donnees/mairies.geojson'), 'utf8');
    expect(getIssues(geojson)).toEqual([]);
    expect((JSON.parse(geojson) as { features: unknown[] }).features).toHaveLength(rows.length);
    const dataPackage = JSON.parse(readFileSync(join(dist, 'donnees/datapackage.json'), 'utf8')) as {
      resources: { path: string; bytes: number }[];
    };
    expect(dataPackage.resources.map((r) => [r.path, r.bytes])).toEqual([
      ['mairies.csv', Buffer.byteLength(csv)],
      ['mairies.geojson', Buffer.byteLength(geojson)],
    ]);
    const catalogue = JSON.parse(readFileSync(join(dist, 'donnees/catalogue.jsonld'), 'utf8')) as {
      'dcat:dataset': { 'dcat:distribution': { 'dcat:byteSize': { '@value': string } }[] }[];
    };
    expect(catalogue['dcat:dataset'][0]['dcat:distribution'].map((d) => Number(d['dcat:byteSize']['@value']))).toEqual([
      Buffer.byteLength(csv),
      Buffer.byteLength(geojson),
      Buffer.byteLength(readFileSync(join(dist, 'donnees/datapackage.json'))),
    ]);
    expect(existsSync(join(dist, 'donnees/data.json'))).toBe(false);
  });

  it('tells a reuser the date of the data, the dialect, how to validate, and every source code', () => {
    const text = textOf(html('donnees.html'));
    expect(text).toMatch(/\d mairies, données à jour du 12 mars 2025\./);
    expect(text).toContain('fins de ligne CRLF');
    expect(text).toContain('frictionless validate https://passeport.example.fr/donnees/datapackage.json');
    for (const code of [
      'directory2026',
      'directory',
      'websites2018',
      'emails2021',
      'laposte',
      'booking',
      'osm',
      'visitor',
    ])
      expect(text).toContain(`${code} :`);
    for (const state of ['equipped', 'to_confirm', 'not_equipped', 'unknown', 'ACC', 'NAC', 'DEM'])
      expect(text).toContain(`${state} :`);
    // How many communes have a town hall known to take applications, out of about 3,460 equipped ones, counted by
    // the domain from the fixture's rows.
    const known = textOf(/<p data-known-equipped[^>]*>([\s\S]*?)<\/p>/.exec(html('donnees.html'))?.[1]);
    const counts = knownEquippedCommunes(fixtureRaw().mairies.filter((m) => !isSuperseded(m)));
    expect(counts.known).toBeGreaterThan(0);
    expect(known).toBe(knownEquippedCommunesText(counts).replace(/\s+/g, ' '));
    expect(known).toContain('sur environ 3 460 communes équipées'); // its narrow no-break space read as a space
  });

  it('is linked from every page footer', () => {
    for (const file of ['index.html', 'mairie/mairie-de-paris-2e-arrondissement.html', 'donnees.html'])
      expect(html(file)).toMatch(/<footer[\s\S]*<a href="\/donnees">Données ouvertes<\/a>[\s\S]*<\/footer>/);
  });
});
