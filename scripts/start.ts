// npm start — the one command that builds and serves the site on the configured database
// (embedded PGlite by default): migrate, import the open data when the database is empty, build, serve.
import { spawnSync } from 'node:child_process';
import { openDb } from '../src/data/db.ts';
import { migrate } from '../src/data/migrate.ts';
import { countMairies } from '../src/data/queries/mairies.ts';

function step(title: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  const result = spawnSync('npm', ['run', '--silent', ...args], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status}).`);
    process.exit(result.status ?? 1);
  }
}

const db = await openDb();
let mairieCount: number;
try {
  await migrate(db);
  mairieCount = await countMairies(db);
} finally {
  await db.close(); // PGlite allows one process at a time: release it before the next steps
}

if (mairieCount === 0) step('Import des données ouvertes (base vide)', ['data:import']);
else
  console.log(
    `Base déjà remplie (${mairieCount} mairies) : import sauté. Relancez « npm run data:import » pour rafraîchir.`,
  );
step('Construction du site', ['build']);
step('Serveur', ['serve']);
