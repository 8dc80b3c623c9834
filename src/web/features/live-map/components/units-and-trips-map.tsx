import { divIcon, latLngBounds, layerGroup, marker, type LatLngTuple, type LayerGroup, type Map as LeafletMap, type Marker } from 'leaflet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UNIT_STATUSES } from '@/domain/common/enums';
import { UNIT_STATUS_LABELS } from '@/domain/common/code-labels';
import { Button } from '@/web/components/ui/button';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { textOf, useLeafletMap } from '@/web/features/trip-requests';
import type { MapTrip } from '@/domain/units/unit-positions';
import type { UnitEntry } from '../map-entries';
import { groupByPixels, type MarkerGroup } from '../group-markers';
import { PICKUP_COLOUR, unitColour } from '../unit-colours';

// the widest view a fit may give: one unit alone is shown with its streets, not the whole planet
const FIT_MAX_ZOOM = 13;
// markers whose centres are nearer than this (in pixels) would cover one another: a unit's pill is about this wide
const GROUP_DISTANCE_PX = 36;
// the nearest a group's "Zoom in" goes: markers still together there stand at the same door
const GROUP_MAX_ZOOM = 18;

/** What a marker on the map stands for: a unit at its last position, or an open trip at its pickup. */
type Placed = { kind: 'unit'; entry: UnitEntry; at: LatLngTuple } | { kind: 'trip'; trip: MapTrip; at: LatLngTuple };

/**
 * A unit's marker: a pill with its number, in its status's colour (grey and dashed once stale), centred on the
 * position. Leaflet gives a marker a fixed size; this one takes its text's (the `!` widths), centred by `translate`.
 */
const unitIcon = (entry: UnitEntry) =>
  divIcon({
    html: textOf(entry.unit.unitNumber),
    className: `live-map-unit h-auto! w-auto! -translate-x-1/2 -translate-y-1/2 whitespace-nowrap rounded-full border-2 border-white px-2 py-0.5 text-xs font-semibold shadow-md ${unitColour(entry.unit.status, entry.stale)} ${entry.stale ? 'border-dashed border-slate-600' : ''}`,
    iconSize: [0, 0],
  });

/**
 * An open trip's marker at its pickup: a small diamond. The square inside is turned, not the marker itself, whose
 * placing Leaflet transforms from its corner.
 */
const pickupIcon = () => {
  const diamond = document.createElement('span');
  diamond.className = `block size-full rotate-45 border-2 border-white shadow-md ${PICKUP_COLOUR}`;
  return divIcon({ html: diamond, className: 'live-map-pickup', iconSize: [14, 14] });
};

/** What a unit's popup says: its number and agency, status, the age of its position, and the trip it carries. */
function unitPopup(entry: UnitEntry, onOpenTrip: (tripId: string) => void): HTMLElement {
  const { unit } = entry;
  const box = document.createElement('div');
  box.className = 'space-y-0.5 text-sm';
  const line = (text: string, className = '') => {
    const p = document.createElement('p');
    p.className = `m-0! ${className}`;
    p.append(textOf(text));
    box.append(p);
  };
  line(`${LIVE_MAP_UI.units.marker(unit.unitNumber)} · ${unit.agencyName}`, 'font-semibold text-slate-900');
  line(UNIT_STATUS_LABELS[unit.status], 'text-slate-700');
  line(entry.age, entry.stale ? 'text-slate-500' : 'text-slate-700');
  if (unit.trip) {
    const trip = unit.trip;
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'mt-1 cursor-pointer font-medium text-blue-700 underline';
    open.textContent = `${LIVE_MAP_UI.units.carrying(trip.tripNumber)} · ${entry.tripState ?? ''}`;
    open.addEventListener('click', () => onOpenTrip(trip.id));
    box.append(open);
  }
  if (entry.distance) line(entry.distance, 'text-slate-600');
  return box;
}

/** A group's marker: a badge with how many units (dark, round) or open trips (the pickups' colour) it stands for. */
const groupIcon = (count: number, kind: Placed['kind']) =>
  divIcon({
    html: textOf(count.toLocaleString()),
    className: `live-map-group h-auto! w-auto! min-w-7 -translate-x-1/2 -translate-y-1/2 border-2 border-white px-1.5 py-1 text-center text-xs font-bold text-white shadow-md ${kind === 'unit' ? 'rounded-full bg-slate-800' : `rounded-md ${PICKUP_COLOUR}`}`,
    iconSize: [0, 0],
  });

/** A group's name: how many units and open trips it holds. */
const groupName = (members: readonly Placed[]) => {
  const units = members.filter((p) => p.kind === 'unit').length;
  return LIVE_MAP_UI.group.name(units, members.length - units);
};

/**
 * What a group's popup lists: each unit with its status and the age of its position (and the trip it carries), each
 * open trip (a click opens it), and "Zoom in" while a nearer view can set them apart.
 */
