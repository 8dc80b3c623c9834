import type { ReactNode } from 'react';
import { UNIT_STATUS_LABELS } from '@/domain/common/code-labels';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import { formatShortDateTime } from '@/web/lib/format';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { PriorityBadge, TripStatusBadge } from '@/web/features/trip-requests';
import type { MapTrip } from '@/domain/units/unit-positions';
import type { UnitEntry } from '../map-entries';
import { unitColour } from '../unit-colours';

/** A trip number that opens the trip's details. */
function TripButton({ tripId, label, onOpen }: { tripId: string; label: string; onOpen(tripId: string): void }) {
  return (
    <Button variant="link" className="text-left font-semibold" onClick={() => onOpen(tripId)}>
      {label}
    </Button>
  );
}

/** A list beside the map under its heading, or the line saying it is empty (`none`). */
function ListSection({ id, heading, none, children }: { id: string; heading: string; none: string | null; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {heading}
      </h3>
      {none !== null ? <p className="text-sm text-slate-600">{none}</p> : <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">{children}</ul>}
    </section>
  );
}

/** The units as a list: what the map shows of each, for whoever cannot see or point at the map. */
function UnitList({ units, showAgency, onOpenTrip }: { units: readonly UnitEntry[]; showAgency: boolean; onOpenTrip(tripId: string): void }) {
  return (
    <ListSection id="live-map-units" heading={LIVE_MAP_UI.units.heading(units.length)} none={units.length === 0 ? LIVE_MAP_UI.units.none : null}>
      {units.map(({ unit, age, stale, distance, tripState }) => (
        <li key={unit.id} aria-label={LIVE_MAP_UI.units.marker(unit.unitNumber)} className="space-y-0.5 px-3 py-2 text-sm">
          <p className="flex flex-wrap items-center gap-x-2">
            <span aria-hidden="true" className={cn('inline-block size-2.5 shrink-0 rounded-full', unitColour(unit.status, stale))} />
            <span className="font-semibold text-slate-900">{unit.unitNumber}</span>
            <span className="text-slate-700">{UNIT_STATUS_LABELS[unit.status]}</span>
            {showAgency && <span className="text-slate-500">· {unit.agencyName}</span>}
          </p>
          <p className={stale ? 'text-slate-500 italic' : 'text-slate-700'}>{age}</p>
          {unit.trip && (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <TripButton tripId={unit.trip.id} label={LIVE_MAP_UI.units.carrying(unit.trip.tripNumber)} onOpen={onOpenTrip} />
              <span className="text-slate-600">{tripState}</span>
            </p>
          )}
          {distance && <p className="text-slate-600">{distance}</p>}
        </li>
      ))}
    </ListSection>
  );
}

/** The open trips as a list, soonest first; each number opens the trip. */
function TripList({ trips, onOpenTrip }: { trips: readonly MapTrip[]; onOpenTrip(tripId: string): void }) {
  return (
    <ListSection id="live-map-trips" heading={LIVE_MAP_UI.trips.heading(trips.length)} none={trips.length === 0 ? LIVE_MAP_UI.trips.none : null}>
      {trips.map((trip) => (
        <li key={trip.id} className="space-y-1 px-3 py-2 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <TripButton tripId={trip.id} label={trip.tripNumber} onOpen={onOpenTrip} />
            <TripStatusBadge status={trip.status} escalatedAt={trip.escalatedAt} />
            <PriorityBadge priority={trip.priority} />
          </p>
          <p className="break-words text-slate-700">{LIVE_MAP_UI.trips.route(trip.fromLocation, trip.toLocation)}</p>
          <p className="text-slate-600">
            {formatShortDateTime(trip.scheduledTime)} · {trip.transportLevel} ·{' '}
            {trip.assignedAgencyName ? LIVE_MAP_UI.trips.byAgency(trip.assignedAgencyName) : LIVE_MAP_UI.trips.unassigned}
          </p>
        </li>
      ))}
    </ListSection>
  );
}

/** The list beside the map (below it on a phone): the same units and trips, in words. */
export function MapList({
  units,
  trips,
  showAgency,
  onOpenTrip,
}: {
  units: readonly UnitEntry[];
  trips: readonly MapTrip[];
  showAgency: boolean;
  onOpenTrip(tripId: string): void;
}) {
  return (
    <div className="space-y-5">
      <UnitList units={units} showAgency={showAgency} onOpenTrip={onOpenTrip} />
      <TripList trips={trips} onOpenTrip={onOpenTrip} />
    </div>
  );
}
