// Props of /mairie/{slug}/rdv: booking, hours, location, generated guide, documents, checklist, delays.
import type { PlannerMairie } from '../domain/planner-town-hall.ts';
import { DELAYS } from '../domain/constants.ts';
import { CHECKLIST_ITEMS } from '../domain/appointment-checklist.ts';
import type { ChecklistItem } from '../domain/checklist.ts';
import { MESSAGES } from '../domain/messages.ts';
import { appointmentGuideText, appointmentLength } from '../domain/texts.ts';
import type { Mairie, SiteData } from '../data/site/site-data.ts';
import { appointmentView, type AppointmentView } from './appointment.ts';
import { successorNotice, successorOf, type TownHallNotice } from './mairie-notice.ts';
import { DOCUMENT_LISTS, caseLinks, type DocumentList } from './documents.ts';
import { plannerOf } from './planner-files.ts';
import { hoursView, type HoursView } from './hours.ts';
import { mapView, type MapView } from './mairie-page.ts';
import { addressLines } from '../domain/address.ts';
import { cityCrumb } from './city-links.ts';
import { departmentPath, mairiePath, rdvPath } from '../domain/paths.ts';
import { DEPARTMENTS_CRUMB, HOME_CRUMB, pageSeo, rdvSeoText, type PageSeo } from './seo.ts';

/** Everything /mairie/{slug}/rdv shows. */
type RdvPageData = {
  seo: PageSeo;
  /** Set when the directory no longer lists this town hall: the guide leads to the one to go to's (successorOf),
   *  and shows nothing of its own. */
  successor: { notice: TownHallNotice; guideHref: string; guideLabel: string } | null;
  slug: string;
  name: string;
  backHref: string;
  backLabel: string;
  appointment: AppointmentView;
  hours: HoursView;
  addressLines: string[];
  map: MapView | null;
  guide: string[];
  documents: DocumentList[];
  /** The visitor's exact list for an adult's main cases, with this town hall chosen. */
  caseLinks: { href: string; label: string }[];
  /** The appointment planner's town hall. */
  planner: PlannerMairie;
  /** The checklist's six items, filled from the documents rules. */
  checklist: readonly ChecklistItem[];
  readyText: string;
  /** Durations and delays, each a short sentence. */
  delays: { label: string; text: string }[];
};

// The delay sentences of the guide, from the constants.
function rdvDelays(): RdvPageData['delays'] {
  const { appointmentWaitWeeks, pickupMonths } = DELAYS;
  return [
    {
      label: 'Attente pour un rendez-vous',
      text: `${appointmentWaitWeeks.min} à ${appointmentWaitWeeks.max} semaines en général (notre estimation).`,
    },
    { label: "Dépôt d'une pré-demande", text: `Au guichet, ${appointmentLength('deposit')}.` },
    { label: 'Demande complète sur place', text: `Au guichet, ${appointmentLength('full')}.` },
    {
      label: 'Retrait du passeport',
      text: `Dans les ${pickupMonths} mois qui suivent le SMS vous annonçant qu'il est prêt ; passé ce délai, le passeport est détruit.`,
    },
  ];
}

// Where the guide of a town hall the directory no longer lists leads: the guide of the one to go to.
function successorGuide(site: SiteData, mairie: Mairie): RdvPageData['successor'] {
  const target = successorOf(site, mairie);
  if (!target) return null;
  return {
    notice: successorNotice(site, mairie, target),
    guideHref: rdvPath(target.slug),
    guideLabel: `Préparer votre rendez-vous à la ${target.nom.replace(/^Mairie\b/i, 'mairie')}`,
  };
}

// Props of the appointment guide of `mairie`.
export function rdvPageData(site: SiteData, mairie: Mairie): RdvPageData {
  const path = rdvPath(mairie.slug);
  const guide = appointmentGuideText(mairie);
  return {
    seo: pageSeo({
      ...rdvSeoText(site.mairies, mairie),
      canonicalPath: path,
      // The guide repeats the town hall page's facts around a text shared by all guides: reachable, not indexed
      // (docs/architecture.md, « Pages indexed »).
      noindex: true,
      breadcrumbs: [
        HOME_CRUMB,
        DEPARTMENTS_CRUMB,
        ...(mairie.num_dep
          ? [{ name: `${mairie.dep ?? 'Département'} (${mairie.num_dep})`, path: departmentPath(mairie.num_dep) }]
          : []),
        ...cityCrumb(site, mairie),
        { name: mairie.nom, path: mairiePath(mairie.slug) },
        { name: 'Rendez-vous', path },
      ],
    }),
    successor: successorGuide(site, mairie),
    slug: mairie.slug,
    name: mairie.nom,
    backHref: mairiePath(mairie.slug),
    backLabel: `${MESSAGES.back} à la fiche de la mairie`,
    appointment: appointmentView(mairie, site.dataSources),
    hours: hoursView(site.placeByMairie.get(mairie.id), mairie.directorySchedule, mairie, site.dataSources),
    addressLines: addressLines(mairie),
    map: mapView(mairie),
    guide,
    documents: DOCUMENT_LISTS,
    caseLinks: caseLinks(mairie.slug),
    planner: plannerOf(mairie),
    checklist: CHECKLIST_ITEMS,
    readyText: MESSAGES.checklistReady,
    delays: rdvDelays(),
  };
}
