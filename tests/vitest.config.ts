import { defineConfig } from 'vitest/config';

// Lives under tests/ to keep the top level as agreed; the root is the project.
export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    include: ['src/**/*.test.ts', 'functions/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
