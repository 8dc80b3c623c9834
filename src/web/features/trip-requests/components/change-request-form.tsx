import { useState } from 'react';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { Input, Select } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { instantOfLocalInput, localInputOf } from '@/web/lib/format';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { useDestinations } from '../api/get-destinations';
import { useChangeRequest } from '../api/get-pickup-offers';

const CHANGE_REQUEST_TEXTS = OFFER_UI.changeRequest;
const labelClass = 'flex min-w-0 flex-col gap-1 text-sm font-medium text-slate-900';

/**
 * A waiting request's new time, destination or both; on a compare-offers request the offering agencies are asked to
 * confirm. The destination list leaves out the request's own ends: choosing none keeps the destination.
 */
export function ChangeRequestForm({ trip }: { trip: TripDetails }) {
  const [when, setWhen] = useState(() => localInputOf(trip.scheduledTime));
  const [placeId, setPlaceId] = useState('');
  const destinations = useDestinations();
  const change = useChangeRequest();
  const places = (destinations.data ?? []).filter((p) => p.id !== trip.originFacilityId && p.id !== trip.destinationFacilityId);
  return (
    <form
      aria-label={CHANGE_REQUEST_TEXTS.title}
      className="space-y-2 rounded-lg border border-slate-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        const scheduledTime = instantOfLocalInput(when);
        if (!scheduledTime) return;
        change.mutate({ tripId: trip.id, scheduledTime, ...(placeId && { toFacilityId: placeId }) }, { onSuccess: () => setPlaceId('') });
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900">{CHANGE_REQUEST_TEXTS.title}</h3>
      <div className="flex flex-wrap items-end gap-2">
        <label className={labelClass}>
          {CHANGE_REQUEST_TEXTS.time}
          <Input type="datetime-local" required value={when} onChange={(e) => setWhen(e.target.value)} className="max-w-full sm:w-56" />
        </label>
        <label className={labelClass}>
          {CHANGE_REQUEST_TEXTS.destination}
          <Select value={placeId} disabled={destinations.isPending} onChange={(e) => setPlaceId(e.target.value)} className="max-w-full sm:w-72">
            <option value="">{CHANGE_REQUEST_TEXTS.keepDestination(trip.toLocation)}</option>
            {places.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} — {p.city}
              </option>
            ))}
          </Select>
        </label>
        <Button size="sm" type="submit" variant="secondary" busy={change.isPending} disabled={change.isPending}>
          {CHANGE_REQUEST_TEXTS.save}
        </Button>
      </div>
      {change.isError && <Alert tone="error">{errorText(change.error, CHANGE_REQUEST_TEXTS.failed)}</Alert>}
      {change.isSuccess && <Alert tone="info">{trip.acceptanceMode === 'COMPARE_OFFERS' ? CHANGE_REQUEST_TEXTS.toConfirm : CHANGE_REQUEST_TEXTS.saved}</Alert>}
    </form>
  );
}
