import { PanelRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { cn } from '@/web/lib/cn';
import { EMS_UI } from '../ems-ui-texts';
import { formatMoney, formatShortDateTime } from '@/web/lib/format';
import { Button } from '@/web/components/ui/button';
import { TRIP_PANEL_UI } from '../trip-details-panel-texts';
import { LinkedReturnBadge, PriorityBadge, TripStatusBadge } from '@/web/features/trip-requests';
import { TripDetailsPanel } from './trip-details-panel';

const TRIP_TEXTS = EMS_UI.trip;
const orDash = <V,>(v: V | null, show: (v: V) => string) => (v === null ? EMS_UI.notSet : show(v));

/** The patient id with the priority badge beside it (and a linked return's mark), and the status badge before that when `withStatus`. */
export function TripHeading({ trip, withStatus = false }: { trip: TripListItem; withStatus?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-sm font-semibold text-slate-900">{trip.patientId}</span>
      {withStatus && <TripStatusBadge status={trip.status} />}
      <PriorityBadge priority={trip.priority} />
      <LinkedReturnBadge trip={trip} />
    </div>
  );
}

/** Origin to destination, each name whole (they wrap rather than hide). */
export const TripRoute = ({ trip }: { trip: TripListItem }) => (
  <p className="text-sm break-words text-slate-700">{EMS_UI.route(trip.fromLocation, trip.toLocation)}</p>
);

/** Named figures of a trip row, in a line that wraps on a narrow screen. */
export function TripFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Level, distance, time and revenue as the trip was priced at its request (a dash where it could not be). */
export const pricedFacts = (t: TripListItem): [string, ReactNode][] => [
  [TRIP_TEXTS.level, t.transportLevel],
  [TRIP_TEXTS.distance, orDash(t.loadedMiles, TRIP_TEXTS.miles)],
  [TRIP_TEXTS.time, orDash(t.estimatedMinutes, TRIP_TEXTS.minutes)],
  [TRIP_TEXTS.revenue, orDash(t.revenue, formatMoney)],
  [TRIP_TEXTS.scheduled, formatShortDateTime(t.scheduledTime)],
];

/** The frame of a trip list: one bordered card, a row per trip. */
export function TripList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
      {children}
    </ul>
  );
}

/**
 * One trip of a list: what it is on the left, what can be done on the right (below it on a phone). Given its `trip`, the
 * row opens the trip's details panel, with the same actions, from its Details button or a click anywhere but a control.
 */
export function TripRow({
  label,
  children,
  actions,
  trip,
  held = false,
}: {
  label: string;
  children: ReactNode;
  actions?: ReactNode;
  trip?: TripListItem;
  /** The list holds still after an action: a click on the row then is the rest of a double click, and opens nothing. */
  held?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const openerId = useId();
  const openFromRow = (event: MouseEvent<HTMLLIElement>) => {
    // a button, link or the open panel does its own thing; selecting text to copy it opens nothing
    if (held || (event.target as HTMLElement).closest('button, a, input, select, textarea, dialog') || window.getSelection()?.toString()) return;
    setOpen(true);
  };
  // back to the Details button once the panel is gone (while it is open, the page behind cannot take focus)
  const refocus = useRef(false);
  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    document.getElementById(openerId)?.focus();
  }, [open, openerId]);
  const close = () => {
    refocus.current = true;
    setOpen(false);
  };
  return (
    <li
      aria-label={label}
      onClick={trip ? openFromRow : undefined}
      className={cn('flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between', trip && 'cursor-pointer hover:bg-slate-50')}
    >
      <div className="min-w-0 space-y-1.5">{children}</div>
      {(actions || trip) && (
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {trip && (
            <Button
              id={openerId}
              size="sm"
              variant="ghost"
              className="px-2!"
              aria-label={TRIP_PANEL_UI.openLabel(trip.patientId)}
              aria-haspopup="dialog"
              icon={<PanelRight aria-hidden="true" className="size-4" />}
              onClick={() => setOpen(true)}
            >
              {TRIP_PANEL_UI.open}
            </Button>
          )}
          {actions}
        </div>
      )}
      {trip && open && <TripDetailsPanel trip={trip} actions={actions} onClose={close} />}
    </li>
  );
}
