import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRedirects, redirectFor, redirectTarget } from '../../scripts/redirects-file.ts';
import { slugRedirectsFile } from '../../src/data/site/integration.ts';

describe('the _redirects file of changed slugs', () => {
  const text = slugRedirectsFile([{ old_slug: 'mairie-d-e-chirolles', slug: 'mairie-d-echirolles' }]);

  it("is written in Netlify's format, the page and its sub-pages", () => {
    expect(text).toBe(
      '/mairie/mairie-d-e-chirolles /mairie/mairie-d-echirolles 301\n' +
        '/mairie/mairie-d-e-chirolles/* /mairie/mairie-d-echirolles/:splat 301\n',
    );
    expect(slugRedirectsFile([])).toBe('');
  });

  it('is read back by the local server: the old path, with or without a slash, and its guide', () => {
    const rules = parseRedirects(text);
    expect(redirectTarget(rules, '/mairie/mairie-d-e-chirolles')).toBe('/mairie/mairie-d-echirolles');
    expect(redirectTarget(rules, '/mairie/mairie-d-e-chirolles/')).toBe('/mairie/mairie-d-echirolles');
    expect(redirectTarget(rules, '/mairie/mairie-d-e-chirolles/rdv')).toBe('/mairie/mairie-d-echirolles/rdv');
    expect(redirectTarget(rules, '/mairie/mairie-d-e-chirolles-2')).toBeNull();
    expect(redirectTarget(rules, '/mairie/mairie-d-echirolles')).toBeNull();
  });

  it('skips other statuses, comments and malformed lines', () => {
    const rules = parseRedirects('# comment\n/a /b 302\n/c\n/d /e\n');
    expect(redirectTarget(rules, '/a')).toBeNull();
    expect(redirectTarget(rules, '/c')).toBeNull();
    expect(redirectTarget(rules, '/d')).toBe('/e');
  });

  it('reads dist/_redirects, and nothing when the build wrote none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    expect(await redirectFor(dir, '/mairie/mairie-d-e-chirolles')).toBeNull();
    writeFileSync(join(dir, '_redirects'), text);
    expect(await redirectFor(dir, '/mairie/mairie-d-e-chirolles')).toBe('/mairie/mairie-d-echirolles');
  });
});
