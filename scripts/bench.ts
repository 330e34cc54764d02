// npm run bench — prints figures for every measured part (import, build, functions).
// Each section is a module in scripts/bench/ exporting `run(): Promise<void>`; pass names to run only some.
import { readdirSync } from 'node:fs';

const dir = new URL('./bench/', import.meta.url);
const wanted = process.argv.slice(2);
const sections = readdirSync(dir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .filter((name) => !wanted.length || wanted.includes(name))
  .sort();

for (const name of sections) {
  console.log(`\n=== ${name} ===`);
  const section = (await import(new URL(`${name}.ts`, dir).href)) as { run: () => Promise<void> };
  await section.run();
}
