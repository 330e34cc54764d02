// Types the project's own client directives in .astro files (see astro.config.mjs).
declare global {
  namespace Astro {
    interface ClientDirectives {
      /** Hydrates on the first pointer, focus or key inside the island, or when its dialog opens. */
      'client:interaction'?: boolean;
    }
  }
}
export {};
