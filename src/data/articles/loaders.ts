// Content-layer loaders of the `articles` collection: WordPress when configured, local Markdown guides otherwise.
import { readdir, readFile } from 'node:fs/promises';
import * as z from 'zod';
import type { Loader, LoaderContext } from 'astro/loaders';
import { fromWordPressPost } from './article.ts';
import { resolveDocumentsPlaceholders } from './documents-placeholders.ts';
import { resolveStampPlaceholders } from './stamp-placeholders.ts';
import { fetchAllPosts } from './wordpress.ts';

/** One article ready to store, with where it came from (for error messages). */
interface LoadedArticle {
  data: Record<string, unknown> & { slug: string };
  html: string;
  origin: string;
  body?: string;
  filePath?: string;
}

// Throws on the first slug used twice, naming both origins.
export function assertUniqueSlugs(articles: readonly LoadedArticle[]): void {
  const seen = new Map<string, string>();
  for (const article of articles) {
    const first = seen.get(article.data.slug);
    if (first) throw new Error(`Duplicate article slug "${article.data.slug}": ${first} and ${article.origin}.`);
    seen.set(article.data.slug, article.origin);
  }
}

// Replaces the collection's entries with `articles`, each validated by the collection schema.
async function storeArticles(context: LoaderContext, articles: LoadedArticle[], source: string): Promise<void> {
  assertUniqueSlugs(articles);
  const entries = [];
  for (const article of articles) {
    const data = await context.parseData({ id: article.data.slug, data: article.data, filePath: article.filePath });
    entries.push({ article, data });
  }
  context.store.clear();
  for (const { article, data } of entries) {
    context.store.set({
      id: article.data.slug,
      data,
      body: article.body,
      filePath: article.filePath,
      digest: context.generateDigest({ ...article.data, html: article.html }),
      rendered: { html: article.html },
    });
  }
  context.logger.info(`${articles.length} articles loaded from ${source}`);
}

// Articles from a WordPress site (WORDPRESS_API_URL): every post, sanitised; no post fails the build.
export function wordpressLoader(apiUrl: string, fetchImpl: typeof fetch = fetch): Loader {
  return {
    name: 'wordpress-articles',
    load: async (context) => {
      const posts = await fetchAllPosts(apiUrl, fetchImpl);
      const articles = posts.map((post) => ({ ...fromWordPressPost(post), origin: `WordPress post ${post.id}` }));
      await storeArticles(context, articles, apiUrl);
    },
  };
}

/** Front matter of a local guide in src/content/guides/*.md. */
const GuideFrontmatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  date: z.coerce.date(),
  slug: z.string().optional(),
});

// Articles from the Markdown guides of `dir` (relative to the project root); no guide fails the build.
export function localGuidesLoader(dir = 'src/content/guides/'): Loader {
  return {
    name: 'local-guides',
    load: async (context) => {
      const base = new URL(dir.endsWith('/') ? dir : `${dir}/`, context.config.root);
      const files = (await readdir(base)).filter((name) => name.endsWith('.md')).sort();
      if (files.length === 0)
        throw new Error(`No Markdown guide in ${dir}; refusing to build the articles section empty.`);
      const articles: LoadedArticle[] = [];
      for (const file of files) {
        const fileURL = new URL(file, base);
        // Stamp prices come from stampPrice, never typed in a guide.
        const origin = `${dir}${file}`;
        const raw = resolveDocumentsPlaceholders(
          resolveStampPlaceholders(await readFile(fileURL, 'utf8'), origin),
          origin,
        );
        const rendered = await context.renderMarkdown(raw, { fileURL });
        const parsed = GuideFrontmatterSchema.safeParse(rendered.metadata?.frontmatter ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw new Error(`Guide ${dir}${file}: front matter "${issue.path.join('.')}" ${issue.message}.`);
        }
        const { title, description, date, slug } = parsed.data;
        articles.push({
          data: { slug: slug ?? file.replace(/\.md$/, ''), title, date, excerpt: description, source: 'local' },
          html: rendered.html,
          origin: `${dir}${file}`,
          body: raw,
          filePath: `${dir}${file}`,
        });
      }
      await storeArticles(context, articles, dir);
    },
  };
}
