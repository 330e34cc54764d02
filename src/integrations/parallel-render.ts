// Renders the heavy data pages on every core: Astro renders all pages on one thread, so this integration replaces
// its prerenderer by one that sends /mairie, /ville and /departements pages to worker threads (render-worker.ts)
// while the main thread renders the others, the overflow, and writes every file as before. Each worker imports the
// same prerender bundle and builds its SiteData from the raw data the main thread loaded (render-hand-off.ts); the
// output is byte for byte the single-thread build's (tests/integration/parallel-render.test.ts).
import { Worker } from 'node:worker_threads';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import {
  pageResponse,
  prerenderEntryRecorder,
  setUpCapturing,
  type LogDestination,
  type LogEvent,
  type PrerenderBundle,
} from './astro-internals.ts';
import { offerRenderWorkers, packSiteData, type HandedSiteData } from './render-hand-off.ts';

/** Routes rendered by the workers: ~79,000 of the build's pages, each costly enough to pay the transfer. */
const WORKER_ROUTES = new Set(['/mairie/[slug]', '/mairie/[slug]/rdv', '/ville/[code_postal]', '/departements/[code]']);

/** Requests a worker holds at most; beyond, the main thread renders the page. A page takes ~1 ms: the queue must
 *  outlast the stretches the main thread spends without reading the worker's answers (its own page, a GC pause). */
const PENDING_PER_WORKER = 16;

/** The worker's young generation, in MB: V8 sizes it by the machine's memory (~134 MB here), while a page's garbage
 *  is small; the national build's peak memory stays under 1.5 GB with it. */
const WORKER_YOUNG_GENERATION_MB = 48;

/** Main thread → worker: render this page. */
export type RenderJob = { id: number; url: string; route: string; component: string };

/** Main thread → worker: first the data (a message, not workerData, which a worker keeps for its lifetime; packed by
 *  render-hand-off.ts), then pages. */
export type MainMessage = { type: 'data'; packed: SharedArrayBuffer } | ({ type: 'render' } & RenderJob);

