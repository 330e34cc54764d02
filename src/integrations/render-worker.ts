// Render worker thread of parallel-render.ts: imports the build's prerender bundle with the main thread's data,
// renders the pages it is sent and answers each one's status, headers and body (transferred, not copied).
import { parentPort, workerData } from 'node:worker_threads';
import { openPrerenderBundle, type PrerenderBundle } from './astro-internals.ts';
import type { MainMessage, RenderJob, WorkerMessage } from './parallel-render.ts';
import { setHandedSiteData, unpackSiteData, type HandedSiteData } from './render-hand-off.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread of parallel-render.ts');
const bundle = workerData as PrerenderBundle;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

type RenderPage = Awaited<ReturnType<typeof openPrerenderBundle>>;
let ready: Promise<RenderPage> | null = null;

// The data first (load.ts takes it on the first page), then the bundle.
function start(site: HandedSiteData): Promise<RenderPage> {
  setHandedSiteData(site);
  return openPrerenderBundle(bundle, (event) => post({ type: 'log', event }));
}

async function render(job: RenderJob): Promise<void> {
  try {
    if (!ready) throw new Error('a page came before the data');
    const response = await (await ready)(job.url, job);
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

port.on('message', (message: MainMessage) => {
  if (message.type === 'data') ready = start(unpackSiteData(message.packed));
  else {
    const { type: _type, ...job } = message;
    void render(job);
  }
});
