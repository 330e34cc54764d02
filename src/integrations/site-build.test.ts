// The end-of-build files never go out without the data: with the fast paths, a build whose pages handed nothing over
// stops (no _redirects without the former slugs, no skipped manifest); without them, nothing rides the build bus.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSlot } from './astro-internals.ts';
import { loadedRecord } from './build-channel.ts';
import { siteBuild } from './site-build.ts';

const dir = mkdtempSync(join(tmpdir(), 'site-build-hook-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type BuildDone = (options: {
  dir: URL;
  pages: { pathname: string }[];
  logger: { info(line: string): void };
}) => Promise<void>;

describe('siteBuild', () => {
  it('fails the build when the pages handed over no data, and writes nothing', async () => {
    expect(loadedRecord()).toBeUndefined();
    const hooks = siteBuild({ fastPaths: true }).hooks as AstroIntegration['hooks'] & { 'astro:build:done': BuildDone };
    const done = hooks['astro:build:done']({ dir: pathToFileURL(`${dir}/`), pages: [], logger: { info: () => {} } });
    await expect(done).rejects.toThrow(/no page handed over the loaded data/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('without the fast paths, fails a build on which a value rode the build bus', async () => {
    const slot = buildSlot<number>('test.stray');
    slot.set(1);
    try {
      const hooks = siteBuild({ fastPaths: false }).hooks as AstroIntegration['hooks'] & {
        'astro:build:done': BuildDone;
      };
      const done = hooks['astro:build:done']({ dir: pathToFileURL(`${dir}/`), pages: [], logger: { info: () => {} } });
      await expect(done).rejects.toThrow(/BUILD_FAST_PATHS=0, yet a value rode the build bus/);
    } finally {
      slot.set(undefined);
    }
  });
});
