// What each island's HTML holds before (or without) JavaScript: real forms that post, labelled
// required fields with the schemas' length limits, the rating choosable without JS, the combobox wiring.
import { createElement, type FunctionComponent } from 'react';
import { renderToString } from 'react-dom/server';
import { CORRECTION_LABELS, type CorrectionKind } from '../domain/correction.ts';
import { describe, expect, it } from 'vitest';
import Checklist from './Checklist.tsx';
import ContactMairieDialog from './ContactMairieDialog.tsx';
import NearestForm from './NearestForm.tsx';
import ReportDialog from './ReportDialog.tsx';
import SearchBox from './SearchBox.tsx';
import { CorrectionFields, NO_JS_HOURS_HINT } from './parts/CorrectionFields.tsx';
import { Field } from './parts/Field.tsx';
import { CONTACT_MAIRIE_LIMITS, NEAREST_LIMITS, REPORT_LIMITS } from '../schemas/limits.ts';

const render = <P extends object>(component: FunctionComponent<P>, props: P) =>
  renderToString(createElement(component, props));

// Every start tag of `html` matching `pattern` (attributes as React writes them: name="value").
const tags = (html: string, pattern: RegExp) =>
  (html.match(/<[a-z]+\b[^>]*>/g) ?? []).filter((tag) => pattern.test(tag));

// Method and action of the one form of `html`.
const formOf = (html: string) => {
  const [tag] = tags(html, /^<form/);
  return [/method="([^"]*)"/.exec(tag)?.[1], /action="([^"]*)"/.exec(tag)?.[1]];
};

describe('ReportDialog without JavaScript', () => {
  const html = render(ReportDialog, { id: 'dialog-signaler', mairieId: 4 });

  it('is a modal dialog holding a form that posts to /api/reports', () => {
    expect(html).toMatch(
      /<dialog id="dialog-signaler" class="dialog" aria-labelledby="dialog-signaler-title" data-dialog="">/,
    );
    expect(formOf(html)).toEqual(['post', '/api/reports']);
    expect(html).toContain('<input type="hidden" name="mairie_id" value="4"/>');
    expect(tags(html, /name="company"/)).toHaveLength(1);
  });

  it('starts on an issue, with the stars still choosable and submit enabled', () => {
    expect(tags(html, /name="type"/)[0]).toMatch(/checked="" value="issue"/);
    expect(tags(html, /name="rating"/)).toHaveLength(5);
    expect(tags(html, /class="star-rating"/)[0]).not.toMatch(/hidden|disabled/);
    expect(tags(html, /type="submit"/)[0]).not.toContain('disabled');
    for (const name of ['content', 'email'])
      expect(tags(html, new RegExp(`name="${name}"`))[0]).toContain('required=""');
  });

  it('offers the structured corrections and the booking URL, labelled and enabled, and says where the hours go', () => {
    expect(tags(html, /name="type"/).map((t) => /value="([^"]+)"/.exec(t)?.[1])).toEqual([
      'issue',
      'correction',
      'review',
    ]);
    // Each choice inside its own label (a label names the control it holds).
    const choices = [...html.matchAll(/<label class="correction-choice">(<input[^>]*>)([^<]+)<\/label>/g)];
    expect(choices.map(([, , text]) => text)).toEqual(Object.values(CORRECTION_LABELS));
    for (const [, tag] of choices) expect(tag).toMatch(/type="radio" name="correction"/);
    for (const tag of [...choices.map(([, t]) => t), ...tags(html, /name="rendez_vous"/)])
      expect(tag).not.toContain('disabled');
    const [url] = tags(html, /name="rendez_vous"/);
    expect(html).toMatch(new RegExp(`<label[^>]*for="${/id="([^"]+)"/.exec(url)![1]}"`));
    // The optional weekly form is the browser's: without JavaScript the hours go in the message.
    expect(tags(html, /type="time"|type="checkbox"/)).toEqual([]);
    expect(html).toContain(NO_JS_HOURS_HINT);
  });
});

