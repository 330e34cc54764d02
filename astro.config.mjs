// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { cachedIslands } from './src/data/site/island-integration.ts';
import { DEFAULT_SITE_URL } from './src/data/config.ts';
import { quietPageLog } from './src/integrations/build-log.ts';
import { clientInteraction } from './src/integrations/client-interaction.ts';
import { parallelRender } from './src/integrations/parallel-render.ts';
import { siteBuild } from './src/integrations/site-build.ts';
import { siteOrigin } from './src/integrations/site-origin.ts';
import { serverCodeOutOfBrowser, tagReactIslands } from './src/integrations/vite-plugins.ts';

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
    siteOrigin(),
    quietPageLog(),
    cachedIslands(react({ experimentalDisableStreaming: true })),
    clientInteraction(),
    siteBuild(),
    parallelRender(),
  ],
  vite: {
    plugins: [serverCodeOutOfBrowser(), tagReactIslands()],
    // No inline scripts nor data: URIs: the CSP (functions/_lib/security-headers.ts) allows neither.
    build: { assetsInlineLimit: 0 },
  },
});
