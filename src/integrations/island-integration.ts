// Wraps the @astrojs/react integration so that its server renderer is react-server.ts (island HTML rendered once
// per island and props shape, island-cache.ts); the client side and every other setting stay @astrojs/react's.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroRenderer } from 'astro';

const SERVER_ENTRYPOINT = fileURLToPath(new URL('./react-server.ts', import.meta.url));

// `react` is `react({...})` of @astrojs/react.
export function cachedIslands(react: AstroIntegration): AstroIntegration {
  const setup = react.hooks['astro:config:setup'];
  return {
    ...react,
    hooks: {
      ...react.hooks,
      'astro:config:setup': (options) =>
        setup?.({
          ...options,
          addRenderer: (renderer: AstroRenderer) =>
            options.addRenderer(
              renderer.name === '@astrojs/react' ? { ...renderer, serverEntrypoint: SERVER_ENTRYPOINT } : renderer,
            ),
        }),
    },
  };
}
