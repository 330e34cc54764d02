// npm run docs:config — writes docs/configuration.md from the settings schema (src/settings/schema.ts);
// `-- --check` only says whether the committed file is up to date (exit 1 when stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { configurationReference, REFERENCE_FILE } from '../src/settings/reference.ts';

const { values } = parseArgs({ options: { check: { type: 'boolean' } } });
const file = new URL(`../${REFERENCE_FILE}`, import.meta.url);
const fresh = configurationReference();
if (values.check) {
  const current = readFileSync(file, 'utf8');
  if (current !== fresh) {
    console.error(`${REFERENCE_FILE} is stale: run npm run docs:config.`);
    process.exit(1);
  }
  console.log(`${REFERENCE_FILE} is up to date.`);
} else {
  writeFileSync(file, fresh);
  console.log(`Wrote ${REFERENCE_FILE}.`);
}
