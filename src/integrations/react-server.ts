// The server side of @astrojs/react with the islands' HTML from IslandCache (island-cache.ts): same renderer name,
// same output. Registered in place of @astrojs/react/server.js by cachedIslands() (island-integration.ts).
import react from '@astrojs/react/server.js';
import type { NamedSSRLoadedRendererValue, SSRResult } from 'astro';
import { IslandCache } from './island-cache.ts';

type Slots = Record<string, string>;
type Render = NamedSSRLoadedRendererValue['renderToStaticMarkup'];

const original = react.renderToStaticMarkup as Render;
// Without `this`, the original neither numbers the island nor reads a form action's state (static pages have none).
const cache = new IslandCache(async (component, props) => (await original.call(undefined, component, props, {})).html);

// React ids' prefix of each island of a page, numbered as @astrojs/react numbers them (r0, r1, …).
const counters = new WeakMap<SSRResult, number>();
function nextPrefix(result: SSRResult | undefined): string | undefined {
  if (!result) return undefined;
  const n = counters.get(result) ?? 0;
  counters.set(result, n + 1);
  return `r${n}`;
}

async function renderToStaticMarkup(
  this: { result?: SSRResult } | undefined,
  component: unknown,
  props: Record<string, unknown>,
  slots: Slots,
  metadata?: unknown,
) {
  const prefix = nextPrefix(this?.result);
  if (typeof component !== 'function' || Object.values(slots ?? {}).some((slot) => slot != null)) {
    const rendered = await original.call(undefined, component, props, slots, metadata as never);
    return { ...rendered, attrs: { ...rendered.attrs, prefix } };
  }
  delete props['class'];
  return { html: await cache.html(component, props), attrs: { prefix } };
}

export default { ...react, renderToStaticMarkup };
