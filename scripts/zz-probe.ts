import { readAnnuaire2026 } from '/work/wt-eqmerge/src/data/import/annuaire-2026.ts';
import { readDirectory } from '/work/wt-eqmerge/src/data/import/directory.ts';
import { loadEquippedMatcher } from '/work/wt-eqmerge/src/data/import/equipped-match.ts';
import { readSourcedList } from '/work/wt-eqmerge/src/data/import/equipped-sources.ts';
const d = '/work/shared/data/';
const a = await readAnnuaire2026(d + 'dila_annuaire_mairies_2026.csv');
const dir = await readDirectory(d + 'dila_annuaire_mairies_2016.jsonl.gz');
const codes = new Set<string>([...a.rows.flatMap((r) => r.codeInsee ?? []), ...dir.drafts.flatMap((x) => x.codeInsee ?? [])]);
const list = await readSourcedList(d + 'mairies_equipees_sources_2026-11.csv');
const m = loadEquippedMatcher(codes);
const tally: Record<string, number> = {};
for (const r of list.rows) {
  const f = m(r.departement, r.commune);
  const k = 'via' in f ? f.via : f.problem;
  tally[k] = (tally[k] ?? 0) + 1;
  if ('via' in f && f.via !== 'name') console.log(f.via, r.departement, r.commune, f.code);
}
console.log(tally);
