// Issue 11, « Provenance everywhere », on the fixture build: each town hall page says where its equipped status,
// hours, phone and booking link come from and their date (or nothing when unknown), and every page's footer credits
// the files the fixture's imports recorded (data_sources), publisher, file and date.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOWN_HALL_WORD_TEXTS } from '../../src/domain/town-hall-word.ts';
import { fixtureDist } from './fixture-site.ts';

let dist: string;
beforeAll(async () => {
  dist = await fixtureDist();
}, 300_000);

// The visible text of a built page: tags dropped, the entities Astro writes decoded, spaces collapsed.
const textOf = (file: string) =>
  readFileSync(join(dist, file), 'utf8')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;|&#34;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('town hall pages name their sources', () => {
  it('gives the equipped list, the directory and the booking list with their dates', () => {
    const text = textOf('mairie/mairie-de-l-abergement-clemenciat.html');
    expect(text).toContain("Équipée pour les passeports (d'après l'arrêté du 7 novembre 2024).");
    expect(text).toContain('Source du numéro : annuaire Service-Public.fr (DILA), 4 mars 2025.');
    expect(text).toContain('Lien de rendez-vous : liste des liens de prise de rendez-vous, 3 février 2025.');
  });

  it("says a visitor's accepted correction and the day it was checked", () => {
    const text = textOf('mairie/mairie-d-amberieu-en-bugey.html');
    expect(text).toContain('Non équipée pour les passeports (signalé par un visiteur, vérifié le 10 mars 2025).');
    // Its booking text, a visitor's too, is not shown: a town hall that does not take applications invites no
    // booking (issue 42); Saint-Denis's hours below carry the same kind of source.
    expect(text).not.toContain('Sur rendez-vous au 04 74 46 17 00');
    expect(text).not.toContain('Source du numéro');
    expect(textOf('mairie/mairie-de-saint-denis.html')).toContain(
      'Source : signalé par un visiteur, vérifié le 11 mars 2025.',
    );
  });

  it('heads directory hours with their source and date, on the page and on its appointment guide', () => {
    for (const file of ['mairie/mairie-d-amberieux-en-dombes.html', 'mairie/mairie-d-amberieux-en-dombes/rdv.html']) {
      expect(textOf(file), file).toContain("Horaires de l'annuaire Service-Public.fr (4 mars 2025)");
      expect(textOf(file), file).not.toContain('Horaires vérifiés');
    }
  });

  it('says nothing where the source is unknown (indicative hours, a file not imported)', () => {
    // Its one source line is its status's, its own answer (issue 41): none for its hours nor its phone.
    const ajaccio = textOf('mairie/mairie-d-ajaccio.html');
    expect(ajaccio).toContain('Ces horaires sont indicatifs');
    expect(ajaccio.replace(`Source : ${TOWN_HALL_WORD_TEXTS.sourceLabel}`, '')).not.toMatch(/Source( du numéro)? :/);
    const paris = textOf('mairie/mairie-de-paris-1er-arrondissement.html');
    expect(paris).not.toContain('Source du numéro');
    expect(paris).not.toMatch(/Source : [^.]*fiche du lieu/);
  });
});

describe('footer credits', () => {
  const credits =
    "Sources : DILA, Annuaire de l'administration (Service-Public.fr), annuaire des mairies, fichier all_latest.tar.bz2, " +
    'données du 10 mars 2025 ; La Poste, Base officielle des codes postaux, fichier ' +
    'laposte_base_officielle_codes_postaux_2024.csv, importé en mars 2025 ; Etalab, découpage administratif 6.0.0 ' +
    '(Licence Ouverte 2.0).';

  it('credits every imported file on every kind of page, data page or not, and no file the imports did not record', () => {
    for (const file of [
      'index.html',
      'documents.html',
      '404.html',
      'mairie/mairie-d-ajaccio.html',
      'ville/01400.html',
    ]) {
      const text = textOf(file);
      expect(text, file).toContain(credits);
      expect(text, file).toContain('fichier equipped-by-name.csv, données du 7 novembre 2024');
      expect(text, file).toContain('fichier booking.csv, données du 3 février 2025');
      expect(text, file).not.toContain('dila_mairies_sites_web_2018.csv');
      expect(text, file).not.toContain('dila_annuaire_mairies_2016');
    }
  });
});
