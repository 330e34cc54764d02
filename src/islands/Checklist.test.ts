import { describe, expect, it } from 'vitest';
import { render, tags } from '../../tests/helpers/island-html.ts';
import Checklist from './Checklist.tsx';

describe('Checklist before hydration', () => {
  it('lists six checkboxes and no ready message', () => {
    const html = render(Checklist, { slug: 'mairie-d-ajaccio' });
    expect(tags(html, /type="checkbox"/)).toHaveLength(6);
    expect(html).not.toContain('Vous êtes prêt');
  });
});
