// The nearest form: its HTML without JavaScript and the coordinates it sends.
import { describe, expect, it } from 'vitest';
import { NEAREST_LIMITS } from '../schemas/limits.ts';
import { NearestSchema } from '../schemas/nearest.ts';
import { validateForm } from '../schemas/validate.ts';
import { formOf, limits, render, tags } from '../../tests/helpers/island-html.ts';
import NearestForm from './NearestForm.tsx';

describe('NearestForm without JavaScript', () => {
  it('posts email and address to /api/nearest, leaving the geocoding to the server', () => {
    const html = render(NearestForm, {});
    expect(formOf(html)).toEqual(['post', '/api/nearest']);
    expect(tags(html, /name="email"/)[0]).toMatch(/type="email".*required="".*name="email"/);
    expect(tags(html, /name="address"/)[0]).toMatch(/required="".*role="combobox"/);
    expect(html).toContain('<input type="hidden" name="latitude" value=""/>');
  });

  it('carries the limits of its schema', () => {
    expect(limits(render(NearestForm, {}))).toEqual(NEAREST_LIMITS);
  });

  it('sends coordinates as the schema reads them, or none', () => {
    const base = { email: 'a@example.fr', address: '4 Place du Louvre 75001 Paris', company: '' };
    expect(validateForm(NearestSchema, { ...base, latitude: '48.86', longitude: '2.3412' })).toMatchObject({
      success: true,
      data: { latitude: 48.86, longitude: 2.3412 },
    });
    const typed = validateForm(NearestSchema, { ...base, latitude: '', longitude: '' });
    expect(typed.success && 'latitude' in typed.data).toBe(false);
  });
});
