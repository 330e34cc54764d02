// Every use of Astro beyond its documented integration API, in one module: checked against astro 7.3.4
// (package.json pins it). A minor Astro release may change any of it; docs/upgrading-astro.md lists what to check
// and which tests prove it. BUILD_FAST_PATHS=0 (src/settings/, fast-paths.ts) turns off every fast path
// that rests on it; the build's output stays byte for byte the same (tests/integration/parallel-render.test.ts).
//
// What is used, and where Astro 7.3.4 has it:
// 1. The module-graph bus: Astro loads the integrations (astro.config.mjs) and the pages (its prerender bundle,
//    built into the output folder) as two module graphs in one process, so a module both import has two instances.
//    What the fast paths share goes through one global (buildSlot); without them nothing does (the pages load their
//    data through a module they import, and the end-of-build hook reads its own: site-build.ts).
// 2. The prerender bundle's entry chunk, `prerender-entry*.mjs` (core/build/static-build.js and vite-build-config.js,
//    PRERENDER_ENTRY_FILENAME_PREFIX),
//    which exports `app`, a BuildApp (core/build/app.js): setInternals, setOptions, getOptions, manifest.routes,
//    render(request, { routeData }). The default prerenderer (core/build/default-prerenderer.js) imports it, calls
//    setInternals(internals) and setOptions(options), and keeps it as `app`.
// 3. What that app reads of the build internals and options to write a page's head (core/build/environment.js,
//    headElements): internals.pagesByKeys (each page's styles), internals.entrySpecifierToBundleMap,
//    options.settings.scripts; and options.logger.options.destination, where its log lines go.
// 4. How a prerendered page's Response is read (core/build/generate.js): status, headers, then arrayBuffer() when
//    it has a body (`response.body` not null).
// 5. The renderer tag `Symbol.for('astro:renderer')` on a component (runtime/server/render/common.js), which spares
//    Astro the renderers' check() on each island (for @astrojs/react, one more render of the island).
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { AstroPrerenderer } from 'astro';
import type { Plugin } from 'vite';

/** The Astro version this module was last checked against. */
export const ASTRO_CHECKED_VERSION = '7.3.4';

// ---- 1. The module-graph bus ---------------------------------------------------------------------------------

const BUS_KEY = Symbol.for('passeport-mairies.build-bus');
type Bus = Map<string, unknown>;
const busOf = () => (globalThis as Record<symbol, Bus | undefined>)[BUS_KEY];

/**
 * One named value shared by the integrations and the pages of a build (the same process, two module graphs), for
 * the fast paths only: the bus is created by the first `set` of a value, so a build without the fast paths
 * (BUILD_FAST_PATHS=0) puts nothing on `globalThis`, and reading an absent value creates nothing.
 */
export function buildSlot<T>(name: string): { get(): T | undefined; set(value: T | undefined): void } {
  return {
    get: () => busOf()?.get(name) as T | undefined,
    set: (value) => {
      if (value === undefined) {
        busOf()?.delete(name);
        return;
      }
      const global = globalThis as Record<symbol, Bus | undefined>;
      (global[BUS_KEY] ??= new Map()).set(name, value);
    },
  };
}

/** Whether this thread's build runs with the fast paths: something was put on the bus (by the build's integrations
 *  on the main thread, by the render worker in a worker). */
export function buildBusOpen(): boolean {
  return (busOf()?.size ?? 0) > 0;
}

// ---- 2, 3. The prerender bundle and what its pages' heads read ---------------------------------------------------

const PRERENDER_ENTRY_PREFIX = 'prerender-entry';

/** A log line as Astro's logger hands it to its destination. */
export type LogEvent = { label: string | null; level: string; message: string; newLine: boolean };
export type LogDestination = { write(event: LogEvent): unknown };

/** A page style as Astro's build records it (pageData.styles); only what headElements reads. */
type PageStyle = { depth: number; order: number; sheet: unknown };

/** What another thread needs to render the build's pages as the main thread does (structured-cloneable). */
export type PrerenderBundle = {
  entryUrl: string;
  /** internals.pagesByKeys, reduced to each page's styles. */
  pages: [string, { styles: PageStyle[] }][];
  /** internals.entrySpecifierToBundleMap. */
  entrySpecifiers: [string, string][];
  /** settings.scripts (headElements reads their stage and content). */
  scripts: unknown[];
};

type RouteDataLike = { route: string; component: string };
type BuildInternalsLike = {
  pagesByKeys: Map<string, { styles: PageStyle[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
};
type BuildAppLike = {
  manifest: { routes: { routeData: RouteDataLike }[] };
  setInternals(internals: BuildInternalsLike): void;
  setOptions(options: unknown): void;
  getOptions(): { settings: { scripts: unknown[] }; logger: { options: { destination: LogDestination } } };
  render(request: Request, options: { routeData: RouteDataLike }): Promise<Response>;
};

/** Vite plugin: records the file of the prerender bundle's entry, as Astro's static build writes it. */
export function prerenderEntryRecorder(found: (file: string) => void): Plugin {
  return {
    name: 'passeport-mairies:prerender-entry',
    applyToEnvironment: (environment) => environment.name === 'prerender',
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.fileName.startsWith(PRERENDER_ENTRY_PREFIX) && options.dir) {
          found(join(options.dir, chunk.fileName));
        }
      }
    },
  };
}

