import { describe, expect, it } from 'vitest';
import {
  ArticleSchema,
  articleDescription,
  decodeEntities,
  fromWordPressPost,
  sanitizeArticleHtml,
  toPlainText,
} from './article.ts';

const post = {
  id: 42,
  slug: 'passeport-l-ete',
  date: '2025-06-01T10:00:00',
  title: { rendered: 'Passeport&nbsp;: l&rsquo;&#233;t&#xE9; arrive &amp; les d&eacute;lais' },
  excerpt: { rendered: '<p>Anticipez votre demande [&hellip;]</p>\n' },
  content: {
    rendered:
      '<h1>Titre</h1><p onclick="x()">Texte <a href="https://ants.gouv.fr" target="_blank">ANTS</a></p><script>alert(1)</script><iframe src="https://evil"></iframe><img src="javascript:alert(1)"><img src="https://img.example/a.jpg" alt="A"><a href="javascript:alert(1)">x</a>',
  },
};

describe('decodeEntities / toPlainText', () => {
  it('decodes numeric and usual named entities, leaves unknown ones', () => {
    expect(decodeEntities('l&#8217;&#x27;&rsquo;&amp;&unknown;')).toBe("l’'’&&unknown;");
  });
  it('drops tags and scripts, collapses spaces, turns the WordPress [&hellip;] into an ellipsis', () => {
    expect(toPlainText('<p>Anticipez  votre\ndemande [&hellip;]</p><script>x</script>')).toBe(
      'Anticipez votre demande…',
    );
  });
});

describe('sanitizeArticleHtml', () => {
  const html = sanitizeArticleHtml(post.content.rendered);
  it('removes scripts, iframes, event handlers and javascript: URLs', () => {
    expect(html).not.toMatch(/<script|<iframe|onclick|javascript:/i);
  });
  it('demotes h1 to h2 and marks external links noopener', () => {
    expect(html).toContain('<h2>Titre</h2>');
    expect(html).toContain('<a href="https://ants.gouv.fr" rel="noopener noreferrer">ANTS</a>');
  });
  it('keeps safe images, lazily loaded', () => {
    expect(html).toContain('<img src="https://img.example/a.jpg" alt="A" loading="lazy" />');
  });
});

describe('fromWordPressPost', () => {
  it('maps a post to a valid article with plain title and excerpt', () => {
    const { data, html } = fromWordPressPost(post);
    expect(data).toMatchObject({
      slug: 'passeport-l-ete',
      title: 'Passeport : l’été arrive & les délais',
      excerpt: 'Anticipez votre demande…',
      source: 'wordpress',
      wordpressId: 42,
    });
    expect(data.date).toBeInstanceOf(Date);
    expect(ArticleSchema.parse(data)).toEqual(data);
    expect(html).not.toContain('<script');
  });
});

describe('articleDescription', () => {
  it('uses the excerpt, cut at 160 characters on a word boundary', () => {
    const long = 'Le passeport est un titre de voyage. '.repeat(10);
    const description = articleDescription(long, '');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });
  it('falls back on the body text when the excerpt is empty', () => {
    expect(articleDescription('  ', '<p>Corps <strong>court</strong>.</p>')).toBe('Corps court.');
  });
});
