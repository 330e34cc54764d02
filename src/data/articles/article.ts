// The article shape shared by both sources (WordPress, local guides), and the pure WordPress post mapping.
import * as z from 'zod';
import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { DISPLAY } from '../../domain/constants.ts';
import { truncateDescription } from '../../domain/texts.ts';

/** Data of an article entry; its HTML body is the entry's rendered content. */
export const ArticleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'slug: lowercase letters, digits, hyphens or underscores'),
  title: z.string().min(1),
  date: z.coerce.date(),
  excerpt: z.string(),
  source: z.enum(['wordpress', 'local']),
  wordpressId: z.number().int().optional(),
});
type Article = z.output<typeof ArticleSchema>;

/** A post of /wp-json/wp/v2/posts, reduced to the fields we read. */
export const WordPressPostSchema = z.object({
  id: z.number().int(),
  slug: z.string().min(1),
  date: z.string().min(1),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }),
  content: z.object({ rendered: z.string() }),
});
export type WordPressPost = z.output<typeof WordPressPostSchema>;

// Tags and attributes an article body may keep; scripts, styles, iframes, forms and event handlers go.
const ARTICLE_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'abbr',
    'code',
    'pre',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // An article's own <h1> would compete with the page title: demote it.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
};

// Safe HTML for an article body.
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, ARTICLE_HTML);
}

/** Decodes the entities WordPress puts in rendered titles and excerpts (numeric and named, HTML's full table). */
export const decodeEntities = (text: string): string => decodeHTML(text);

// Plain text of an HTML fragment: tags dropped, entities decoded, spaces collapsed.
export function toPlainText(html: string): string {
  const text = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript'],
  });
  return decodeEntities(text)
    .replace(/\s*\[(?:…|&hellip;|\.\.\.)\]\s*$/, '…')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A stored entry: the article data plus its sanitised HTML body. */
interface ArticleEntry {
  data: Article;
  html: string;
}

// Maps a WordPress post to our article: plain-text title and excerpt, sanitised body.
export function fromWordPressPost(post: WordPressPost): ArticleEntry {
  return {
    data: {
      slug: post.slug,
      title: toPlainText(post.title.rendered),
      date: new Date(post.date),
      excerpt: toPlainText(post.excerpt.rendered),
      source: 'wordpress',
      wordpressId: post.id,
    },
    html: sanitizeArticleHtml(post.content.rendered),
  };
}

// Meta description of an article: its excerpt, or else the start of its body, cut at 160 characters.
export function articleDescription(excerpt: string, html: string): string {
  return truncateDescription(excerpt.trim() || toPlainText(html), DISPLAY.metaDescriptionMax);
}
