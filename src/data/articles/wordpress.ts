// WordPress REST client for the build: every page of /wp-json/wp/v2/posts, validated; fails loudly.
import * as z from 'zod';
import { WordPressPostSchema, type WordPressPost } from './article.ts';

/** Why the articles could not be read from WordPress; the message names the URL and the cause. */
export class WordPressError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'WordPressError';
  }
}

const FIELDS = 'id,slug,date,title,excerpt,content';
const PER_PAGE = 100;
// A runaway X-WP-TotalPages cannot keep the build fetching forever.
const MAX_PAGES = 200;

// Posts endpoint from WORDPRESS_API_URL, given as the site root or as its /wp-json root.
export function postsEndpoint(apiUrl: string): URL {
  const base = apiUrl.replace(/\/+$/, '');
  return new URL(/\/wp-json$/.test(base) ? `${base}/wp/v2/posts` : `${base}/wp-json/wp/v2/posts`);
}

async function fetchPage(
  endpoint: URL,
  page: number,
  fetchImpl: typeof fetch,
): Promise<{ posts: WordPressPost[]; totalPages: number }> {
  const url = new URL(endpoint);
  url.searchParams.set('per_page', String(PER_PAGE));
  url.searchParams.set('page', String(page));
  url.searchParams.set('_fields', FIELDS);
  url.searchParams.set('orderby', 'date');
  url.searchParams.set('order', 'desc');
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  } catch (cause) {
    throw new WordPressError(
      `WordPress: cannot reach ${url.href} (${(cause as Error).message}). Check WORDPRESS_API_URL.`,
      { cause },
    );
  }
  if (!response.ok) {
    throw new WordPressError(`WordPress: ${url.href} answered HTTP ${response.status}. Check WORDPRESS_API_URL.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new WordPressError(`WordPress: ${url.href} did not answer JSON.`, { cause });
  }
  const parsed = z.array(WordPressPostSchema).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new WordPressError(
      `WordPress: unexpected post shape from ${url.href} at ${issue.path.join('.') || '(root)'}: ${issue.message}.`,
    );
  }
  const header = response.headers.get('X-WP-TotalPages');
  const totalPages = header === null ? 1 : Number.parseInt(header, 10);
  if (!Number.isInteger(totalPages) || totalPages < 0) {
    throw new WordPressError(`WordPress: invalid X-WP-TotalPages header "${header}" from ${url.href}.`);
  }
  return { posts: parsed.data, totalPages };
}

// All posts, page after page as X-WP-TotalPages says; an empty result is an error (never publish no articles).
export async function fetchAllPosts(apiUrl: string, fetchImpl: typeof fetch = fetch): Promise<WordPressPost[]> {
  const endpoint = postsEndpoint(apiUrl);
  const first = await fetchPage(endpoint, 1, fetchImpl);
  if (first.totalPages > MAX_PAGES) {
    throw new WordPressError(
      `WordPress: ${first.totalPages} pages announced by ${endpoint.href}, more than the ${MAX_PAGES} allowed.`,
    );
  }
  const posts = [...first.posts];
  for (let page = 2; page <= first.totalPages; page++) {
    posts.push(...(await fetchPage(endpoint, page, fetchImpl)).posts);
  }
  if (posts.length === 0) {
    throw new WordPressError(`WordPress: no post at ${endpoint.href}; refusing to build the articles section empty.`);
  }
  return posts;
}
