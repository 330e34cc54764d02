// Vite plugin of the build: server-only code (zod among it) kept out of browser bundles. (The islands' renderer tag,
// a fast path, is in astro-internals.ts.)
import type { Plugin } from 'vite';

// What must never run in a browser, by resolved module id: zod (the schemas run on the server; the browser runs the
// rules of src/domain, which imports none), the database and mail clients, Node's built-ins (Vite swaps them for an
// empty stub in a browser build, so code using them would fail there), the data layer and the functions.
const SERVER_ONLY: [RegExp, string][] = [
  [/(^|\/)node_modules\/zod\//, 'zod'],
  [/(^|\/)node_modules\/(pg|pg-[a-z-]+)\//, 'pg'],
  [/(^|\/)node_modules\/@electric-sql\/pglite\//, 'PGlite'],
  [/(^|\/)node_modules\/nodemailer\//, 'nodemailer'],
  [/^\0?(node:|__vite-browser-external)/, 'a Node built-in'],
  [/^src\/data\//, 'src/data'],
  [/^functions\//, 'functions'],
];

// Pure: what a module of a browser bundle is that must stay on the server, or null; `root` is the project's.
export function serverOnlyKind(id: string, root: string): string | null {
  const path = id.startsWith(`${root}/`) ? id.slice(root.length + 1) : id;
  return SERVER_ONLY.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

// Browser bundles only: the build stops when a chunk holds server-only code, naming the module and what imports it
// (tests/e2e/browser-bundle.test.ts also reads the built files for zod's own code).
export function serverCodeOutOfBrowser(): Plugin {
  let root = '';
  return {
    name: 'passeport-mairies:server-code-out-of-browser',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved: (config) => {
      root = config.root.replace(/\/+$/, '');
    },
    generateBundle(_options, bundle) {
      const found: string[] = [];
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      // Modules whose code ships (an importer may be in the graph with its import tree-shaken away).
      const shipped = new Set(chunks.flatMap((chunk) => chunk.moduleIds));
      for (const chunk of chunks) {
        // Per kind: how many modules, and the browser modules that import them.
        const kinds = new Map<string, { modules: number; from: Set<string> }>();
        for (const id of chunk.moduleIds) {
          const kind = serverOnlyKind(id, root);
          if (!kind) continue;
          const entry = kinds.get(kind) ?? { modules: 0, from: new Set<string>() };
          entry.modules++;
          // Up the importers through server-only modules to the browser modules that pulled them in.
          const queue = [id];
          const seen = new Set(queue);
          for (const next of queue) {
            for (const importer of this.getModuleInfo(next)?.importers ?? []) {
              if (seen.has(importer)) continue;
              seen.add(importer);
              if (serverOnlyKind(importer, root)) queue.push(importer);
              else if (shipped.has(importer)) entry.from.add(importer.replace(`${root}/`, ''));
            }
          }
          kinds.set(kind, entry);
        }
        for (const [kind, { modules, from }] of kinds) {
          const via = from.size ? `reached from ${[...from].join(', ')}` : 'reached from no browser module';
          found.push(`${kind} (${modules} module(s)) in ${chunk.fileName}, ${via}`);
        }
      }
      if (found.length) this.error(`Server-only code in the browser bundles:\n  ${found.join('\n  ')}`);
    },
  };
}
