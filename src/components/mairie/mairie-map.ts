// Draws each [data-mairie-map] place once it comes into view: Leaflet's code and stylesheet are
// fetched then, not before. Offline or on failure the OpenStreetMap link stays.
import { PUBLIC_TILE_URL } from 'astro:env/client';
import { DEFAULT_TILE_URL } from '../../domain/services.ts';
import { nextTask } from './next-task.ts';

const TILE_URL: string = PUBLIC_TILE_URL || DEFAULT_TILE_URL;

// Fetching and running Leaflet's module, and each step of drawing the map, take a task of their own.
async function draw(place: HTMLElement): Promise<void> {
  const { lat, lon, zoom, name = '' } = place.dataset;
  const { drawLeafletMap } = await import('./leaflet-map.ts');
  await nextTask();
  await drawLeafletMap(place, { lat: Number(lat), lon: Number(lon), zoom: Number(zoom), name, tileUrl: TILE_URL });
}

const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer.unobserve(entry.target);
    draw(entry.target as HTMLElement).catch(() => {}); // the link remains
  }
});
document.querySelectorAll<HTMLElement>('[data-mairie-map]').forEach((place) => observer.observe(place));