function groupPopup(group: MarkerGroup<Placed>, canZoom: boolean, onOpenTrip: (tripId: string) => void, onZoom: () => void): HTMLElement {
  const box = document.createElement('div');
  box.className = 'max-h-64 space-y-1 overflow-y-auto text-sm';
  const heading = document.createElement('p');
  heading.className = 'm-0! font-semibold text-slate-900';
  heading.append(textOf(groupName(group.items)));
  const list = document.createElement('ul');
  list.className = 'm-0 space-y-1 p-0';
  const link = (text: string, tripId: string) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'cursor-pointer text-left font-medium text-blue-700 underline';
    button.textContent = text;
    button.addEventListener('click', () => onOpenTrip(tripId));
    return button;
  };
  for (const placed of group.items) {
    const item = document.createElement('li');
    item.className = 'list-none';
    if (placed.kind === 'unit') {
      const { unit, age, tripState } = placed.entry;
      item.append(textOf(`${LIVE_MAP_UI.units.marker(unit.unitNumber)} · ${UNIT_STATUS_LABELS[unit.status]} · ${age}`));
      if (unit.trip) {
        item.append(document.createElement('br'), link(`${LIVE_MAP_UI.units.carrying(unit.trip.tripNumber)} · ${tripState ?? ''}`, unit.trip.id));
      }
    } else {
      item.append(link(`${LIVE_MAP_UI.trips.open(placed.trip.tripNumber)}: ${LIVE_MAP_UI.trips.route(placed.trip.fromLocation, placed.trip.toLocation)}`, placed.trip.id));
    }
    list.append(item);
  }
  box.append(heading, list);
  if (canZoom) {
    const zoom = document.createElement('button');
    zoom.type = 'button';
    zoom.className = 'mt-1 cursor-pointer font-medium text-blue-700 underline';
    zoom.textContent = LIVE_MAP_UI.group.zoomIn;
    zoom.addEventListener('click', onZoom);
    box.append(zoom);
  }
  return box;
}

/** Each unit with a position, and each open trip with a pickup, as the markers they are. */
function placedMarkers(units: readonly UnitEntry[], trips: readonly MapTrip[]): { units: Placed[]; trips: Placed[] } {
  return {
    units: units.flatMap((entry): Placed[] => (entry.position ? [{ kind: 'unit', entry, at: [entry.position.lat, entry.position.lng] }] : [])),
    trips: trips.flatMap((trip): Placed[] =>
      trip.fromLatitude !== null && trip.fromLongitude !== null ? [{ kind: 'trip', trip, at: [trip.fromLatitude, trip.fromLongitude] }] : [],
    ),
  };
}

/**
 * The markers grouped as they stand on screen at the map's zoom now: units with units, pickups with pickups (a unit's
 * pill stands over a pickup's small diamond without hiding it, as a unit at its pickup should).
 */
function groupsOnScreen(m: LeafletMap, units: readonly UnitEntry[], trips: readonly MapTrip[]): MarkerGroup<Placed>[] {
  const zoom = m.getZoom();
  const onScreen = (placed: readonly Placed[]) =>
    groupByPixels(
      placed.map((item) => {
        const { x, y } = m.project(item.at, zoom);
        return { item, x, y };
      }),
      GROUP_DISTANCE_PX,
    );
  const placed = placedMarkers(units, trips);
  return [...onScreen(placed.units), ...onScreen(placed.trips)];
}

/**
 * The live map itself: each unit with a position as a marker in its status's colour (its popup says how old the
 * position is and opens the trip it carries), each open trip as a diamond at its pickup (a click opens it).
 * Units (or pickups) that would cover one another at the zoom shown are one marker with their count, whose popup
 * lists them.
 * Markers are HTML over the map, so they show on the plain background when the tiles (`tileUrl`) cannot load.
 * The view is fitted to everything once; after that it stays where the reader moved it, until "Show everything".
 */
