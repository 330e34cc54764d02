// The 2021 e-mail list (département, commune, email): no INSEE code, so its rows are matched by department and
// normalised name (match/email-matching.ts).
import { readCsv } from './csv.ts';
import { count, type Tally } from '../tally.ts';
import { foldText } from '../text.ts';
import { normalizeEmail } from './web.ts';

/** The vintage of the file: it only replaces e-mails of directory records older than this. */
export const EMAILS_2021_DATE = '2021-03-02';

export interface EmailEntry {
  line: number;
  /** The department as the file gives it ('1', '01', '2A', '971'). */
  departement: string;
  /** The commune's name without the file's « Mairie - » prefix. */
  name: string;
  /** Normalised e-mail, or null for 'inconnu', contact-form URLs and other non-addresses. */
  email: string | null;
  delegated: boolean;
}

export interface Emails2021 {
  rows: EmailEntry[];
  read: number;
  /** Rows without a usable address, by reason. */
  unusable: Tally;
}

/** 'Mairie - Montbouy' → Montbouy; 'Mairie déléguée - Pruillé' → Pruillé (delegated); other names unchanged. */
export function stripMairiePrefix(name: string): { name: string; delegated: boolean } {
  const match = /^\s*mairie(\s+d[ée]l[ée]gu[ée]e)?\s*[-–—]\s*/i.exec(name);
  return match ? { name: name.slice(match[0].length), delegated: Boolean(match[1]) } : { name, delegated: false };
}

/** Reads the file's rows. */
export async function readEmails2021(file: string): Promise<Emails2021> {
  const rows: EmailEntry[] = [];
  const unusable: Tally = {};
  let read = 0;
  for await (const { line, values } of readCsv(file, { required: ['departement', 'commune', 'email'] })) {
    read += 1;
    const { name, delegated } = stripMairiePrefix(values.commune);
    const email = normalizeEmail(values.email);
    if (!email) count(unusable, foldText(values.email) === 'inconnu' ? "'inconnu'" : 'not an e-mail address');
    rows.push({ line, departement: values.departement, name, email, delegated });
  }
  return { rows, read, unusable };
}
