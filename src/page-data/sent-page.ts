// Props of the pages a form posted without JavaScript lands on (303 from the endpoint): one static page per
// `form` the endpoints name, /message-envoye/{form}, each with its own SPEC §8 text.
import { SENT_TEXTS as FORM_TEXTS, type SentForm } from '../domain/answers.ts';
import { MESSAGES } from '../domain/messages.ts';
import { pageSeo, type PageSeo } from './seo.ts';

// Each form's confirmation: the one map the functions and the islands use too (src/domain/answers.ts).
export const SENT_TEXTS: Readonly<Record<string, string>> = FORM_TEXTS;

// Every `form` an endpoint redirects with: one page each.
export const RESULT_FORMS = Object.keys(FORM_TEXTS) as SentForm[];

/** What a result page shows. */
type SentPageData = { seo: PageSeo; text: string };

// The result page of `form` (the generic one, /message-envoye, without a form).
export function sentPageData(form?: string): SentPageData {
  return {
    seo: pageSeo({
      title: 'Envoi réussi',
      description: 'Votre envoi a bien été pris en compte.',
      canonicalPath: form ? `/message-envoye/${form}` : '/message-envoye',
      noindex: true,
    }),
    text: (form && SENT_TEXTS[form]) || MESSAGES.messageSent,
  };
}
