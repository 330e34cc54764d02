import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationReference, REFERENCE_FILE } from './reference.ts';
import { ALL_SETTINGS } from './schema.ts';

describe('docs/configuration.md', () => {
  const committed = readFileSync(new URL(`../../${REFERENCE_FILE}`, import.meta.url), 'utf8');

  it('is the reference generated from the settings schema (npm run docs:config rewrites it)', () => {
    expect(committed, `${REFERENCE_FILE} is stale: run npm run docs:config`).toBe(configurationReference());
  });

  it('lists every variable once, with its default or what unset means', () => {
    for (const name of Object.keys(ALL_SETTINGS)) {
      expect(committed.match(new RegExp(`^- \`${name}\`: `, 'gm')), name).toHaveLength(1);
    }
    expect(committed).toMatch(/^- `SMTP_URL`: .*\*\*Required in production\*\* by the functions and the server/m);
    expect(committed).toMatch(/^- `PGLITE_DIR`: .* Default: `\.data\/pglite`\./m);
  });
});
