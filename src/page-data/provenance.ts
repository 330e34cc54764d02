// Where a shown value comes from (issue 11, « Provenance everywhere »): the short source line of a town hall
// page's status, hours, phone and booking link, and the footer's credit of each imported file (data_sources).
import { equipmentSourceText, frenchDate } from '../domain/equipment.ts';
import type { DataSourceRow, DataSources } from '../data/queries/data-sources.ts';
import { OSM_SOURCE } from '../data/queries/places-cache.ts';
import { EQUIPPED_SOURCES_ROLE, TOWN_HALL_SOURCE, VISITOR_SOURCE } from '../domain/source-order.ts';
import { TOWN_HALL_WORD_TEXTS, townHallSays, townHallSource } from '../domain/town-hall-word.ts';

/** No imported file (a page shaped without the build's data_sources). */
export const NO_SOURCES: DataSources = new Map();

/** What each role's file is: `label` on a page (« Source : annuaire … »), `credit` (publisher and dataset) in the
 *  footer. A role not listed here is named by its file alone. */
const ROLES: Record<string, { label: string; credit: string; openData: boolean; hours?: string }> = {
  directory: {
    label: 'annuaire Service-Public.fr (DILA)',
    hours: "Horaires de l'annuaire Service-Public.fr",
    credit: "DILA, Annuaire de l'administration (Service-Public.fr), annuaire des mairies",
    openData: true,
  },
  directory2026: {
    label: 'annuaire Service-Public.fr (DILA)',
    hours: "Horaires de l'annuaire Service-Public.fr",
    credit: "DILA, Annuaire de l'administration (Service-Public.fr), annuaire des mairies, édition 2026",
    openData: true,
  },
  laposte: {
    label: 'base officielle des codes postaux (La Poste)',
    credit: 'La Poste, Base officielle des codes postaux',
    openData: true,
  },
  websites2018: {
    label: 'annuaire Service-Public.fr (DILA)',
    credit: 'DILA, extrait des sites web des mairies',
    openData: true,
  },
  emails2021: {
    label: 'annuaire Service-Public.fr (DILA)',
    credit: "DILA par l'API établissements publics, extrait des e-mails des mairies",
    openData: true,
  },
  equipped: {
    label: 'liste des mairies équipées',
    credit: 'Liste des mairies équipées pour les passeports',
    openData: false,
  },
  booking: {
    label: 'liste des liens de prise de rendez-vous',
    credit: 'Liste des liens de prise de rendez-vous en ligne',
    openData: false,
  },
  places: {
    label: 'fiche du lieu (service de cartes)',
    credit: 'Fiches des lieux du service de cartes',
    openData: false,
  },
};

/** « d'après OpenStreetMap, vérifié le 3 mars 2026 » when a contributor dated a check of the hours
 *  (check_date:opening_hours), else « d'après OpenStreetMap, relevé le … », the day of the data read. */
export function osmHoursText(date: string | null | undefined, checked: boolean): string {
  if (!date) return "d'après OpenStreetMap";
  return `d'après OpenStreetMap, ${checked ? 'vérifié' : 'relevé'} le ${frenchDate(date)}`;
}

/** OpenStreetMap's credit, as its licence (ODbL 1.0) asks: beside the hours it gave, and in the footer. */
export const OSM_CREDIT = "© les contributeurs d'OpenStreetMap";

/** The start of the footer credits' sentence on OpenStreetMap's file: the footer adds OSM_CREDIT when it is there. */
const OSM_HOURS_CREDIT = "Horaires d'ouverture : OpenStreetMap";

/** The package the importer names communes with (its data ship with it, no file is imported). */
const PACKAGE_CREDIT = 'Etalab, découpage administratif 6.0.0';

// The 2016 directory file carries the BAN geocoding of its converter (README of the open data).
const BAN_GEOCODING = /^dila_annuaire_mairies_2016/;

/** A date as a page says it: YYYY-MM-DD « 10 mars 2025 », YYYY-MM (only the month is known) « mars 2025 ». */
function frenchDay(iso: string): string {
  return iso.length === 7 ? frenchDate(`${iso}-15`).slice(3) : frenchDate(iso);
}

