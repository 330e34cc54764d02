// dist/_redirects (Netlify's format, written by the build for town hall slugs that changed): the same 301s in
// the local server. Only what the build writes is understood: '/from /to 301' and '/from/* /to/:splat 301'.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

type Rules = { exact: Map<string, string>; prefixes: [string, string][] };

/** The 301 rules of a _redirects text (other statuses, comments and malformed lines are skipped). */
export function parseRedirects(text: string): Rules {
  const rules: Rules = { exact: new Map(), prefixes: [] };
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from?.startsWith('/') || !to || (status ?? '301') !== '301') continue;
    if (from.endsWith('/*') && to.endsWith('/:splat')) rules.prefixes.push([from.slice(0, -1), to.slice(0, -6)]);
    else rules.exact.set(from, to);
  }
  return rules;
}

/** Where a path moved to, or null; a trailing slash is ignored, like the pages'. */
export function redirectTarget(rules: Rules, pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = rules.exact.get(path);
  if (exact) return exact;
  for (const [from, to] of rules.prefixes) if (path.startsWith(from)) return to + path.slice(from.length);
  return null;
}

const cache = new Map<string, { mtimeMs: number; rules: Rules }>();

/** The target of `pathname` in `distDir`/_redirects (re-read when the build rewrites it), or null. */
export async function redirectFor(distDir: string, pathname: string): Promise<string | null> {
  const file = join(distDir, '_redirects');
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== info.mtimeMs) {
    entry = { mtimeMs: info.mtimeMs, rules: parseRedirects(await readFile(file, 'utf8')) };
    cache.set(file, entry);
  }
  return redirectTarget(entry.rules, pathname);
}
