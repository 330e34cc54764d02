import { describe, expect, it } from 'vitest';
import { toAbsoluteUrl, toBreadcrumbJsonLd, toJsonLdText } from './head.ts';

describe('toAbsoluteUrl', () => {
  it('joins the site URL and a path', () => {
    expect(toAbsoluteUrl('https://site.fr', '/documents')).toBe('https://site.fr/documents');
    expect(toAbsoluteUrl('https://site.fr/', 'cerfa')).toBe('https://site.fr/cerfa');
  });
});

describe('toBreadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const ld = toBreadcrumbJsonLd('https://site.fr', [
      { name: 'Accueil', path: '/' },
      { name: 'Documents', path: '/documents' },
    ]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://site.fr/' },
        { '@type': 'ListItem', position: 2, name: 'Documents', item: 'https://site.fr/documents' },
      ],
    });
  });
});

describe('toJsonLdText', () => {
  it('cannot close the script element', () => {
    const text = toJsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