/**
 * Sets up Astro's default prerenderer (`base.setup()`) and captures, on the way, what its app was given: the
 * prerender bundle for another thread, and the destination of Astro's log. Throws when Astro did not load the
 * recorded entry (a changed build layout), naming the switch that does without.
 */
export async function setUpCapturing(
  base: AstroPrerenderer,
  entryFile: string,
): Promise<{ bundle: PrerenderBundle; log: LogDestination }> {
  const entryUrl = pathToFileURL(entryFile).href;
  // The same URL as Astro's import: the same module instance, whose setInternals call shows the internals.
  const entry = (await import(entryUrl)) as { app: BuildAppLike };
  let internals: BuildInternalsLike | null = null;
  const setInternals = entry.app.setInternals.bind(entry.app);
  entry.app.setInternals = (value) => {
    internals = value;
    setInternals(value);
  };
  try {
    await base.setup?.();
  } finally {
    entry.app.setInternals = setInternals;
  }
  const app = (base as { app?: unknown }).app;
  if (app !== entry.app || !internals) {
    throw new Error(
      `[astro-internals] Astro's prerenderer did not load ${entryUrl} as Astro ${ASTRO_CHECKED_VERSION} did; ` +
        `build with BUILD_FAST_PATHS=0 and see docs/upgrading-astro.md`,
    );
  }
  const { pagesByKeys, entrySpecifierToBundleMap } = internals as BuildInternalsLike;
  const options = entry.app.getOptions();
  const pages = [...pagesByKeys].map(([key, page]): [string, { styles: PageStyle[] }] => [
    key,
    { styles: page.styles.map(({ depth, order, sheet }) => ({ depth, order, sheet })) },
  ]);
  return {
    bundle: { entryUrl, pages, entrySpecifiers: [...entrySpecifierToBundleMap], scripts: options.settings.scripts },
    log: options.logger.options.destination,
  };
}

/** In another thread: loads the prerender bundle as Astro's build sets it up, its log lines going to `log`; returns
 *  a page's render by route pattern and component. */
export async function openPrerenderBundle(
  bundle: PrerenderBundle,
  log: (event: LogEvent) => void,
): Promise<(url: string, route: RouteDataLike) => Promise<Response>> {
  const { app } = (await import(bundle.entryUrl)) as { app: BuildAppLike };
  app.setInternals({ pagesByKeys: new Map(bundle.pages), entrySpecifierToBundleMap: new Map(bundle.entrySpecifiers) });
  app.setOptions({ settings: { scripts: bundle.scripts }, logger: { options: { destination: { write: log } } } });
  const key = (route: RouteDataLike) => `${route.route}\0${route.component}`;
  const routes = new Map(app.manifest.routes.map(({ routeData }) => [key(routeData), routeData]));
  return (url, route) => {
    const routeData = routes.get(key(route));
    if (!routeData) throw new Error(`no route ${route.route} (${route.component}) in the prerender bundle`);
    // As Astro's createRequest for a prerendered page: no headers, no query.
    return app.render(new Request(url), { routeData });
  };
}

// ---- 4. A page rendered elsewhere, as generate.js reads it -------------------------------------------------------

// The transferred bytes as they are (arrayBuffer(), text()); its body stream is empty. A Response made from them
// would copy them, and Astro's arrayBuffer() once more: ~80 KB of external memory per page, which made V8 run a
// major GC of the main thread's heap every second (30 mark-compacts instead of 9 on a 15-department build).
class BytesResponse extends Response {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer, init: ResponseInit) {
    super('', init); // a body, empty: Astro skips a page whose response has none
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
  override text(): Promise<string> {
    return Promise.resolve(new TextDecoder().decode(this.#bytes));
  }
}

/** A page's Response from its bytes (null: no body), without copying them. */
export function pageResponse(bytes: ArrayBuffer | null, init: ResponseInit): Response {
  return bytes ? new BytesResponse(bytes, init) : new Response(null, init);
}

// ---- 5. Islands tagged with their renderer -----------------------------------------------------------------------

const ISLAND_FILE = /\/src\/islands\/[A-Z][^/]*\.tsx$/;
const REACT_RENDERER = '@astrojs/react';

/** Vite plugin, server bundles only: tags each island's default export as a React component, so that Astro does not
 *  render every island twice per page to find its renderer (@astrojs/react `check` renders it once more). 72,000
 *  town hall pages carry islands: this halves their server rendering. */
export function tagReactIslands(): Plugin {
  return {
    name: 'passeport-mairies:tag-react-islands',
    applyToEnvironment: (environment) => environment.name !== 'client',
    transform(code, id) {
      if (!ISLAND_FILE.test(id.split('?')[0])) return null;
      const name = /export default function (\w+)/.exec(code)?.[1];
      if (!name) return null;
      return { code: `${code}\n${name}[Symbol.for('astro:renderer')] = '${REACT_RENDERER}';\n`, map: null };
    },
  };
}
