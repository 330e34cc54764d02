// The README and docs/ stay true: the README stays short, every relative link of README.md and docs/*.md reaches a
// file (and heading), and every export a folder's README names exists.
//
// The convention the last test reads, in one sentence: in a README under src/, functions/, scripts/, tests/ or data/,
// a table row or list item whose first backticked word is a source file (`name.ts`, relative to that README's folder)
// names that file's exports, and every backticked name in it written as a call (`fooBar(…)`) or with a capital
// letter (`fooBar`, `FooBar`, `FOO_BAR`) must be a named export of that file.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const README_MAX_BYTES = 12 * 1024;

/** Markdown without its fenced blocks and inline code, where links are not links. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const body = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of body.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Each relative link of a Markdown file that does not reach a file, folder or heading. */
function brokenLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const broken: string[] = [];
  for (const [, target] of withoutCode(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const targetFile = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    if (!existsSync(targetFile)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor && statSync(targetFile).isFile() && targetFile.endsWith('.md')) {
      if (!anchorsOf(readFileSync(targetFile, 'utf8')).has(decodeURIComponent(anchor))) {
        broken.push(`${target}: no such heading`);
      }
    }
  }
  return broken;
}

const SOURCE_FILE = /^[\w./-]+\.(?:ts|tsx|mts|js|mjs)$/;
const NAMED = /^([A-Za-z_$][\w$]*)(\(.*\))?$/;

/** The names a README attributes to each of its source files, by the convention stated at the top. */
function namesByFile(readme: string): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  const text = readFileSync(readme, 'utf8').replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const line of text.split('\n')) {
    if (!/^\s*(\||[-*+]\s)/.test(line)) continue;
    const code = [...line.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
    const [first, ...rest] = code;
    if (!first || !SOURCE_FILE.test(first)) continue;
    const file = resolve(dirname(readme), first);
    const names = byFile.get(file) ?? new Set<string>();
    for (const word of rest) {
      const match = NAMED.exec(word);
      if (match && (match[2] !== undefined || /[A-Z]/.test(match[1]))) names.add(match[1]);
    }
    byFile.set(file, names);
  }
  return byFile;
}

/** What is wrong with a README's names: a file that does not exist, or a name it does not export. */
function wrongNames(readme: string): string[] {
  const byFile = namesByFile(readme);
  const missing = [...byFile.keys()].filter((file) => !existsSync(file));
  const files = [...byFile.keys()].filter((file) => existsSync(file));
  const program = ts.createProgram(files, {
    allowJs: true,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    noEmit: true,
    noLib: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const wrong = missing.map((file) => `${relative(root, file)}: no such file`);
  for (const file of files) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    const exported = new Set(symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : []);
    for (const name of byFile.get(file) ?? []) {
      if (!exported.has(name)) wrong.push(`${relative(root, file)}: no export named ${name}`);
    }
  }
  return wrong;
}

function readmesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...readmesUnder(path));
    else if (entry.name === 'README.md') found.push(path);
  }
  return found;
}

const docs = readdirSync(join(root, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => join(root, 'docs', name));
const folderReadmes = ['src', 'functions', 'scripts', 'tests', 'data']
  .filter((folder) => existsSync(join(root, folder)))
  .flatMap((folder) => readmesUnder(join(root, folder)));

describe('README.md', () => {
  it('is a README a newcomer reads in five minutes: under 12 KB', () => {
    expect(statSync(join(root, 'README.md')).size).toBeLessThan(README_MAX_BYTES);
  });

  it('gives the two commands as CI runs them', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readme.includes('npm ci && npm start'), 'README.md gives `npm ci && npm start`').toBe(true);
    expect(readme.includes('npm test'), 'README.md gives `npm test`').toBe(true);
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toMatch(/^\s*npm test\b/m);
  });

  it('names every npm script', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const scripts = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts);
    const named = (script: string) =>
      readme.includes(`npm run ${script}`) || (['start', 'test'].includes(script) && readme.includes(`npm ${script}`));
    expect(scripts.filter((script) => !named(script))).toEqual([]);
  });
});

describe('links of README.md and docs/', () => {
  it.each([join(root, 'README.md'), ...docs].map((file) => [relative(root, file), file]))(
    '%s: every relative link reaches a file or heading',
    (_, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );

  it('are checked, files and headings both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'readme-links-'));
    writeFileSync(join(dir, 'b.md'), '# Où est « la mairie » ?\n\n## Deploy `dist/`\n');
    writeFileSync(
      join(dir, 'a.md'),
      [
        '[ok](b.md) [ok](b.md#où-est--la-mairie--) [ok](b.md#deploy-dist) [ok](https://example.fr/x.md)',
        '[bad](c.md) [bad](b.md#nowhere) `[not a link](d.md)`',
      ].join('\n'),
    );
    expect(brokenLinks(join(dir, 'a.md'))).toEqual(['c.md: no such file', 'b.md#nowhere: no such heading']);
  });
});

describe("folders' READMEs", () => {
  it('exist (the check below reads them)', () => {
    expect(folderReadmes.map((file) => relative(root, file))).toContain('src/domain/README.md');
  });

  it.each(folderReadmes.map((file) => [relative(root, file), file]))('%s names only real exports', (_, file) => {
    expect(wrongNames(file)).toEqual([]);
  });

  it('src/domain/README.md attributes names to files (the convention is read)', () => {
    const names = namesByFile(join(root, 'src/domain/README.md'));
    expect([...(names.get(join(root, 'src/domain/equipment.ts')) ?? [])]).toContain('isSuggestable');
    expect(names.get(join(root, 'src/domain/distance.ts'))).toContain('formatDistance');
  });

  it('fails on a name the file does not export, or a file that does not exist', () => {
    const dir = mkdtempSync(join(tmpdir(), 'readme-names-'));
    mkdirSync(join(dir, 'lib'));
    writeFileSync(
      join(dir, 'lib/price.ts'),
      'export const STAMP = 86;\nexport type Price = number;\nconst hidden = 1;\n',
    );
    writeFileSync(join(dir, 'lib/index.ts'), "export * from './price.ts';\nexport function total() {}\n");
    writeFileSync(
      join(dir, 'README.md'),
      [
        '| module | what |',
        '| --- | --- |',
        '| `lib/price.ts` | `STAMP`, `Price`, `stampPrice(territory, age)`, a `mairies` row |',
        '| `lib/index.ts` | `total()`, `STAMP` (re-exported), `hidden` |',
        '- `lib/gone.ts`: `Gone`',
        '- `lib/index.ts`: `Missing`',
      ].join('\n'),
    );
    expect(wrongNames(join(dir, 'README.md')).map((line) => line.replace(/^.*?lib\//, 'lib/'))).toEqual([
      'lib/gone.ts: no such file',
      'lib/price.ts: no export named stampPrice',
      'lib/index.ts: no export named Missing',
    ]);
  });
});
