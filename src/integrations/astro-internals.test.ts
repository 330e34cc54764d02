// The fence around Astro's internals: checked against the Astro version the project installs (an upgrade goes through
// docs/upgrading-astro.md first), and the bus shared by the build's two module graphs.
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ASTRO_CHECKED_VERSION, buildBusOpen, buildSlot } from './astro-internals.ts';

const json = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

describe('astro-internals.ts', () => {
  it('was checked against the Astro version package.json pins and node_modules holds', () => {
    const why = 'Astro changed: go through docs/upgrading-astro.md, then update ASTRO_CHECKED_VERSION';
    expect(json('../../package.json').dependencies.astro, why).toBe(ASTRO_CHECKED_VERSION);
    expect(json('../../node_modules/astro/package.json').version, why).toBe(ASTRO_CHECKED_VERSION);
  });

  it('shares a named value through one global, whichever module instance asks', async () => {
    const slot = buildSlot<number>('test.value');
    slot.set(42);
    // Another instance of the module, as the pages' bundle has: the same global.
    vi.resetModules();
    const other = await import('./astro-internals.ts');
    expect(other.buildSlot).not.toBe(buildSlot);
    expect(other.buildSlot<number>('test.value').get()).toBe(42);
    slot.set(undefined);
    expect(other.buildSlot<number>('test.value').get()).toBeUndefined();
  });

  it('puts nothing on globalThis until a fast path sets a value, and reading creates nothing', () => {
    const before = Object.getOwnPropertySymbols(globalThis).length;
    const slot = buildSlot<number>('test.absent');
    expect(slot.get()).toBeUndefined();
    slot.set(undefined);
    expect(buildBusOpen()).toBe(false);
    expect(Object.getOwnPropertySymbols(globalThis)).toHaveLength(before);
    slot.set(1);
    expect(buildBusOpen()).toBe(true);
    slot.set(undefined);
    expect(buildBusOpen()).toBe(false);
  });
});
