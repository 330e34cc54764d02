// The 2021 e-mail list (département, commune, email): no INSEE code, so rows are matched by
// department and normalised name ('Mairie - Montbouy' → 'montbouy').
import { readCsv } from './csv.ts';
import { count, type Tally } from '../tally.ts';
import { foldText } from '../text.ts';
import { normalizeEmail } from './web.ts';

/** The vintage of the file: it only replaces e-mails of directory records older than this. */
export const EMAILS_2021_DATE = '2021-03-02';

export interface EmailEntry {
  line: number;
  /** Normalised e-mail, or null for 'inconnu', contact-form URLs and other non-addresses. */
  email: string | null;
  delegated: boolean;
}

export interface Emails2021 {
  /** 'dep|name key' → entries (several when the name repeats within the department). */
  byKey: Map<string, EmailEntry[]>;
  read: number;
  /** Rows without a usable address, by reason. */
  unusable: Tally;
}

const ST = /\b(st|ste)\b/g;

/** Matching key of a commune or town hall name: folded, 'st'/'ste' spelt out. */
export function nameKey(name: string): string {
  return foldText(name).replace(ST, (w) => (w === 'st' ? 'saint' : 'sainte'));
}

/** 'Mairie - Montbouy' → Montbouy; 'Mairie déléguée - Pruillé' → Pruillé (delegated); other names unchanged. */
export function stripMairiePrefix(name: string): { name: string; delegated: boolean } {
  const match = /^\s*mairie(\s+d[ée]l[ée]gu[ée]e)?\s*[-–—]\s*/i.exec(name);
  return match ? { name: name.slice(match[0].length), delegated: Boolean(match[1]) } : { name, delegated: false };
}

/** Department key used by the file: '01'…'95', '2A', '2B', and '97' for every overseas department. */
export function emailDepartmentKey(code: string): string {
  const trimmed = code.trim().toUpperCase();
  if (/^9[78]/.test(trimmed)) return trimmed.slice(0, 2);
  return /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
}

/** Reads the file into the matching index. */
export async function readEmails2021(file: string): Promise<Emails2021> {
  const byKey = new Map<string, EmailEntry[]>();
  const unusable: Tally = {};
  let read = 0;
  for await (const { line, values } of readCsv(file, { required: ['departement', 'commune', 'email'] })) {
    read += 1;
    const { name, delegated } = stripMairiePrefix(values.commune);
    const email = normalizeEmail(values.email);
    if (!email) count(unusable, foldText(values.email) === 'inconnu' ? "'inconnu'" : 'not an e-mail address');
    const key = `${emailDepartmentKey(values.departement)}|${nameKey(name)}`;
    const entries = byKey.get(key) ?? [];
    entries.push({ line, email, delegated });
    byKey.set(key, entries);
  }
  return { byKey, read, unusable };
}

/** The one entry for a name in a department (a main town hall wins over delegated ones); null if none or ambiguous. */
export function findEmailEntry(emails: Emails2021, department: string, key: string): EmailEntry | 'ambiguous' | null {
  const entries = emails.byKey.get(`${emailDepartmentKey(department)}|${key}`);
  if (!entries) return null;
  const main = entries.filter((e) => !e.delegated);
  const candidates = main.length ? main : entries;
  if (candidates.length === 1) return candidates[0];
  const distinct = new Set(candidates.map((e) => e.email));
  return distinct.size === 1 ? candidates[0] : 'ambiguous';
}
