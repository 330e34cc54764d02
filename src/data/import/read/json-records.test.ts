import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readJsonRecords } from './json-records.ts';

const dir = mkdtempSync(join(tmpdir(), 'json-records-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const readAll = async (path: string) => {
  const out: { line: number; id: unknown }[] = [];
  for await (const { line, record } of readJsonRecords(path)) out.push({ line, id: record.id });
  return out;
};

describe('readJsonRecords', () => {
  it('reads JSON lines, plain or gzip', async () => {
    const text = '{"id": "a"}\n\n{"id": "b"}\n';
    expect(await readAll(file('a.jsonl', text))).toEqual([
      { line: 1, id: 'a' },
      { line: 3, id: 'b' },
    ]);
    expect(await readAll(file('a.jsonl.gz', gzipSync(text)))).toEqual([
      { line: 1, id: 'a' },
      { line: 3, id: 'b' },
    ]);
  });

  it('reads a JSON array, pretty-printed or not, with braces inside strings', async () => {
    const pretty =
      '[\n  {\n    "id": "a",\n    "nom": "Mairie {annexe} \\"x\\" ]"\n  },\n  {"id": "b", "adresse": "[{\\"a\\": 1}]"}\n]\n';
    expect(await readAll(file('b.json', pretty))).toEqual([
      { line: 2, id: 'a' },
      { line: 6, id: 'b' },
    ]);
    expect(await readAll(file('c.json', '[{"id":"a"},{"id":"b"}]'))).toEqual([
      { line: 1, id: 'a' },
      { line: 1, id: 'b' },
    ]);
  });

  it('reads the records of {"service": [...]} and {"results": [...]}', async () => {
    expect(
      await readAll(file('d.json', '{\n"service": [\n{"id": "a", "pivot": [{"x": 1}]},\n{"id": "b"}\n]\n}')),
    ).toEqual([
      { line: 3, id: 'a' },
      { line: 4, id: 'b' },
    ]);
    expect(await readAll(file('e.json', '{"total_count": 1, "results": [{"id": "a"}]}'))).toEqual([
      { line: 1, id: 'a' },
    ]);
  });

  it("keeps each record's line across a document longer than one batch", async () => {
    const records = Array.from({ length: 3000 }, (_, i) => `  {\n    "id": "r${i}",\n    "nom": "Mairie é ${i}"\n  }`);
    const read = await readAll(file('long.json', `{"service": [\n${records.join(',\n')}\n]}\n`));
    expect(read).toHaveLength(3000);
    expect(read.at(-1)).toEqual({ line: 2 + 4 * 2999, id: 'r2999' });
    expect(read.every(({ line, id }, i) => line === 2 + 4 * i && id === `r${i}`)).toBe(true);
  });

  it('names the line of the fault in a malformed JSON document', async () => {
    const text = `[\n${'{"id": "a"},\n'.repeat(10000)}{"id": "b" "nom": "x"}\n]\n`;
    await expect(readAll(file('k.json', text))).rejects.toThrow(/k\.json, line 10002: malformed JSON/);
  });

  it('names the file and line of a malformed JSON line', async () => {
    await expect(readAll(file('f.jsonl', '{"id": "a"}\n{"id": "b",,}\n'))).rejects.toThrow(
      /f\.jsonl, line 2: malformed JSON/,
    );
  });

  it('refuses a truncated JSON document or JSON-lines file', async () => {
    await expect(readAll(file('g.json', '[\n{"id": "a"},\n{"id": "b", "nom": "Mai'))).rejects.toThrow(
      /g\.json, line 3: truncated JSON/,
    );
    await expect(readAll(file('h.jsonl', '{"id": "a"}\n{"id": "b", "nom": "Mai'))).rejects.toThrow(
      /h\.jsonl, line 2: malformed JSON/,
    );
  });

  it('refuses a truncated gzip file', async () => {
    const gz = gzipSync('{"id": "a"}\n'.repeat(2000));
    await expect(readAll(file('i.jsonl.gz', gz.subarray(0, gz.length - 20)))).rejects.toThrow(
      /i\.jsonl\.gz, line \d+: truncated or corrupt gzip/,
    );
  });

  it('refuses invalid UTF-8 and names the line', async () => {
    const bytes = Buffer.concat([Buffer.from('{"id": "a"}\n{"id": "'), Buffer.from([0xe9]), Buffer.from('"}\n')]);
    await expect(readAll(file('j.jsonl', bytes))).rejects.toThrow(/j\.jsonl, line 2: invalid UTF-8/);
  });
});
