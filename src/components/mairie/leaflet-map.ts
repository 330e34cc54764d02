// The Leaflet map itself, in its own chunk with its stylesheet: mairie-map.ts imports it once the map place is on
// screen.
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { nextTask } from './next-task.ts';

interface LeafletMapOptions {
  lat: number;
  lon: number;
  zoom: number;
  name: string;
  tileUrl: string;
}

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">les contributeurs d’OpenStreetMap</a>';

// A pin drawn in SVG: no image file, no data: URI (the CSP allows images from this site and the tiles only).
const PIN = L.divIcon({
  className: 'map-pin',
  html: '<svg viewBox="0 0 28 40" width="28" height="40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z"/><circle cx="14" cy="14" r="5.5"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
  tooltipAnchor: [0, -38],
});

// The zoom buttons' titles and names in French (Leaflet's defaults are English).
const ZOOM_LABELS: L.Control.ZoomOptions = { zoomInTitle: 'Zoom avant', zoomOutTitle: 'Zoom arrière' };

// Adds a stylesheet once; resolves when it has loaded (or failed: the map still works, unstyled).
// A ?url import keeps Leaflet's CSS out of the page's stylesheets.
function linkStylesheet(href: string): Promise<void> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((resolve) => {
    const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.append(link);
  });
}

/** Replaces the content of `place` (the OpenStreetMap link) with the map, centred on the marker, one step per task
 *  (a phone spends about 150 ms setting up a map). */
export async function drawLeafletMap(
  place: HTMLElement,
  { lat, lon, zoom, name, tileUrl }: LeafletMapOptions,
): Promise<L.Map> {
  await linkStylesheet(leafletCss);
  await nextTask();
  const canvas = Object.assign(document.createElement('div'), { className: 'mairie-map-canvas' });
  place.replaceChildren(canvas);
  const map = L.map(canvas, { center: [lat, lon], zoom, scrollWheelZoom: false, zoomControl: false });
  await nextTask();
  L.control.zoom(ZOOM_LABELS).addTo(map);
  await nextTask();
  L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
  await nextTask();
  const marker = L.marker([lat, lon], { icon: PIN, title: name, alt: name }).addTo(map);
  await nextTask();
  marker.bindTooltip(name, { permanent: true, direction: 'top' });
  return map;
}
