// The build log of 79,000 pages: Astro's line per page is dropped, and a progress line per PROGRESS_EVERY pages
// gives the counts by section and the rate. Astro has no option for this, so the integration filters the
// lines it writes to stdout during the build.
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

export const PROGRESS_EVERY = 5_000;

// eslint-disable-next-line no-control-regex -- the escape character starts the ANSI colour codes this strips
const ANSI = /\x1b\[[0-9;]*m/g;

/** What one write of Astro's per-page log is: a page it starts, the render time it appends, or anything else. */
type PageLogChunk = { kind: 'page'; path: string } | { kind: 'time' } | null;

// Pure: reads a chunk written to stdout.
export function readPageLogChunk(chunk: string): PageLogChunk {
  const text = chunk.replace(ANSI, '');
  const page = /^(?:\d\d:\d\d:\d\d)?\s+[├└]─ (\/\S*)\s*$/.exec(text);
  if (page) return { kind: 'page', path: page[1] };
  if (/^\s*\(\+[\d.]+m?s\)[^\n]*\n?$/.test(text) || /^\s*\((?:cached|restored)\)\s*\n?$/.test(text)) {
    return { kind: 'time' };
  }
  return null;
}

// The section of a written file: 'mairie', 'ville', 'recherche'…; 'pages' for the single pages.
export const sectionOf = (path: string) => /^\/([^/]+)\/(?!index\.html$)/.exec(path)?.[1] ?? 'pages';

/** Counts written pages by section and says when a progress line is due. */
export class PageProgress {
  readonly counts = new Map<string, number>();
  total = 0;
  private readonly started: number;
  constructor(started: number) {
    this.started = started;
  }

  // Counts `path`; returns the progress line every PROGRESS_EVERY pages.
  add(path: string, now: number): string | null {
    const section = sectionOf(path);
    this.counts.set(section, (this.counts.get(section) ?? 0) + 1);
    this.total++;
    return this.total % PROGRESS_EVERY === 0 ? this.line(now) : null;
  }

  line(now: number): string {
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const sections = [...this.counts].map(([name, n]) => `${name} ${n}`).join(', ');
    return `${this.total} files (${sections}) in ${seconds.toFixed(1)} s, ${Math.round(this.total / seconds)} files/s`;
  }
}

function filterStdout(logger: AstroIntegrationLogger): () => void {
  const write = process.stdout.write.bind(process.stdout);
  const progress = new PageProgress(performance.now());
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const read = readPageLogChunk(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    if (read?.kind === 'page') {
      const line = progress.add(read.path, performance.now());
      if (line) setImmediate(() => logger.info(line));
      return true;
    }
    if (read?.kind === 'time') return true;
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  return () => {
    process.stdout.write = write;
    if (progress.total) logger.info(`written: ${progress.line(performance.now())}`);
  };
}

// The integration; add it to astro.config.mjs `integrations`.
export function quietPageLog(): AstroIntegration {
  let restore: (() => void) | null = null;
  return {
    name: 'passeport-mairies:build-log',
    hooks: {
      'astro:build:start': ({ logger }) => {
        restore = filterStdout(logger);
      },
      'astro:build:done': () => {
        restore?.();
        restore = null;
      },
    },
  };
}
