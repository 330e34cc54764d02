// Pure helpers for the <head>: canonical URLs, BreadcrumbList JSON-LD, safe JSON-LD serialisation.

/** Longest page title (with the site's name) a search result shows whole. */
export const TITLE_MAX = 65;

/** A breadcrumb step: visible name and site path. */
export interface Crumb {
  name: string;
  path: string;
}

// Absolute URL of `path` on `siteUrl` (no trailing slash expected on siteUrl).
export function toAbsoluteUrl(siteUrl: string, path: string): string {
  return new URL(path.startsWith('/') ? path : `/${path}`, `${siteUrl.replace(/\/+$/, '')}/`).href;
}

// schema.org BreadcrumbList for `crumbs`, positions from 1.
export function toBreadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: toAbsoluteUrl(siteUrl, crumb.path),
    })),
  };
}

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/;
const escapeInScript = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

// JSON for a <script type="application/ld+json">: '<' is escaped so no text can close the script element (one scan
// when, as on most pages, there is nothing to escape).
export function toJsonLdText(data: object): string {
  const json = JSON.stringify(data);
  return UNSAFE_IN_SCRIPT.test(json) ? json.replace(/[<\u2028\u2029]/g, escapeInScript) : json;
}
