// The physical access block of a town hall page (issue 21): the directory's code in plain French (domain/access.ts),
// its free text, and where both come from (provenance.ts). Nothing at all when the access is unknown.
import { ACCESS_LABELS } from '../domain/access.ts';
import type { DataSources } from '../data/queries/data-sources.ts';
import type { Mairie } from '../data/site/site-data.ts';
import { NO_SOURCES, sourceText } from './provenance.ts';

type AccessView = {
  /** The code's label, null when only a free text is known. */
  label: string | null;
  /** The directory's free text, shown as text. */
  text: string | null;
  /** « Source : … » (provenance.ts), null when unknown. */
  source: string | null;
};

type AccessFields = Partial<Pick<Mairie, 'access' | 'access_text' | 'access_source' | 'access_source_date'>>;

/** The access block, or null when neither a code nor a text is known. */
export function accessView(mairie: AccessFields, sources: DataSources = NO_SOURCES): AccessView | null {
  const label = mairie.access ? ACCESS_LABELS[mairie.access] : null;
  const text = mairie.access_text?.trim() || null;
  if (!label && !text) return null;
  return { label, text, source: sourceText(mairie.access_source, mairie.access_source_date, sources) };
}
