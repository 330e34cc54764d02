// The parallel prerenderer around a stand-in prerender bundle: worker routes go to the worker with the main thread's
// data and come back whole, other routes stay on the main thread, a page that throws in the worker fails with its
// path. (Byte-for-byte output of real builds: tests/integration/parallel-render.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroPrerenderer } from 'astro';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { parallelRender } from './parallel-render.ts';
import { handToRenderWorkers } from './render-hand-off.ts';
import type { RawSiteData } from '../data/site/site-data.ts';

// A prerender entry as Astro builds it (an `app` with setInternals/setOptions/render), rendering from the handed
// data: each page shows the build's now, the first town hall's name and the thread that rendered it.
const ENTRY = `
import { isMainThread } from 'node:worker_threads';
const handed = () => globalThis[Symbol.for('passeport-mairies.build-bus')].get('render-workers.handed');
let site;
export const app = {
  internals: null,
  manifest: { routes: [{ routeData: { route: '/mairie/[slug]', component: 'src/pages/mairie/[slug]/index.astro' } }] },
  setInternals(internals) { this.internals = internals; },
  setOptions(options) { this.options = options; },
  getOptions() { return this.options; },
  async render(request) {
    const path = new URL(request.url).pathname;
    if (path.includes('boom')) throw new Error('page exploded');
    site ??= isMainThread ? { now: new Date(0), raw: { mairies: [{ nom: 'main' }] } } : handed();
    const styles = this.internals.pagesByKeys.get('page')?.styles.length;
    const body = [site.now.toISOString(), site.raw.mairies[0].nom, isMainThread ? 'main' : 'worker', styles].join(' ');
    return new Response(body, { status: 203, headers: { 'x-page': path } });
  },
};
`;

const dir = mkdtempSync(join(tmpdir(), 'parallel-render-'));
const entryFile = join(dir, 'prerender-entry.test.mjs');
writeFileSync(entryFile, ENTRY);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A hook called with the part of its options this integration reads.
type Hook = (options: unknown) => unknown;

// Astro's default prerenderer as far as this module sees it: it imports the entry and hands it the internals.
function defaultPrerenderer(): AstroPrerenderer & { app?: unknown } {
  const prerenderer: AstroPrerenderer & { app?: { render(r: Request): Promise<Response> } } = {
    name: 'astro:default',
    async setup() {
      const { app } = await import(pathToFileURL(entryFile).href);
      app.setInternals({
        pagesByKeys: new Map([
          ['page', { styles: [{ depth: 0, order: 0, sheet: { type: 'external', src: '/a.css' } }] }],
        ]),
        entrySpecifierToBundleMap: new Map(),
      });
      app.setOptions({ settings: { scripts: [] }, logger: { options: { destination: { write: () => true } } } });
      prerenderer.app = app;
    },
    getStaticPaths: async () => [],
    render: (request) => prerenderer.app!.render(request),
    teardown: async () => {},
  };
  return prerenderer;
}

async function startPrerenderer(workers: number): Promise<AstroPrerenderer> {
  const integration = parallelRender(workers);
  const plugins: Plugin[] = [];
  let prerenderer: AstroPrerenderer | null = null;
  let concurrency = 0;
  await (integration.hooks['astro:config:setup'] as Hook)({
    command: 'build',
    config: { build: { concurrency: 4 } },
    updateConfig: (config: { build: { concurrency: number }; vite: { plugins: Plugin[] } }) => {
      concurrency = config.build.concurrency;
      plugins.push(...config.vite.plugins);
    },
  });
  for (const plugin of plugins) {
    const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: object) => void;
    writeBundle({ dir }, { 'prerender-entry.test.mjs': { type: 'chunk', fileName: 'prerender-entry.test.mjs' } });
  }
  await (integration.hooks['astro:build:start'] as Hook)({
    logger: { info: () => {} },
    setPrerenderer: (make: (base: AstroPrerenderer) => AstroPrerenderer) => (prerenderer = make(defaultPrerenderer())),
  });
  if (!prerenderer) throw new Error('no prerenderer set');
  // Astro keeps as many pages in flight as configured for the main thread, plus the worker's queue.
  expect(concurrency).toBe(20);
  await (prerenderer as AstroPrerenderer).setup?.();
  return prerenderer;
}

const route = (path: string) => ({ route: path, component: 'src/pages/mairie/[slug]/index.astro' }) as never;
const request = (path: string) => new Request(`http://localhost${path}`);
const now = new Date('2025-06-02T08:00:00Z');

describe('parallel prerenderer', () => {
  it('renders the data pages in a worker from the handed data, the others on the main thread', async () => {
    const prerenderer = await startPrerenderer(1);
    try {
      handToRenderWorkers({ now, raw: { mairies: [{ nom: 'Mairie de Brou' }] } as unknown as RawSiteData });
      // Seventeen at once: the worker takes sixteen (its queue), the last one is rendered here.
      const paths = Array.from({ length: 17 }, (_, i) => `/mairie/m${i}`);
      const answers = await Promise.all(
        paths.map((path) => prerenderer.render(request(`${path}.html`), { routeData: route('/mairie/[slug]') })),
      );
      // As Astro's generate.js reads a page.
      const bodies = await Promise.all(
        answers.map(async (answer) => Buffer.from(await (answer as Response).arrayBuffer()).toString('utf8')),
      );
      expect(bodies[0]).toBe('2025-06-02T08:00:00.000Z Mairie de Brou worker 1');
      expect(bodies[15]).toBe('2025-06-02T08:00:00.000Z Mairie de Brou worker 1');
      expect(bodies[16]).toBe('1970-01-01T00:00:00.000Z main main 1');
      const first = answers[0] as Response;
      expect(first.status).toBe(203);
      expect(first.headers.get('x-page')).toBe('/mairie/m0.html');
      const other = (await prerenderer.render(request('/index.html'), { routeData: route('/') })) as Response;
      expect(await other.text()).toMatch(/ main main /);
    } finally {
      await prerenderer.teardown?.();
    }
  });

  it("fails with the page's path when the worker throws", async () => {
    const prerenderer = await startPrerenderer(1);
    try {
      handToRenderWorkers({ now, raw: { mairies: [{ nom: 'x' }] } as unknown as RawSiteData });
      await expect(
        prerenderer.render(request('/mairie/boom.html'), { routeData: route('/mairie/[slug]') }),
      ).rejects.toThrow(/\/mairie\/boom\.html failed in a render worker: Error: page exploded/);
    } finally {
      await prerenderer.teardown?.();
    }
  });
});
