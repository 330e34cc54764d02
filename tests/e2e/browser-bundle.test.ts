// What the browser downloads holds no server code. The build refuses a browser chunk that includes zod, pg, PGlite,
// nodemailer, a Node built-in, src/data or functions (serverCodeOutOfBrowser, src/integrations/vite-plugins.ts), so
// the fixture build fails first; this also reads every built script for the libraries' own code, in case the
// plugin were dropped or a library reached the page another way.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureDist } from './fixture-site.ts';

// Text each library's code keeps once minified (strings, not names).
const SIGNATURES: [string, RegExp][] = [
  ['zod', /\$Zod[A-Z]\w+/], // zod 4 names its classes with string literals: "$ZodType", "$ZodString"…
  ['pg', /SCRAM-SHA-256/],
  ['PGlite', /pglite\.(wasm|data)/],
  ['nodemailer', /nodemailer/i],
];

let scripts: Map<string, string>;
beforeAll(async () => {
  const dist = await fixtureDist();
  scripts = new Map(
    readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.m?js$/.test(path))
      .map((path) => [path, readFileSync(join(dist, path), 'utf8')]),
  );
}, 300_000);

describe('browser scripts of the fixture build', () => {
  it('include the islands and page scripts', () => {
    expect([...scripts.keys()].some((path) => /ReportDialog\.[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.size).toBeGreaterThan(10);
  });

  it.each(SIGNATURES)('hold no code of %s', (_library, signature) => {
    const found = [...scripts].filter(([, code]) => signature.test(code)).map(([path]) => path);
    expect(found).toEqual([]);
  });

  it('would see zod if it were there', () => {
    const zod = readFileSync(join(import.meta.dirname, '../../node_modules/zod/v4/core/schemas.js'), 'utf8');
    expect(SIGNATURES[0][1].test(zod)).toBe(true);
  });
});
