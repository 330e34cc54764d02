// Renders key static pages with Astro's Container API and checks the markup other parts rely on.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import Formulaire from '../../src/pages/formulaire.astro';
import Documents from '../../src/pages/documents.astro';
import Cgu from '../../src/pages/conditions-generales.astro';
import Mentions from '../../src/pages/mentions-legales.astro';
import MessageEnvoye from '../../src/pages/message-envoye.astro';
import NotFoundPage from '../../src/pages/404.astro';
import Refund from '../../src/pages/remboursement-timbre-fiscal.astro';
import AddMairieForm from '../../src/components/forms/AddMairieForm.astro';
import ContactForm from '../../src/components/forms/ContactForm.astro';
import FollowUpForm from '../../src/components/forms/FollowUpForm.astro';
import RefundForm from '../../src/components/forms/RefundForm.astro';
import MairieReviews from '../../src/components/mairie/MairieReviews.astro';
import AppointmentSection from '../../src/components/mairie/AppointmentSection.astro';
import { appointmentView } from '../../src/page-data/appointment.ts';
import { TOWN_HALL_SOURCE } from '../../src/domain/source-order.ts';
import { TOWN_HALL_LINKS_SENT_DAYS } from '../../src/domain/retention.ts';
import Privacy from '../../src/pages/politique-confidentialite.astro';
import { RETENTION_DEFAULTS } from '../../src/domain/retention.ts';
import { ADD_MAIRIE_LIMITS, CONTACT_LIMITS, FOLLOW_UP_LIMITS, REFUND_LIMITS } from '../../src/schemas/limits.ts';
import { INDEPENDENCE_NOTICE } from '../../src/page-data/site-nav.ts';
import { MESSAGES } from '../../src/domain/messages.ts';
import { DISPLAY } from '../../src/domain/constants.ts';
import { STAMP_PRICES, formatEuros, overseasStampNoteAllAges, stampPrice } from '../../src/domain/prices.ts';
import { SITUATIONS, SITUATION_LABELS, documentsFor } from '../../src/domain/documents.ts';

let container: AstroContainer;
const render = (component: Parameters<AstroContainer['renderToString']>[0], path: string) =>
  container.renderToString(component, { request: new Request(`https://passeport.example${path}`), partial: false });

// Text content with tags dropped and entities of apostrophes decoded, for wording checks.
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');

beforeAll(async () => {
  container = await AstroContainer.create();
});

