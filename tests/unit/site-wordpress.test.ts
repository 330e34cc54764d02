// The WordPress client against a local HTTP server serving WordPress-shaped JSON.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WordPressError, fetchAllPosts, postsEndpoint } from '../../src/data/articles/wordpress.ts';
import { wordpressLoader } from '../../src/data/articles/loaders.ts';
import { fakeLoaderContext } from '../helpers/loader-context.ts';

const post = (id: number) => ({
  id,
  slug: `article-${id}`,
  date: `2025-0${(id % 9) + 1}-01T10:00:00`,
  title: { rendered: `Article n&#176;${id}` },
  excerpt: { rendered: `<p>R&eacute;sum&eacute; ${id}</p>` },
  content: { rendered: `<p>Corps ${id}</p><script>alert(${id})</script>` },
  link: 'https://blog.example/ignored',
});

type Reply = { status?: number; body?: unknown; raw?: string; totalPages?: string | null };
let reply: (page: number) => Reply;
let requests: URL[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (url.pathname !== '/wp-json/wp/v2/posts') {
      res.writeHead(404).end();
      return;
    }
    const r = reply(Number(url.searchParams.get('page') ?? '1'));
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (r.totalPages !== null) headers['X-WP-TotalPages'] = r.totalPages ?? '1';
    res.writeHead(r.status ?? 200, headers).end(r.raw ?? JSON.stringify(r.body ?? []));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests = [];
});

describe('postsEndpoint', () => {
  it('accepts the site root or its /wp-json root', () => {
    expect(postsEndpoint('https://blog.example').href).toBe('https://blog.example/wp-json/wp/v2/posts');
    expect(postsEndpoint('https://blog.example/wp-json/').href).toBe('https://blog.example/wp-json/wp/v2/posts');
  });
});

describe('fetchAllPosts', () => {
  it('follows X-WP-TotalPages and asks only for the fields it reads', async () => {
    reply = (page) => ({ body: page === 1 ? [post(1), post(2)] : page === 2 ? [post(3)] : [post(4)], totalPages: '3' });
    const posts = await fetchAllPosts(base);
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(requests.map((u) => u.searchParams.get('page'))).toEqual(['1', '2', '3']);
    expect(requests[0].searchParams.get('_fields')).toBe('id,slug,date,title,excerpt,content');
    expect(requests[0].searchParams.get('per_page')).toBe('100');
  });

  it('reads a single page when the header is missing', async () => {
    reply = () => ({ body: [post(1)], totalPages: null });
    expect(await fetchAllPosts(`${base}/wp-json`)).toHaveLength(1);
    expect(requests).toHaveLength(1);
  });

  it('fails on an empty list', async () => {
    reply = () => ({ body: [], totalPages: '0' });
    await expect(fetchAllPosts(base)).rejects.toThrow(/no post at .*refusing to build the articles section empty/);
  });

  it('fails on an HTTP error, naming the URL and the variable', async () => {
    reply = (page) => (page === 1 ? { body: [post(1)], totalPages: '2' } : { status: 500 });
    await expect(fetchAllPosts(base)).rejects.toThrow(/answered HTTP 500\. Check WORDPRESS_API_URL/);
  });

  it('fails on a body that is not JSON or not posts', async () => {
    reply = () => ({ raw: '<html>maintenance</html>' });
    await expect(fetchAllPosts(base)).rejects.toBeInstanceOf(WordPressError);
    reply = () => ({ body: [{ id: 1, slug: 'x' }] });
    await expect(fetchAllPosts(base)).rejects.toThrow(/unexpected post shape .* at 0\.date/);
  });

  it('fails when the server cannot be reached', async () => {
    await expect(fetchAllPosts('http://127.0.0.1:1')).rejects.toThrow(
      /cannot reach http:\/\/127\.0\.0\.1:1\/wp-json\/wp\/v2\/posts/,
    );
  });
});

describe('wordpressLoader', () => {
  it('stores every post sanitised, with plain titles, and logs the count', async () => {
    reply = (page) => ({ body: page === 1 ? [post(1)] : [post(2)], totalPages: '2' });
    const context = fakeLoaderContext();
    await wordpressLoader(base).load(context);
    expect(context.store.keys().sort()).toEqual(['article-1', 'article-2']);
    const entry = context.store.get('article-1')!;
    expect(entry.data).toMatchObject({
      title: 'Article n°1',
      excerpt: 'Résumé 1',
      source: 'wordpress',
      wordpressId: 1,
    });
    expect(entry.rendered?.html).toBe('<p>Corps 1</p>');
    expect(context.logs).toContain(`2 articles loaded from ${base}`);
  });

  it('throws on duplicate slugs, naming both posts', async () => {
    reply = () => ({ body: [post(1), { ...post(7), slug: 'article-1' }], totalPages: '1' });
    await expect(wordpressLoader(base).load(fakeLoaderContext())).rejects.toThrow(
      'Duplicate article slug "article-1": WordPress post 1 and WordPress post 7.',
    );
  });
});
