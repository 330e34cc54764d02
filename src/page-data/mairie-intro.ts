// The paragraph only this town hall's page can say, from its own facts: the commune's population and rank in
// its department, the distance to the nearest town hall known to take applications (nearestKnownEquipped: closer
// ones may; or, with none known, to the department's largest commune), and the other communes sharing its postal
// codes.
import { sameTerritory } from '../domain/departments.ts';
import { isSuggestable } from '../domain/equipment.ts';
import { isSuperseded } from '../domain/town-hall.ts';
import { formatDistance, distanceKm } from '../domain/distance.ts';
import { buildNearestIndex, nearestPoints, type NearestIndex, type Nearby } from '../domain/nearest.ts';
import { nearestKnownEquipped, type FinderSentence } from '../domain/messages.ts';
import { mairieReference } from '../domain/texts.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';

const numberFormat = new Intl.NumberFormat('fr-FR');
const ordinal = (n: number) => (n === 1 ? '1re' : `${n}e`);
const SHARED_SHOWN = 6;

const equippedIndexes = new WeakMap<SiteData, NearestIndex<Mairie>>();
function equippedIndex(site: SiteData): NearestIndex<Mairie> {
  let found = equippedIndexes.get(site);
  if (!found) {
    found = buildNearestIndex(site.index.items.filter((m) => m.equipped === 'equipped' && !isSuperseded(m)));
    equippedIndexes.set(site, found);
  }
  return found;
}

type Ranks = { byId: Map<number, number> };
const ranks = new WeakMap<SiteData, Ranks>();

// Rank of each town hall among its department's communes by population (largestByDep order, 1 = largest).
function rankOf(site: SiteData, mairie: Mairie): number | null {
  let found = ranks.get(site);
  if (!found) {
    found = { byId: new Map() };
    for (const list of site.largestByDep.values()) list.forEach((m, i) => found!.byId.set(m.id, i + 1));
    ranks.set(site, found);
  }
  return found.byId.get(mairie.id) ?? null;
}

// 'A, B et C', or the first names and 'N autres'.
function listNames(names: readonly string[]): string {
  const shown = names.length > SHARED_SHOWN + 1 ? names.slice(0, SHARED_SHOWN) : names;
  const rest = names.length - shown.length;
  const all = rest > 0 ? [...shown, `${rest} autres communes`] : shown;
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} et ${all.at(-1)}` : all[0];
}

function populationSentence(site: SiteData, mairie: Mairie): string | null {
  if (!mairie.population) return null;
  const people = `${numberFormat.format(mairie.population)} habitant${mairie.population > 1 ? 's' : ''}`;
  const rank = rankOf(site, mairie);
  const count = mairie.num_dep ? (site.largestByDep.get(mairie.num_dep)?.length ?? 0) : 0;
  const where = mairie.num_dep ? `du département ${mairie.dep ?? ''} (${mairie.num_dep})`.replace('  ', ' ') : null;
  if (!rank || !where || count < 2) return `${mairie.ville} compte ${people}.`;
  return `${mairie.ville} compte ${people} : c'est la ${ordinal(rank)} commune la plus peuplée ${where} sur ${count} de notre annuaire.`;
}

/** A sentence of the paragraph: plain text, or one naming the official finder as a link. */
export type IntroSentence = string | FinderSentence;

function distanceSentence(site: SiteData, mairie: Mairie, nearestId: number | undefined): IntroSentence | null {
  if (mairie.latitude === null || mairie.longitude === null) return null;
  const approximate = (m: Mairie) => mairie.position_approximate || m.position_approximate;
  // A search filtered over the whole index would visit every town hall when none is equipped: search an index of
  // the equipped ones only.
  const [equipped] = nearestPoints(
    equippedIndex(site),
    mairie.latitude,
    mairie.longitude,
    1,
    // In the town hall's territory: Cayenne's nearest equipped town hall is never the one in Martinique, 1,430 km away.
    (m) => m.id !== mairie.id && sameTerritory(m.num_dep, mairie.num_dep),
  );
  if (equipped && equipped.item.id === nearestId) return null; // already said by the nearest sentence
  if (equipped) {
    const { item, distance } = equipped;
    // Closer ones may take applications when a nearer town hall's status is not known.
    const [nearer] = nearestPoints(
      site.index,
      mairie.latitude,
      mairie.longitude,
      1,
      (m) =>
        m.id !== mairie.id &&
        m.equipped !== 'equipped' &&
        isSuggestable(m) &&
        !isSuperseded(m) &&
        sameTerritory(m.num_dep, mairie.num_dep),
    );
    return nearestKnownEquipped(mairieReference(item.nom, item.ville), formatDistance(distance, approximate(item)), {
      closerMay: nearer !== undefined && nearer.distance < distance,
    });
  }
  const largest = mairie.num_dep ? site.largestByDep.get(mairie.num_dep)?.[0] : undefined;
  if (!largest || largest.id === mairie.id || largest.latitude === null || largest.longitude === null) return null;
  const km = distanceKm(
    { lat: mairie.latitude, lon: mairie.longitude },
    { lat: largest.latitude, lon: largest.longitude },
  );
  return `La commune la plus peuplée du département, ${largest.ville}, est à ${formatDistance(km, approximate(largest))} de la mairie.`;
}

function sharedCodesSentence(site: SiteData, mairie: Mairie): string | null {
  const codes =
    site.postalCodesByInsee.get(mairie.code_insee ?? '') ?? (mairie.code_postal ? [mairie.code_postal] : []);
  const others = new Set<string>();
  for (const code of codes) {
    for (const city of site.citiesByCode.get(code) ?? []) {
      if (city.code_commune_insee !== mairie.code_insee && city.commune !== mairie.ville) others.add(city.commune);
    }
  }
  if (codes.length === 0) return null;
  const label = codes.length > 1 ? `Les codes postaux ${listNames(codes)}` : `Le code postal ${codes[0]}`;
  if (others.size === 0) return `${label} ${codes.length > 1 ? 'sont propres' : 'est propre'} à ${mairie.ville}.`;
  return `${label} ${codes.length > 1 ? 'sont partagés' : 'est partagé'} avec ${listNames([...others].sort((a, b) => a.localeCompare(b, 'fr')))}.`;
}

function nearestOther(site: SiteData, mairie: Mairie): Nearby<Mairie> | undefined {
  if (mairie.latitude === null || mairie.longitude === null) return undefined;
  return nearestPoints(
    site.index,
    mairie.latitude,
    mairie.longitude,
    1,
    (m) => m.id !== mairie.id && !isSuperseded(m) && sameTerritory(m.num_dep, mairie.num_dep),
  )[0];
}

function nearestSentence(mairie: Mairie, nearest: Nearby<Mairie> | undefined): string | null {
  if (!nearest) return null;
  const approximate = mairie.position_approximate || nearest.item.position_approximate;
  return `La mairie voisine la plus proche est ${mairieReference(nearest.item.nom, nearest.item.ville)}, à ${formatDistance(nearest.distance, approximate)}${nearest.item.equipped === 'equipped' ? ' ; elle est équipée pour les passeports' : ''}.`;
}

// The sentences of the paragraph, in reading order; empty when no fact is known.
export function mairieIntro(site: SiteData, mairie: Mairie): IntroSentence[] {
  const nearest = nearestOther(site, mairie);
  return [
    populationSentence(site, mairie),
    nearestSentence(mairie, nearest),
    distanceSentence(site, mairie, nearest?.item.id),
    sharedCodesSentence(site, mairie),
  ].filter((s): s is IntroSentence => s !== null);
}
