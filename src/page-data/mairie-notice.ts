// The notice of a town hall whose place has changed since: an arrondissement town hall closed since (Paris 1st, 2nd
// and 4th: Paris Centre), where it says where to go instead; or the town hall of a commune merged into another
// since (a delegated commune's, or one the current directory no longer lists), where it says which commune it
// belongs to now. Either links the town hall of today.
import { arrondissementTownHallClosed } from '../domain/arrondissements.ts';
import { mairiePath } from '../domain/paths.ts';
import { isSuperseded } from '../domain/town-hall.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';

/** « {before}{link}. » */
export type TownHallNotice = { before: string; link: { href: string; label: string } };

const ordinal = (n: number) => (n === 1 ? '1er' : `${n}e`);

/** The town hall to go to instead of `mairie`, when the last directory import no longer lists it (directory_listed
 *  false) and its commune merged into another, or its arrondissement is served by another (merged_into): that
 *  commune's or arrondissement's town hall; null otherwise, and for a town hall still listed (a delegated commune's). */
export function successorOf(site: Pick<SiteData, 'townHallOfCommune'>, mairie: Mairie): Mairie | null {
  if (!isSuperseded(mairie) || !mairie.merged_into) return null;
  const target = site.townHallOfCommune.get(mairie.merged_into);
  return target && target.id !== mairie.id ? target : null;
}

/** The notice of `mairie`, or null when it is its commune's own town hall (or where to go is not known). */
export function townHallNotice(site: Pick<SiteData, 'townHallOfCommune'>, mairie: Mairie): TownHallNotice | null {
  const code = mairie.code_insee;
  if (!code) return null;
  const link = (target: Mairie | undefined) =>
    target && target.id !== mairie.id ? { href: mairiePath(target.slug), label: target.nom } : null;
  const closed = arrondissementTownHallClosed(code);
  if (closed) {
    const to = link(site.townHallOfCommune.get(closed.servedBy));
    return to
      ? {
          before: `Cette mairie d'arrondissement n'accueille plus le public : les habitants du ${ordinal(closed.rank)} arrondissement de ${closed.city} sont reçus à la `,
          link: to,
        }
      : null;
  }
  if (mairie.merged_into) {
    const target = site.townHallOfCommune.get(mairie.merged_into);
    const to = link(target);
    return to && target
      ? {
          before: `${mairie.ville} fait désormais partie de la commune de ${target.ville}, dont la mairie est la `,
          link: to,
        }
      : null;
  }
  return null;
}

/** The notice of a town hall the directory no longer lists, leading to `target` (successorOf): the merged or closed
 *  one's notice, else that it no longer receives the public. */
export function successorNotice(
  site: Pick<SiteData, 'townHallOfCommune'>,
  mairie: Mairie,
  target: Mairie,
): TownHallNotice {
  return (
    townHallNotice(site, mairie) ?? {
      before: "Cette mairie n'accueille plus le public : allez à la ",
      link: { href: mairiePath(target.slug), label: target.nom },
    }
  );
}
