// The deployed functions' runtime: their configuration refuses, as it loads, a production without DATABASE_URL
// (naming it), a NODE_ENV=production without SITE_ENV and an http:// production origin, and loading every function never loads PGlite (netlify.toml leaves it out of the bundle).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../helpers/production-env.ts';

const root = new URL('../..', import.meta.url).pathname;

/** Runs a module script in a fresh Node with only `env` (and PATH). */
const node = (script: string, env: Record<string, string>) =>
  spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

const FUNCTIONS = readdirSync(new URL('../../functions/', import.meta.url)).filter((f) => f.endsWith('.ts'));

describe('functions runtime', () => {
  it('a production function without DATABASE_URL fails as it loads, naming the variable', () => {
    const run = node(`await import('./functions/reviews.ts');`, PRODUCTION_ENV);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/DATABASE_URL: required in production/);
  });

  it('every function loads in production with DATABASE_URL, and none loads PGlite', () => {
    expect(FUNCTIONS.length).toBeGreaterThan(5);
    const script = `
      import { registerHooks } from 'node:module';
      const pglite = [];
      registerHooks({
        resolve(specifier, context, next) {
          const resolved = next(specifier, context);
          if (resolved.url.includes('@electric-sql/pglite')) pglite.push(resolved.url);
          return resolved;
        },
      });
      for (const f of ${JSON.stringify(FUNCTIONS)}) await import('./functions/' + f);
      console.log(JSON.stringify(pglite));`;
    const run = node(script, { ...PRODUCTION_ENV, DATABASE_URL: 'postgres://app@127.0.0.1:1/none' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it('a function with NODE_ENV=production and no SITE_ENV fails as it loads, naming SITE_ENV; SITE_ENV=local loads', () => {
    const load = `await import('./functions/reviews.ts');`;
    const refused = node(load, { NODE_ENV: 'production' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/SITE_ENV: not set while NODE_ENV=production/);
    const local = node(load, { NODE_ENV: 'production', SITE_ENV: 'local' });
    expect(local.stderr).toBe('');
    expect(local.status).toBe(0);
  });

  it('a production function with an http:// PUBLIC_SITE_URL fails as it loads', () => {
    const run = node(`await import('./functions/reviews.ts');`, {
      ...PRODUCTION_ENV,
      DATABASE_URL: 'postgres://app@127.0.0.1:1/none',
      PUBLIC_SITE_URL: 'http://site.fr',
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/PUBLIC_SITE_URL: production \(SITE_ENV=production\) needs an https:\/\/ origin/);
  });

  it('PGlite still opens where there is no DATABASE_URL (imported when opened)', () => {
    const script = `
      import { openDb } from './src/data/db.ts';
      import { readSettings } from './src/settings/index.ts';
      const db = await openDb(readSettings({ PGLITE_DIR: 'memory://' }).database);
      const { rows } = await db.query('select 1 + 1 as n');
      console.log(rows[0].n);
      await db.close();`;
    const run = node(script, {});
    expect(run.stdout.trim()).toBe('2');
  });
});
