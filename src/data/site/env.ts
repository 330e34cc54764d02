// Build-time switches of the data pages, read from the environment; errors name the variable. Read from process.env,
// not astro:env: their readers run outside Astro's Vite build (astro.config.mjs, the integrations, the data loader).
import { readFileSync } from 'node:fs';
import { normalizeDepartmentCode } from '../../domain/departments.ts';
import { DEFAULT_SITE_URL } from '../site-config.ts';

/** How this build loads and checks its data. */
export type BuildEnv = {
  /** BUILD_FORCE=1: publish even when the data-safety checks fail. */
  force: boolean;
  /** BUILD_DEPARTMENTS=01,75: only these departments' pages (null: all). */
  departments: ReadonlySet<string> | null;
  /** BUILD_MANIFEST_PATH: counts of the last successful build. */
  manifestPath: string;
  /** BUILD_DATE: the build's "now" (ISO week of the popular list, review dates). */
  now: Date;
};

const DEFAULT_MANIFEST_PATH = '.data/build-manifest.json';

type Env = Record<string, string | undefined>;

// Pure: the build switches of an environment object.
export function parseBuildEnv(env: Env): BuildEnv {
  const departments = (env.BUILD_DEPARTMENTS ?? '').split(',').map(normalizeDepartmentCode).filter(Boolean);
  for (const code of departments) {
    if (!/^(\d{2,3}|2[AB])$/.test(code)) {
      throw new Error(`Invalid BUILD_DEPARTMENTS entry "${code}": expected department codes like 01,2A,75,971.`);
    }
  }
  const now = env.BUILD_DATE?.trim() ? new Date(env.BUILD_DATE.trim()) : new Date();
  if (Number.isNaN(now.getTime())) {
    throw new Error(`Invalid BUILD_DATE="${env.BUILD_DATE}": expected an ISO date such as 2025-03-14T10:00:00Z.`);
  }
  return {
    force: ['1', 'true', 'yes'].includes((env.BUILD_FORCE ?? '').trim().toLowerCase()),
    departments: departments.length ? new Set(departments) : null,
    manifestPath: env.BUILD_MANIFEST_PATH?.trim() || DEFAULT_MANIFEST_PATH,
    now,
  };
}

const years = new Map<string | undefined, number>();

/** The build's year (BUILD_DATE, else today), read once per BUILD_DATE value: the footer of every page shows it. */
export function buildYear(env: Env = process.env): number {
  let year = years.get(env.BUILD_DATE);
  if (year === undefined) years.set(env.BUILD_DATE, (year = parseBuildEnv(env).now.getFullYear()));
  return year;
}

/** The canonical origin of a build, and whether it is the local default. */
type SiteOrigin = { url: string; isDefault: boolean };

const flag = (value: string | undefined) =>
  !!value?.trim() && !['0', 'false', 'no'].includes(value.trim().toLowerCase());

// A build meant for the public: on CI, with NODE_ENV=production, or on Netlify (CONTEXT, except `netlify dev`).
export function isProductionBuild(env: Env): boolean {
  const context = env.CONTEXT?.trim();
  return flag(env.CI) || env.NODE_ENV?.trim() === 'production' || (!!context && context !== 'dev');
}

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/i;

// Pure: PUBLIC_SITE_URL as an origin ('https://site.fr'). A production build refuses it missing, malformed,
// with a path, or on a loopback host; a local build falls back to http://localhost:4321. The build's gate, run by the
// site-origin integration before any page; the pages then read the same variable through astro:env (src/data/config.ts).
export function resolveSiteOrigin(env: Env): SiteOrigin {
  const raw = env.PUBLIC_SITE_URL?.trim() ?? '';
  const production = isProductionBuild(env);
  const why = production
    ? ' A production build (CI, NODE_ENV=production or Netlify CONTEXT) needs the real origin.'
    : '';
  if (!raw) {
    if (production)
      throw new Error(`PUBLIC_SITE_URL is not set, e.g. PUBLIC_SITE_URL=https://passeport.example.fr.${why}`);
    return { url: DEFAULT_SITE_URL, isDefault: true };
  }
  const url = URL.canParse(raw) ? new URL(raw) : null;
  const problem = !url
    ? 'not an absolute URL'
    : !['http:', 'https:'].includes(url.protocol)
      ? 'not http(s)'
      : url.username || url.password || url.search || url.hash || url.pathname.replace(/\/+$/, '')
        ? 'expected an origin only, without path, query or credentials'
        : production && LOOPBACK.test(url.hostname)
          ? 'a loopback host'
          : null;
  if (problem || !url) throw new Error(`Invalid PUBLIC_SITE_URL="${raw}": ${problem}.${why}`);
  return { url: url.origin, isDefault: false };
}

// NODE_ENV as the process was started with: `astro build` sets NODE_ENV=production when it is unset, before
// any config or hook runs, so process.env cannot tell a production build from a plain local one. Linux keeps
// the starting environment in /proc/self/environ; elsewhere only CI and CONTEXT mark a production build.
export function startingNodeEnv(): string | undefined {
  try {
    const entry = readFileSync('/proc/self/environ', 'utf8')
      .split('\0')
      .find((line) => line.startsWith('NODE_ENV='));
    return entry?.slice('NODE_ENV='.length);
  } catch {
    return undefined;
  }
}