/** Worker → main thread. */
export type WorkerMessage =
  | {
      type: 'rendered';
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  | { type: 'failed'; id: number; error: string }
  | { type: 'log'; event: LogEvent };

type Pending = { pathname: string; resolve: (response: Response) => void; reject: (error: Error) => void };

class RenderWorker {
  readonly pending = new Map<number, Pending>();
  private readonly worker: Worker;
  private stopped = false;

  constructor(
    data: PrerenderBundle,
    packed: SharedArrayBuffer,
    destination: LogDestination,
    onCrash: (error: Error) => void,
  ) {
    this.worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: data,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    this.send({ type: 'data', packed });
    this.worker.on('message', (message: WorkerMessage) => {
      if (message.type === 'log') {
        destination.write(message.event);
        return;
      }
      const job = this.pending.get(message.id);
      if (!job) return;
      this.pending.delete(message.id);
      if (message.type === 'failed') {
        job.reject(new Error(`[parallel-render] ${job.pathname} failed in a render worker: ${message.error}`));
      } else {
        const { body, status, statusText, headers } = message;
        const init = { status, statusText, headers };
        job.resolve(pageResponse(body, init));
      }
    });
    const crash = (why: string) => {
      if (this.stopped) return;
      this.stopped = true;
      const pages = [...this.pending.values()].map((job) => job.pathname);
      const error = new Error(
        `[parallel-render] a render worker ${why} while rendering ${pages.join(', ') || '(none)'}`,
      );
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
      onCrash(error);
    };
    this.worker.on('error', (error: Error) => crash(`failed (${error.stack ?? error.message})`));
    this.worker.on('exit', (code) => crash(`stopped (exit code ${code})`));
  }

  get usable(): boolean {
    return !this.stopped;
  }

  private send(message: MainMessage): void {
    this.worker.postMessage(message);
  }

  render(job: RenderJob, pathname: string): Promise<Response> {
    return new Promise((resolve, reject) => {
      this.pending.set(job.id, { pathname, resolve, reject });
      this.send({ type: 'render', ...job });
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.worker.terminate();
  }
}

// The prerenderer: Astro's own for the main thread, plus `count` workers started when the data is handed over.
function parallelPrerenderer(
  base: AstroPrerenderer,
  count: number,
  entryFile: () => string | null,
  log: (line: string) => void,
): AstroPrerenderer {
  let workers: RenderWorker[] = [];
  let crashed: Error | null = null;
  let nextId = 0;
  const rendered = { workers: 0, main: 0 };
  let start: ((site: HandedSiteData, startAfter?: Promise<unknown>) => void) | null = null;

  // The least busy worker that can take one more page, if any.
  const pick = () => {
    let best: RenderWorker | null = null;
    for (const worker of workers) {
      if (worker.usable && worker.pending.size < PENDING_PER_WORKER) {
        if (!best || worker.pending.size < best.pending.size) best = worker;
      }
    }
    return best;
  };

  return {
    ...base,
    name: 'passeport-mairies:parallel',
    async setup() {
      const file = entryFile();
      if (!file) throw new Error('[parallel-render] the prerender entry was not found in the prerender build output');
      const { bundle: data, log: destination } = await setUpCapturing(base, file);
      start = (site, startAfter) => {
        offerRenderWorkers(null);
        // Packed now, while the main thread keeps its raw rows until the workers start otherwise.
        const packed = packSiteData(site);
        const spawn = () => {
          if (!start) return; // the build's pages were all rendered first
          for (let i = 0; i < count; i++) {
            workers.push(new RenderWorker(data, packed, destination, (error) => (crashed ??= error)));
          }
        };
        // Until then the main thread renders alone; a failure of the search files fails the build elsewhere.
        if (startAfter) void startAfter.then(spawn, spawn);
        else spawn();
      };
      // load.ts hands the raw data over once the pages' getStaticPaths have loaded it.
      offerRenderWorkers((site, startAfter) => start?.(site, startAfter));
    },
    async render(request, options) {
      if (crashed) throw crashed;
      if (options.collectMetadata || !WORKER_ROUTES.has(options.routeData.route)) return base.render(request, options);
      let worker = pick();
      if (!worker && workers.length) {
        // The main thread reads the workers' answers (macrotasks) before it renders a page of its own; else the
        // microtasks of several renders run back to back while the queues drain.
        await new Promise((resolve) => setImmediate(resolve));
        worker = pick();
      }
      rendered[worker ? 'workers' : 'main']++;
      if (!worker) return base.render(request, options);
      const { route, component } = options.routeData;
      return worker.render({ id: nextId++, url: request.url, route, component }, new URL(request.url).pathname);
    },
    async teardown() {
      if (rendered.workers + rendered.main) {
        log(`data pages: ${rendered.workers} rendered by the worker(s), ${rendered.main} by the main thread`);
      }
      offerRenderWorkers(null);
      start = null;
      const stopping = workers.map((worker) => worker.stop());
      workers = [];
      await Promise.all(stopping);
      await base.teardown?.();
    },
  };
}

/** The integration (fast-paths.ts adds it): `count` render workers beside the main thread; 0 keeps Astro's own
 *  prerenderer. */
export function parallelRender(count: number): AstroIntegration {
  let entryFile: string | null = null;
  return {
    name: 'passeport-mairies:parallel-render',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build' || count === 0) return;
        // Astro's loop keeps build.concurrency pages in flight: as many for the main thread as configured, plus the
        // workers' queues.
        updateConfig({
          build: { concurrency: config.build.concurrency + PENDING_PER_WORKER * count },
          vite: { plugins: [prerenderEntryRecorder((file) => (entryFile = file))] },
        });
      },
      'astro:build:start': ({ setPrerenderer, logger }) => {
        if (count === 0) return;
        logger.info(`data pages rendered by the main thread and ${count} worker thread(s) (BUILD_RENDER_WORKERS)`);
        setPrerenderer((base) =>
          parallelPrerenderer(
            base,
            count,
            () => entryFile,
            (line) => logger.info(line),
          ),
        );
      },
    },
  };
}
