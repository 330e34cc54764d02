// The floors' rules (.dependency-cruiser.mjs, scripts/layers.ts) can fail: imports that break them, written into the
// checked copy of the tree only (never into src/, where astro check, lint and knip would see them), are reported,
// .astro frontmatter and <script> tags and type imports included.
import { beforeAll, describe, expect, it } from 'vitest';
import { astroImports, layerViolations } from '../../scripts/layers.ts';

const FIXTURES: Record<string, string> = {
  // The domain reaching up into the data.
  'src/domain/zz-fixture-up.ts': "import { openDb } from '../data/db.ts';\nexport const open = openDb;\n",
  // A circle of type imports only.
  'src/domain/zz-fixture-a.ts': "import type { B } from './zz-fixture-b.ts';\nexport type A = { b?: B };\n",
  'src/domain/zz-fixture-b.ts': "import type { A } from './zz-fixture-a.ts';\nexport type B = { a?: A };\n",
  // A layout's frontmatter importing a page, and a component's <script> importing the build.
  'src/layouts/ZzFixture.astro': "---\nimport Home from '../pages/index.astro';\n---\n<Home />\n",
  'src/components/ZzScript.astro':
    "<p>x</p>\n<script>\n  import { quietPageLog } from '../integrations/build-log.ts';\n  void quietPageLog;\n</script>\n",
  // An island reaching the data through a page-data module.
  'src/islands/ZzFixture.tsx':
    "import { buildOpenDataSummary } from '../page-data/open-data-route.ts';\nexport default function ZzFixture() {\n  void buildOpenDataSummary;\n  return null;\n}\n",
  // The import's stages, each reaching a later one, the entry point imported from src/, the queries reaching in.
  'src/data/import/reference/zz-fixture.ts':
    "import type { SourceFiles } from '../files/sources.ts';\nexport type F = SourceFiles;\n",
  'src/data/import/files/zz-fixture.ts': "import { readCsv } from '../read/csv.ts';\nexport const read = readCsv;\n",
  'src/data/import/read/zz-fixture.ts':
    "import { checkPosition } from '../match/positions.ts';\nexport const check = checkPosition;\n",
  'src/data/import/match/zz-fixture.ts':
    "import type { SupplementStats } from '../decide/mairies.ts';\nexport type S = SupplementStats;\n",
  'src/data/import/decide/zz-fixture.ts':
    "import { assignSlugs } from '../write/slug.ts';\nexport const slugs = assignSlugs;\n",
  'src/data/import/write/zz-fixture.ts':
    "import { formatReport } from '../report/report.ts';\nexport const format = formatReport;\n",
  'src/data/import/report/zz-fixture.ts':
    "import type { SourceFiles } from '../index.ts';\nexport type F = SourceFiles;\n",
  'src/page-data/zz-fixture-import.ts':
    "import { importOpenData } from '../data/import/index.ts';\nexport const run = importOpenData;\n",
  'src/data/queries/zz-fixture.ts':
    "import type { Written } from '../import/write/write.ts';\nexport type W = Written;\n",
  // A function importing page data.
  'functions/zz-fixture.ts': "import { pageSeo } from '../src/page-data/seo.ts';\nexport const seo = pageSeo;\n",
};

let lines: string[];

beforeAll(async () => {
  const violations = await layerViolations(FIXTURES);
  lines = violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}, 120_000);

describe('the floors of the code', () => {
  it('reports an import up a floor, from .ts and from .astro frontmatter and scripts', () => {
    expect(lines).toContain('no-up-from-domain: src/domain/zz-fixture-up.ts → src/data/db.ts');
    expect(lines).toContain('no-up-from-views: src/layouts/ZzFixture.astro → src/pages/index.astro');
    expect(lines).toContain('no-up-from-views: src/components/ZzScript.astro → src/integrations/build-log.ts');
    expect(lines).toContain('no-up-from-functions: functions/zz-fixture.ts → src/page-data/seo.ts');
  });

  it("reports an import stage reaching a later one, the import's entry point from src/, and the queries reaching in", () => {
    expect(lines).toEqual(
      expect.arrayContaining([
        'import-no-up-from-shared: src/data/import/reference/zz-fixture.ts → src/data/import/files/sources.ts',
        'import-no-up-from-files: src/data/import/files/zz-fixture.ts → src/data/import/read/csv.ts',
        'import-no-up-from-read: src/data/import/read/zz-fixture.ts → src/data/import/match/positions.ts',
        'import-no-up-from-match: src/data/import/match/zz-fixture.ts → src/data/import/decide/mairies.ts',
        'import-no-up-from-decide: src/data/import/decide/zz-fixture.ts → src/data/import/write/slug.ts',
        'import-no-up-from-write: src/data/import/write/zz-fixture.ts → src/data/import/report/report.ts',
        'import-no-up-from-report: src/data/import/report/zz-fixture.ts → src/data/import/index.ts',
        'import-entry-point-from-scripts-and-tests: src/page-data/zz-fixture-import.ts → src/data/import/index.ts',
        'queries-outside-the-import: src/data/queries/zz-fixture.ts → src/data/import/write/write.ts',
      ]),
    );
  });

  it('reports what an island reaches in the data, however far', () => {
    expect(
      lines.some((line) => line.startsWith('islands-stay-in-the-browser: src/islands/ZzFixture.tsx → src/data/')),
    ).toBe(true);
  });

  it('reports a circle of type imports', () => {
    expect(lines).toContain('no-circular: src/domain/zz-fixture-a.ts → src/domain/zz-fixture-b.ts');
  });
});

describe('astroImports', () => {
  it('reads the frontmatter and the scripts with Astro’s parser, type imports marked', () => {
    const text = [
      '---',
      "import type { Props } from './props.ts';",
      "import Card from './Card.astro';",
      'const title = \'import x from "nope"\';',
      '---',
      '<Card>{title}</Card>',
      "<script>import { hydrate } from '../islands/hydrate.ts'; hydrate();</script>",
    ].join('\n');
    expect(astroImports(text)).toEqual([
      { specifier: './props.ts', typeOnly: true },
      { specifier: './Card.astro', typeOnly: false },
      { specifier: '../islands/hydrate.ts', typeOnly: false },
    ]);
  });
});
