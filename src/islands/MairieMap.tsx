// Island: the town hall map (SPEC §2, §9: zoom 14, 300 px high, a marker with the name). Hydrated
// with client:visible, it then imports Leaflet (parts/LeafletMap.tsx, its own chunk), so Leaflet is
// never in the page's initial JavaScript; the OpenStreetMap link stays for no-JS and load failures.
import { useEffect, useState, type ComponentType } from 'react';
import leafletCss from 'leaflet/dist/leaflet.css?url';
import { DISPLAY } from '../domain/constants.ts';
import type { LeafletMapProps } from './parts/LeafletMap.tsx';
import './mairie-map.css';

export interface MairieMapProps {
  lat: number;
  lon: number;
  name: string;
  osmHref: string;
  zoom?: number;
}

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_URL: string = import.meta.env.PUBLIC_TILE_URL || DEFAULT_TILE_URL;

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

export default function MairieMap({ lat, lon, name, osmHref, zoom = DISPLAY.mapZoom }: MairieMapProps) {
  const [LoadedMap, setLoadedMap] = useState<ComponentType<LeafletMapProps> | null>(null);

  useEffect(() => {
    let live = true;
    Promise.all([import('./parts/LeafletMap.tsx'), linkStylesheet(leafletCss)])
      .then(([module]) => live && setLoadedMap(() => module.default))
      .catch(() => {}); // offline: the link remains
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="mairie-map" id="carte">
      {LoadedMap ? (
        <LoadedMap lat={lat} lon={lon} zoom={zoom} name={name} tileUrl={TILE_URL} />
      ) : (
        <a className="mairie-map-fallback" href={osmHref} rel="noopener" target="_blank">
          Voir la mairie sur OpenStreetMap
        </a>
      )}
    </div>
  );
}
