// The contact dialog: its HTML without JavaScript and the reasons it offers.
import { describe, expect, it } from 'vitest';
import reasons from '../../data/reference/contact-reasons.json' with { type: 'json' };
import { CONTACT_MAIRIE_LIMITS } from '../schemas/limits.ts';
import { ContactMairieSchema } from '../schemas/contact-mairie.ts';
import { validateForm } from '../schemas/validate.ts';
import { formOf, limits, render, tags } from '../../tests/helpers/island-html.ts';
import ContactMairieDialog from './ContactMairieDialog.tsx';

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

  it('carries the limits of its schema', () => {
    expect(limits(render(ContactMairieDialog, { id: 'd', mairieId: 4 }))).toEqual(CONTACT_MAIRIE_LIMITS);
  });
});

describe('contact reasons', () => {
  it('offers exactly the reason codes the schema accepts', () => {
    expect(reasons).toHaveLength(6);
    for (const { code } of reasons) {
      const body = {
        mairie_id: 4,
        name: 'Jean',
        email: 'jean@example.fr',
        reason: code,
        message: 'Bonjour',
        company: '',
      };
      expect(validateForm(ContactMairieSchema, body).success).toBe(true);
    }
  });
});
