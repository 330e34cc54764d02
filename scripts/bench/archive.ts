// npm run bench archive — DILA's all_latest.tar.bz2 at national size, synthetic: 63,000 records (36,000 town halls,
// the rest other offices) padded to ~270 MB of JSON in one data.json, compressed by the system's bzip2. Reading it
// into town hall drafts (readDirectory: bzip2 and tar streamed, records cut from the stream) runs in a child
// process so that its peak RSS is its own. ARCHIVE_BENCH_RECORDS changes the size.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pack } from 'tar-stream';
import { readDirectory } from '../../src/data/import/read/directory.ts';
import { settings } from '../../src/settings/index.ts';

const TOWN_HALLS_SHARE = 36 / 63;
// The real records carry long hierarchy, reference and accessibility texts. Varied words, not one repeated letter:
// bzip2 run-length codes long runs, and a block of them would decode to far more than real text does.
const WORDS = [
  'accueil',
  'service',
  'public',
  'commune',
  'mairie',
  'horaires',
  'accessible',
  'rampe',
  'parking',
  'état',
  'civil',
  'urbanisme',
];
function pad(i: number): string {
  const words: string[] = [];
  for (let k = 0, x = i * 2654435761; words.join(' ').length < 3500; k++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    words.push(`${WORDS[x % WORDS.length]}${(x >> 8) % 1000}`);
  }
  return words.join(' ');
}

function record(i: number): object {
  const dep = String((i % 95) + 1)
    .padStart(2, '0')
    .replace(/^20$/, '2A');
  const insee = `${dep}${String(i % 1000).padStart(3, '0')}`;
  const townHall = i / 63000 < TOWN_HALLS_SHARE;
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    nom: townHall ? `Mairie - Commune ${i}` : `Service ${i}`,
    ancien_code_pivot: townHall ? `mairie-${insee}-${String(Math.floor(i / 1000) + 1).padStart(2, '0')}` : '',
    code_insee_commune: insee,
    pivot: [{ type_service_local: townHall ? 'mairie' : 'ccas', code_insee_commune: [insee] }],
    adresse: [
      {
        type_adresse: 'Adresse',
        numero_voie: `${i} place de la Mairie`,
        code_postal: `${dep}000`,
        nom_commune: `Commune ${i}`,
        latitude: '46.1',
        longitude: '4.9',
      },
    ],
    telephone: [{ valeur: '04 74 24 03 08', description: '' }],
    adresse_courriel: [`mairie${i}@example.fr`],
    site_internet: [{ libelle: '', valeur: `https://www.commune${i}.fr` }],
    plage_ouverture: [
      {
        nom_jour_debut: 'Lundi',
        nom_jour_fin: 'Vendredi',
        valeur_heure_debut_1: '08:30:00',
        valeur_heure_fin_1: '12:00:00',
        valeur_heure_debut_2: '13:30:00',
        valeur_heure_fin_2: '17:00:00',
        commentaire: '',
      },
    ],
    texte_reference: pad(i),
    date_modification: '18/12/2024 17:42:39',
  };
}

export async function buildArchive(path: string, records: number): Promise<number> {
  const bzip = spawn('bzip2', ['-9', '-c'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const out: Buffer[] = [];
  bzip.stdout.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => bzip.on('close', resolve));
  const tar = pack();
  tar.pipe(bzip.stdin);
  const parts: string[] = ['{"service": [\n'];
  for (let i = 0; i < records; i++) parts.push(`${i ? ',\n' : ''}${JSON.stringify(record(i))}`);
  parts.push('\n]}\n');
  const json = Buffer.from(parts.join(''));
  parts.length = 0;
  tar.entry({ name: 'all_20241218/', type: 'directory' });
  tar.entry({ name: 'all_20241218/data.json' }, json);
  tar.finalize();
  await done;
  writeFileSync(path, Buffer.concat(out));
  return json.length;
}

export async function run(): Promise<void> {
  const records = settings().tools.archiveBenchRecords;
  const dir = mkdtempSync(join(tmpdir(), 'archive-bench-'));
  try {
    const archive = join(dir, 'all_latest.tar.bz2');
    const jsonBytes = await buildArchive(archive, records);
    // Default heap, then a 128 MB old space: finishing within it shows that the live memory stays bounded.
    for (const flags of [[], ['--max-old-space-size=128']]) {
      const child = spawn(process.execPath, [...flags, new URL(import.meta.url).pathname, 'child', archive], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (c: Buffer) => (output += c));
      const code = await new Promise((resolve) => child.on('close', resolve));
      if (code !== 0) {
        console.log(`${flags.join(' ') || 'default heap'}: failed (exit ${String(code)})`);
        continue;
      }
      const figures = JSON.parse(output) as { seconds: number; drafts: number; read: number; maxRssMb: number };
      console.log(
        `${records.toLocaleString('en-US')} records, ${(jsonBytes / 1e6).toFixed(0)} MB of JSON, archive ${(statSync(archive).size / 1e6).toFixed(1)} MB, ${flags.join(' ') || 'default heap'}: ` +
          `read into ${figures.drafts.toLocaleString('en-US')} town hall drafts in ${figures.seconds.toFixed(1)} s, peak RSS ${figures.maxRssMb.toFixed(0)} MB`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') {
  const started = performance.now();
  const result = await readDirectory(process.argv[3]);
  const figures = {
    seconds: (performance.now() - started) / 1000,
    drafts: result.drafts.length,
    read: result.read,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(figures));
}
