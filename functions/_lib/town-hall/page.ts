// The small French pages of the town hall's links, like the moderation pages (moderation-page.ts): never indexed,
// never cached, the site's CSP, no referrer to other sites (the URL may hold a token). Every text escaped.
import { HONEYPOT_FIELD } from '../../../src/schemas/limits.ts';
import { escapeHtml } from '../http/html.ts';

/** One <p> per line, escaped. */
export const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

/** A link, escaped. */
export const anchor = (href: string, text: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;

/** The anti-spam trap of the site's forms (Honeypot.astro): hidden from people, filled by bots. */
const honeypotField = (idPrefix: string) => `<div class="hp-field" hidden>
<label for="${idPrefix}-company">Société (ne pas remplir)</label>
<input id="${idPrefix}-company" type="text" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off">
</div>`;

/** A one-button POST form carrying `hidden` fields (escaped), with the honeypot when `trap` names its id prefix. */
export function confirmForm(action: string, hidden: Record<string, string>, button: string, trap?: string): string {
  const inputs = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<form method="post" action="${escapeHtml(action)}">
${inputs}
${trap ? `${honeypotField(trap)}\n` : ''}<button type="submit">${escapeHtml(button)}</button>
</form>`;
}
