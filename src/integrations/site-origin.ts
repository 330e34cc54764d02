// Canonical origin: a production build (SITE_ENV=production, or CI set) stops unless PUBLIC_SITE_URL is a real origin
// (src/settings/, the build's requirements); a local build says in one line that it uses the default.
import type { AstroIntegration } from 'astro';
import { settings } from '../settings/index.ts';

// The integration; add it to astro.config.mjs `integrations`.
export function siteOrigin(): AstroIntegration {
  return {
    name: 'passeport-mairies:site-origin',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        if (command !== 'build') return;
        const { site } = settings('build');
        if (site.siteUrlIsDefault) logger.warn(`PUBLIC_SITE_URL unset: local build, canonical URLs on ${site.siteUrl}`);
      },
    },
  };
}
