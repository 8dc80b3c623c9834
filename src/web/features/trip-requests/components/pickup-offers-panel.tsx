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

const FACILITY_TEXTS = OFFER_UI.facility;
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
  const AWARD_TEXTS = CENTER_ACTION_UI.award;
  const open = trip.status === 'PENDING' && !trip.offersClosedAt;
  return (
    <section className="space-y-2" aria-labelledby="pickup-offers-title">
      <h3 id="pickup-offers-title" className="text-sm font-semibold text-slate-900">
        {FACILITY_TEXTS.title}
      </h3>
      <p className="text-sm text-slate-600">{open && trip.offerDeadline ? FACILITY_TEXTS.closesAt(formatDateTime(trip.offerDeadline)) : FACILITY_TEXTS.closed}</p>
      {award.isError && <Alert tone="error">{errorText(award.error, FACILITY_TEXTS.awardFailed)}</Alert>}
      {offers.isPending && <LoadingPanel label={FACILITY_TEXTS.title} />}
      {offers.isError && <ErrorPanel message={errorText(offers.error, FACILITY_TEXTS.loadFailed)} retryLabel={PORTAL_UI.retry} onRetry={() => void offers.refetch()} />}
      {offers.data &&
        (offers.data.offers.length === 0 ? (
          <p className="text-sm text-slate-600">{FACILITY_TEXTS.none}</p>
        ) : (
          <ul aria-label={FACILITY_TEXTS.tableLabel} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {offers.data.offers.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{o.agencyName}</span>
                  {o.preferred && (
                    <Badge tone="blue" className="ml-2">
                      {FACILITY_TEXTS.preferred}
                    </Badge>
                  )}
                  <span className="block text-slate-700">
                    {FACILITY_TEXTS.columns.pickup} {formatDateTime(o.pickupTime)}
                    {o.unitNumber && `, ${FACILITY_TEXTS.unit(o.unitNumber)}`}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {FACILITY_TEXTS.columns.onTime}: {FACILITY_TEXTS.onTime(o.onTimeRate)}
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  <Badge tone={TONE[o.status]}>{PICKUP_OFFER_STATUS_LABELS[o.status]}</Badge>
                  {canAward && open && o.status === 'OFFERED' && (
                    <Button
                      size="sm"
                      aria-label={FACILITY_TEXTS.awardLabel(o.agencyName)}
                      busy={award.isPending && award.variables?.offerId === o.id}
                      disabled={award.isPending}
                      onClick={() => setConfirming(o)}
                    >
                      {FACILITY_TEXTS.award}
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
          title={AWARD_TEXTS.title}
          message={(onBehalf ? AWARD_TEXTS.message : FACILITY_TEXTS.awardMessage)(confirming.agencyName, formatDateTime(confirming.pickupTime))}
          confirmLabel={award.isPending ? AWARD_TEXTS.busy : AWARD_TEXTS.confirm}
          cancelLabel={AWARD_TEXTS.keep}
          busy={award.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => award.mutate({ tripId: trip.id, offerId: confirming.id }, { onSettled: () => setConfirming(null) })}
        />
      )}
    </section>
  );
}
