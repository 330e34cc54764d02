// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { pureSchemasInBrowser, tagReactIslands } from './src/data/site/build-plugins.ts';
import { siteBuild } from './src/data/site/integration.ts';

// client:interaction (src/islands/directives/interaction.ts): islands a visitor may never use load on first use.
/** @type {import('astro').AstroIntegration} */
const interactionDirective = {
  name: 'passeport-mairies:client-interaction',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({ name: 'interaction', entrypoint: './src/islands/directives/interaction.ts' }),
  },
};

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  output: 'static',
  // ASTRO_OUT_DIR: build elsewhere than dist/ (tests, benchmarks).
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  trailingSlash: 'ignore',
  // Pages are mostly CPU-bound renders; a little concurrency overlaps the file writes.
  build: { format: 'directory', concurrency: 4, inlineStylesheets: 'never' },
  // renderToString rather than a stream per island: the islands use no Suspense, and it is much faster.
  integrations: [react({ experimentalDisableStreaming: true }), interactionDirective, siteBuild()],
  vite: {
    plugins: [pureSchemasInBrowser(), tagReactIslands()],
    // No inline scripts nor data: URIs: the CSP (functions/_lib/security-headers.ts) allows neither.
    build: { assetsInlineLimit: 0 },
  },
});
