// npm run osm:check -- FILE: whether FILE is an Overpass answer the import can take (the weekly rebuild checks its
// download with it, .github/workflows/rebuild.yml). Read as the import reads it (streamed: never the whole file in
// memory): exit 0 with the count and date, or exit 1 naming why (a top-level "remark" of Overpass, a truncated or
// malformed file). A "remark" anywhere else (a tag of a town hall) is data, not a refusal.
import { ImportFileError } from '../src/data/import/errors.ts';
import { readOsmTownHalls } from '../src/data/import/read/osm-townhalls.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run osm:check -- FILE');
  process.exit(2);
}
try {
  const { townHalls, read, date } = await readOsmTownHalls(file);
  console.log(`[osm:check] ${file}: ${read} elements, ${townHalls.length} town halls, data of ${date}`);
} catch (error) {
  if (!(error instanceof ImportFileError)) throw error;
  console.error(`[osm:check] refused: ${error.message}`);
  process.exitCode = 1;
}
