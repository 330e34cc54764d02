// DILA's fiche XML (« Fiches pratiques et ressources de Service-Public.fr »), reduced to what the rules check reads:
// the Publication's ID, its title and its dc:date. The tests write these files themselves.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { FICHE_IDS, OFFICIAL_FICHES } from '../../src/domain/official-fiches.ts';

export const ficheXml = (id: string, modified: string | null): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Publication xmlns:dc="http://purl.org/dc/elements/1.1/" ID="${id}" type="Fiche d'information" spUrl="https://www.service-public.gouv.fr/particuliers/vosdroits/${id}">
  <dc:title>Fiche ${id}</dc:title>
  <dc:creator>Direction de l'information légale et administrative</dc:creator>
  ${modified === null ? '' : `<dc:date>created 2010-01-01</dc:date>\n  <dc:date>modified ${modified}</dc:date>`}
  <Texte><Paragraphe>Contenu de la fiche.</Paragraphe></Texte>
</Publication>
`;

/** Every cited fiche at the date it was checked against, with `overrides` (null: undated; undefined: absent). */
export function fichesAsChecked(overrides: Record<string, string | null | undefined> = {}): Map<string, string> {
  const files = new Map<string, string>();
  for (const id of FICHE_IDS) {
    const date = id in overrides ? overrides[id] : OFFICIAL_FICHES[id].checkedDate;
    if (date !== undefined) files.set(`${id}.xml`, ficheXml(id, date));
  }
  files.set('F1.xml', ficheXml('F1', '2099-01-01'));
  return files;
}

export function writeFicheFolder(dir: string, files: Map<string, string>): string {
  mkdirSync(dir, { recursive: true });
  for (const [name, xml] of files) writeFileSync(join(dir, name), xml);
  return dir;
}

export function writeFicheZip(path: string, files: Map<string, string>): string {
  const entries = Object.fromEntries([...files].map(([name, xml]) => [`vosdroits-latest/${name}`, strToU8(xml)]));
  writeFileSync(path, zipSync(entries));
  return path;
}
