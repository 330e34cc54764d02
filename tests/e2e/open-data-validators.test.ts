// The open directory of the fixture build as reusers' reference tools read it (issue 40): `frictionless validate` of
// the Data Package (the CSV against its Table Schema, both files' sizes and hashes) and pySHACL of the DCAT-AP
// catalogue against the DCAT-AP 3.0.1 shapes (tests/fixtures/dcat-ap, `-i none`: no inference, every result a
// failure). Both are Python tools that .ci/run installs pinned; without them the tests are skipped, unless CI is set.
// .ci/run runs them in its first suite only (TESTS_WITHOUT_DB_ONLY_ONCE, tests/vitest.config.ts).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDist } from './fixture-site.ts';

const SHAPES = new URL('../fixtures/dcat-ap/dcat-ap-SHACL.ttl', import.meta.url).pathname;
const run = (command: string, args: string[], cwd?: string) =>
  spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });
const installed = (command: string) => run(command, ['--version']).status === 0;
// In CI a missing tool is a failure, not a skip.
const present = (command: string) => installed(command) || !!process.env.CI;

let dist: string;
let scratch: string;
beforeAll(async () => {
  dist = await fixtureDist();
  scratch = mkdtempSync(join(tmpdir(), 'open-data-'));
}, 600_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

type Report = { valid: boolean; tasks: { name: string; valid: boolean; errors: { type: string; note: string }[] }[] };
const frictionless = (dir: string) => {
  const result = run('frictionless', ['validate', '--json', 'datapackage.json'], dir);
  expect(result.error).toBeUndefined();
  return JSON.parse(result.stdout) as Report;
};

describe.skipIf(!present('frictionless'))('frictionless validate', () => {
  it('finds the Data Package valid, with 0 errors', () => {
    const report = frictionless(join(dist, 'donnees'));
    expect(report.tasks.flatMap((t) => t.errors.map((e) => `${t.name}: ${e.type} ${e.note}`))).toEqual([]);
    expect(report.tasks.map((t) => t.name)).toEqual(['mairies', 'mairies-geojson']);
    expect(report.valid).toBe(true);
  });

  it('fails a file that differs from its description, and a code the schema does not allow', () => {
    const copy = join(scratch, 'changed');
    cpSync(join(dist, 'donnees'), copy, { recursive: true });
    const csv = readFileSync(join(copy, 'mairies.csv'), 'utf8');
    // The same length, another department code: the hash and the pattern both fail.
    writeFileSync(join(copy, 'mairies.csv'), csv.replace(/,01,Ain,/, ',20,Ain,'));
    const report = frictionless(copy);
    expect(report.valid).toBe(false);
    const errors = report.tasks.find((t) => t.name === 'mairies')?.errors.map((e) => e.type);
    expect(errors).toEqual(expect.arrayContaining(['hash-count', 'constraint-error']));
  });
});

describe.skipIf(!present('pyshacl'))('pySHACL with the DCAT-AP 3.0.1 shapes', () => {
  const pyshacl = (file: string) => run('pyshacl', ['-s', SHAPES, '-df', 'json-ld', '-i', 'none', '-f', 'human', file]);

  it('finds the catalogue conformant, with no result of any severity', () => {
    const result = pyshacl(join(dist, 'donnees/catalogue.jsonld'));
    expect(result.error).toBeUndefined();
    expect(result.stdout).toContain('Conforms: True');
    expect(result.status).toBe(0);
  });

  it('fails a catalogue without a dataset description or with an untyped size', () => {
    const catalogue = JSON.parse(readFileSync(join(dist, 'donnees/catalogue.jsonld'), 'utf8')) as {
      'dcat:dataset': Record<string, unknown>[];
    };
    const [dataset] = catalogue['dcat:dataset'];
    delete dataset['dct:description'];
    (dataset['dcat:distribution'] as Record<string, unknown>[])[0]['dcat:byteSize'] = '12';
    const file = join(scratch, 'broken.jsonld');
    writeFileSync(file, JSON.stringify(catalogue));
    const result = pyshacl(file);
    expect(result.stdout).toContain('Conforms: False');
    expect(result.stdout).toContain('dc:description');
    expect(result.stdout).toContain('xsd:nonNegativeInteger');
    expect(result.status).not.toBe(0);
  });
});
