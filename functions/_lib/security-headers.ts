// Security headers of every page: scripts/serve.ts sends them, and the build writes them to dist/_headers
// for the host (src/data/site/deploy-config.ts).
// The CSP allows this site, the map tiles, the address API and the pre-application iframe, nothing else;
// Astro's own inline island bootstrap is allowed by hash (tests/integration/functions-netlify.test.ts
// recomputes the hashes from the installed Astro, so an upgrade that changes them fails loudly).

/** Origin of the embedded pre-application form; a placeholder until the operator sets PREDEMANDE_IFRAME_URL. */
const DEFAULT_IFRAME_ORIGIN = 'https://pre-demande.example.fr';

/** sha256 of the inline scripts Astro writes before islands: the island element and the client directives. */
export const ASTRO_SCRIPT_HASHES = [
  "'sha256-Ya0pUYrC7nM5Cn/056TyVuEiz6dFGrzmkWzgON0pF0U='", // astro-island
  "'sha256-BF0290pkb3jxQsE7z00xR8Imp8X34FLC88L0lkMnrGw='", // client:idle
  "'sha256-QzWFZi+FLIx23tnm9SBU4aEgx4x8DsuASP07mfqol/c='", // client:load
  "'sha256-0chmwFk0zaA528yFfGV7J9ppIpdfTPPULncDF3WG7Zs='", // client:media
  "'sha256-eIXWvAmxkr251LJZkjniEK5LcPF3NkapbJepohwYRIc='", // client:only
  "'sha256-Q2BPg90ZMplYY+FSdApNErhpWafg2hcRRbndmvxuL/Q='", // client:visible
] as const;

/** sha256 of the site's own inline scripts: BaseLayout's `no-js` → `js` class swap (it must run before first
 * paint) and the client:interaction directive as Astro inlines it (src/islands/directives/interaction.ts). */
export const SITE_SCRIPT_HASHES = [
  "'sha256-e2g5HkZP+fghbsY1m7moq4GopOo7zRRaAHNyQ2Q7oSI='", // no-js swap
  "'sha256-Q/pmVhIxlraasC2TQNQmOzC0FjuO2Ppyo16sTlEcmM8='", // client:interaction
] as const;

/** sha256 of Astro's inline island stylesheet. */
export const ASTRO_STYLE_HASHES = ["'sha256-vv9IoKo7BSLbWcUHr3tNmfNVmm5L/9Cfn2H6LMk7/ow='"] as const;

/** The Content-Security-Policy, with the iframe origin given. */
function contentSecurityPolicy(iframeOrigin: string = DEFAULT_IFRAME_ORIGIN): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...SITE_SCRIPT_HASHES, ...ASTRO_SCRIPT_HASHES].join(' ')}`,
    `style-src 'self' ${ASTRO_STYLE_HASHES.join(' ')}`,
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
