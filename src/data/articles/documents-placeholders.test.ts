import { describe, expect, it } from 'vitest';
import { documentsFor } from '../../domain/documents.ts';
import { documentsMarkdown, resolveDocumentsPlaceholders } from './documents-placeholders.ts';

describe('documents placeholders', () => {
  it("replace {{documents:who:situation}} with that case's items, conditions worded, and its link", () => {
    const text = resolveDocumentsPlaceholders('Avant\n\n{{documents:majeur:renouvellement}}\n\nAprès', 'g.md');
    const items = documentsFor('majeur', 'renouvellement');
    expect(text.match(/^- /gm)).toHaveLength(items.length);
    expect(text).toContain(
      "- Si votre passeport est périmé depuis plus de 5 ans et que vous avez une carte d'identité",
    );
    expect(text).toContain('cerfa n° 12100\\*03');
    expect(text).toContain('(/documents/majeur/renouvellement)');
    expect(text).toBe(`Avant\n\n${documentsMarkdown('majeur', 'renouvellement')}\n\nAprès`);
  });

  it('refuse an unknown case or a malformed placeholder', () => {
    expect(() => resolveDocumentsPlaceholders('{{documents:adulte:renouvellement}}', 'g.md')).toThrow(
      'g.md: unknown documents placeholder {{documents:adulte:renouvellement}}.',
    );
    expect(() => resolveDocumentsPlaceholders('{{documents:majeur}}', 'g.md')).toThrow(/malformed/);
  });
});
