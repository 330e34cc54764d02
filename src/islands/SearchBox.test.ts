import { describe, expect, it } from 'vitest';
import { render, tags } from '../../tests/helpers/island-html.ts';
import SearchBox from './SearchBox.tsx';

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
