// The Leaflet map itself, in its own chunk: mairie-map.ts imports it once the map place is on screen.
import L from 'leaflet';

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

/** Replaces the content of `place` (the OpenStreetMap link) with the map, centred on the marker. */
export function drawLeafletMap(place: HTMLElement, { lat, lon, zoom, name, tileUrl }: LeafletMapOptions): L.Map {
  const canvas = Object.assign(document.createElement('div'), { className: 'mairie-map-canvas' });
  place.replaceChildren(canvas);
  const map = L.map(canvas, { center: [lat, lon], zoom, scrollWheelZoom: false, zoomControl: false });
  L.control.zoom(ZOOM_LABELS).addTo(map);
  L.tileLayer(tileUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
  L.marker([lat, lon], { icon: PIN, title: name, alt: name })
    .bindTooltip(name, { permanent: true, direction: 'top' })
    .addTo(map);
  return map;
}
