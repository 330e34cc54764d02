import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import astroConfig from '../astro.config.mjs';

const root = new URL('..', import.meta.url).pathname;

// The plain Node tests run without Astro's Vite plugins: astro:env/client and astro:env/server give them every
// variable astro.config.mjs declares (env.schema), read from process.env when the module loads, as Astro would
// have inlined it at build time.
function astroEnvFromProcess(): Plugin {
  const names = Object.keys(astroConfig.env?.schema ?? {});
  const modules = new Set(['astro:env/client', 'astro:env/server']);
  return {
    name: 'astro-env-from-process',
    resolveId: (id) => (modules.has(id) ? `\0${id}` : null),
    load: (id) =>
      modules.has(id.slice(1)) && id.startsWith('\0')
        ? names.map((name) => `export const ${name} = process.env.${name} || undefined;`).join('\n')
        : null,
  };
}

// Lives under tests/ to keep the top level as agreed; the root is the project.
// Two projects: plain Node tests, and the page tests that need Astro's Vite plugins (vitest.pages.config.ts).
export default defineConfig({
  root,
  plugins: [astroEnvFromProcess()],
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'functions/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: [
            'tests/unit/site-pages.test.ts',
            '**/node_modules/**',
            // TESTS_WITHOUT_DB_ONLY_ONCE=1 leaves out the slow tests that use no database (of the server's: the
            // national department build has its own PGlite), and the open data's reference validators (.ci/run's
            // second suite).
            ...(process.env.TESTS_WITHOUT_DB_ONLY_ONCE
              ? [
                  'tests/integration/search-national.test.ts',
                  'tests/e2e/open-data-validators.test.ts',
                  'tests/e2e/built-text-national.test.ts',
                ]
              : []),
          ],
        },
      },
      'tests/vitest.pages.config.ts',
    ],
  },
});
