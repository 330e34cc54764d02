// Props of the pages a form posted without JavaScript lands on (303 from the endpoint): one static page per
// `form` the endpoints name, /message-envoye/{form}, each with its own SPEC §8 text.
import { MESSAGES } from '../domain/messages.ts';
import { pageSeo, type PageSeo } from './seo.ts';

// Forms whose confirmation is not the generic message text.
export const SENT_TEXTS: Readonly<Record<string, string>> = {
  report: MESSAGES.reportSent,
  review: MESSAGES.reviewPublished,
  'review-held': MESSAGES.reviewHeld,
  nearest: MESSAGES.nearestSent,
};

// Every `form` an endpoint redirects with (functions/*.ts `kind`, and `resultForm` of the reports).
export const RESULT_FORMS = [
  'contact',
  'contact-mairie',
  'refund',
  'add-mairie',
  'follow-up',
  'report',
  'review',
  'review-held',
  'nearest',
] as const;

/** What a result page shows. */
export type SentPageData = { seo: PageSeo; text: string };

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
