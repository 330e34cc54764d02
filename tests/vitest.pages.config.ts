import { getViteConfig } from 'astro/config';

const root = new URL('..', import.meta.url).pathname;

// Page tests render .astro files with the Container API, which needs Astro's Vite plugins. The pages read their
// settings through astro:env, which Astro inlines from the env files of `envDir` and process.env when it loads a
// module: tests/fixtures/pages-env/.env.test gives the optional services a value so their markup can be checked.
export default getViteConfig(
  {
    test: {
      name: 'pages',
      root,
      include: ['tests/unit/site-pages.test.ts'],
      testTimeout: 30_000,
    },
  },
  {
    root,
    logLevel: 'error',
    devToolbar: { enabled: false },
    vite: { envDir: new URL('fixtures/pages-env', import.meta.url).pathname },
  },
);
