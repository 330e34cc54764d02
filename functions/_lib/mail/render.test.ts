import { describe, expect, it } from 'vitest';
import { headerText, mailDomain, renderMail } from './render.ts';

describe('mail rendering', () => {
  it('flattens header text: no CR/LF or control characters, bounded', () => {
    expect(headerText('Contact : Eve\r\nBcc: victim@example.org')).toBe('Contact : Eve Bcc: victim@example.org');
    expect(headerText('a\u0000\u2028b')).toBe('a b');
    expect(headerText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('escapes user text in HTML and keeps it readable in text', () => {
    const { text, html } = renderMail({
      title: 'T <1>',
      rows: [
        ['Nom', '<b>Bob</b> & "co"'],
        ['Vide', ''],
        ['Message', 'l1\nl2'],
      ],
    });
    expect(html).toContain('&#60;b&#62;Bob&#60;/b&#62; &#38; &#34;co&#34;');
    expect(html).toContain('l1<br>l2');
    expect(html).toContain('<title>T &#60;1&#62;</title>');
    expect(html).not.toContain('Vide');
    expect(text).toBe('T <1>\n\nNom : <b>Bob</b> & "co"\nMessage :\nl1\nl2\n');
  });

  it('takes the Message-ID domain from the sender address', () => {
    expect(mailDomain('Aide <no-reply@site.fr>')).toBe('site.fr');
    expect(mailDomain('no-reply@site.fr')).toBe('site.fr');
  });
});
