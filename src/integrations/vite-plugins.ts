// Vite plugins of the build, both for speed and size: zod schemas kept out of browser bundles, and
// React islands tagged so that Astro renders them once per page.
import type { Plugin } from 'vite';

const DOMAIN_FILE = /\/src\/domain\/[^/]+\.ts$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

// Wraps `const X = z.…;` initialisers as `/* @__PURE__ */ (() => z.…)()`: dropped when X is unused.
function markSchemasPure(code: string, body: Node[]): string {
  const edits: { start: number; end: number }[] = [];
  for (const statement of body) {
    const declaration = (
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    ) as Node | null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init && /^z\s*\./.test(code.slice(init.start, init.end))) edits.push({ start: init.start, end: init.end });
    }
  }
  let out = code;
  for (const { start, end } of edits.reverse()) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
  }
  return out;
}

// Browser bundles only: a page script that only runs a rule (e.g. the open-now status) does not ship zod.
export function pureSchemasInBrowser(): Plugin {
  return {
    name: 'passeport-mairies:pure-schemas-in-browser',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!DOMAIN_FILE.test(id.split('?')[0]) || !code.includes('zod')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const out = markSchemasPure(code, program.body);
      return out === code ? null : { code: out, map: null };
    },
  };
}

const ISLAND_FILE = /\/src\/islands\/[A-Z][^/]*\.tsx$/;
const REACT_RENDERER = '@astrojs/react';

// Server bundles only: tags each island's default export as a React component, so that Astro does not
// render every island twice per page to find its renderer (@astrojs/react `check` renders it once
// more). 72,000 town hall pages carry islands: this halves their server rendering.
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
