import { describe, expect, it } from 'vitest';
import { render, tags } from '../../tests/helpers/island-html.ts';
import { CHECKLIST_ITEMS } from '../domain/appointment-checklist.ts';
import Checklist from './Checklist.tsx';

describe('Checklist before hydration', () => {
  const html = render(Checklist, { slug: 'mairie-d-ajaccio', items: CHECKLIST_ITEMS });

  it('lists six checkboxes and no ready message', () => {
    expect(tags(html, /type="checkbox"/)).toHaveLength(6);
    expect(html).not.toContain('Vous êtes prêt');
  });

  it('shows the rules filled in, no placeholder', () => {
    const text = html.replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'");
    for (const item of CHECKLIST_ITEMS) expect(text).toContain(item.description);
    expect(text).not.toMatch(/\{\w+\}|undefined|NaN|récent/);
  });
});
