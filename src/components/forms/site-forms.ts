// The site's plain forms (SiteForm.astro), one entry each: endpoint, default id prefix, submit label and fields in
// order. A field's maxlength is its schema's limit (src/schemas/limits.ts), so the markup cannot disagree with it.
import { ADD_MAIRIE_LIMITS, CONTACT_LIMITS, FOLLOW_UP_LIMITS, REFUND_LIMITS } from '../../schemas/limits.ts';

/** One labelled control of FormField.astro (every one required). */
interface FieldSpec<Name extends string> {
  name: Name;
  label: string;
  type?: 'email' | 'textarea';
  autocomplete?: string;
  hint?: string;
}

interface SiteFormSpec<Limits extends Record<string, number>> {
  action: string;
  idPrefix: string;
  submitLabel: string;
  limits: Limits;
  fields: Array<FieldSpec<keyof Limits & string>>;
}

/** Checks that every field is bounded by its schema's limits. */
const siteForm = <Limits extends Record<string, number>>(spec: SiteFormSpec<Limits>) => spec;

const ORDER_EMAIL = {
  name: 'email',
  label: 'Adresse e-mail utilisée lors de la commande',
  type: 'email',
  autocomplete: 'email',
} as const;
const IN_ORDER_MAIL = "Il figure dans l'e-mail de confirmation de votre commande.";

export const SITE_FORMS = {
  /** Request to add a town hall to the directory. */
  'add-mairie': siteForm({
    action: '/api/add-mairie',
    idPrefix: 'ajout-mairie',
    submitLabel: 'Envoyer la demande',
    limits: ADD_MAIRIE_LIMITS,
    fields: [
      { name: 'name', label: 'Votre nom', autocomplete: 'name' },
      { name: 'email', label: 'Votre adresse e-mail', type: 'email', autocomplete: 'email' },
      { name: 'mairie_name', label: 'Nom de la mairie', hint: 'Par exemple : Mairie de Villeneuve-sur-Lot' },
      { name: 'address', label: 'Adresse de la mairie', autocomplete: 'off' },
      {
        name: 'message',
        label: 'Message',
        type: 'textarea',
        hint: 'Indiquez par exemple comment vous savez que cette mairie accueille les demandes de passeport.',
      },
    ],
  }),
  /** Contact form of the team. */
  contact: siteForm({
    action: '/api/contact',
    idPrefix: 'contact',
    submitLabel: 'Envoyer le message',
    limits: CONTACT_LIMITS,
    fields: [
      { name: 'name', label: 'Nom', autocomplete: 'name' },
      {
        name: 'email',
        label: 'Adresse e-mail',
        type: 'email',
        autocomplete: 'email',
        hint: 'Format attendu : nom@exemple.fr',
      },
      { name: 'message', label: 'Message', type: 'textarea' },
    ],
  }),
  /** Follow-up of a pre-application; a copy goes to the user. */
  'follow-up': siteForm({
    action: '/api/follow-up',
    idPrefix: 'suivi',
    submitLabel: 'Demander le suivi',
    limits: FOLLOW_UP_LIMITS,
    fields: [
      { name: 'tracking_number', label: 'Numéro de suivi', hint: IN_ORDER_MAIL, autocomplete: 'off' },
      ORDER_EMAIL,
    ],
  }),
  /** Tax stamp refund request. */
  refund: siteForm({
    action: '/api/refund',
    idPrefix: 'remboursement',
    submitLabel: 'Envoyer ma demande de remboursement',
    limits: REFUND_LIMITS,
    fields: [
      { name: 'name', label: 'Nom et prénom', autocomplete: 'name' },
      ORDER_EMAIL,
      { name: 'order_number', label: 'Numéro de commande', hint: IN_ORDER_MAIL, autocomplete: 'off' },
      {
        name: 'reason',
        label: 'Motif de la demande',
        type: 'textarea',
        hint: "Expliquez brièvement pourquoi le timbre fiscal n'a pas été ou ne sera pas utilisé.",
      },
    ],
  }),
};
export type SiteFormName = keyof typeof SITE_FORMS;