describe('the weekly hours form once the island runs', () => {
  const week = (kind: CorrectionKind | null, errors: Record<string, string> = {}) =>
    render(CorrectionFields, { idPrefix: 'd-f', kind, hidden: false, hydrated: true, errors });

  it('shows only for « Les horaires sont faux », each control labelled, each day a group', () => {
    expect(tags(week('booking'), /type="time"/)).toEqual([]);
    expect(week('booking')).not.toContain(NO_JS_HOURS_HINT);
    const html = week('hours');
    expect(tags(html, /type="time"/)).toHaveLength(28);
    expect(tags(html, /type="checkbox"/)).toHaveLength(7);
    for (const tag of tags(html, /type="time"|type="checkbox"/)) {
      expect(tag).not.toContain('disabled');
      expect(html).toMatch(new RegExp(`<label[^>]*for="${/id="([^"]+)"/.exec(tag)![1]}"`));
    }
    expect(html.match(/<legend>(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)<\/legend>/g)).toHaveLength(7);
  });

  it("marks a refused day's controls and shows its message", () => {
    const html = week('hours', { lundi: 'Indiquez des horaires ou cochez « Fermé ».' });
    expect(tags(html, /name="lundi_[a-z_]+"/).every((t) => t.includes('aria-invalid="true"'))).toBe(true);
    expect(tags(html, /name="mardi_[a-z_]+"/).some((t) => t.includes('aria-invalid'))).toBe(false);
    expect(html).toContain('Indiquez des horaires ou cochez « Fermé ».');
  });
});

describe('ContactMairieDialog without JavaScript', () => {
  const html = render(ContactMairieDialog, { id: 'dialog-contact-mairie', mairieId: 4 });

  it('posts name, email, one of six reasons and a message, all required and labelled', () => {
    expect(formOf(html)).toEqual(['post', '/api/contact-mairie']);
    for (const name of ['name', 'email', 'reason', 'message']) {
      const [tag] = tags(html, new RegExp(`name="${name}"`));
      expect(tag).toContain('required=""');
      const id = /id="([^"]+)"/.exec(tag)![1];
      expect(html).toContain(`<label for="${id}">`);
    }
    expect(tags(html, /<option value="[a-z-]+"/)).toHaveLength(6);
  });
});

describe('NearestForm without JavaScript', () => {
  it('posts email and address to /api/nearest, leaving the geocoding to the server', () => {
    const html = render(NearestForm, {});
    expect(formOf(html)).toEqual(['post', '/api/nearest']);
    expect(tags(html, /name="email"/)[0]).toMatch(/type="email".*required="".*name="email"/);
    expect(tags(html, /name="address"/)[0]).toMatch(/required="".*role="combobox"/);
    expect(html).toContain('<input type="hidden" name="latitude" value=""/>');
  });
});

describe('SearchBox', () => {
  it('is a labelled, collapsed combobox tied to its listbox', () => {
    const html = render(SearchBox, { id: 'recherche' });
    const [input] = tags(html, /role="combobox"/);
    expect(input).toContain('aria-expanded="false"');
    expect(input).toContain('aria-controls="recherche-listbox"');
    expect(html).toContain('<div role="listbox" id="recherche-listbox"');
    expect(html).toContain('<label for="recherche-input" class="search-label">Rechercher une mairie</label>');
  });
});

describe('Checklist before hydration', () => {
  it('lists six checkboxes and no ready message', () => {
    const html = render(Checklist, { slug: 'mairie-d-ajaccio' });
    expect(tags(html, /type="checkbox"/)).toHaveLength(6);
    expect(html).not.toContain('Vous êtes prêt');
  });
});

describe('Field', () => {
  it('copies the given limit into maxlength, on an input and on a textarea', () => {
    const input = render(Field, { id: 'f-email', name: 'email', label: 'E-mail', maxLength: REPORT_LIMITS.email });
    expect(tags(input, /^<input/)[0]).toContain(`maxLength="${REPORT_LIMITS.email}"`);
    const text = render(Field, { id: 'f-content', name: 'content', label: 'Message', type: 'textarea', maxLength: 10 });
    expect(tags(text, /^<textarea/)[0]).toContain('maxLength="10"');
    expect(render(Field, { id: 'f-x', name: 'x', label: 'X' })).not.toMatch(/maxlength/i);
  });
});

describe('island forms carry the limits of their schema', () => {
  // maxlength of each named field of `html`.
  const limits = (html: string) =>
    Object.fromEntries(
      tags(html, /maxLength=/).map((tag) => [
        /name="([^"]+)"/.exec(tag)?.[1],
        Number(/maxLength="(\d+)"/.exec(tag)?.[1]),
      ]),
    );

  it.each([
    ['ReportDialog', render(ReportDialog, { id: 'd', mairieId: 4 }), REPORT_LIMITS],
    ['ContactMairieDialog', render(ContactMairieDialog, { id: 'd', mairieId: 4 }), CONTACT_MAIRIE_LIMITS],
    ['NearestForm', render(NearestForm, {}), NEAREST_LIMITS],
  ] as const)('%s', (_name, html, expected) => {
    expect(limits(html)).toEqual(expected);
  });
});
