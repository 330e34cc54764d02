// The fast paths' side of the data loading, in the pages' module graph (Astro's prerender bundle): registers with
// load.ts what the build's integrations take from the loaded data (build-channel.ts: the end-of-build files and the
// search files' worker; render-hand-off.ts: the render workers). site-build.ts has Astro import this module first in
// every .astro page (injectScript 'page-ssr', public API) when the fast paths are on; the endpoints that load the data
// import it themselves (Astro injects nothing into endpoints). It registers nothing when the build bus is closed
// (BUILD_FAST_PATHS=0, dev, tests): the pages then load the data for themselves only.
import { setSiteDataHandOff } from '../data/site/load.ts';
import { toSearchSource } from '../page-data/search-index.ts';
import { buildBusOpen } from './astro-internals.ts';
import { handSearchSource, publishLoadedRecord } from './build-channel.ts';
import { handToRenderWorkers, takeHandedSiteData } from './render-hand-off.ts';

if (buildBusOpen()) {
  setSiteDataHandOff({
    handed: takeHandedSiteData,
    loaded(site, handed) {
      publishLoadedRecord({ counts: site.counts, slugRedirects: site.slugRedirects });
      // The search files are laid out and written in parallel with the pages (search-files.ts). The render workers
      // start once the search files' worker is done: both at once would add up their memory, while the second core
      // is busy either way.
      handToRenderWorkers(
        handed,
        handSearchSource(() => toSearchSource(site)),
      );
    },
  });
}
