// Render worker thread of parallel-render.ts: imports the build's prerender bundle with the main thread's data,
// renders the pages it is sent and answers each one's status, headers and body (transferred, not copied).
import { parentPort, workerData } from 'node:worker_threads';
import type { LogEvent, MainMessage, RenderJob, RenderWorkerData, WorkerMessage } from './parallel-render.ts';
import { setHandedSiteData, type HandedSiteData } from './render-hand-off.ts';

type RouteDataLike = { route: string; component: string };
type WorkerApp = {
  manifest: { routes: { routeData: RouteDataLike }[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteDataLike }): Promise<Response>;
};

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of parallel-render.ts');
const data = workerData as RenderWorkerData;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// The data first (load.ts takes it on the first page), then the bundle, set up as Astro's build environment reads it
// (core/build/environment.js headElements, core/build/app.js setOptions).
async function start(site: HandedSiteData): Promise<WorkerApp> {
  setHandedSiteData(site);
  const { app } = (await import(data.entryUrl)) as { app: WorkerApp };
  app.setInternals({ pagesByKeys: new Map(data.pages), entrySpecifierToBundleMap: new Map(data.entrySpecifiers) });
  app.setOptions({
    settings: { scripts: data.scripts },
    logger: { options: { destination: { write: (event: LogEvent) => post({ type: 'log', event }) } } },
  });
  return app;
}

const key = (route: RouteDataLike) => `${route.route}\0${route.component}`;
let routes: Map<string, RouteDataLike> | null = null;
let ready: Promise<WorkerApp> | null = null;

async function render(job: RenderJob): Promise<void> {
  try {
    if (!ready) throw new Error('a page came before the data');
    const app = await ready;
    routes ??= new Map(app.manifest.routes.map(({ routeData }) => [key(routeData), routeData]));
    const routeData = routes.get(key(job));
    if (!routeData) throw new Error(`no route ${job.route} (${job.component}) in the prerender bundle`);
    // As Astro's createRequest for a prerendered page: no headers, no query.
    const response = await app.render(new Request(job.url), { routeData });
    const body = response.body === null ? null : await response.arrayBuffer();
    const { status, statusText } = response;
    post(
      { type: 'rendered', id: job.id, status, statusText, headers: [...response.headers], body },
      body ? [body] : [],
    );
  } catch (error) {
    post({
      type: 'failed',
      id: job.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
}

port.on('message', ({ type, ...message }: MainMessage) => {
  if (type === 'data') ready = start(message as HandedSiteData);
  else void render(message as RenderJob);
});
