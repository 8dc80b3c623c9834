import { circle, circleMarker, latLng, layerGroup, type LayerGroup } from 'leaflet';
import { useEffect, useRef } from 'react';
import type { AgencyOption } from '@/domain/trips/trip-answers';
import type { LatLng } from '@/domain/places/geo';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { Legend, textOf, useLeafletMap } from '../components/leaflet-base';

const AGENCIES_TEXTS = PORTAL_UI.wizard.agencies;
const METRES_PER_MILE = 1609.344;
const COLOURS = { origin: '#1d4ed8', radius: '#2563eb', selected: '#15803d', other: '#64748b' } as const;

/**
 * The origin, the notification radius and the agencies (selected ones green) on a Leaflet map. Everything is drawn
 * as vector shapes, so the map still shows positions when the tiles (`tileUrl`) cannot load.
 */
export default function AgencyMap({
  origin,
  radiusMiles,
  agencies,
  selected,
  tileUrl,
}: {
  origin: LatLng;
  radiusMiles: number;
  agencies: readonly AgencyOption[];
  selected: readonly string[];
  tileUrl: string | undefined;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { mapRef, tilesFailed } = useLeafletMap(container, tileUrl);
  const shapes = useRef<LayerGroup | null>(null);

  useEffect(() => {
    shapes.current = layerGroup().addTo(mapRef.current!);
    return () => {
      shapes.current = null;
    };
  }, [mapRef]);

  // the area: drawn and fitted when the origin or the radius changes, not when a box is ticked (a zoom stays put)
  const { lat, lng } = origin;
  useEffect(() => {
    const m = mapRef.current;
    if (!m) return;
    m.invalidateSize();
    // the circle's own bounds need a drawn map; the point's square of the same size does not
    m.fitBounds(latLng(lat, lng).toBounds(2 * radiusMiles * METRES_PER_MILE), { padding: [12, 12] });
    // added once the map has a view, so it can go behind the points already there
    const area = circle([lat, lng], {
      radius: radiusMiles * METRES_PER_MILE,
      color: COLOURS.radius,
      weight: 1.5,
      fillOpacity: 0.06,
      interactive: false,
    })
      .addTo(m)
      .bringToBack();
    return () => {
      area.remove();
    };
  }, [mapRef, lat, lng, radiusMiles]);

  // the points: the origin, then every agency (ticked ones green)
  const ticked = selected.join(',');
  useEffect(() => {
    const layer = shapes.current;
    if (!layer) return;
    layer.clearLayers();
    // a ring, under the agencies, so one next door still shows
    circleMarker([lat, lng], { radius: 11, color: COLOURS.origin, weight: 3, fillColor: COLOURS.origin, fillOpacity: 0.2 })
      .bindTooltip(textOf(AGENCIES_TEXTS.mapOrigin))
      .addTo(layer);
    const isTicked = (a: AgencyOption) => ticked.split(',').includes(a.id);
    // ticked agencies last, so they are drawn over the others around them
    for (const a of [...agencies].sort((x, y) => Number(isTicked(x)) - Number(isTicked(y)))) {
      if (a.latitude === null || a.longitude === null) continue;
      const on = isTicked(a);
      circleMarker([a.latitude, a.longitude], {
        radius: on ? 8 : 6,
        color: '#ffffff',
        weight: 1.5,
        fillColor: on ? COLOURS.selected : COLOURS.other,
        fillOpacity: 0.95,
      })
        .bindTooltip(textOf(a.distance === null ? a.name : `${a.name} · ${AGENCIES_TEXTS.distance(a.distance)}`))
        .addTo(layer);
    }
  }, [lat, lng, agencies, ticked]);

  return (
    <figure aria-label={AGENCIES_TEXTS.mapLabel} className="space-y-1">
      <div ref={container} className="agency-map h-72 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100" />
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <Legend colour="bg-blue-700" text={AGENCIES_TEXTS.mapOrigin} />
        <Legend colour="bg-green-700" text={PORTAL_UI.wizard.labels.selectedAgencies} />
        <Legend colour="bg-slate-500" text={PORTAL_UI.wizard.agencies.mapOthers} />
        {tilesFailed && <span className="text-amber-800">{AGENCIES_TEXTS.tilesFailed}</span>}
      </figcaption>
    </figure>
  );
}

