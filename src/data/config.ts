// This build's site configuration: the variables astro.config.mjs declares (env.schema), read through astro:env and
// checked by parseSiteConfig (src/data/site-config.ts), whose errors name the variable. Astro code only.
import {
  LEGAL_ACCESSIBILITY_URL,
  LEGAL_CGU_URL,
  LEGAL_COOKIES_URL,
  LEGAL_MENTIONS_URL,
  LEGAL_PRIVACY_URL,
  PREDEMANDE_IFRAME_URL,
  PUBLIC_SITE_URL,
  WORDPRESS_API_URL,
} from 'astro:env/server';
import { parseSiteConfig, type SiteConfig } from './site-config.ts';

// Beside siteConfig.legalUrls, for the pages that read them.
export { LEGAL_ENV, type LegalKey } from './site-config.ts';

/** The configuration of this build. */
export const siteConfig: SiteConfig = parseSiteConfig({
  PUBLIC_SITE_URL,
  PREDEMANDE_IFRAME_URL,
  WORDPRESS_API_URL,
  LEGAL_MENTIONS_URL,
  LEGAL_CGU_URL,
  LEGAL_PRIVACY_URL,
  LEGAL_COOKIES_URL,
  LEGAL_ACCESSIBILITY_URL,
});
