import { circleMarker, latLngBounds, layerGroup, polyline, type LatLngTuple } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { LatLng } from '@/domain/places/geo';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { Legend, textOf, useLeafletMap } from '@/web/features/trip-requests';

const COLOURS = { start: '#15803d', pickup: '#1d4ed8', dropoff: '#b91c1c', deadhead: '#64748b', loaded: '#1d4ed8' } as const;

/** A stop of the route on the map, in the order driven, with how the unit got there. */
export interface MapStop {
  position: LatLng;
  kind: 'pickup' | 'dropoff';
  /** "2. Pick up TRP-… at …": the tooltip */
  label: string;
  /** the leg that ends here: driven empty or with a patient aboard */
  leg: 'deadhead' | 'loaded';
}

/**
 * The optimized route on a Leaflet map: the unit's position (green), then each stop numbered in order, pickups blue and
 * drop-offs red, joined by dashed lines where the unit drives empty and solid ones where a patient is aboard.
 * Vector shapes only, so the route still shows when the tiles (`tileUrl`) cannot load.
 */
export default function RoutePlanMap({
  start,
  startLabel,
  stops,
  tileUrl,
}: {
  start: LatLng;
  startLabel: string;
  stops: MapStop[];
  tileUrl: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { mapRef, tilesFailed } = useLeafletMap(container, tileUrl);

  useEffect(() => {
    const m = mapRef.current;
    if (!m) return;
    m.invalidateSize();
    const shapes = layerGroup().addTo(m);
    const points: LatLngTuple[] = [[start.lat, start.lng], ...stops.map((s): LatLngTuple => [s.position.lat, s.position.lng])];
    stops.forEach((s, i) => {
      const loaded = s.leg === 'loaded';
      polyline([points[i]!, points[i + 1]!], {
        color: loaded ? COLOURS.loaded : COLOURS.deadhead,
        weight: loaded ? 4 : 3,
        dashArray: loaded ? undefined : '6 6',
        interactive: false,
      }).addTo(shapes);
    });
    circleMarker(points[0]!, { radius: 9, color: '#ffffff', weight: 2, fillColor: COLOURS.start, fillOpacity: 1 })
      .bindTooltip(textOf(startLabel))
      .addTo(shapes);
    stops.forEach((s, i) => {
      circleMarker(points[i + 1]!, { radius: 8, color: '#ffffff', weight: 2, fillColor: COLOURS[s.kind], fillOpacity: 1 })
        .bindTooltip(textOf(s.label))
        .addTo(shapes);
    });
    m.fitBounds(latLngBounds(points).pad(0.15), { maxZoom: 14 });
    return () => {
      shapes.remove();
    };
  }, [mapRef, start, startLabel, stops]);

  return (
    <figure aria-label={ROUTE_OPTIMIZATION_TEXTS.mapLabel} className="space-y-1">
      <div ref={container} className="route-map h-72 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:h-96" />
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <Legend colour="bg-green-700" text={ROUTE_OPTIMIZATION_TEXTS.mapStart} />
        <Legend colour="bg-blue-700" text={ROUTE_OPTIMIZATION_TEXTS.mapPickup} />
        <Legend colour="bg-red-700" text={ROUTE_OPTIMIZATION_TEXTS.mapDropoff} />
        <span>{ROUTE_OPTIMIZATION_TEXTS.mapDeadhead}</span>
        <span>{ROUTE_OPTIMIZATION_TEXTS.mapLoaded}</span>
        <span>{ROUTE_OPTIMIZATION_TEXTS.mapStraight}</span>
        {tilesFailed && <span className="text-amber-800">{ROUTE_OPTIMIZATION_TEXTS.tilesFailed}</span>}
      </figcaption>
    </figure>
  );
}
