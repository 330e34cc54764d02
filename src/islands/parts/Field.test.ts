import { describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../../schemas/limits.ts';
import { render, tags } from '../../../tests/helpers/island-html.ts';
import { Field } from './Field.tsx';

describe('Field', () => {
  it('copies the given limit into maxlength, on an input and on a textarea', () => {
    const input = render(Field, { id: 'f-email', name: 'email', label: 'E-mail', maxLength: REPORT_LIMITS.email });
    expect(tags(input, /^<input/)[0]).toContain(`maxLength="${REPORT_LIMITS.email}"`);
    const text = render(Field, { id: 'f-content', name: 'content', label: 'Message', type: 'textarea', maxLength: 10 });
    expect(tags(text, /^<textarea/)[0]).toContain('maxLength="10"');
    expect(render(Field, { id: 'f-x', name: 'x', label: 'X' })).not.toMatch(/maxlength/i);
  });
});
