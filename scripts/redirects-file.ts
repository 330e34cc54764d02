// dist/_redirects (Netlify's format, written by the build from src/data/site/deploy-config.ts) applied by the
// local server the way the host applies it: rules in order, first match wins; a host rule (`https://host/*`)
// matches every path of that host; a path rule is skipped when a file answers the path, unless forced (`301!`);
// a 404 rule serves its file with status 404. Only the forms the build writes are understood.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { redirectRules, type RedirectRule } from '../src/data/site/deploy-config.ts';

/** The rules of a _redirects text (other statuses, comments and malformed lines are skipped). */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split('\n')) {
    const [from, to, code = '301'] = line.trim().split(/\s+/);
    const status = Number(code.replace(/!$/, ''));
    if (!to || !(from.startsWith('/') || /^https?:\/\/[^/]+\/\*$/.test(from))) continue;
    if (status !== 301 && status !== 404) continue;
    rules.push({ from, to, status, ...(code.endsWith('!') && { force: true }) });
  }
  return rules;
}

export type RuleMatch = { status: 301; location: string } | { status: 404; file: string };

const isHostRule = (rule: RedirectRule) => !rule.from.startsWith('/');

/** Where every path of `host` (lower-cased, without port) goes, or null when no host rule names it. */
export function hostRedirect(rules: readonly RedirectRule[], host: string): string | null {
  const bare = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  for (const rule of rules) {
    if (isHostRule(rule) && new URL(rule.from.slice(0, -1)).hostname === bare) return rule.to;
  }
  return null;
}

/**
 * The first path rule matching `pathname` (a trailing slash is ignored, as on the host), or null.
 * With `fileExists`, only forced rules apply: a file shadows the others.
 */
export function pathRule(rules: readonly RedirectRule[], pathname: string, fileExists = false): RuleMatch | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const rule of rules) {
    if (isHostRule(rule) || (fileExists && !rule.force)) continue;
    let to: string | null = null;
    if (rule.from.endsWith('/*')) {
      const prefix = rule.from.slice(0, -1);
      // '/x/*' also matches '/x' itself, with an empty splat.
      if (`${path}/`.startsWith(prefix)) to = rule.to.replace(':splat', path.slice(prefix.length));
    } else if (path === rule.from) to = rule.to;
    if (to !== null) return rule.status === 404 ? { status: 404, file: to } : { status: 301, location: to };
  }
  return null;
}

const cache = new Map<string, { mtimeMs: number; size: number; rules: RedirectRule[] }>();

/**
 * The rules the server applies: `distDir`/_redirects as the build wrote it (re-read when a build rewrites it),
 * or, for a dist/ without one, the same rules generated for `siteUrl` (no former slugs).
 */
export async function rulesFor(distDir: string, siteUrl: string): Promise<readonly RedirectRule[]> {
  const file = join(distDir, '_redirects');
  const info = await stat(file).catch(() => null);
  if (!info) {
    const key = `generated:${siteUrl}`;
    let generated = cache.get(key);
    if (!generated) cache.set(key, (generated = { mtimeMs: 0, size: 0, rules: redirectRules({ siteUrl }) }));
    return generated.rules;
  }
  let entry = cache.get(file);
  if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
    entry = { mtimeMs: info.mtimeMs, size: info.size, rules: parseRedirects(await readFile(file, 'utf8')) };
    cache.set(file, entry);
  }
  return entry.rules;
}
