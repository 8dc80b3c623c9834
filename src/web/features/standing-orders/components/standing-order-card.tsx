import { useState } from 'react';
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { errorText } from '@/web/lib/api-client';
import { formatDay } from '@/web/lib/format';
import { DAY_LABELS, STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';
import type { ReturnKind } from '@/domain/trips/linked-returns';
import { useChangeStandingOrderDate } from '../api/change-standing-order-date';
import { useEndStandingOrder } from '../api/end-standing-order';
import { SeriesDateRow } from './series-date-row';

const T = STANDING_ORDER_UI;
const REVIEW_TEXTS = LINKED_RETURN_UI.review;
/** How many coming dates a card lists. */
const SHOWN_DATES = 8;

const patternOf = (s: StandingOrderView) =>
  T.summary(s.daysOfWeek ? s.daysOfWeek.map((d) => DAY_LABELS[d]).join(', ') : T.everyDays(s.everyDays ?? 1), s.time);
/** The ride home each trip books, when the series carries one. */
const returnOf = (s: StandingOrderView) => {
  const ride = (s.trip as { returnTrip?: { kind: ReturnKind; appointmentMinutes?: number } }).returnTrip;
  if (!ride) return null;
  return ride.kind === 'TIMED' ? REVIEW_TEXTS.timed(String(ride.appointmentMinutes ?? '')) : REVIEW_TEXTS.willCall;
};
const spanOf = (s: StandingOrderView) => (s.endDate ? T.fromTo(formatDay(s.startDate), formatDay(s.endDate)) : T.fromCount(formatDay(s.startDate), s.count ?? 0));

/** A series: what it books, its next trips with Skip and Change time, and Edit and End. */
export function StandingOrderCard({ series, onEdit, onOpenTrip }: { series: StandingOrderView; onEdit(): void; onOpenTrip(tripId: string): void }) {
  const change = useChangeStandingOrderDate();
  const end = useEndStandingOrder();
  const [confirmEnd, setConfirmEnd] = useState(false);
  const running = series.endedAt === null;
  const failure = change.error ?? end.error;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={`${series.trip.patientId} – ${series.trip.toLocation}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">
            {series.trip.patientId} → {series.trip.toLocation}
          </h3>
          <p className="text-sm text-slate-600">
            {[patternOf(series), spanOf(series), series.trip.transportLevel, returnOf(series)].filter(Boolean).join(' · ')}
          </p>
        </div>
        {running ? (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" onClick={onEdit}>
              {T.edit}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setConfirmEnd(true)}>
              {T.end}
            </Button>
          </div>
        ) : (
          <Badge tone="slate">{T.ended}</Badge>
        )}
      </div>
      {failure && (
        <Alert tone="error" className="mt-3">
          {errorText(failure, T.changeFailed)}
        </Alert>
      )}
      <h4 className="mt-3 text-sm font-semibold text-slate-700">{T.nextTrips}</h4>
      <ul className="divide-y divide-slate-100">
        {series.nextDates.slice(0, SHOWN_DATES).map((d) => (
          <SeriesDateRow
            key={d.date}
            date={d}
            editable={running}
            busy={change.isPending}
            onChange={(c) => change.mutate({ id: series.id, date: d.date, change: c })}
            onOpenTrip={onOpenTrip}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirmEnd}
        title={T.end}
        message={T.endConfirm}
        confirmLabel={T.end}
        cancelLabel={T.cancel}
        tone="danger"
        busy={end.isPending}
        onConfirm={() => end.mutate(series.id, { onSettled: () => setConfirmEnd(false) })}
        onCancel={() => setConfirmEnd(false)}
      />
    </article>
  );
}
