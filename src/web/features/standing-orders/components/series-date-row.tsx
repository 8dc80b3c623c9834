import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { TripStatus } from '@/domain/common/enums';
import type { OccurrenceView } from '@/domain/standing-orders/standing-order-answers';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/field';
import { TripStatusBadge } from '@/web/features/trip-requests';
import { formatDay } from '@/web/lib/format';
import { STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import type { OccurrenceChangeInput } from '@/domain/standing-orders/standing-order-body';

const T = STANDING_ORDER_UI;

/** A trip the series made: its number, which opens its details, and its status. */
function TripLink({ trip, onOpen }: { trip: { id: string; tripNumber: string; status: TripStatus }; onOpen(tripId: string): void }) {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <Button variant="link" size="sm" className="font-mono font-normal" onClick={() => onOpen(trip.id)} aria-label={T.openTrip(trip.tripNumber)}>
        {trip.tripNumber}
      </Button>
      <TripStatusBadge status={trip.status} />
    </span>
  );
}

/** One coming date: its trip, which opens its details (or that it is skipped or not yet requested), with Skip and Change time. */
export function SeriesDateRow({
  date,
  editable,
  onChange,
  onOpenTrip,
  busy,
}: {
  date: OccurrenceView;
  editable: boolean;
  busy: boolean;
  onChange(change: OccurrenceChangeInput): void;
  onOpenTrip(tripId: string): void;
}) {
  const [newTime, setNewTime] = useState<string | null>(null);
  const day = `${new Date(`${date.date}T12:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', timeZone: 'UTC' })} ${formatDay(date.date)}`;
  const open = editable && !date.skipped && (date.tripStatus === null || date.tripStatus === 'PENDING' || date.tripStatus === 'CANCELLED');
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2" data-date={date.date}>
      <span className="w-28 text-sm font-medium text-slate-900">{day}</span>
      <span className="w-12 text-sm tabular-nums text-slate-700">{date.time}</span>
      <span className="min-w-0 basis-full text-sm text-slate-600 sm:basis-0 sm:flex-1">
        {date.skipped ? (
          T.skipped
        ) : date.tripId && date.tripNumber && date.tripStatus ? (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <TripLink trip={{ id: date.tripId, tripNumber: date.tripNumber, status: date.tripStatus }} onOpen={onOpenTrip} />
            {date.returnTrip && (
              <span className="inline-flex items-center gap-1">
                <Undo2 aria-hidden="true" className="size-3.5 text-purple-700" />
                <span className="sr-only">{T.returnTrip}</span>
                <TripLink trip={date.returnTrip} onOpen={onOpenTrip} />
              </span>
            )}
          </span>
        ) : (
          T.notYetRequested
        )}
      </span>
      {open && newTime === null && (
        <span className="flex gap-2">
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onChange({ skipped: true })}>
            {T.skip}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => setNewTime(date.time)}>
            {T.changeTime}
          </Button>
        </span>
      )}
      {newTime !== null && (
        <form
          className="flex w-full gap-2 sm:w-auto"
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ time: newTime });
            setNewTime(null);
          }}
        >
          <Input type="time" aria-label={T.newTime(day)} required value={newTime} onChange={(e) => setNewTime(e.target.value)} className="w-32" />
          <Button size="sm" type="submit" busy={busy}>
            {T.saveTime}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setNewTime(null)}>
            {T.cancel}
          </Button>
        </form>
      )}
    </li>
  );
}
