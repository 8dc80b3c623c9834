import { useState } from 'react';
import type { PickupOfferView } from '@/domain/trips/pickup-offer-answers';
import type { PickupOfferStatus } from '@/domain/trips/pickup-offers';
import { PICKUP_OFFER_STATUS_LABELS } from '@/domain/common/code-labels';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { errorText } from '@/web/lib/api-client';
import { formatDateTime } from '@/web/lib/format';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { useAwardOffer, usePickupOffers } from '../api/get-pickup-offers';

const T = OFFER_UI.facility;
const TONE: Record<PickupOfferStatus, BadgeTone> = { OFFERED: 'slate', TO_CONFIRM: 'amber', WITHDRAWN: 'red', AWARDED: 'green', NOT_AWARDED: 'slate' };

/**
 * A compare-offers request's offers as they arrive (the live updates reload them), best first, each with its agency's
 * on-time record and a mark on the facility's preferred agencies, and an Award button per standing offer while the
 * request waits. Award first confirms the agency and its pickup time, saying so when the control center awards `onBehalf`
 * of the facility.
 */
export function PickupOffersPanel({ trip, canAward, onBehalf = false }: { trip: TripDetails; canAward: boolean; onBehalf?: boolean }) {
  const offers = usePickupOffers(trip.id);
  const award = useAwardOffer();
  const [confirming, setConfirming] = useState<PickupOfferView | null>(null);
  const A = CENTER_ACTION_UI.award;
  const open = trip.status === 'PENDING' && !trip.offersClosedAt;
  return (
    <section className="space-y-2" aria-labelledby="pickup-offers-title">
      <h3 id="pickup-offers-title" className="text-sm font-semibold text-slate-900">
        {T.title}
      </h3>
      <p className="text-sm text-slate-600">{open && trip.offerDeadline ? T.closesAt(formatDateTime(trip.offerDeadline)) : T.closed}</p>
      {award.isError && <Alert tone="error">{errorText(award.error, T.awardFailed)}</Alert>}
      {offers.isPending && <LoadingPanel label={T.title} />}
      {offers.isError && <ErrorPanel message={errorText(offers.error, T.loadFailed)} retryLabel={PORTAL_UI.retry} onRetry={() => void offers.refetch()} />}
      {offers.data &&
        (offers.data.offers.length === 0 ? (
          <p className="text-sm text-slate-600">{T.none}</p>
        ) : (
          <ul aria-label={T.tableLabel} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {offers.data.offers.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{o.agencyName}</span>
                  {o.preferred && (
                    <Badge tone="blue" className="ml-2">
                      {T.preferred}
                    </Badge>
                  )}
                  <span className="block text-slate-700">
                    {T.columns.pickup} {formatDateTime(o.pickupTime)}
                    {o.unitNumber && `, ${T.unit(o.unitNumber)}`}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {T.columns.onTime}: {T.onTime(o.onTimeRate)}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge tone={TONE[o.status]}>{PICKUP_OFFER_STATUS_LABELS[o.status]}</Badge>
                  {canAward && open && o.status === 'OFFERED' && (
                    <Button
                      size="sm"
                      aria-label={T.awardLabel(o.agencyName)}
                      busy={award.isPending && award.variables?.offerId === o.id}
                      disabled={award.isPending}
                      onClick={() => setConfirming(o)}
                    >
                      {T.award}
                    </Button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ))}
      {confirming && (
        <ConfirmDialog
          open
          title={A.title}
          message={(onBehalf ? A.message : T.awardMessage)(confirming.agencyName, formatDateTime(confirming.pickupTime))}
          confirmLabel={award.isPending ? A.busy : A.confirm}
          cancelLabel={A.keep}
          busy={award.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => award.mutate({ tripId: trip.id, offerId: confirming.id }, { onSettled: () => setConfirming(null) })}
        />
      )}
    </section>
  );
}
