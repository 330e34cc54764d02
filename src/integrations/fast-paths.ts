// The build's fast paths, all on unless BUILD_FAST_PATHS=0 (src/settings/):
// - render workers: the data pages rendered on every core (parallel-render.ts, BUILD_RENDER_WORKERS);
// - the island cache: each island's server HTML rendered once per props shape (island-integration.ts);
// - RenderOnce: the site's chrome rendered once per section (src/layouts/render-once.ts, which reads the setting);
// - islands tagged with their renderer, so Astro does not render each one twice to find it (astro-internals.ts).
// Off, no fast path runs: Astro's own prerenderer and @astrojs/react render every page, chrome and island; the build
// writes the same files, byte for byte (tests/integration/parallel-render.test.ts), more slowly. What rests on
// Astro's internals is in astro-internals.ts; docs/upgrading-astro.md says what to check on an Astro upgrade.
import type { AstroIntegration } from 'astro';
import { tagReactIslands } from './astro-internals.ts';
import { cachedIslands } from './island-integration.ts';
import type { BuildSettings } from '../settings/index.ts';
import { parallelRender } from './parallel-render.ts';

/** The integrations of the fast paths around `react` (@astrojs/react's integration), or `react` alone when off. */
export function fastPaths(
  react: AstroIntegration,
  build: Pick<BuildSettings, 'fastPaths' | 'renderWorkers'>,
): AstroIntegration[] {
  const on = build.fastPaths;
  const switches: AstroIntegration = {
    name: 'passeport-mairies:fast-paths',
    hooks: {
      'astro:config:setup': ({ command, updateConfig, logger }) => {
        if (on) updateConfig({ vite: { plugins: [tagReactIslands()] } });
        if (command !== 'build') return;
        logger.info(
          on
            ? 'fast paths on: island cache, RenderOnce, renderer tags, render workers (BUILD_FAST_PATHS=0 turns them off)'
            : 'fast paths off (BUILD_FAST_PATHS=0): Astro renders every page itself',
        );
      },
    },
  };
  if (!on) return [react, switches];
  return [cachedIslands(react), switches, parallelRender(build.renderWorkers)];
}
