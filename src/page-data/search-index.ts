// Builds the search shards of the pages this build generates (every commune and town hall).
import type { SiteData } from '../data/site/site-data.ts';
import { shardKeysOfText, type SearchShard } from './search-shard.ts';

// Every shard by key; an entry goes into the shard of each word prefix of its name, town and code. A town hall
// is also found by every postal code of its commune (« 75011 » finds the Mairie de Paris 11e, whose own code is
// the CEDEX 75536).
export function buildSearchShards(site: SiteData): Map<string, SearchShard> {
  const shards = new Map<string, SearchShard>();
  const shard = (key: string) => {
    let found = shards.get(key);
    if (!found) shards.set(key, (found = { v: [], m: [] }));
    return found;
  };
  const seenCities = new Set<string>();
  for (const code of site.selection.postalCodes) {
    for (const city of site.citiesByCode.get(code) ?? []) {
      const id = `${city.commune}|${code}`;
      if (seenCities.has(id)) continue;
      seenCities.add(id);
      for (const key of shardKeysOfText(`${city.commune} ${code}`)) shard(key).v.push([city.commune, code]);
    }
  }
  for (const m of site.selection.mairies) {
    const code = m.code_postal ?? '';
    const others = (site.postalCodesByInsee.get(m.code_insee ?? '') ?? []).filter((c) => c !== code).join(' ');
    const entry: SearchShard['m'][number] = others
      ? [m.nom, m.ville, code, m.slug, others]
      : [m.nom, m.ville, code, m.slug];
    for (const key of shardKeysOfText(`${m.nom} ${m.ville} ${code} ${others}`)) shard(key).m.push(entry);
  }
  return shards;
}
