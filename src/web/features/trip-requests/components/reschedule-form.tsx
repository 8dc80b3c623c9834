import { useState } from 'react';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { instantOfLocalInput, localInputOf } from '@/web/lib/format';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { useReschedule } from '../api/get-pickup-offers';

const T = OFFER_UI.reschedule;

/** A waiting request's new scheduled time; on a compare-offers request the offering agencies are asked to confirm. */
export function RescheduleForm({ trip }: { trip: TripDetails }) {
  const [when, setWhen] = useState(() => localInputOf(trip.scheduledTime));
  const reschedule = useReschedule();
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const scheduledTime = instantOfLocalInput(when);
        if (scheduledTime) reschedule.mutate({ tripId: trip.id, scheduledTime });
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-900">
        {T.label}
        <Input type="datetime-local" required value={when} onChange={(e) => setWhen(e.target.value)} className="max-w-full sm:w-56" />
      </label>
      <Button size="sm" type="submit" variant="secondary" busy={reschedule.isPending} disabled={reschedule.isPending}>
        {T.save}
      </Button>
      {reschedule.isError && <Alert tone="error">{errorText(reschedule.error, T.failed)}</Alert>}
      {reschedule.isSuccess && trip.acceptanceMode === 'COMPARE_OFFERS' && <Alert tone="info">{T.toConfirm}</Alert>}
    </form>
  );
}
