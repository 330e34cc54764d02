// Draws each [data-mairie-map] place once it comes into view: Leaflet's code and stylesheet are
// fetched then, not before. Offline or on failure the OpenStreetMap link stays.
import { PUBLIC_TILE_URL } from 'astro:env/client';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { DEFAULT_TILE_URL } from '../../domain/services.ts';

const TILE_URL: string = PUBLIC_TILE_URL || DEFAULT_TILE_URL;

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

async function draw(place: HTMLElement): Promise<void> {
  const { lat, lon, zoom, name = '' } = place.dataset;
  const [{ drawLeafletMap }] = await Promise.all([import('./leaflet-map.ts'), linkStylesheet(leafletCss)]);
  drawLeafletMap(place, { lat: Number(lat), lon: Number(lon), zoom: Number(zoom), name, tileUrl: TILE_URL });
}

const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer.unobserve(entry.target);
    draw(entry.target as HTMLElement).catch(() => {}); // the link remains
  }
});
document.querySelectorAll<HTMLElement>('[data-mairie-map]').forEach((place) => observer.observe(place));