export default function UnitsAndTripsMap({
  units,
  trips,
  tileUrl,
  onOpenTrip,
}: {
  units: readonly UnitEntry[];
  trips: readonly MapTrip[];
  tileUrl: string | undefined;
  onOpenTrip(tripId: string): void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { mapRef, tilesFailed } = useLeafletMap(container, tileUrl);
  const layers = useRef<{ units: LayerGroup; trips: LayerGroup; groups: LayerGroup } | null>(null);
  const unitMarkers = useRef(new Map<string, { marker: Marker; look: string }>());
  const fitted = useRef(false);
  // markers group by where they stand on screen: drawn again at each new zoom
  const [zoom, setZoom] = useState<number | null>(null);
  // the latest handler, for markers made before it changed
  const openTrip = useRef(onOpenTrip);
  useEffect(() => {
    openTrip.current = onOpenTrip;
  }, [onOpenTrip]);

  useEffect(() => {
    const m = mapRef.current!;
    const made = { trips: layerGroup().addTo(m), units: layerGroup().addTo(m), groups: layerGroup().addTo(m) };
    layers.current = made;
    const markers = unitMarkers.current;
    const zoomed = () => setZoom(m.getZoom());
    m.on('zoomend', zoomed);
    return () => {
      m.off('zoomend', zoomed);
      made.units.remove();
      made.trips.remove();
      made.groups.remove();
      markers.clear();
      layers.current = null;
    };
  }, [mapRef]);

  const points = useCallback((): LatLngTuple[] => {
    const placed = units.flatMap((e) => (e.position ? [[e.position.lat, e.position.lng] as LatLngTuple] : []));
    const pickups = trips.flatMap((t) => (t.fromLatitude !== null && t.fromLongitude !== null ? [[t.fromLatitude, t.fromLongitude] as LatLngTuple] : []));
    return [...placed, ...pickups];
  }, [units, trips]);

  const fitAll = useCallback(() => {
    const all = points();
    if (all.length > 0) mapRef.current?.fitBounds(latLngBounds(all).pad(0.15), { maxZoom: FIT_MAX_ZOOM });
  }, [mapRef, points]);

  // the markers, grouped at the zoom shown: a trip's and a group's drawn again each time (a click opens them, or their
  // popup, afresh); a unit alone is moved and updated in place, so its open popup stays open as the unit moves
  useEffect(() => {
    const m = mapRef.current;
    const drawn = layers.current;
    if (!m || !drawn || zoom === null) return;
    drawn.trips.clearLayers();
    drawn.groups.clearLayers();
    const kept = unitMarkers.current;
    const alone = new Set<string>();
    for (const group of groupsOnScreen(m, units, trips)) {
      const [only] = group.items;
      if (group.items.length > 1 || !only) {
        const members = group.items;
        const bounds = latLngBounds(members.map((p) => p.at));
        const canZoom = m.getZoom() < Math.min(m.getMaxZoom(), GROUP_MAX_ZOOM);
        const popup = groupPopup(group, canZoom, (id) => openTrip.current(id), () => m.fitBounds(bounds.pad(0.5), { maxZoom: GROUP_MAX_ZOOM }));
        const made = marker(m.unproject([group.x, group.y], m.getZoom()), { icon: groupIcon(members.length, members[0]!.kind), title: groupName(members), riseOnHover: true })
          .bindPopup(popup)
          .addTo(drawn.groups);
        // named by what it holds, not by the bare count it shows
        made.getElement()?.setAttribute('aria-label', groupName(members));
      } else if (only.kind === 'trip') {
        const t = only.trip;
        marker(only.at, { icon: pickupIcon(), title: `${LIVE_MAP_UI.trips.open(t.tripNumber)}: ${LIVE_MAP_UI.trips.route(t.fromLocation, t.toLocation)}` })
          .on('click', () => openTrip.current(t.id))
          .addTo(drawn.trips);
      } else {
        const { entry, at } = only;
        alone.add(entry.unit.id);
        const look = `${entry.unit.unitNumber}|${entry.unit.status}|${entry.stale}`;
        const popup = unitPopup(entry, (id) => openTrip.current(id));
        const old = kept.get(entry.unit.id);
        if (old) {
          old.marker.setLatLng(at).setPopupContent(popup);
          if (old.look !== look) old.marker.setIcon(unitIcon(entry));
          old.look = look;
        } else {
          const made = marker(at, { icon: unitIcon(entry), title: `${LIVE_MAP_UI.units.marker(entry.unit.unitNumber)}: ${UNIT_STATUS_LABELS[entry.unit.status]}`, riseOnHover: true })
            .bindPopup(popup)
            .addTo(drawn.units);
          kept.set(entry.unit.id, { marker: made, look });
        }
      }
    }
    // a unit gone from the list, or now in a group, leaves its own marker
    for (const [id, { marker: gone }] of kept) {
      if (alone.has(id)) continue;
      gone.remove();
      kept.delete(id);
    }
  }, [mapRef, units, trips, zoom]);

  // the first view that has something to show: fitted once
  useEffect(() => {
    mapRef.current?.invalidateSize();
    if (fitted.current || points().length === 0) return;
    fitted.current = true;
    fitAll();
  }, [mapRef, points, fitAll]);

  return (
    <figure aria-label={LIVE_MAP_UI.mapLabel} className="space-y-1">
      <div ref={container} className="live-map h-80 w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-100 sm:h-[28rem] lg:h-[36rem]" />
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        {tilesFailed && (
          <span role="status" className="basis-full font-medium text-amber-800">
            {LIVE_MAP_UI.tilesFailed}
          </span>
        )}
        <MapLegend />
        <Button variant="secondary" size="sm" className="ml-auto" onClick={fitAll}>
          {LIVE_MAP_UI.showAll}
        </Button>
      </figcaption>
    </figure>
  );
}

/** The colours of the markers, in words. */
function MapLegend() {
  return (
    <>
      {UNIT_STATUSES.map((status) => (
        <span key={status} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${unitColour(status, false)}`} />
          {UNIT_STATUS_LABELS[status]}
        </span>
      ))}
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`inline-block size-2.5 rounded-full border border-dashed border-slate-500 ${unitColour('AVAILABLE', true)}`} />
        {LIVE_MAP_UI.legend.stale}
      </span>
      <span className="flex items-center gap-1.5">
        <span aria-hidden="true" className={`inline-block size-2.5 rotate-45 ${PICKUP_COLOUR}`} />
        {LIVE_MAP_UI.legend.pickup}
      </span>
    </>
  );
}
