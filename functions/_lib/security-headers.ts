// Security headers of every page: scripts/serve.ts sends them, and the build writes them to dist/_headers
// for the host (src/data/site/deploy-config.ts).
// The CSP allows this site, the map tiles, the address API and the pre-application iframe, nothing else; the one
// inline script is allowed by hash. No page carries Astro's inline island runtime: the React islands are hydrated
// by an external script (src/islands/hydrate.ts), and tests/integration/site-build.test.ts checks that every inline
// script of the built pages is hashed here and that they have no inline <style>.

/** Origin of the embedded pre-application form; a placeholder until the operator sets PREDEMANDE_IFRAME_URL. */
const DEFAULT_IFRAME_ORIGIN = 'https://pre-demande.example.fr';

/** sha256 of the site's inline scripts: BaseLayout's `no-js` → `js` class swap (it must run before first paint). */
export const SITE_SCRIPT_HASHES = [
  "'sha256-e2g5HkZP+fghbsY1m7moq4GopOo7zRRaAHNyQ2Q7oSI='", // no-js swap
] as const;

/** The Content-Security-Policy, with the iframe origin given. */
function contentSecurityPolicy(iframeOrigin: string = DEFAULT_IFRAME_ORIGIN): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${SITE_SCRIPT_HASHES.join(' ')}`,
    "style-src 'self'",
    "img-src 'self' https://*.tile.openstreetmap.org",
    "connect-src 'self' https://api-adresse.data.gouv.fr https://data.geopf.fr",
    `frame-src ${iframeOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The iframe origin PREDEMANDE_IFRAME_URL sets, or the placeholder when it is unset or not a URL. */
export function iframeOriginOf(env: Record<string, string | undefined>): string | undefined {
  const url = env.PREDEMANDE_IFRAME_URL;
  return url && URL.canParse(url) ? new URL(url).origin : undefined;
}

/** What every answer carries, a page or not (JSON, a redirect, an empty beacon answer, an error). */
export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' } as const;

/** Every security header of a page. */
export function securityHeaders(iframeOrigin?: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(iframeOrigin),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
