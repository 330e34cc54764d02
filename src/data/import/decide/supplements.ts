// Newer values from the 2018 websites and 2021 e-mails files.
import { EMAILS_2021_DATE, type EmailEntry } from '../read/emails-2021.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';
import { normalizeWebsite } from '../read/web.ts';
import { WEBSITES_2018_DATE, type Websites2018 } from '../read/websites-2018.ts';

export interface SupplementStats {
  websites2018: { matched: number; applied: number; invalid: number } | null;
  emails2021: { matched: number; applied: number; ambiguous: number; contested: number } | null;
}

/** True when the directory record predates a supplement's vintage (or has no date). */
const olderThan = (draft: MairieDraft, date: string) => draft.updatedOn === null || draft.updatedOn < date;

/** The 2018 URL of the town hall when it is valid and the record older; `site` otherwise. */
export function withWebsite2018(
  draft: MairieDraft,
  site: string | null,
  file: Websites2018,
  stats: NonNullable<SupplementStats['websites2018']>,
): string | null {
  const raw = draft.legacyId ? file.byId.get(draft.legacyId) : undefined;
  if (raw === undefined) return site;
  stats.matched += 1;
  const url = normalizeWebsite(raw);
  if (!url) stats.invalid += 1;
  if (!url || !olderThan(draft, WEBSITES_2018_DATE) || url === site) return site;
  stats.applied += 1;
  return url;
}

/** The 2021 address matched to the town hall when it is usable and the record older; `mail` otherwise. */
export function withEmail2021(
  draft: MairieDraft,
  mail: string | null,
  entry: EmailEntry | undefined,
  stats: NonNullable<SupplementStats['emails2021']>,
): string | null {
  if (!entry) return mail;
  stats.matched += 1;
  if (!entry.email || !olderThan(draft, EMAILS_2021_DATE) || entry.email === mail) return mail;
  stats.applied += 1;
  return entry.email;
}
