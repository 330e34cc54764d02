// HTML rendered once per build and key, then written as is on every page that asks for the same key: the site's
// chrome (header, footer, dialogs, cookie bar) is the same on the 79,000 data pages of a build, so rendering it
// again on each is wasted work. Only for markup that reads nothing page-specific beyond its key (BaseLayout).
// A fast path: BUILD_FAST_PATHS=0 turns it off (src/settings/, src/integrations/fast-paths.ts), each page then
// renders it itself.
import { settings } from '../settings/index.ts';

const rendered = new Map<string, Promise<string>>();
// Read once: the pages' module graph lives for one build.
let on: boolean | undefined;

// The HTML of `key`, rendered by `render` the first time.
export function renderOnce(key: string, render: () => Promise<string>): Promise<string> {
  on ??= settings().build.fastPaths;
  if (!on) return render();
  let html = rendered.get(key);
  if (!html) rendered.set(key, (html = render()));
  return html;
}
