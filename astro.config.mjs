// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import { quietPageLog } from './src/integrations/build-log.ts';
import { fastPaths } from './src/integrations/fast-paths.ts';
import { siteBuild } from './src/integrations/site-build.ts';
import { siteOrigin } from './src/integrations/site-origin.ts';
import { serverCodeOutOfBrowser } from './src/integrations/vite-plugins.ts';
import { readSettings } from './src/settings/index.ts';

// Every setting is read and checked by src/settings/ (one error names each bad variable); this entry point passes
// the environment in. The production requirements of the build are checked by the site-origin integration.
const settings = readSettings(process.env);

// Build and browser settings the pages read through astro:env (Astro's documented way); each is optional here, and
// src/settings/ parses and checks it. Inlined at build time, as the pages are static; server ones never reach a
// browser bundle.
const buildSetting = () => envField.string({ context: 'server', access: 'public', optional: true });
const browserSetting = () => envField.string({ context: 'client', access: 'public', optional: true });

export default defineConfig({
  site: settings.site.siteUrl,
  output: 'static',
  env: {
    schema: {
      // Canonical origin (a production build refuses it missing: src/integrations/site-origin.ts).
      PUBLIC_SITE_URL: buildSetting(),
      PREDEMANDE_IFRAME_URL: buildSetting(),
      WORDPRESS_API_URL: buildSetting(),
      LEGAL_MENTIONS_URL: buildSetting(),
      LEGAL_CGU_URL: buildSetting(),
      LEGAL_PRIVACY_URL: buildSetting(),
      LEGAL_COOKIES_URL: buildSetting(),
      LEGAL_ACCESSIBILITY_URL: buildSetting(),
      // Shown on /politique-confidentialite; the server's purge reads the same variables (src/settings/).
      RETENTION_FORMS_DAYS: buildSetting(),
      RETENTION_OUTBOX_DAYS: buildSetting(),
      RETENTION_NEAREST_DAYS: buildSetting(),
      RETENTION_REVIEW_EMAILS_DAYS: buildSetting(),
      // Map tiles ({s}, {z}, {x}, {y}) and the national address API of the suggestions (both have defaults).
      PUBLIC_TILE_URL: browserSetting(),
      PUBLIC_ADDRESS_API_URL: browserSetting(),
    },
  },
  // ASTRO_OUT_DIR: build elsewhere than dist/ (tests, benchmarks).
  outDir: settings.build.outDir,
  // One URL form (README, « Adresses »): /mairie/x is the file mairie/x.html, answered 200 without redirect.
  trailingSlash: 'never',
  // Pages are mostly CPU-bound renders; a little concurrency overlaps the file writes.
  build: { format: 'file', concurrency: 4, inlineStylesheets: 'never' },
  // renderToString rather than a stream per island: the islands use no Suspense, and it is much faster. The build's
  // fast paths (render workers, island cache, RenderOnce; BUILD_FAST_PATHS=0 turns them off): fast-paths.ts.
  integrations: [
    siteOrigin(),
    quietPageLog(),
    ...fastPaths(react({ experimentalDisableStreaming: true }), settings.build),
    siteBuild({ fastPaths: settings.build.fastPaths }),
  ],
  vite: {
    // The process environment is the one source of settings: no .env files, which astro:env would read but the
    // Node side of the build (site, _headers, _redirects), the functions and `npm run serve` would not.
    envDir: false,
    plugins: [serverCodeOutOfBrowser()],
    // No inline scripts nor data: URIs: the CSP (src/domain/security-headers.ts) allows neither.
    build: { assetsInlineLimit: 0 },
  },
});
