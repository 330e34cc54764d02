// Content collections of the site.
import { defineCollection } from 'astro:content';
import { ArticleSchema } from './data/articles/article.ts';
import { localGuidesLoader, wordpressLoader } from './data/articles/loaders.ts';
import { siteConfig } from './data/config.ts';

// Articles read by /informations and /informations/[slug]: the WordPress posts when WORDPRESS_API_URL is set,
// the Markdown guides of src/content/guides/ otherwise.
const articles = defineCollection({
  loader: siteConfig.wordpressApiUrl
    ? wordpressLoader(siteConfig.wordpressApiUrl)
    : localGuidesLoader('src/content/guides/'),
  schema: ArticleSchema,
});

export const collections = { articles };
