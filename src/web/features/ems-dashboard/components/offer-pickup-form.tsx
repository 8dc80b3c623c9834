import { useState } from 'react';
import { ACCEPTANCE_MODE_LABELS } from '@/domain/common/code-labels';
import type { TripListItem } from '@/domain/trips/trip-answers';
import type { UnitView } from '@/domain/units/unit-answers';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/field';
import { errorText } from '@/web/lib/api-client';
import { formatDateTime, instantOfLocalInput, localInputOf } from '@/web/lib/format';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { useMakeOffer, useOwnOffer, useWithdrawOffer } from '../api/pickup-offer';
import { UnitSelect } from './unit-select';

const AGENCY_TEXTS = OFFER_UI.agency;

/**
 * A compare-offers trip's answer in Available Trips: the pickup time the agency commits to (its scheduled time to
 * start with) and optionally the unit; once offered, change or withdraw it until the award.
 */
export function OfferPickupForm({ trip, units, unitRequired }: { trip: TripListItem; units: readonly UnitView[] | null; unitRequired: boolean }) {
  const own = useOwnOffer(trip.id);
  const make = useMakeOffer();
  const withdraw = useWithdrawOffer();
  const standing = own.data?.status === 'OFFERED' ? own.data : null;
  const [pickup, setPickup] = useState(() => localInputOf(standing?.pickupTime ?? trip.scheduledTime));
  const [unitId, setUnitId] = useState(standing?.unitId ?? '');
  const failure = make.error ?? withdraw.error;
  const busy = make.isPending || withdraw.isPending;
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto">
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
        <Badge tone="blue">{ACCEPTANCE_MODE_LABELS.COMPARE_OFFERS}</Badge>
        {trip.offerDeadline && <span>{AGENCY_TEXTS.closesAt(formatDateTime(trip.offerDeadline))}</span>}
      </div>
      {standing && <p className="text-sm text-slate-800">{AGENCY_TEXTS.yourOffer(formatDateTime(standing.pickupTime))}</p>}
      {own.data?.status === 'WITHDRAWN' && <p className="text-sm text-slate-600">{AGENCY_TEXTS.withdrawn}</p>}
      {own.data?.status === 'TO_CONFIRM' && <Alert tone="info">{AGENCY_TEXTS.toConfirm}</Alert>}
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const pickupTime = instantOfLocalInput(pickup);
          if (pickupTime) make.mutate({ tripId: trip.id, body: { pickupTime, ...(unitId ? { unitId } : {}) }, basis: own.data?.updatedAt ?? 'none' });
        }}
      >
        <Input type="datetime-local" required aria-label={AGENCY_TEXTS.pickupLabel(trip.patientId)} className="max-w-full sm:w-56 sm:py-1.5" value={pickup} onChange={(e) => setPickup(e.target.value)} />
        {units && <UnitSelect patientId={trip.patientId} choices={units} value={unitId} optional={!unitRequired} onChange={setUnitId} />}
        <Button size="sm" type="submit" busy={make.isPending} disabled={busy}>
          {standing ? AGENCY_TEXTS.change : AGENCY_TEXTS.offer}
        </Button>
        {standing && (
          <Button size="sm" variant="secondary" aria-label={AGENCY_TEXTS.withdrawLabel(trip.patientId)} busy={withdraw.isPending} disabled={busy} onClick={() => withdraw.mutate({ tripId: trip.id, basis: standing.updatedAt })}>
            {AGENCY_TEXTS.withdraw}
          </Button>
        )}
      </form>
      {failure && <Alert tone="error">{errorText(failure, AGENCY_TEXTS.failed)}</Alert>}
    </div>
  );
}
