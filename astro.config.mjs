// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { pureSchemasInBrowser, tagReactIslands } from './src/data/site/build-plugins.ts';
import { siteBuild } from './src/data/site/integration.ts';
import { cachedIslands } from './src/data/site/island-integration.ts';
import { resolveSiteOrigin, startingNodeEnv } from './src/data/site/env.ts';
import { quietPageLog } from './src/data/site/build-log.ts';
import { DEFAULT_SITE_URL } from './src/data/config.ts';

// client:interaction (src/islands/directives/interaction.ts): islands a visitor may never use load on first use.
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'passeport-mairies:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'interaction', entrypoint: './src/islands/directives/interaction.ts' }),
  },
};

// Canonical origin: a production build stops unless PUBLIC_SITE_URL is a real origin (src/data/site/env.ts);
// a local build says in one line that it uses the default.
/** @type {import('astro').AstroIntegration} */
const siteOrigin = {
  name: 'passeport-mairies:site-origin',
  hooks: {
    'astro:config:setup': ({ command, logger }) => {
      if (command !== 'build') return;
      const origin = resolveSiteOrigin({ ...process.env, NODE_ENV: startingNodeEnv() });
      if (origin.isDefault) logger.warn(`PUBLIC_SITE_URL unset: local build, canonical URLs on ${origin.url}`);
    },
  },
};

export default defineConfig({
  // An unparsable value is left to the site-origin hook, whose message names the variable.
  site: URL.canParse(process.env.PUBLIC_SITE_URL?.trim() ?? '')
    ? process.env.PUBLIC_SITE_URL?.trim()
    : DEFAULT_SITE_URL,
  output: 'static',
  // ASTRO_OUT_DIR: build elsewhere than dist/ (tests, benchmarks).
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  // One URL form (README, « Adresses »): /mairie/x is the file mairie/x.html, answered 200 without redirect.
  trailingSlash: 'never',
  // Pages are mostly CPU-bound renders; a little concurrency overlaps the file writes.
  build: { format: 'file', concurrency: 4, inlineStylesheets: 'never' },
  // renderToString rather than a stream per island: the islands use no Suspense, and it is much faster; each island's
  // HTML is rendered once per props shape (src/data/site/island-cache.ts).
  integrations: [
    siteOrigin,
    quietPageLog(),
    cachedIslands(react({ experimentalDisableStreaming: true })),
    interactionDirective,
    siteBuild(),
  ],
  vite: {
    plugins: [pureSchemasInBrowser(), tagReactIslands()],
    // No inline scripts nor data: URIs: the CSP (functions/_lib/security-headers.ts) allows neither.
    build: { assetsInlineLimit: 0 },
  },
});
