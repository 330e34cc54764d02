// How answers look: JSON for scripts and beacons; for a form posted without JavaScript,
// a 303 to the site's result page on success and a small French HTML page on failure.
import { SENT_TEXTS, type SentForm } from '../../../src/domain/answers.ts';
import { FIELD_LABELS } from '../../../src/schemas/messages.ts';
import type { ErrorAnswer } from './errors.ts';
import { escapeHtml } from './html.ts';
import { HTTP_MESSAGES } from './messages.ts';
import { NOSNIFF, securityHeaders, type PageOrigins } from '../../../src/domain/security-headers.ts';

/** `html` for a classic form post that wants a page back, `json` otherwise. */
type AnswerMode = 'json' | 'html';

/** The static page the site shows after a successful form post without JavaScript. */
const RESULT_PAGE = '/message-envoye';

export function answerModeOf(req: Request): AnswerMode {
  const type = req.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  const accept = req.headers.get('accept') ?? '';
  return type === 'application/x-www-form-urlencoded' && accept.includes('text/html') ? 'html' : 'json';
}

/** A JSON response that no cache keeps unless told otherwise. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...NOSNIFF, ...headers },
  });
}

/** A bodiless answer (a counted beacon: 204), with the headers every answer carries. */
export function empty(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store', ...NOSNIFF, ...headers } });
}

/** Success: `{ok:true,form,message}` with the form's text (SENT_TEXTS), or a 303 to its result page. */
export function successResponse(mode: AnswerMode, form: SentForm): Response {
  if (mode === 'html') {
    return new Response(null, {
      status: 303,
      headers: {
        Location: `${RESULT_PAGE}/${encodeURIComponent(form)}`,
        'Cache-Control': 'no-store',
        ...NOSNIFF,
      },
    });
  }
  return json(200, { ok: true, form, message: SENT_TEXTS[form] });
}

/**
 * Failure: `{ok:false,code,message,fields?}`, or the message in a small HTML page with a link back, same status; the
 * page's CSP allows `origins` (the configuration's pageOrigins).
 */
export function errorResponse(
  mode: AnswerMode,
  answer: ErrorAnswer,
  req: Request,
  origins: PageOrigins = {},
): Response {
  const headers = answer.headers ?? {};
  if (mode === 'json') {
    return json(
      answer.status,
      { ok: false, code: answer.code, message: answer.message, ...(answer.fields && { fields: answer.fields }) },
      headers,
    );
  }
  return htmlPage(answer.status, HTTP_MESSAGES.errorTitle, errorBody(answer, backLink(req)), { headers, origins });
}

/**
 * A small French page of the functions: `title` as its title and heading above `body` (HTML whose text the caller
 * escaped); never indexed, never cached, with the site's CSP for `origins` and its security headers, then `headers`.
 */
export function htmlPage(
  status: number,
  title: string,
  body: string,
  { headers = {}, origins = {} }: { headers?: Record<string, string>; origins?: PageOrigins } = {},
): Response {
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title></head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...securityHeaders(origins),
      ...headers,
    },
  });
}

// Back to the page that posted the form when it is on this site, else the home page.
function backLink(req: Request): string {
  const referer = req.headers.get('referer');
  if (referer && URL.canParse(referer)) {
    const url = new URL(referer);
    if (url.origin === new URL(req.url).origin) return url.pathname + url.search;
  }
  return '/';
}

function errorBody(answer: ErrorAnswer, back: string): string {
  const fields = Object.entries(answer.fields ?? {});
  const item = ([field, message]: [string, string]) =>
    FIELD_LABELS[field]
      ? `<li>${escapeHtml(FIELD_LABELS[field])} : ${escapeHtml(message)}</li>`
      : `<li>${escapeHtml(message)}</li>`;
  const list = fields.length ? `<ul>${fields.map(item).join('')}</ul>` : '';
  return `<p role="alert">${escapeHtml(answer.message)}</p>
${list}
<p><a href="${escapeHtml(back)}">${escapeHtml(HTTP_MESSAGES.backLink)}</a></p>`;
}
