// How a town hall appears in lists and headers: name, link, address lines, equipment notice, city image.
import type { Mairie } from '../data/site/site-data.ts';
import { EQUIPMENT_LABELS, type Equipment } from '../domain/equipment.ts';
import {
  STATEMENT_SAYS,
  equipmentVerdict,
  statementSite,
  statementWhen,
  type EquipmentStatement,
} from '../domain/equipment-status.ts';
import { mairiePath } from '../domain/paths.ts';

/** A town hall in a list. */
export type MairieLink = {
  id: number;
  name: string;
  href: string;
  ville: string;
  codePostal: string | null;
  equipped: Equipment;
};

/** A public page's statement as the town hall page shows it: « Prend les demandes de passeport, d'après
 *  francebleu.fr, mars 2017 », the site linked to the page; `when` null for a page without a date. */
export type StatementView = { says: string; site: string; href: string; when: string | null };

/** The honest 'equipped for passports' notice: what is known, and what to do; `statements`: the public pages the
 *  status rests on (one, or the two that disagree), in place of `source`; `townHall`: when the status is the town
 *  hall's own answer, what it says (the first screen's sentence) and the answer's channel and day (townHallStatus). */
export type EquippedNotice = {
  state: Equipment;
  label: string;
  text: string;
  source?: string | null;
  statements?: StatementView[];
  townHall?: { says: string; source: string } | null;
};

const statementView = (s: EquipmentStatement): StatementView => ({
  says: STATEMENT_SAYS[s.status],
  site: statementSite(s.url),
  href: s.url,
  when: s.date ? statementWhen(s.date) : null,
});

/** The pages a town hall's status rests on, when its status comes from them (its source is one of their URLs: not
 *  the operator's list, nor a visitor's correction); [] otherwise. */
export function shownStatements(mairie: {
  equipped_statements?: readonly EquipmentStatement[] | null;
  equipped_source?: string | null;
}): StatementView[] {
  const statements = mairie.equipped_statements ?? [];
  if (!statements.some((s) => s.url === mairie.equipped_source)) return [];
  return equipmentVerdict(statements).shown.map(statementView);
}

const NOTICES: Record<Equipment, Omit<EquippedNotice, 'state'>> = {
  equipped: {
    label: EQUIPMENT_LABELS.equipped,
    text: "Cette mairie dispose d'un dispositif de recueil : vous pouvez y déposer votre demande de passeport, sur rendez-vous.",
  },
  to_confirm: {
    label: EQUIPMENT_LABELS.to_confirm,
    text: 'Des pages publiques disent que cette mairie prend les demandes de passeport, mais elles sont anciennes, indirectes ou se contredisent. Appelez-la avant de vous déplacer.',
  },
  not_equipped: {
    label: EQUIPMENT_LABELS.not_equipped,
    // Where to go instead is said once, by the appointment block (NEAREST_KNOWN: the nearest *known* ones).
    text: 'Cette mairie ne prend pas les demandes de passeport.',
  },
  unknown: {
    label: EQUIPMENT_LABELS.unknown,
    text: "Nous n'avons pas pu confirmer que cette mairie prend les demandes de passeport. Appelez-la avant de vous déplacer.",
  },
};

// The notice for a town hall's equipment state, with where it comes from (equipmentSourceText) when known.
export function equippedNotice(
  state: Equipment,
  source: string | null = null,
  statements: StatementView[] = [],
  townHall: EquippedNotice['townHall'] = null,
): EquippedNotice {
  return { state, ...NOTICES[state], source, statements, townHall };
}

// The short badge text of a state, for lists.
export function equippedLabel(state: Equipment): string {
  return EQUIPMENT_LABELS[state];
}

/** A list's group heading for each state, and the note when every row of a list shares it (NearbyList). */
export const EQUIPMENT_GROUPS: Record<Equipment, { heading: string; shared: string }> = {
  equipped: {
    heading: 'Équipées pour les passeports',
    shared: 'Toutes ces mairies sont équipées pour les passeports.',
  },
  to_confirm: {
    heading: 'Équipement passeport à confirmer',
    shared: 'Ces mairies prendraient les demandes de passeport, à confirmer par téléphone',
  },
  unknown: {
    heading: 'Équipement passeport non confirmé',
    shared: 'Nous ne savons pas lesquelles de ces mairies prennent les demandes de passeport',
  },
  not_equipped: {
    heading: 'Non équipées pour les passeports',
    shared: 'Aucune de ces mairies ne prend les demandes de passeport',
  },
};

/** The note of a list without any town hall known to be equipped, before the link to the official finder. */
export const NONE_KNOWN_EQUIPPED = "Aucune de ces mairies n'est connue pour prendre les demandes de passeport";

// A town hall as a list entry.
export function toMairieLink(mairie: Mairie): MairieLink {
  return {
    id: mairie.id,
    name: mairie.nom,
    href: mairiePath(mairie.slug),
    ville: mairie.ville,
    codePostal: mairie.code_postal,
    equipped: mairie.equipped,
  };
}

// The city image when it is served by this site: the CSP (img-src 'self' and the map tiles) blocks
// any other host, so an external URL is left out rather than shown broken.
export function siteImage(url: string | null): string | null {
  return url && url.startsWith('/') && !url.startsWith('//') ? url : null;
}
