import { circleMarker, latLngBounds, layerGroup, polyline } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import type { LatLng } from '@/domain/places/geo';
import type { TripStepView } from '@/domain/crew/crew-api';
import { TRIP_DETAIL_TEXTS } from '@/domain/trips/trip-management-texts';
import { stepRule } from '@/domain/trips/trip-steps';
import { formatDateTime } from '@/web/lib/format';
import { TRIP_STEP_UI } from '../trip-step-ui-texts';
import { Legend, textOf, useLeafletMap } from './leaflet-base';

const COLOURS = { origin: '#1d4ed8', destination: '#b91c1c', line: '#475569', step: '#047857' } as const;

/** The steps recorded with a position, with their label and time. */
const placedSteps = (steps: readonly TripStepView[]) =>
  steps.flatMap((s) => (s.position ? [{ lat: s.position.latitude, lng: s.position.longitude, label: stepRule(s.step).label, at: s.occurredAt }] : []));

/**
 * A trip's route on a small Leaflet map: the origin (blue) and destination (red) joined by a dashed straight line, and
 * where the crew recorded its steps (green).
 * Vector shapes only, so the two ends still show when the tiles (`tileUrl`) cannot load.
 */
export default function RouteMap({
  from,
  to,
  fromName,
  toName,
  steps = [],
  tileUrl,
}: {
  from: LatLng;
  to: LatLng;
  fromName: string;
  toName: string;
  /** The crew's steps; those recorded with the phone's position are marked where they happened. */
  steps?: readonly TripStepView[];
  tileUrl: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { mapRef, tilesFailed } = useLeafletMap(container, tileUrl);
  const placed = useMemo(() => placedSteps(steps), [steps]);

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
      .bindTooltip(textOf(`${TRIP_DETAIL_TEXTS.origin}: ${fromName}`))
      .addTo(shapes);
    circleMarker(ends[1]!, { radius: 8, color: '#ffffff', weight: 2, fillColor: COLOURS.destination, fillOpacity: 1 })
      .bindTooltip(textOf(`${TRIP_DETAIL_TEXTS.destination}: ${toName}`))
      .addTo(shapes);
    for (const s of placed) {
      circleMarker([s.lat, s.lng], { radius: 6, color: '#ffffff', weight: 2, fillColor: COLOURS.step, fillOpacity: 1 })
        .bindTooltip(textOf(TRIP_STEP_UI.onMap(s.label, formatDateTime(s.at))))
        .addTo(shapes);
    }
    // the same place at both ends still gets a view (a bounds of one point has no size)
    m.fitBounds(latLngBounds([...ends, ...placed.map((s) => [s.lat, s.lng] as [number, number])]).pad(0.2), { maxZoom: 14 });
    return () => {
      shapes.remove();
    };
  }, [mapRef, from.lat, from.lng, to.lat, to.lng, fromName, toName, placed]);

  return (
    <figure aria-label={TRIP_DETAIL_TEXTS.mapLabel} className="space-y-1">
      <div ref={container} className="route-map h-56 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100" />
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <Legend colour="bg-blue-700" text={`${TRIP_DETAIL_TEXTS.origin}: ${fromName}`} />
        <Legend colour="bg-red-700" text={`${TRIP_DETAIL_TEXTS.destination}: ${toName}`} />
        {placed.length > 0 && <Legend colour="bg-emerald-700" text={TRIP_STEP_UI.mapLegendWith(placed.map((s) => TRIP_STEP_UI.onMap(s.label, formatDateTime(s.at))))} />}
        <span>{TRIP_DETAIL_TEXTS.straightLine}</span>
        {tilesFailed && <span className="text-amber-800">{TRIP_DETAIL_TEXTS.tilesFailed}</span>}
      </figcaption>
    </figure>
  );
}