/** « du 10 mars 2025 », « de mai 2018 », « d'août 2024 »: the date after « données ». */
export function ofDate(iso: string): string {
  const when = frenchDay(iso);
  if (iso.length !== 7) return `du ${when}`;
  return /^[aeiouéèê]/i.test(when) ? `d'${when}` : `de ${when}`;
}

/** « Source : … » text of a value whose `*_source` column is `source`, dated `date` (YYYY-MM-DD): a visitor's
 *  accepted correction, the town hall's own answer (« d’après la mairie, 28 novembre 2026 »), or the file of a role
 *  this build imported (its own date, else the file's). Null when the source is unknown or names no imported file:
 *  nothing is said rather than something false. */
export function sourceText(
  source: string | null | undefined,
  date: string | null | undefined,
  sources: DataSources,
): string | null {
  if (!source) return null;
  if (source === VISITOR_SOURCE) {
    return date ? `signalé par un visiteur, vérifié le ${frenchDate(date)}` : 'signalé par un visiteur, vérifié';
  }
  if (source === TOWN_HALL_SOURCE) return townHallSource(date);
  const row = sources.get(source);
  if (!row) return null;
  const label = row.title ?? ROLES[source]?.label ?? row.file;
  const when = recordedWhen(date, row);
  return when ? `${label}, ${frenchDay(when)}` : label;
}

/** The date of a value: its own, else its file's; never a day when the file is dated by its month and the value's
 *  day falls in it (the 2026 directory is « octobre 2026 », not the day it was read). */
export function recordedWhen(date: string | null | undefined, row: DataSourceRow): string | null {
  const month = row.published_on?.length === 7 ? row.published_on : null;
  if (date && month && date.startsWith(month)) return month;
  return date ?? row.published_on;
}

/** The heading of hours an official file gave, with their date: « Horaires de l'annuaire Service-Public.fr (octobre
 *  2026) ». Null when the source is not such a file, or names no file this build imported. */
export function hoursLabel(
  source: string | null | undefined,
  date: string | null | undefined,
  sources: DataSources,
): string | null {
  const heading = source ? ROLES[source]?.hours : undefined;
  const row = source ? sources.get(source) : undefined;
  if (!heading || !row) return null;
  const when = recordedWhen(date, row);
  return when ? `${heading} (${frenchDay(when)})` : heading;
}

/** Where an equipped status comes from: a visitor's correction, the town hall's answer, an imported role, or the
 *  operator list's `# source:` title (equipmentSourceText, « d'après l'arrêté du 7 novembre 2024 »). */
export function equipmentSource(
  source: string | null | undefined,
  date: string | null | undefined,
  sources: DataSources,
): string | null {
  if (!source) return null;
  if (source === VISITOR_SOURCE || source === TOWN_HALL_SOURCE) return sourceText(source, date, sources);
  if (sources.has(source)) return `d'après ${sourceText(source, date, sources)}`;
  return equipmentSourceText(source, date);
}

/** What the town hall's own answer says of a status, when the status is its answer (source TOWN_HALL_SOURCE, a
 *  status the answer gives, dated): `says` the first screen's sentence (townHallSays, « Prend les demandes de
 *  passeport, d’après la mairie, 28 novembre 2026 »), `source` the notice's source line, the answer's channel and its
 *  day (no page to link to). Null otherwise. */
export function townHallStatus(mairie: {
  equipped: string;
  equipped_source?: string | null;
  equipped_source_date?: string | null;
}): { says: string; source: string } | null {
  const day = mairie.equipped_source_date;
  if (mairie.equipped_source !== TOWN_HALL_SOURCE || !day) return null;
  if (mairie.equipped !== 'equipped' && mairie.equipped !== 'not_equipped') return null;
  return {
    says: townHallSays(mairie.equipped === 'equipped', day),
    source: `${TOWN_HALL_WORD_TEXTS.sourceLabel}, ${frenchDate(day)}`,
  };
}

