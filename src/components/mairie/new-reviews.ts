// The reviews and reports published since the page was built (SPEC §4 reviews visibility: the
// endpoint returns only visible ones, never an e-mail), newest first, above the built list; fetched
// after load and again after the visitor's own review. Text goes in with textContent, never as HTML.
import { fetchNewReports, toLiveReports, type LiveReport } from '../../islands/live-reviews.ts';
import { REPORTS_CHANGED_EVENT } from '../../islands/reports-changed.ts';

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text) el.textContent = text;
  return el;
}

function entry(report: LiveReport): HTMLLIElement {
  const meta = element('p', 'report-meta');
  meta.append(element('span', 'report-kind', report.type === 'review' ? 'Avis' : 'Signalement'), ' ');
  if (report.stars) {
    const stars = element('span', 'live-stars');
    stars.setAttribute('role', 'img');
    stars.setAttribute('aria-label', `Note ${report.rating} sur 5`);
    for (const star of report.stars) {
      const glyph = element('span', `live-star live-star-${star}`, '★');
      glyph.setAttribute('aria-hidden', 'true');
      stars.append(glyph);
    }
    meta.append(stars, ' ');
  }
  const time = element('time', '', report.date);
  time.dateTime = report.created_at;
  meta.append(time);
  const li = element('li');
  li.append(meta, element('p', '', report.content));
  return li;
}

for (const root of document.querySelectorAll<HTMLElement>('[data-new-reviews]')) {
  const { mairieId, since = '', knownIds = '' } = root.dataset;
  const known = knownIds.split(',').filter(Boolean).map(Number);
  const list = root.querySelector('ul');
  const empty = root.querySelector<HTMLElement>('[data-empty-text]');
  const refresh = async () => {
    const fresh = toLiveReports(await fetchNewReports(Number(mairieId), since), known);
    list?.replaceChildren(...fresh.map(entry));
    if (list) list.hidden = fresh.length === 0;
    if (empty) empty.hidden = fresh.some((r) => r.type === 'review');
  };
  void refresh();
  window.addEventListener(REPORTS_CHANGED_EVENT, () => void refresh());
}
