// The server side of @astrojs/react with the islands' HTML from IslandCache (island-cache.ts): same renderer name,
// same output. Registered in place of @astrojs/react/server.js by cachedIslands() (island-integration.ts).
import react from '@astrojs/react/server.js';
import type { NamedSSRLoadedRendererValue } from 'astro';
import { IslandCache } from './island-cache.ts';

type Slots = Record<string, string>;
type Render = NamedSSRLoadedRendererValue['renderToStaticMarkup'];

const original = react.renderToStaticMarkup as Render;
// Without `this`, the original neither numbers the island nor reads a form action's state (static pages have none).
const cache = new IslandCache(async (component, props) => (await original.call(undefined, component, props, {})).html);

// An island Astro would hydrate (client:*) is @astrojs/react's own render, which numbers it for hydration; no page
// has one (LazyIsland.astro hydrates the islands itself). The others' attributes are never written: none is made.
async function renderToStaticMarkup(
  this: unknown,
  component: unknown,
  props: Record<string, unknown>,
  slots: Slots,
  metadata?: { hydrate?: unknown },
) {
  const withSlots = Object.values(slots ?? {}).some((slot) => slot != null);
  if (metadata?.hydrate || withSlots || typeof component !== 'function') {
    return original.call(this as never, component, props, slots, metadata as never);
  }
  delete props['class'];
  return { html: await cache.html(component, props) };
}

export default { ...react, renderToStaticMarkup };
