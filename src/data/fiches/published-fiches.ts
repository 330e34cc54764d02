// Reads DILA's published fiches (« Fiches pratiques et ressources de Service-Public.fr Particuliers », Licence Ouverte
// 2.0): a folder or a zip of XML files, one `<Publication ID="F21091">` per fiche with its `<dc:date>modified
// 2026-04-08</dc:date>`. Only the fiches asked for are decompressed and parsed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { unzipSync, strFromU8 } from 'fflate';
import { modifiedDate } from '../../domain/fiche-check.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false });

const textOf = (node: unknown): string | null => {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node) return String((node as { '#text': unknown })['#text']);
  return null;
};

/** One fiche's XML → its id and `dc:date` (null when undated); null when it is not a Publication. */
export function readPublication(xml: string): { id: string; modified: string | null } | null {
  const publication = (parser.parse(xml) as { Publication?: Record<string, unknown> }).Publication;
  const id = publication?.['@_ID'];
  if (!publication || typeof id !== 'string') return null;
  const dates = ([] as unknown[]).concat(publication['dc:date'] ?? []).map(textOf);
  const modified = dates.map((d) => (d && /modified/.test(d) ? modifiedDate(d) : null)).find(Boolean) ?? null;
  return { id, modified };
}

const ficheName = (path: string): string | null => /^(F\d+)\.xml$/i.exec(basename(path))?.[1].toUpperCase() ?? null;

/** The published date of each wanted fiche found in `source` (a folder of XML files or a zip of them). */
export function publishedDates(source: string, wanted: readonly string[]): Map<string, string | null> {
  const want = new Set(wanted);
  const found = new Map<string, string | null>();
  const take = (xml: string) => {
    const publication = readPublication(xml);
    if (publication && want.has(publication.id)) found.set(publication.id, publication.modified);
  };
  if (statSync(source).isDirectory()) {
    for (const name of readdirSync(source, { recursive: true, encoding: 'utf8' })) {
      const id = ficheName(name);
      if (id && want.has(id)) take(readFileSync(join(source, name), 'utf8'));
    }
  } else {
    const files = unzipSync(readFileSync(source), {
      filter: (file) => {
        const id = ficheName(file.name);
        return id !== null && want.has(id);
      },
    });
    for (const data of Object.values(files)) take(strFromU8(data));
  }
  return found;
}