describe('BaseLayout (through /formulaire)', () => {
  let html: string;
  beforeAll(async () => {
    html = await render(Formulaire, '/formulaire');
  });

  it('is French, titled, described and canonical on PUBLIC_SITE_URL', () => {
    expect(html).toMatch(/<html lang="fr"/);
    expect(html).toMatch(/<title>Pré-demande de passeport en ligne \| Passeport Mairies<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain('<link rel="canonical" href="https://passeport.example/formulaire">');
    expect(html).toContain('<meta property="og:url" content="https://passeport.example/formulaire">');
  });

  it('has a skip link to <main id="contenu"> and breadcrumbs as JSON-LD', () => {
    expect(html).toMatch(/<a class="skip-link" href="#contenu"/);
    expect(html).toMatch(/<main id="contenu"/);
    const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
  });

  it('has the navigation: a keyboard disclosure, the links, the Suivi popup and the Pré-demande button', () => {
    expect(html).toMatch(/<nav class="main-nav" aria-label="Navigation principale"/);
    expect(html).toMatch(
      /<button type="button" class="nav-item nav-disclosure" aria-expanded="false" aria-controls="menu-mairies"[^>]*>\s*Mairies éligibles/,
    );
    expect(html).toMatch(/<ul id="menu-mairies" class="nav-submenu" hidden/);
    expect(html).toMatch(/<a href="\/villes"[^>]*>Par ville<\/a>/);
    expect(html).toMatch(/<a href="\/departements"[^>]*>Par département<\/a>/);
    for (const [href, label] of [
      ['/informations', 'Informations'],
      ['/documents', 'Documents'],
      ['/cerfa', 'CERFA'],
    ]) {
      expect(html).toMatch(new RegExp(`<a class="nav-item" href="${href}"[^>]*>${label}</a>`));
    }
    expect(html).toMatch(
      /<button type="button" class="nav-item nav-button" commandfor="dialog-suivi" command="show-modal"[^>]*>\s*Suivi\s*<\/button>/,
    );
    expect(html).toMatch(/<a class="button button-accent nav-cta" href="\/formulaire"[^>]*>Pré-demande<\/a>/);
  });

  it('has the follow-up and contact dialogs with real forms and the honeypot', () => {
    expect(html).toMatch(/<dialog id="dialog-suivi" class="dialog" aria-labelledby="dialog-suivi-title"/);
    expect(html).toMatch(/<form method="post" action="\/api\/follow-up"/);
    expect(html).toMatch(/<input id="suivi-tracking_number" name="tracking_number" type="text" required/);
    expect(html).toMatch(/<input id="suivi-email" name="email" type="email" required/);
    expect(html).toMatch(/<form method="post" action="\/api\/contact"/);
    expect(html).toMatch(/<textarea id="contact-message" name="message"[^>]* required/);
    expect(html).toMatch(/<label for="contact-name">Nom/);
    const honeypots = html.match(
      /<input id="[a-z-]+-company" type="text" name="company" value="" tabindex="-1" autocomplete="off">/g,
    );
    expect(honeypots).toHaveLength(2);
    expect(html).toMatch(/<div class="hp-field" aria-hidden="true">/);
    expect(html).toMatch(
      /<button type="button" class="icon-button" commandfor="dialog-contact" command="close" aria-label="Fermer la fenêtre"/,
    );
  });

  // The footer's data credits come from the build's data_sources (tests/e2e/provenance.test.ts checks them).
  it('shows the independence notice and the legal links in the footer', () => {
    expect(text(html)).toContain(INDEPENDENCE_NOTICE);
    for (const href of [
      '/mentions-legales',
      '/conditions-generales',
      '/politique-confidentialite',
      '/cookies',
      '/accessibilite',
      '/remboursement',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
  });

  it('has the cookie bar, hidden until its script finds no stored consent', () => {
    expect(html).toMatch(
      /<section class="cookie-bar on-dark" aria-labelledby="cookie-bar-title" data-cookie-bar hidden/,
    );
    expect(html).toMatch(
      /<button type="button" class="button button-accent" data-cookie-accept[^>]*>Accepter<\/button>/,
    );
    expect(html).toMatch(/data-cookie-close aria-label="Fermer le bandeau sans accepter"/);
    // The behaviour is a bundled module (CSP forbids inline scripts); the browser tests exercise it.
    expect(html).toContain('CookieBar.astro?astro&type=script');
  });

  it('uses no official State branding', () => {
    expect(html).not.toMatch(/Marianne|République française|fr-header|dsfr/i);
  });
});

describe('/formulaire gate', () => {
  it('has three checkboxes, the warning, and no iframe before consent', async () => {
    const html = await render(Formulaire, '/formulaire');
    expect(html.match(/type="checkbox"[^>]*data-gate-check/g)).toHaveLength(3);
    // The identity document « si j'en ai un », and the way without one (the case pages' rule, issue 42).
    expect(text(html)).toContain(
      "J'ai ma carte d'identité ou mon passeport, valide ou périmé depuis moins de 5 ans, si j'en ai un ; sinon, mon acte de naissance",
    );
    expect(text(html)).toContain("pas un avis d'imposition");
    expect(text(html)).toContain(MESSAGES.formGateWarning);
    expect(html).not.toMatch(/<iframe/);
    expect(html).toMatch(
      new RegExp(
        `data-predemande data-src="https://prestataire.example/pre-demande" data-height="${DISPLAY.iframeHeightPx}"[^>]* hidden`,
      ),
    );
    // The bundled script builds the sandboxed iframe after consent: tests/e2e/pages.test.ts checks it in Chromium.
    expect(html).toContain('formulaire.astro?astro&type=script');
    expect(html).toMatch(/<noscript>.*href="https:\/\/prestataire.example\/pre-demande"/s);
  });

  it('states both price readings, the 35/25 EUR one without the stamp', async () => {
    const html = text(await render(Formulaire, '/formulaire'));
    expect(html).toContain('121 € TTC (timbre de 86 € inclus)');
    expect(html).toContain('De 15 à 17 ans, 67 € TTC (timbre de 42 € inclus) ; avant 15 ans, le timbre coûte 17 €');
    expect(html).toContain('hors timbre fiscal');
    expect(html).toContain('35 EUR TTC');
    expect(html).toContain('25 EUR TTC');
    expect(html).toContain('9 € par demande');
  });
});

describe('content pages', () => {
  it('/documents lists every situation and both stamp price columns', async () => {
    const html = text(await render(Documents, '/documents'));
    for (const situation of SITUATIONS) expect(html).toContain(SITUATION_LABELS[situation].title);
    expect(html).toContain('Pour un mineur');
    for (const price of Object.values(STAMP_PRICES.metropole)) expect(html).toContain(formatEuros(price));
    for (const age of ['adult', 'minor15AndOver', 'minorUnder15'] as const)
      expect(html).toContain(formatEuros(stampPrice('outre-mer', age)));
    // Guyane's minors' prices too (F14930, F21092), not only the adult's.
    expect(html).toContain(overseasStampNoteAllAges());
    expect(html).toContain('21 € de 15 à 17 ans');
    // A case line gives the mainland price and sends overseas to the table with its note, never « 86 € en outre-mer ».
    expect(html).not.toMatch(/€ en outre-mer/);
    expect(html).toContain(
      `Timbre fiscal : ${formatEuros(stampPrice('metropole', 'adult'))} en métropole. Outre-mer : selon le territoire`,
    );
    expect(html).toContain('moins de 3 mois');
    expect(html).toContain('35 × 45 mm');
    expect(html).toContain('de 32 à 36 mm');
    expect(html).toContain('périmée depuis moins de 5 ans');
    // One home: every item of an adult's case, and what a minor's first request adds, comes from the domain.
    for (const situation of SITUATIONS)
      for (const item of documentsFor('majeur', situation)) expect(html).toContain(item.label.slice(1));
    const adult = new Set(documentsFor('majeur', 'premiere-demande').map((item) => item.id));
    for (const item of documentsFor('mineur-moins-15', 'premiere-demande').filter((i) => !adult.has(i.id)))
      expect(html).toContain(item.label.slice(1));
  });

  it('a legal page with its URL configured is a button to the external text', async () => {
    const html = await render(Cgu, '/conditions-generales');
    expect(html).toMatch(/<a class="button" href="https:\/\/prestataire.example\/cgu" rel="noopener" data-legal-link>/);
  });

  it('a legal page without its URL says so and offers the contact form', async () => {
    const html = await render(Mentions, '/mentions-legales');
    expect(html).toContain('data-legal-missing="LEGAL_MENTIONS_URL"');
    expect(html).toMatch(/commandfor="dialog-contact" command="show-modal"/);
  });

  it('/remboursement-timbre-fiscal posts name, email, order_number and reason to /api/refund', async () => {
    const html = await render(Refund, '/remboursement-timbre-fiscal');
    expect(html).toMatch(/<form method="post" action="\/api\/refund"/);
    for (const name of ['name', 'email', 'order_number', 'reason'])
      expect(html).toMatch(new RegExp(`id="remboursement-${name}" name="${name}"`));
  });

  it('/message-envoye says the message text by default and knows the other kinds', async () => {
    const html = await render(MessageEnvoye, '/message-envoye');
    expect(text(html)).toContain(MESSAGES.messageSent);
    expect(html).toContain('name="robots" content="noindex, follow"');
    for (const message of [MESSAGES.reportSent, MESSAGES.reviewPublished, MESSAGES.nearestSent]) {
      expect(html.replace(/&quot;/g, '"').replace(/&#39;/g, "'")).toContain(message);
    }
  });

  it('the 404 is generic and carries the article variant', async () => {
    const html = text(await render(NotFoundPage, '/404'));
    expect(html).toContain('Page introuvable');
    expect(html).toContain(MESSAGES.articleNotFound);
    expect(html).toContain('Retour aux articles');
  });
});

describe('no-JS forms', () => {
  it.each([
    ['ContactForm', ContactForm, CONTACT_LIMITS],
    ['FollowUpForm', FollowUpForm, FOLLOW_UP_LIMITS],
    ['RefundForm', RefundForm, REFUND_LIMITS],
    ['AddMairieForm', AddMairieForm, ADD_MAIRIE_LIMITS],
  ] as const)("%s: each field's maxlength is its schema's limit", async (_name, form, limits) => {
    const html = await container.renderToString(form);
    const controls = (html.match(/<(?:input|textarea)\b[^>]*>/g) ?? []).filter((tag) => !/name="company"/.test(tag));
    const maxlengths = Object.fromEntries(
      controls.map((tag) => [/name="([^"]+)"/.exec(tag)?.[1], Number(/maxlength="(\d+)"/.exec(tag)?.[1])]),
    );
    expect(maxlengths).toEqual(limits);
  });
});

describe('/politique-confidentialite', () => {
  it('says what is kept, why and how long, with the retention in force', async () => {
    const html = await render(Privacy, '/politique-confidentialite');
    const summary = text(html);
    expect(summary).toContain('En bref : ce que nous gardons, pourquoi et combien de temps');
    expect(summary).toContain(`Supprimés après ${RETENTION_DEFAULTS.forms} jours`);
    expect(summary).toContain(`Supprimé ${RETENTION_DEFAULTS.outbox} jours après l'envoi`);
    expect(summary).toContain(`Supprimées après ${RETENTION_DEFAULTS.nearest} jours`);
    expect(summary).toContain(`effacée ${RETENTION_DEFAULTS.reviewEmails} jours après le dépôt`);
    expect(summary).toContain('aucune adresse IP enregistrée');
    // The town halls' answers (issue 41): kept until replaced or withdrawn; the address a link went to only hashed.
    expect(summary).toContain('Réponses des mairies');
    expect(summary).toContain("gardée jusqu'à ce qu'une nouvelle réponse la remplace ou que l'équipe la retire");
    expect(summary).toContain(`${TOWN_HALL_LINKS_SENT_DAYS} jours dans le journal des envois`);
    expect(summary).toContain("Aucune adresse saisie n'est jamais enregistrée");
  });
});

describe('AppointmentSection', () => {
  it("quotes the town hall's own « how to book » as text, with its source and day", async () => {
    const appointment = appointmentView({
      slug: 'mairie-de-test',
      rendez_vous: null,
      tel: null,
      equipped: 'equipped',
      rendez_vous_source: TOWN_HALL_SOURCE,
      rendez_vous_source_date: '2026-11-28',
      townHallBookingHow: { text: 'Appelez <script>alert(1)</script> & venez', day: '2026-11-28' },
    });
    const html = await container.renderToString(AppointmentSection, { props: { appointment } });
    expect(html).not.toContain('<script>alert(1)');
    expect(text(html)).toContain(
      'Comment prendre rendez-vous, d’après la mairie (28 novembre 2026) : « Appelez &lt;script&gt;alert(1)&lt;/script&gt; &amp; venez »',
    );
  });
});

describe('MairieReviews', () => {
  it('shows review text as text: markup escaped, no link made of a URL', async () => {
    const review = {
      id: 1,
      content: 'Voir <a href="http://evil.example">ici</a> ou http://evil.example/payer',
      date: '12 mars 2025',
      isoDate: '2025-03-12T10:00:00.000Z',
      rating: 1,
      stars: ['full', 'empty', 'empty', 'empty', 'empty'],
    };
    const page = {
      id: 7,
      rating: { average: 1, stars: review.stars, text: 'Note moyenne 1 sur 5', display: '1/5 (1 avis)', count: 1 },
      reviews: { reviews: [review], issues: [], emptyText: null },
    };
    const html = await container.renderToString(MairieReviews, {
      props: { page, reportDialogId: 'dialog-report' },
    });
    expect(html).not.toContain('href="http://evil.example');
    // Live entries are keyed by the newest shown one, not by the build instant.
    expect(html).toContain('data-since="2025-03-12T10:00:00.000Z"');
    expect(html).toContain(
      'Voir &lt;a href=&quot;http://evil.example&quot;&gt;ici&lt;/a&gt; ou http://evil.example/payer',
    );
  });
});
