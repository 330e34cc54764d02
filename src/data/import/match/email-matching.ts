// Pairs directory town halls with rows of the 2021 e-mail list (department + normalised name).
import type { CommuneIndex } from '../reference/communes.ts';
import { stripMairiePrefix, type EmailEntry, type Emails2021 } from '../read/emails-2021.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';
import { foldText, stripCedex } from '../text.ts';

interface EmailMatches {
  byDraft: Map<MairieDraft, EmailEntry>;
  /** Town halls whose name is shared by several rows of the list in their department. */
  ambiguous: number;
  /** Town halls that lost a row another town hall matched as well (or better). */
  contested: number;
}

const ST = /\b(st|ste)\b/g;

/** Matching key of a commune or town hall name: folded, 'st'/'ste' spelt out. */
export function nameKey(name: string): string {
  return foldText(name).replace(ST, (w) => (w === 'st' ? 'saint' : 'sainte'));
}

/** Department key used by the file: '01'…'95', '2A', '2B', and '97' for every overseas department. */
export function emailDepartmentKey(code: string): string {
  const trimmed = code.trim().toUpperCase();
  if (/^9[78]/.test(trimmed)) return trimmed.slice(0, 2);
  return /^\d$/.test(trimmed) ? `0${trimmed}` : trimmed;
}

/** 'dep|name key' → the list's rows (several when the name repeats within the department). */
type EmailIndex = ReadonlyMap<string, readonly EmailEntry[]>;

/** The list's rows by department and name key. */
export function indexEmails(emails: Emails2021): EmailIndex {
  const index = new Map<string, EmailEntry[]>();
  for (const row of emails.rows) {
    const key = `${emailDepartmentKey(row.departement)}|${nameKey(row.name)}`;
    const rows = index.get(key);
    if (rows) rows.push(row);
    else index.set(key, [row]);
  }
  return index;
}

/** The one entry for a name in a department (a main town hall wins over delegated ones); null if none or ambiguous. */
export function findEmailEntry(index: EmailIndex, department: string, key: string): EmailEntry | 'ambiguous' | null {
  const entries = index.get(`${emailDepartmentKey(department)}|${key}`);
  if (!entries) return null;
  const main = entries.filter((e) => !e.delegated);
  const candidates = main.length ? main : entries;
  if (candidates.length === 1) return candidates[0];
  const distinct = new Set(candidates.map((e) => e.email));
  return distinct.size === 1 ? candidates[0] : 'ambiguous';
}

/** "Mairie de L'Abergement" → "L'Abergement", 'Mairie du Mesnil' → 'le Mesnil', 'Mairie - X' → 'X'. */
export function townFromMairieName(nom: string): string {
  const { name } = stripMairiePrefix(nom);
  const match = /^\s*mairie\s+(?:(des|du|de)\s+|d['’]\s*)?/i.exec(name);
  if (!match) return name;
  const article = match[1]?.toLowerCase();
  const prefix = article === 'du' ? 'le ' : article === 'des' ? 'les ' : '';
  return prefix + name.slice(match[0].length);
}

/** Names to try, best first: the town hall's own name, the commune's name, the address's town. */
export function candidateNameKeys(draft: MairieDraft, communes: CommuneIndex): string[] {
  const names = [townFromMairieName(draft.nom)];
  const commune = draft.codeInsee ? communes.get(draft.codeInsee) : undefined;
  if (commune) names.push(commune.name);
  if (draft.locality) names.push(stripCedex(draft.locality));
  return [...new Set(names.map(nameKey).filter(Boolean))];
}

/** Each list row goes to the one town hall that matched it by the best name; ties go to nobody. */
export function matchEmails(drafts: readonly MairieDraft[], communes: CommuneIndex, emails: Emails2021): EmailMatches {
  const index = indexEmails(emails);
  const claims = new Map<EmailEntry, { draft: MairieDraft; rank: number }[]>();
  let ambiguous = 0;
  for (const draft of drafts) {
    if (!draft.codeInsee) continue;
    const department = communes.department(draft.codeInsee).departmentCode;
    const keys = candidateNameKeys(draft, communes);
    for (let rank = 0; rank < keys.length; rank++) {
      const found = findEmailEntry(index, department, keys[rank]);
      if (found === 'ambiguous') ambiguous += 1;
      if (found === null) continue;
      if (found !== 'ambiguous') claims.set(found, [...(claims.get(found) ?? []), { draft, rank }]);
      break;
    }
  }
  const byDraft = new Map<MairieDraft, EmailEntry>();
  let contested = 0;
  for (const [entry, list] of claims) {
    const best = Math.min(...list.map((c) => c.rank));
    const winners = list.filter((c) => c.rank === best);
    contested += list.length - (winners.length === 1 ? 1 : 0);
    if (winners.length === 1) byDraft.set(winners[0].draft, entry);
  }
  return { byDraft, ambiguous, contested };
}
