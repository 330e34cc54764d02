import { getViteConfig } from 'astro/config';

// Page tests render .astro files with the Container API, which needs Astro's Vite plugins.
// The environment gives the optional services a value so their markup can be checked.
export default getViteConfig(
  {
    test: {
      name: 'pages',
      root: new URL('..', import.meta.url).pathname,
      include: ['tests/unit/site-pages.test.ts'],
      testTimeout: 30_000,
      env: {
        PUBLIC_SITE_URL: 'https://passeport.example',
        PREDEMANDE_IFRAME_URL: 'https://prestataire.example/pre-demande',
        LEGAL_CGU_URL: 'https://prestataire.example/cgu',
      },
    },
  },
  { root: new URL('..', import.meta.url).pathname, logLevel: 'error', devToolbar: { enabled: false } },
);
