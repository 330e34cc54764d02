// npm run lint:layers — checks the floors of the code (.dependency-cruiser.mjs, docs/architecture.md) with
// dependency-cruiser, .astro files included. dependency-cruiser does not read .astro files, so it runs on a copy of
// the code in which each `X.astro` is replaced by `X.astro.ts`: one import per import of its frontmatter and of its
// <script> tags, read by Astro's own parser. The copy's `./X.astro` imports resolve to it, and the report names
// `X.astro` again. Any violation fails the check.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@astrojs/compiler-rs';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import config from '../.dependency-cruiser.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const CODE = ['src', 'functions', 'scripts', 'tests', 'data/reference'];
const ROOT_FILES = ['astro.config.mjs', 'tsconfig.json', 'package.json'];

type EstreeNode = { type?: string; source?: { value?: unknown } | null; importKind?: string; exportKind?: string };

/** Each module an .astro file imports (frontmatter and <script> tags), with whether the import is of types only. */
export function astroImports(text: string): { specifier: string; typeOnly: boolean }[] {
  const found: { specifier: string; typeOnly: boolean }[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, source, importKind, exportKind } = node as EstreeNode;
    const isImport = type === 'ImportDeclaration' || type === 'ImportExpression';
    const isExport = type === 'ExportNamedDeclaration' || type === 'ExportAllDeclaration';
    if ((isImport || isExport) && typeof source?.value === 'string') {
      found.push({ specifier: source.value, typeOnly: importKind === 'type' || exportKind === 'type' });
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(parse(text).ast);
  return found;
}

/** The TypeScript stand-in of an .astro file: its imports, nothing else. */
function astroMirror(text: string): string {
  return astroImports(text)
    .map(({ specifier, typeOnly }, i) =>
      typeOnly
        ? `import type * as _${i} from ${JSON.stringify(specifier)};\n`
        : `import * as _${i} from ${JSON.stringify(specifier)};\n`,
    )
    .join('');
}

// Copies the code into `dir`, each .astro file as its stand-in; `extra` adds files (path → text) to the copy.
function mirror(dir: string, extra: Record<string, string>): void {
  for (const file of ROOT_FILES) cpSync(join(root, file), join(dir, file));
  for (const folder of CODE) {
    cpSync(join(root, folder), join(dir, folder), {
      recursive: true,
      filter: (from) => !/\/(node_modules|dist|\.data)(\/|$)/.test(from),
    });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (const [path, text] of Object.entries(extra)) writeFileSync(join(dir, path), text);
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (name.startsWith('node_modules') || !name.endsWith('.astro')) continue;
    const path = join(dir, name);
    writeFileSync(`${path}.ts`, astroMirror(readFileSync(path, 'utf8')));
    rmSync(path);
  }
}

const named = (text: string) => text.replace(/\.astro\.ts\b/g, '.astro');

/** One violation of the floors, as a line: the rule, then from → to (or the circle). */
function describe(violation: IViolation): string {
  const via = violation.cycle?.length
    ? ` (circle: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')})`
    : '';
  return named(`${violation.rule.name}: ${violation.from} → ${violation.to}${via}`);
}

/** The violations of the rules in the current tree plus `extra` files, known ones included. */
export async function layerViolations(extra: Record<string, string> = {}): Promise<IViolation[]> {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  const cwd = process.cwd();
  try {
    mirror(dir, extra);
    process.chdir(dir); // dependency-cruiser names modules relative to the working directory
    const options: ICruiseOptions = { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } };
    const tsConfig = extractTSConfig(join(dir, 'tsconfig.json'));
    const result = await cruise([...CODE.slice(0, 4), 'astro.config.mjs'], options, undefined, { tsConfig });
    if (typeof result.output === 'string') throw new Error(result.output);
    return result.output.summary.violations.map((violation) => ({
      ...violation,
      from: named(violation.from),
      to: named(violation.to),
      cycle: violation.cycle?.map((step) => ({ ...step, name: named(step.name) })),
    }));
  } finally {
    process.chdir(cwd);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const violations = await layerViolations();
  for (const violation of violations) console.error(describe(violation));
  console.log(`layers: ${violations.length} violation(s)`);
  if (violations.length) process.exitCode = 1;
}
