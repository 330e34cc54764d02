// Documents lists in the Markdown guides: a guide writes {{documents:majeur:renouvellement}} (who, situation) and the
// loader replaces it with that case's list from src/domain/documents.ts (each condition worded) and a link to the case
// page, so a guide never keeps a list of its own. An unknown placeholder fails the build.
import { SITUATIONS, WHO, casePath, documentsFor, type Situation, type Who } from '../../domain/documents.ts';

const PLACEHOLDER = /\{\{\s*documents:([\w-]+):([\w-]+)\s*\}\}/g;

const isWho = (value: string): value is Who => (WHO as readonly string[]).includes(value);
const isSituation = (value: string): value is Situation => (SITUATIONS as readonly string[]).includes(value);

// Markdown's emphasis characters in a label (« cerfa n° 12100*03 ») stay text.
const escape = (text: string) => text.replace(/([*_`[\]\\])/g, '\\$1');

/** A case's items as a Markdown list, then the link to its page. */
export function documentsMarkdown(who: Who, situation: Situation): string {
  const lines = documentsFor(who, situation).map((item) => {
    const label = item.condition ? `${item.label.charAt(0).toLowerCase()}${item.label.slice(1)}` : item.label;
    return `- ${item.condition ? `${escape(item.condition)} ` : ''}${escape(label)} ;`;
  });
  return `${lines.join('\n')}\n\n[La liste de ce cas, à cocher et imprimer](${casePath(who, situation)})`;
}

export function resolveDocumentsPlaceholders(text: string, origin: string): string {
  const resolved = text.replace(PLACEHOLDER, (match, who: string, situation: string) => {
    if (!isWho(who) || !isSituation(situation)) throw new Error(`${origin}: unknown documents placeholder ${match}.`);
    return documentsMarkdown(who, situation);
  });
  const left = /\{\{\s*documents[^}]*\}\}/.exec(resolved);
  if (left) throw new Error(`${origin}: malformed documents placeholder ${left[0]}.`);
  return resolved;
}
