// This build's site settings as the pages read them: the variables astro.config.mjs declares (env.schema), handed
// by astro:env and parsed by the one settings module (src/settings/), whose errors name the variable. Astro code only.
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
import { readSettings, type SiteSettings } from '../settings/index.ts';

// Beside siteConfig.legalUrls, for the pages that read them.
export { LEGAL_ENV, type LegalKey } from '../settings/index.ts';

/** The site settings of this build. */
export const siteConfig: SiteSettings = readSettings({
  PUBLIC_SITE_URL,
  PREDEMANDE_IFRAME_URL,
  WORDPRESS_API_URL,
  LEGAL_MENTIONS_URL,
  LEGAL_CGU_URL,
  LEGAL_PRIVACY_URL,
  LEGAL_COOKIES_URL,
  LEGAL_ACCESSIBILITY_URL,
}).site;
