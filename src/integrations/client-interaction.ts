// client:interaction (src/islands/directives/interaction.ts): islands a visitor may never use load on first use.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

// The integration; add it to astro.config.mjs `integrations`.
export function clientInteraction(): AstroIntegration {
  return {
    name: 'passeport-mairies:client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({
          name: 'interaction',
          // A file path: Astro bundles the directive with esbuild, which does not resolve file: URLs.
          entrypoint: fileURLToPath(new URL('../islands/directives/interaction.ts', import.meta.url)),
        }),
    },
  };
}
