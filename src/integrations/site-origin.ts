// Canonical origin: a production build stops unless PUBLIC_SITE_URL is a real origin (src/data/site/env.ts);
// a local build says in one line that it uses the default.
import type { AstroIntegration } from 'astro';
import { resolveSiteOrigin, startingNodeEnv } from '../data/site/env.ts';

// The integration; add it to astro.config.mjs `integrations`.
export function siteOrigin(): AstroIntegration {
  return {
    name: 'passeport-mairies:site-origin',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        const origin = resolveSiteOrigin({ ...process.env, NODE_ENV: startingNodeEnv() });
        if (origin.isDefault) logger.warn(`PUBLIC_SITE_URL unset: local build, canonical URLs on ${origin.url}`);
      },
    },
  };
}
