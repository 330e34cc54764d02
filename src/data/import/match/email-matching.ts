// Pairs directory town halls with rows of the 2021 e-mail list (department + normalised name).
import type { CommuneIndex } from '../reference/communes.ts';
import { findEmailEntry, nameKey, stripMairiePrefix, type EmailEntry, type Emails2021 } from '../read/emails-2021.ts';
import type { MairieDraft } from '../read/mairie-draft.ts';
import { stripCedex } from '../text.ts';

interface EmailMatches {
  byDraft: Map<MairieDraft, EmailEntry>;
  /** Town halls whose name is shared by several rows of the list in their department. */
  ambiguous: number;
  /** Town halls that lost a row another town hall matched as well (or better). */
  contested: number;
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
  const claims = new Map<EmailEntry, { draft: MairieDraft; rank: number }[]>();
  let ambiguous = 0;
  for (const draft of drafts) {
    if (!draft.codeInsee) continue;
    const department = communes.department(draft.codeInsee).departmentCode;
    const keys = candidateNameKeys(draft, communes);
    for (let rank = 0; rank < keys.length; rank++) {
      const found = findEmailEntry(emails, department, keys[rank]);
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
