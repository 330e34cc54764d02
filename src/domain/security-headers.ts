// Security headers of every page: scripts/server/ and the functions' pages send them, and the build writes them to
// dist/_headers for the host (src/data/site/deploy-config.ts).
// The CSP allows this site, the map tiles, the address API and the pre-application iframe, nothing else; the one
// inline script is allowed by hash. No page carries Astro's inline island runtime: the React islands are hydrated
// by an external script (src/islands/hydrate.ts), and tests/integration/site-build.test.ts checks that every inline
// script of the built pages is hashed here and that they have no inline <style>.

import { DEFAULT_ADDRESS_API_URL, DEFAULT_TILE_URL } from './services.ts';

/** Origin of the embedded pre-application form; a placeholder until the operator sets PREDEMANDE_IFRAME_URL. */
const DEFAULT_IFRAME_ORIGIN = 'https://pre-demande.example.fr';

/** The third-party origins a page reaches: the pre-application iframe, the address API its nearest form calls, the map
 *  tiles (a `*` for a template's {s} subdomain). Unset: the defaults. */
export type PageOrigins = { iframe?: string; addressApi?: string; tiles?: string };

// The origin of a URL, or of a Leaflet tile template ('https://{s}.tile.example.org/{z}/…' → 'https://*.tile.example.org').
function originOf(url: string | undefined): string | undefined {
  const template = url?.trim().replace(/^(https?:\/\/)\{s\}\./, '$1*.');
  if (!template) return undefined;
  const match = /^(https?:\/\/(?:\*\.)?[a-z0-9.-]+(?::\d+)?)(?:[/?#]|$)/i.exec(template);
  return match?.[1].toLowerCase();
}

/** sha256 of the site's inline scripts: BaseLayout's `no-js` → `js` class swap (it must run before first paint). */
export const SITE_SCRIPT_HASHES = [
  "'sha256-e2g5HkZP+fghbsY1m7moq4GopOo7zRRaAHNyQ2Q7oSI='", // no-js swap
] as const;

/** The Content-Security-Policy for the given origins. */
function contentSecurityPolicy(origins: PageOrigins): string {
  const { iframe = DEFAULT_IFRAME_ORIGIN, addressApi = originOf(DEFAULT_ADDRESS_API_URL) } = origins;
  const tiles = origins.tiles ?? originOf(DEFAULT_TILE_URL);
  return [
    "default-src 'self'",
    `script-src 'self' ${SITE_SCRIPT_HASHES.join(' ')}`,
    "style-src 'self'",
    `img-src 'self' ${tiles}`,
    `connect-src 'self' ${addressApi} https://data.geopf.fr`,
    `frame-src ${iframe}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origins the settings name (PREDEMANDE_IFRAME_URL, PUBLIC_ADDRESS_API_URL, PUBLIC_TILE_URL); each is
 *  undefined when unset or not a URL, and the CSP then allows the default. */
export function pageOriginsOf(env: Record<string, string | undefined>): PageOrigins {
  return {
    iframe: originOf(env.PREDEMANDE_IFRAME_URL),
    addressApi: originOf(env.PUBLIC_ADDRESS_API_URL),
    tiles: originOf(env.PUBLIC_TILE_URL),
  };
}

/** What every answer carries, a page or not (JSON, a redirect, an empty beacon answer, an error). */
export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' } as const;

/** Every security header of a page. */
export function securityHeaders(origins: PageOrigins = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
