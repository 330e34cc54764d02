// The Leaflet map itself, in its own chunk: MairieMap imports it (and links Leaflet's stylesheet)
// only once the map place is on screen.
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, Tooltip } from 'react-leaflet';

export interface LeafletMapProps {
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

export default function LeafletMap({ lat, lon, zoom, name, tileUrl }: LeafletMapProps) {
  return (
    <MapContainer center={[lat, lon]} zoom={zoom} scrollWheelZoom={false} className="mairie-map-canvas">
      <TileLayer url={tileUrl} attribution={ATTRIBUTION} maxZoom={19} />
      <Marker position={[lat, lon]} icon={PIN} title={name} alt={name}>
        <Tooltip permanent direction="top">
          {name}
        </Tooltip>
      </Marker>
    </MapContainer>
  );
}
