import { circleMarker, latLngBounds, layerGroup, polyline } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LatLng } from '@/domain/places/geo';
import { TRIP_DETAIL_TEXTS as T } from '@/domain/trips/trip-management-texts';
import { Legend, textOf, useLeafletMap } from './leaflet-base';

const COLOURS = { origin: '#1d4ed8', destination: '#b91c1c', line: '#475569' } as const;

/**
 * A trip's route on a small Leaflet map: the origin (blue) and destination (red) joined by a dashed straight line.
 * Vector shapes only, so the two ends still show when the tiles (`tileUrl`) cannot load.
 */
export default function RouteMap({
  from,
  to,
  fromName,
  toName,
  tileUrl,
}: {
  from: LatLng;
  to: LatLng;
  fromName: string;
  toName: string;
  tileUrl: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { mapRef, tilesFailed } = useLeafletMap(container, tileUrl);

  useEffect(() => {
    const m = mapRef.current;
    if (!m) return;
    m.invalidateSize();
    const ends = [
      [from.lat, from.lng],
      [to.lat, to.lng],
    ] as [number, number][];
    const shapes = layerGroup().addTo(m);
    polyline(ends, { color: COLOURS.line, weight: 3, dashArray: '6 6', interactive: false }).addTo(shapes);
    circleMarker(ends[0]!, { radius: 8, color: '#ffffff', weight: 2, fillColor: COLOURS.origin, fillOpacity: 1 })
      .bindTooltip(textOf(`${T.origin}: ${fromName}`))
      .addTo(shapes);
    circleMarker(ends[1]!, { radius: 8, color: '#ffffff', weight: 2, fillColor: COLOURS.destination, fillOpacity: 1 })
      .bindTooltip(textOf(`${T.destination}: ${toName}`))
      .addTo(shapes);
    // the same place at both ends still gets a view (a bounds of one point has no size)
    m.fitBounds(latLngBounds(ends).pad(0.2), { maxZoom: 14 });
    return () => {
      shapes.remove();
    };
  }, [mapRef, from.lat, from.lng, to.lat, to.lng, fromName, toName]);

  return (
    <figure aria-label={T.mapLabel} className="space-y-1">
      <div ref={container} className="route-map h-56 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100" />
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <Legend colour="bg-blue-700" text={`${T.origin}: ${fromName}`} />
        <Legend colour="bg-red-700" text={`${T.destination}: ${toName}`} />
        <span>{T.straightLine}</span>
        {tilesFailed && <span className="text-amber-800">{T.tilesFailed}</span>}
      </figcaption>
    </figure>
  );
}
