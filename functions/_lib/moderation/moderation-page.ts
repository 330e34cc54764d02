// The small French pages of the team's moderation links: the confirmation (GET) and the outcome (POST). Never
// indexed, never cached, the site's CSP; every piece of text escaped.
import { escapeHtml } from '../http/html.ts';
import { htmlPage } from '../http/respond.ts';
import type { PageOrigins } from '../../../src/domain/security-headers.ts';

export const MODERATION_TEXTS = {
  invalid: 'Ce lien de modération est invalide : il a été modifié ou ne vient pas de notre équipe.',
  expired: 'Ce lien de modération a expiré. Rien n’a été modifié.',
  used: 'Ce lien de modération a déjà servi. Rien n’a été modifié.',
  decided: 'Ce signalement a déjà été traité. Rien n’a été modifié.',
  unknown: 'Ce signalement n’existe plus. Rien n’a été modifié.',
  unreadable: 'Cette correction ne peut pas être lue. Rien n’a été modifié.',
  acceptEffect: (review: boolean) =>
    review
      ? 'Accepter publie cet avis sur la page de la mairie.'
      : 'Accepter applique cette correction à la page de la mairie (« signalé par un visiteur, vérifié » aujourd’hui).',
  refuseEffect: 'Refuser écarte ce signalement sans rien changer à la page.',
  accepted: 'Décision enregistrée : accepté',
  refused: 'Décision enregistrée : refusé',
  rebuildStarted: 'La reconstruction du site est lancée.',
  rebuildPending:
    'La reconstruction du site n’a pas pu être lancée : elle est enregistrée et sera relancée automatiquement.',
} as const;

type ModerationPageContent = {
  title: string;
  lines: readonly string[];
  /** The confirmation button: a POST carrying the token. */
  form?: { action: string; token: string; button: string };
  link?: { href: string; text: string };
};

/** An HTML answer (respond.ts's page) of `body` (HTML whose text the caller escaped) for a page a signed link opens:
 *  never indexed, no referrer to other sites (the URL holds a token). The town hall's link pages use it too. */
export function linkPage(status: number, title: string, body: string, origins: PageOrigins): Response {
  return htmlPage(status, title, body, {
    headers: {
      'X-Robots-Tag': 'noindex',
      // Not 'no-referrer': the browser would then send `Origin: null` with the button's POST.
      'Referrer-Policy': 'same-origin',
    },
    origins,
  });
}

/** The moderation page of `content`. */
export function moderationPage(status: number, content: ModerationPageContent, origins: PageOrigins): Response {
  const form = content.form
    ? `<form method="post" action="${escapeHtml(content.form.action)}">
<input type="hidden" name="t" value="${escapeHtml(content.form.token)}">
<button type="submit">${escapeHtml(content.form.button)}</button>
</form>`
    : '';
  const link = content.link
    ? `<p><a href="${escapeHtml(content.link.href)}">${escapeHtml(content.link.text)}</a></p>`
    : '';
  const body = `${content.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${form}${link}`;
  return linkPage(status, content.title, body, origins);
}
