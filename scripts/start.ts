// npm start — the one command that builds and serves the site on the configured database
// (embedded PGlite by default): migrate, import the open data when the database is empty, build, serve.
// Each step says when it starts and how long it took; the last line is the URL to open (scripts/serve.ts).
import { spawnSync } from 'node:child_process';
import { openDb } from '../src/data/db.ts';
import { migrate } from '../src/data/migrate.ts';
import { countMairies } from '../src/data/queries/mairies.ts';

const STEPS = 4;
let stepNumber = 0;

function begin(title: string): () => void {
  const started = performance.now();
  console.log(`\n▶ ${++stepNumber}/${STEPS} ${title}`);
  return () => console.log(`✔ ${title} : ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

function step(title: string, args: string[]): void {
  const done = begin(title);
  const result = spawnSync('npm', ['run', '--silent', ...args], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${title} a échoué (code ${result.status}).`);
    process.exit(result.status ?? 1);
  }
  done();
}

const migrated = begin('Base de données (migrations)');
const db = await openDb();
let mairieCount: number;
try {
  await migrate(db);
  mairieCount = await countMairies(db);
} finally {
  await db.close(); // PGlite allows one process at a time: release it before the next steps
}
migrated();

if (mairieCount === 0) step('Import des données ouvertes (base vide ; une dizaine de secondes)', ['data:import']);
else {
  begin('Import des données ouvertes');
  console.log(
    `Base déjà remplie (${mairieCount} mairies) : import sauté. Relancez « npm run data:import » pour rafraîchir.`,
  );
}
step('Construction du site', ['build']);
begin('Serveur');
const served = spawnSync('npm', ['run', '--silent', 'serve'], { stdio: 'inherit' });
process.exit(served.status ?? 1);
