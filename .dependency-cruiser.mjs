// The floors of the code (docs/architecture.md, « Layers »), checked by dependency-cruiser through
// `npm run lint:layers` (scripts/layers.ts, which also feeds it the imports of the .astro files). An import goes to
// its own floor or lower, never up; type imports count. Rules are written by folder so that a file moving inside
// its folder keeps its floor.

// From the ground up. A floor may import its own folders and every floor below it.
const FLOORS = [
  { name: 'domain', path: '^src/domain/' },
  { name: 'schemas', path: '^src/schemas/' },
  { name: 'settings', path: '^src/settings/' },
  { name: 'data', path: '^src/data/(?!site/)' },
  { name: 'site-data', path: '^src/data/site/' },
  { name: 'page-data', path: '^src/page-data/' },
  { name: 'views', path: '^src/(layouts|components|islands)/' },
  { name: 'build', path: '^(src/(pages|integrations)/|src/content\\.config\\.ts$|astro\\.config\\.mjs$)' },
];
// Requests: they may import settings, data and the domain, never the build's data, page data or the build.
const FUNCTIONS = '^functions/';
// Entry points, on top: they import anything.
const SCRIPTS = '^scripts/';
// Tests (tests/ and every *.test.ts) import anything; nothing else imports tests/.
const TESTS = '^tests/|\\.test\\.tsx?$';

// The import's inner floors (src/data/import/, docs/architecture.md « The import »), from the ground up: what every
// stage shares (the commune reference, errors, tallies, text rules), finding the files, reading each file into plain
// records, matching them to communes and town halls, deciding each town hall's values, writing, the report. A stage
// imports its own room and the rooms below it. src/data/queries/ stays outside, so that deciding may use its write
// types; the entry point (index.ts) is imported by scripts and tests only.
const IMPORT = '^src/data/import/';
const IMPORT_ENTRY = `${IMPORT}index\\.ts$`;
const IMPORT_STAGES = [
  { name: 'shared', path: `${IMPORT}(reference/|(errors|tally|text)\\.ts$)` },
  { name: 'files', path: `${IMPORT}files/` },
  { name: 'read', path: `${IMPORT}read/` },
  { name: 'match', path: `${IMPORT}match/` },
  { name: 'decide', path: `${IMPORT}decide/` },
  { name: 'write', path: `${IMPORT}write/` },
  { name: 'report', path: `${IMPORT}report/` },
];

const above = (index) =>
  [...FLOORS.slice(index + 1).map((floor) => floor.path), FUNCTIONS, SCRIPTS, '^tests/'].join('|');

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...FLOORS.map((floor, index) => ({
      name: `no-up-from-${floor.name}`,
      comment: `${floor.name} imports only its own floor and the floors below it (docs/architecture.md)`,
      severity: 'error',
      from: { path: floor.path, pathNot: TESTS },
      to: { path: above(index) },
    })),
    ...IMPORT_STAGES.map((stage, index) => ({
      name: `import-no-up-from-${stage.name}`,
      comment: `the import's ${stage.name} stage imports only its own room and the stages before it`,
      severity: 'error',
      from: { path: stage.path, pathNot: TESTS },
      to: { path: [...IMPORT_STAGES.slice(index + 1).map((later) => later.path), IMPORT_ENTRY].join('|') },
    })),
    {
      name: 'import-entry-point-from-scripts-and-tests',
      comment: 'importOpenData (src/data/import/index.ts) is called by scripts and tests, never from src/',
      severity: 'error',
      from: { path: '^src/', pathNot: TESTS },
      to: { path: IMPORT_ENTRY },
    },
    {
      name: 'queries-outside-the-import',
      comment: "src/data/queries/ knows nothing of the import's stages: they use its write types, not the reverse",
      severity: 'error',
      from: { path: '^src/data/queries/', pathNot: TESTS },
      to: { path: IMPORT },
    },
    {
      name: 'no-up-from-functions',
      comment: 'functions/ imports settings, data and the domain, never the build, page data or the pages',
      severity: 'error',
      from: { path: FUNCTIONS, pathNot: TESTS },
      to: {
        path: `${FLOORS.slice(4)
          .map((floor) => floor.path)
          .join('|')}|${SCRIPTS}|^tests/`,
      },
    },
    {
      name: 'islands-stay-in-the-browser',
      comment:
        'islands run in the browser: what they import, however far, is the domain, schemas or pure page data, ' +
        'never settings, data or the build',
      severity: 'error',
      from: { path: '^src/islands/', pathNot: TESTS },
      to: {
        path: '^src/(settings|data|layouts|components|pages|integrations)/|^functions/',
        reachable: true,
      },
    },
    {
      name: 'no-circular',
      comment: 'no circle of imports, type imports included',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|\\.data|\\.astro)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
