// Plain-text and HTML bodies of the outgoing e-mails, built from labelled rows; user text is escaped
// in HTML and flattened to one line wherever it reaches a header.
import { escapeHtml } from '../http/html.ts';

/** One e-mail's content: a heading, an optional paragraph, labelled values, an optional closing line. */
export type MailContent = {
  title: string;
  intro?: string;
  rows: ReadonlyArray<readonly [label: string, value: string | null | undefined]>;
  outro?: string;
};

/** Collapses control characters and line breaks to single spaces and bounds the length: safe in a header. */
export function headerText(value: string, max = 150): string {
  const flat = value
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The domain of an address such as `Name <a@b.fr>`, for Message-IDs. */
export function mailDomain(address: string): string {
  return /@([^\s>]+)/.exec(address)?.[1] ?? 'localhost';
}

const paragraphs = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** The text and HTML bodies of `content`. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const rows = content.rows.filter((row): row is readonly [string, string] => Boolean(row[1]));
  const text = [
    content.title,
    '',
    ...(content.intro ? [content.intro, ''] : []),
    ...rows.map(([label, value]) => (value.includes('\n') ? `${label} :\n${value}` : `${label} : ${value}`)),
    ...(content.outro ? ['', content.outro] : []),
  ].join('\n');
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="font-family: sans-serif; line-height: 1.5">
<h1 style="font-size: 1.25em">${escapeHtml(content.title)}</h1>
${content.intro ? `<p>${paragraphs(content.intro)}</p>\n` : ''}<table cellpadding="4">
${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${paragraphs(value)}</td></tr>`).join('\n')}
</table>
${content.outro ? `<p>${paragraphs(content.outro)}</p>\n` : ''}</body></html>
`;
  return { text: `${text}\n`, html };
}
