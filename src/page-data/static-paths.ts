// getStaticPaths of the data routes whose paths come from the build's data, beside the page data they feed
// (mairie-page.ts, rdv-page.ts): each route's props are what its page-data function takes.
import { loadSiteData } from '../data/site/load.ts';

/** getStaticPaths of the two per-town-hall routes (/mairie/{slug} and its /rdv guide). */
export async function mairieStaticPaths() {
  const site = await loadSiteData();
  return site.selection.mairies.map((mairie) => ({ params: { slug: mairie.slug }, props: { mairie } }));
}
