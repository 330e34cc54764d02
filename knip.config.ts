// Dead-code report (`npm run knip`), two passes:
// - `knip`: unused files, dependencies and exports over everything, tests included; an export only its own module
//   uses is reported (drop the `export`).
// - `knip --production`: only the code that ships or runs (entries marked `!`), tests left out, so production code
//   that only tests call is reported (use it or delete it). A helper its own module uses and that a unit test calls
//   directly is not dead code: this pass leaves it alone.
import type { KnipConfig } from 'knip';

const production = process.argv.includes('--production');

const config: KnipConfig = {
  entry: [
    'scripts/*.{ts,mjs}!',
    'scripts/bench/*.ts',
    'functions/*.ts!',
    'tests/fixtures/open-data/donnees-locales/build.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,astro}!', '!tests/**!', '!**/*.test.ts!'],
  // The plugin's own entries count astro.config.mjs as tooling; it is what builds the site.
  astro: {
    config: [],
    entry: ['astro.config.mjs!', 'src/content.config.ts!', 'src/pages/**/*.{astro,ts}!', '!src/pages/**/_*'],
  },
  vitest: { config: ['tests/vitest.config.ts', 'tests/vitest.pages.config.ts'], entry: ['**/*.test.ts'] },
  ignoreExportsUsedInFile: production,
  // The project's own Node 24, which npm puts first on the PATH of every script (scripts/node-version.mjs).
  ignoreDependencies: ['node'],
};

export default config;