// One file's credit: publisher and dataset, file, date (the file's own day or month, else the month it was imported).
function fileCredit(row: DataSourceRow): string {
  const role = ROLES[row.role];
  const what = [role?.credit, row.title && row.title !== role?.credit ? row.title : null].filter(Boolean).join(', ');
  // The import month, not its day: a nightly import of the same files does not rewrite every page.
  const when = row.published_on
    ? `données ${ofDate(row.published_on)}`
    : `importé en ${frenchDay(row.imported_on.slice(0, 7))}`;
  const ban = row.role === 'directory' && BAN_GEOCODING.test(row.file) ? ', géocodage BAN (ODbL)' : '';
  return `${what ? `${what}, ` : ''}fichier ${row.file}, ${when}${ban}`;
}

/** The footer's credits: every imported file (open data first, in a fixed order), then the package. The Licence
 *  Ouverte asks for the source, the file and its date; a role this build did not import is not credited.
 *  OpenStreetMap's file comes last, under the ODbL (SiteFooter adds « © les contributeurs d'OpenStreetMap »). */
export function dataCredits(rows: readonly DataSourceRow[]): string {
  const order = Object.keys(ROLES);
  const rank = (row: DataSourceRow) => {
    const i = order.indexOf(row.role);
    return (ROLES[row.role]?.openData ? 0 : 100) + (i < 0 ? 99 : i);
  };
  const osm = rows.find((row) => row.role === OSM_SOURCE);
  const pages = rows.find((row) => row.role === EQUIPPED_SOURCES_ROLE);
  const sorted = [...rows]
    .filter((row) => row !== osm && row !== pages)
    .sort((a, b) => rank(a) - rank(b) || a.role.localeCompare(b.role));
  const open = sorted.filter((row) => ROLES[row.role]?.openData).map(fileCredit);
  const lists = sorted.filter((row) => !ROLES[row.role]?.openData).map(fileCredit);
  return [
    `Sources : ${[...open, PACKAGE_CREDIT].join(' ; ')} (Licence Ouverte 2.0)`,
    ...(lists.length ? [`Listes de l'exploitant : ${lists.join(' ; ')}`] : []),
    ...(pages ? [pagesCredit(pages)] : []),
    ...(osm ? [`${OSM_HOURS_CREDIT}, ${fileCredit(osm)} (ODbL 1.0)`] : []),
  ].join('. ');
}

// The sourced list of equipped town halls: what public pages say, gathered by hand (not an official file).
function pagesCredit(row: DataSourceRow): string {
  const when = row.published_on ? `, ${frenchDay(row.published_on)}` : '';
  return `Mairies équipées pour les passeports : relevé de pages publiques (préfectures, mairies, presse locale)${when}, fichier ${row.file}`;
}

/** The footer's credits, and whether they include OpenStreetMap's file (whose ODbL credit line the footer adds). */
type FooterCredits = { text: string; osm: boolean };
const creditsOf = new WeakMap<readonly DataSourceRow[], FooterCredits>();
/** The footer's credits of `rows`, computed once per rows list (the footer of every page asks). */
export function footerCredits(rows: readonly DataSourceRow[]): FooterCredits {
  let credits = creditsOf.get(rows);
  if (!credits)
    creditsOf.set(rows, (credits = { text: dataCredits(rows), osm: rows.some((r) => r.role === OSM_SOURCE) }));
  return credits;
}

/** Every `*_source` code the open files can hold, with what it names (/donnees): the imported files' roles (but the
 *  equipped list's, whose title the status's source column holds), OpenStreetMap, a visitor's accepted correction and
 *  the town hall's own answer. */
export const OPEN_DATA_SOURCE_CODES: readonly (readonly [string, string])[] = [
  ...Object.entries(ROLES)
    .filter(([role]) => role !== 'equipped')
    .map(([role, { credit }]) => [role, credit] as const),
  [OSM_SOURCE, `Horaires d'OpenStreetMap (${OSM_CREDIT})`],
  [VISITOR_SOURCE, "Correction d'un visiteur, vérifiée par l'équipe (la date est celle de l'acceptation)"],
  [TOWN_HALL_SOURCE, `${TOWN_HALL_WORD_TEXTS.sourceLabel} (la date est celle de la réponse)`],
];
