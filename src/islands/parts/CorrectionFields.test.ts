// The weekly hours form of a correction, rendered once the island runs.
import { describe, expect, it } from 'vitest';
import type { CorrectionKind } from '../../domain/correction.ts';
import { render, tags } from '../../../tests/helpers/island-html.ts';
import { CorrectionFields, NO_JS_HOURS_HINT } from './CorrectionFields.tsx';

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
