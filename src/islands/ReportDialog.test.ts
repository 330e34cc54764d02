// The report dialog's HTML before (or without) JavaScript: a real form that posts, labelled required fields with
// the schema's length limits, the rating choosable without JS.
import { describe, expect, it } from 'vitest';
import { ACCESS_LABELS } from '../domain/access.ts';
import { CORRECTION_LABELS } from '../domain/correction.ts';
import { REPORT_LIMITS } from '../schemas/limits.ts';
import { formOf, limits, render, tags } from '../../tests/helpers/island-html.ts';
import ReportDialog from './ReportDialog.tsx';
import { NO_JS_HOURS_HINT } from './parts/CorrectionFields.tsx';

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
    const kinds = choices.filter(([, tag]) => tag.includes('name="correction"'));
    expect(kinds.map(([, , text]) => text)).toEqual(Object.values(CORRECTION_LABELS));
    // The access (issue 21): its three choices show without JavaScript too.
    const access = choices.filter(([, tag]) => tag.includes('name="acces"'));
    expect(access.map(([, , text]) => text)).toEqual(Object.values(ACCESS_LABELS));
    expect(kinds.length + access.length).toBe(choices.length);
    for (const tag of [...choices.map(([, t]) => t), ...tags(html, /name="rendez_vous"/)])
      expect(tag).not.toContain('disabled');
    const [url] = tags(html, /name="rendez_vous"/);
    expect(html).toMatch(new RegExp(`<label[^>]*for="${/id="([^"]+)"/.exec(url)![1]}"`));
    // The optional weekly form is the browser's: without JavaScript the hours go in the message.
    expect(tags(html, /type="time"|type="checkbox"/)).toEqual([]);
    expect(html).toContain(NO_JS_HOURS_HINT);
  });

  it('carries the limits of its schema', () => {
    expect(limits(render(ReportDialog, { id: 'd', mairieId: 4 }))).toEqual(REPORT_LIMITS);
  });
});
