import 'leaflet/dist/leaflet.css';
import { map as createMap, tileLayer, type Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState, type RefObject } from 'react';

// Tooltips get text nodes, never HTML strings: names come from the server.
export const textOf = (text: string) => {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
};

const attributionFor = (url: string) => (url.includes('openstreetmap') ? '&copy; OpenStreetMap contributors' : '');

/**
 * A Leaflet map in `container`, with the tiles of `tileUrl` when there is one. Callers draw vector shapes only, so
 * the map still shows positions when the tiles cannot load (`tilesFailed` then turns true).
 * Effects declared after this hook run after the map exists.
 */
export function useLeafletMap(container: RefObject<HTMLDivElement | null>, tileUrl: string | undefined) {
  const mapRef = useRef<LeafletMap | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    const m = createMap(container.current!, { keyboard: false, scrollWheelZoom: false, attributionControl: true, zoomSnap: 0.25 });
    // the prefix without Leaflet's inline flag image
    m.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    mapRef.current = m;
    return () => {
      m.remove();
      mapRef.current = null;
    };
  }, [container]);

  useEffect(() => {
    const m = mapRef.current;
    if (!m || !tileUrl) return;
    const tiles = tileLayer(tileUrl, { attribution: attributionFor(tileUrl), maxZoom: 18 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(m);
    return () => {
      tiles.remove();
    };
  }, [tileUrl]);

  return { mapRef, tilesFailed };
}

/** A dot of the map's colour and what it stands for. */
export function Legend({ colour, text }: { colour: string; text: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${colour}`} />
      {text}
    </span>
  );
}
