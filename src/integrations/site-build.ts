// Astro integration of the data pages: it has the search files written by a worker thread (search-files.ts); after a
// successful build it waits for them, places the section 404 pages, writes the sitemap index and the host's
// _redirects and _headers (src/data/site/deploy-config.ts), and records the data counts for the next build's safety
// check. With the fast paths, the pages hand it the loaded data as they load it (site-data-hand-off.ts,
// build-channel.ts), and the search files are written while the pages render; without them
// (BUILD_FAST_PATHS=0), nothing is handed over: the end-of-build hook loads the data itself and writes the search
// files then. Either way the same files, byte for byte (tests/integration/parallel-render.test.ts).
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildBusOpen } from './astro-internals.ts';
import { loadedRecord, offerSearchFiles, type LoadedRecord } from './build-channel.ts';
import { headersFile, redirectRules, redirectsFile, SECTION_404 } from '../data/site/deploy-config.ts';
import { settings } from '../settings/index.ts';
import { writeManifest } from '../data/site/safety.ts';
import { startSearchFiles } from './search-files.ts';
import { buildSitemaps, isInSitemap, toSitePath } from '../data/site/sitemap.ts';

// Pages that never go in the sitemap.
const NOT_IN_SITEMAP = new Set(['/404', '/500', ...SECTION_404.map((s) => `/${s}/404`)]);
// Data pages are indexable by construction; other pages are read for a robots noindex tag.
const DATA_PREFIXES = ['/mairie/', '/ville/', '/departements/'];
const NOINDEX = /<meta[^>]+name=["']?robots["']?[^>]+noindex/i;

// Moves dist/{section}/404/index.html to dist/{section}/404.html.
function placeSection404s(outDir: string): string[] {
  const placed: string[] = [];
  for (const section of SECTION_404) {
    const from = `${outDir}${section}/404/index.html`;
    if (!existsSync(from)) continue;
    renameSync(from, `${outDir}${section}/404.html`);
    rmSync(`${outDir}${section}/404`, { recursive: true, force: true });
    placed.push(`${section}/404.html`);
  }
  return placed;
}

function indexablePaths(outDir: string, pages: { pathname: string }[]): string[] {
  const paths: string[] = [];
  for (const { pathname } of pages) {
    const path = toSitePath(pathname);
    if (NOT_IN_SITEMAP.has(path)) continue;
    if (!DATA_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      const file = `${outDir}${path === '/' ? 'index' : path.slice(1)}.html`; // build.format 'file'
      if (existsSync(file) && NOINDEX.test(readFileSync(file, 'utf8'))) continue;
    }
    paths.push(path);
  }
  return paths;
}

const HAND_OFF = fileURLToPath(new URL('./site-data-hand-off.ts', import.meta.url));

// The integration; add it to astro.config.mjs `integrations`. `fastPaths`: the build's setting (BUILD_FAST_PATHS).
export function siteBuild({ fastPaths }: { fastPaths: boolean }): AstroIntegration {
  let site = '';
  let outDir = '';
  let searchFiles: Promise<number> | null = null;
  const writeSearchFiles = (source: Parameters<typeof startSearchFiles>[0]) =>
    (searchFiles ??= startSearchFiles(source, outDir));
  // What the end-of-build files need: handed by the pages (fast paths), else read here. Never empty: a build whose
  // pages loaded no data fails rather than write a _redirects without the former slugs and no manifest.
  const record = async (log: (line: string) => void): Promise<LoadedRecord> => {
    if (fastPaths) {
      const handed = loadedRecord();
      if (!handed) {
        throw new Error(
          '[site-build] no page handed over the loaded data (src/integrations/site-data-hand-off.ts), so the ' +
            'build cannot write _redirects nor the manifest; build with BUILD_FAST_PATHS=0 to read it here',
        );
      }
      return handed;
    }
    // The contract of BUILD_FAST_PATHS=0, checked on every such build: nothing rode globalThis (astro-internals.ts).
    if (buildBusOpen()) throw new Error('[site-build] BUILD_FAST_PATHS=0, yet a value rode the build bus');
    log('fast paths off: the data read here for the search files, _redirects and the manifest (nothing handed over)');
    // Imported here only: a build with the fast paths does not load the data module into this module graph.
    const [{ loadSiteData }, { toSearchSource }] = await Promise.all([
      import('../data/site/load.ts'),
      import('../page-data/search-index.ts'),
    ]);
    const data = await loadSiteData();
    writeSearchFiles(toSearchSource(data));
    return { counts: data.counts, slugRedirects: data.slugRedirects };
  };
  return {
    name: 'passeport-mairies:site-build',
    hooks: {
      'astro:config:setup': ({ command, injectScript }) => {
        if (command !== 'build' || !fastPaths) return;
        // The pages hand the data over as they load it: the search files are written while they render.
        offerSearchFiles(writeSearchFiles);
        injectScript('page-ssr', `import ${JSON.stringify(HAND_OFF)};`);
      },
      'astro:config:done': ({ config }) => {
        site = config.site ?? '';
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        const outDir = fileURLToPath(dir);
        const { counts, slugRedirects } = await record((line) => logger.info(line));
        if (searchFiles) logger.info(`search files: ${await searchFiles} in /recherche/ (written by a worker thread)`);
        const placed = placeSection404s(outDir);
        if (placed.length) logger.info(`section 404 pages: ${placed.join(', ')}`);
        if (!site) throw new Error('astro.config.mjs `site` is required for the sitemap (PUBLIC_SITE_URL).');
        const paths = indexablePaths(outDir, pages).filter(isInSitemap);
        const files = buildSitemaps(site, paths);
        for (const file of files) writeFileSync(`${outDir}${file.name}`, file.xml);
        logger.info(`sitemap: ${paths.length} URLs in ${files.length - 1} file(s) + sitemap-index.xml`);
        const rules = redirectRules({ siteUrl: site, slugRedirects });
        writeFileSync(`${outDir}_redirects`, redirectsFile(rules));
        writeFileSync(`${outDir}_headers`, headersFile(settings('build').server.pageOrigins));
        logger.info(`_redirects: ${rules.length} rules (${slugRedirects.length} former town hall slug(s)); _headers`);
        const { manifestPath } = settings('build').build;
        writeManifest(manifestPath, { builtAt: new Date().toISOString(), counts, pages: pages.length });
        logger.info(`data counts recorded in ${manifestPath}`);
      },
    },
  };
}
