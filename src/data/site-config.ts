// The site configuration's parser: pure, errors name the variable. The pages read this build's values through
// astro:env (src/data/config.ts). DEFAULT_SITE_URL is also the Node side's (astro.config.mjs `site`,
// resolveSiteOrigin in src/data/site/env.ts), which reads process.env: astro:env exists only inside Astro's Vite build.
import * as z from 'zod';

const httpUrl = (name: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value) && URL.canParse(value), {
      message: `${name} must be an absolute http(s) URL, e.g. https://example.org`,
    });

/** Keys of the five legal pages whose full text lives on an external site. */
const LEGAL_KEYS = ['mentions', 'cgu', 'privacy', 'cookies', 'accessibility'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

// Which environment variable holds the external full text of each legal page.
export const LEGAL_ENV: Record<LegalKey, string> = {
  mentions: 'LEGAL_MENTIONS_URL',
  cgu: 'LEGAL_CGU_URL',
  privacy: 'LEGAL_PRIVACY_URL',
  cookies: 'LEGAL_COOKIES_URL',
  accessibility: 'LEGAL_ACCESSIBILITY_URL',
};

/** The validated configuration; optional services are `undefined` and their pages degrade visibly. */
export interface SiteConfig {
  siteUrl: string;
  predemandeIframeUrl: string | undefined;
  wordpressApiUrl: string | undefined;
  legalUrls: Record<LegalKey, string | undefined>;
}

export const DEFAULT_SITE_URL = 'http://localhost:4321';

type Env = Record<string, string | undefined>;

// Empty strings count as unset, so `FOO=` in a CI file behaves like an absent variable.
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parseUrl(env: Env, name: string, fallback?: string): string | undefined {
  const raw = read(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  const result = httpUrl(name).safeParse(raw);
  if (!result.success) {
    throw new Error(`Invalid environment variable ${name}="${raw}": ${result.error.issues[0].message}.`);
  }
  return result.data;
}

const stripSlash = (url: string | undefined) => url?.replace(/\/+$/, '');

// Pure: builds the configuration from an environment object; throws on the first invalid variable.
export function parseSiteConfig(env: Env): SiteConfig {
  const legalUrls = Object.fromEntries(LEGAL_KEYS.map((key) => [key, parseUrl(env, LEGAL_ENV[key])])) as Record<
    LegalKey,
    string | undefined
  >;
  return {
    siteUrl: stripSlash(parseUrl(env, 'PUBLIC_SITE_URL', DEFAULT_SITE_URL)) as string,
    predemandeIframeUrl: parseUrl(env, 'PREDEMANDE_IFRAME_URL'),
    wordpressApiUrl: stripSlash(parseUrl(env, 'WORDPRESS_API_URL')),
    legalUrls,
  };
}
