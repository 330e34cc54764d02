import { defineConfig } from 'vitest/config';

const root = new URL('..', import.meta.url).pathname;

// Lives under tests/ to keep the top level as agreed; the root is the project.
// Two projects: plain Node tests, and the page tests that need Astro's Vite plugins (vitest.pages.config.ts).
export default defineConfig({
  root,
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
            // TESTS_WITHOUT_DB_ONLY_ONCE=1 leaves out the slow tests that use no database (.ci/run's second suite).
            ...(process.env.TESTS_WITHOUT_DB_ONLY_ONCE ? ['tests/integration/search-national.test.ts'] : []),
          ],
        },
      },
      'tests/vitest.pages.config.ts',
    ],
  },
});
