import { useState } from 'react';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { useKeptDraft } from '@/web/features/session';
import { formatDay } from '@/web/lib/format';
import { STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import { useStandingOrders } from '../api/get-standing-orders';
import { StandingOrderCard } from './standing-order-card';
import { StandingOrderForm, type SeriesSaved } from './standing-order-form';

const T = STANDING_ORDER_UI;

/** The healthcare portal's standing orders: the facility's series with their next trips, and the form to add one. */
export function StandingOrdersTab({ onOpenTrip }: { onOpenTrip(tripId: string): void }) {
  const series = useStandingOrders();
  // a new series' draft kept from before a reload opens its form again
  const [editing, setEditing] = useState<string | 'new' | null>(useKeptDraft('standing-order') ? 'new' : null);
  const [saved, setSaved] = useState<SeriesSaved | null>(null);
  const done = (result?: SeriesSaved) => {
    setEditing(null);
    setSaved(result ?? null);
  };
  const edited = series.data?.find((s) => s.id === editing);
  return (
    <section className="space-y-4" aria-labelledby="standing-orders-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="standing-orders-heading" className="text-lg font-semibold text-slate-900">
            {T.heading}
          </h2>
          <p className="text-sm text-slate-600">{T.intro}</p>
        </div>
        {editing === null && <Button onClick={() => setEditing('new')}>{T.newSeries}</Button>}
      </div>
      {saved && (
        <Alert tone="success">
          <p>{T.created}</p>
          {saved.shiftedDates.map((d) => (
            <p key={d.date}>{T.shifted(formatDay(d.date), d.time)}</p>
          ))}
          {saved.leftAlone.map((t) => (
            <p key={t.date}>{T.leftAlone(formatDay(t.date), t.tripNumber)}</p>
          ))}
        </Alert>
      )}
      {editing === 'new' && <StandingOrderForm onDone={done} />}
      {edited && <StandingOrderForm key={edited.id} series={edited} onDone={done} />}
      {series.isPending ? (
        <LoadingPanel label={T.loading} />
      ) : series.isError ? (
        <Alert tone="error">{T.loadError}</Alert>
      ) : series.data.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        series.data.map((s) => <StandingOrderCard key={s.id} series={s} onEdit={() => setEditing(s.id)} onOpenTrip={onOpenTrip} />)
      )}
    </section>
  );
}
