import { lazy, Suspense, useState, type ReactNode } from 'react';
import { TRIP_DETAIL_TEXTS } from '@/domain/trips/trip-management-texts';
import { stepRule } from '@/domain/trips/trip-steps';
import { CANCELLABLE_STATUSES, TRIP_MESSAGES, TRANSPORT_REQUESTS_COLUMNS } from '@/domain/portals/healthcare-portal-texts';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Modal } from '@/web/components/ui/modal';
import { errorText } from '@/web/lib/api-client';
import { formatDateTime, formatMoney } from '@/web/lib/format';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { TRIP_STEP_UI } from '../trip-step-ui-texts';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';
import { usePublicConfig } from '@/web/features/auth';
import { useCancelTrip } from '../api/cancel-trip';
import { useTrip } from '../api/get-trip';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { LinkedTrip } from './linked-trip';
import { OfferedAgencies, OfferedAgenciesWithOffers } from './offered-agencies';
import { PickupOffersPanel } from './pickup-offers-panel';
import { ChangeRequestForm } from './change-request-form';
import { QrCodePrint } from './qr-code-print';
import { StatusTimeline } from './status-timeline';
import { HandoverRecord } from './handover-record';
import { StepHistory } from './step-history';
import { PriorityBadge, TripStatusBadge } from './trip-badges';
import { FieldGroup, FieldRow } from './trip-fields';
import { carryingFacts } from '@/domain/trips/carrying-facts';
import { CarryingFactsList } from '@/web/components/carrying-facts-list';
import { PrintTripSheet } from '@/web/components/trip-sheet/print-trip-sheet';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';

const RouteMap = lazy(() => import('./route-map'));
const DETAILS_TEXTS = PORTAL_UI.details;
const LABELS = PORTAL_UI.wizard.labels;
const when = (iso: string | null) => (iso ? formatDateTime(iso) : null);
const formatWindow = (start: string, end: string) => `${formatDateTime(start)} – ${formatDateTime(end)}`;

/** What a screen adds to the details: its own title, the route map, a Close button; Cancel only where the viewer may. */
export interface TripDetailsOptions {
  title?(tripNumber: string): string;
  /** Shows the linked trip in these details' place where the screen keeps the open trip (its address); else in place. */
  onOpenLinked?(tripId: string): void;
  cancellable?: boolean;
  showRoute?: boolean;
  closeLabel?: string;
  /** What the screen's viewer may do on the trip (the control center's actions), shown under its status. */
  actions?(trip: TripDetails): ReactNode;
  /** The control center awards an offer for the facility, after confirming the agency and its pickup time. */
  awardOnBehalf?: boolean;
}

/** A request's details (GET /api/trips/{id}): every field, who was asked, its timeline, the QR code; Cancel while still open. */
export function TripDetailsModal({
  tripId,
  onClose,
  title: titleOf = DETAILS_TEXTS.title,
  cancellable = true,
  showRoute = false,
  closeLabel,
  onOpenLinked,
  actions,
  awardOnBehalf = false,
}: { tripId: string | null; onClose(): void } & TripDetailsOptions) {
  // the other trip of a linked pair, opened in place; forgotten once another trip is asked for
  const [linked, setLinked] = useState<{ from: string | null; to: string } | null>(null);
  const trip = useTrip(linked && linked.from === tripId ? linked.to : tripId);
  const title = titleOf(trip.data?.tripNumber ?? '');
  const footer = closeLabel ? <Button variant="secondary" onClick={onClose}>{closeLabel}</Button> : undefined;
  return (
    <Modal open={tripId !== null} onClose={onClose} title={title.trim()} wide footer={footer}>
      {trip.isPending && <LoadingPanel label={DETAILS_TEXTS.loading} />}
      {trip.isError && (
        <ErrorPanel message={errorText(trip.error, DETAILS_TEXTS.loadFailed)} retryLabel={PORTAL_UI.retry} busy={trip.isFetching} onRetry={() => void trip.refetch()} />
      )}
      {trip.data && (
        <TripDetailsBody
          trip={trip.data}
          cancellable={cancellable}
          showRoute={showRoute}
          actions={actions}
          awardOnBehalf={awardOnBehalf}
          onOpen={onOpenLinked ?? ((to) => setLinked({ from: tripId, to }))}
        />
      )}
    </Modal>
  );
}

function TripDetailsBody({
  trip,
  cancellable,
  showRoute,
  actions,
  awardOnBehalf,
  onOpen,
}: {
  trip: TripDetails;
  cancellable: boolean;
  showRoute: boolean;
  actions: TripDetailsOptions['actions'];
  awardOnBehalf: boolean;
  onOpen(id: string): void;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <TripStatusBadge status={trip.status} escalatedAt={trip.escalatedAt} />
        <PriorityBadge priority={trip.priority} />
        <span className="text-sm text-slate-600">
          {DETAILS_TEXTS.fields.createdAt} {formatDateTime(trip.createdAt)}
        </span>
        <span className="ml-auto">
          <PrintTripSheet trip={trip} />
        </span>
      </div>
      {actions?.(trip)}
      {cancellable && <CancelRequest key={trip.id} trip={trip} />}
      {cancellable && trip.status === 'PENDING' && <ChangeRequestForm trip={trip} />}
      <LinkedTrip trip={trip} onOpen={onOpen} canRelease={cancellable} />
      <CarryingFactsList facts={carryingFacts(trip)} />
      <FieldGroup title={DETAILS_TEXTS.sections.patient}>
        <FieldRow label={TRANSPORT_REQUESTS_COLUMNS.patientId} value={<span className="font-mono">{trip.patientId}</span>} />
        <FieldRow label={LABELS.insuranceCompany} value={trip.insuranceCompany} />
        {trip.patientContact && <PatientContactRow contact={trip.patientContact} />}
      </FieldGroup>
      <FieldGroup title={DETAILS_TEXTS.sections.trip}>
        <FieldRow label={DETAILS_TEXTS.fields.tripNumber} value={trip.tripNumber} />
        <FieldRow label={LABELS.scheduledTime} value={formatDateTime(trip.scheduledTime)} />
        {trip.committedPickupAt && <FieldRow label={OFFER_UI.committedPickup} value={formatDateTime(trip.committedPickupAt)} />}
        <FieldRow label={LABELS.fromLocation} value={trip.fromLocation} />
        <FieldRow label={LABELS.toLocation} value={trip.toLocation} />
        <FieldRow label={LABELS.transportLevel} value={trip.transportLevel} />
        <FieldRow label={LABELS.urgencyLevel} value={trip.urgencyLevel} />
        <FieldRow label={LABELS.notificationRadius} value={trip.notificationRadius} />
        <FieldRow label={DETAILS_TEXTS.fields.assignedAgency} value={trip.assignedAgency?.name} />
        {trip.assignedUnitNumber && <FieldRow label={DETAILS_TEXTS.fields.assignedUnit} value={trip.assignedUnitNumber} />}
        <CrewProgress trip={trip} />
        <FieldRow label={DETAILS_TEXTS.fields.accepted} value={when(trip.acceptedTimestamp)} />
        <FieldRow label={DETAILS_TEXTS.fields.pickedUp} value={when(trip.pickupTimestamp)} />
        <FieldRow label={DETAILS_TEXTS.fields.completed} value={when(trip.completionTimestamp)} />
        {trip.cancelledTimestamp && <FieldRow label={DETAILS_TEXTS.fields.cancelled} value={when(trip.cancelledTimestamp)} />}
        {trip.cancellationReason && <FieldRow label={DETAILS_TEXTS.fields.cancellationReason} value={trip.cancellationReason} />}
        <FieldRow label={DETAILS_TEXTS.fields.readyWindow} value={trip.readyStart && trip.readyEnd ? formatWindow(trip.readyStart, trip.readyEnd) : null} />
      </FieldGroup>
      <FieldGroup title={DETAILS_TEXTS.sections.clinical}>
        <FieldRow label={LABELS.diagnosis} value={trip.diagnosis} />
      </FieldGroup>
      {showRoute && <TripRoute trip={trip} />}
      {trip.acceptanceMode === 'COMPARE_OFFERS' && <PickupOffersPanel trip={trip} canAward={cancellable || awardOnBehalf} onBehalf={awardOnBehalf} />}
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">{DETAILS_TEXTS.sections.agencies}</h3>
        {trip.acceptanceMode === 'COMPARE_OFFERS' ? (
          <OfferedAgenciesWithOffers tripId={trip.id} offered={trip.offeredAgencies} />
        ) : (
          <OfferedAgencies offered={trip.offeredAgencies} />
        )}
      </section>
      {trip.handover && <HandoverRecord handover={trip.handover} />}
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">{TRIP_STEP_UI.historyTitle}</h3>
        <StepHistory steps={trip.steps} />
      </section>
      <section className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">{DETAILS_TEXTS.sections.timeline}</h3>
        <StatusTimeline history={trip.history} />
      </section>
      {trip.qrCode && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-slate-900">{DETAILS_TEXTS.sections.qr}</h3>
          <QrCodePrint qrCode={trip.qrCode} tripNumber={trip.tripNumber} />
        </section>
      )}
    </div>
  );
}

/** The number the patient is texted at, as the server masks it, with who recorded the consent: the facility's view only. */
function PatientContactRow({ contact }: { contact: NonNullable<TripDetails['patientContact']> }) {
  const PATIENT_TEXT_DETAILS_TEXTS = PATIENT_TEXT_UI.details;
  return (
    <FieldRow
      label={PATIENT_TEXT_DETAILS_TEXTS.phone}
      value={
        <>
          <span className="font-mono">{contact.phone}</span>
          <span className="block text-xs text-slate-500">{PATIENT_TEXT_DETAILS_TEXTS.consentBy(contact.consentRecordedBy, formatDateTime(contact.consentRecordedAt))}</span>
        </>
      }
    />
  );
}

/** The route on a small map with its distance, time and fee, or why it cannot be drawn. */
function TripRoute({ trip }: { trip: TripDetails }) {
  const config = usePublicConfig();
  const { fromLatitude: fLat, fromLongitude: fLng, toLatitude: tLat, toLongitude: tLng } = trip;
  const figures = [
    trip.loadedMiles === null ? null : TRIP_DETAIL_TEXTS.distance(trip.loadedMiles),
    trip.estimatedMinutes === null ? null : TRIP_DETAIL_TEXTS.minutes(trip.estimatedMinutes),
    trip.revenue === null ? null : `${TRIP_DETAIL_TEXTS.revenue} ${formatMoney(trip.revenue)}`,
  ].filter(Boolean);
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{TRIP_DETAIL_TEXTS.route}</h3>
      {figures.length > 0 && <p className="text-sm text-slate-700">{figures.join(' · ')}</p>}
      {fLat === null || fLng === null || tLat === null || tLng === null ? (
        <p className="text-sm text-slate-600">{TRIP_DETAIL_TEXTS.noCoordinates}</p>
      ) : (
        <Suspense fallback={<LoadingPanel label={DETAILS_TEXTS.loading} />}>
          <RouteMap
            from={{ lat: fLat, lng: fLng }}
            to={{ lat: tLat, lng: tLng }}
            fromName={trip.fromLocation}
            toName={trip.toLocation}
            steps={trip.steps}
            tileUrl={config?.mapTileUrl}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The crew's latest step and, while the unit is on its way, when it should reach the pickup and measured from where. */
function CrewProgress({ trip }: { trip: TripDetails }) {
  const { latestStep, latestStepAt, estimatedArrival: arrival } = trip;
  return (
    <>
      {latestStep && latestStepAt && <FieldRow label={TRIP_STEP_UI.fields.latestStep} value={`${stepRule(latestStep).label}, ${formatDateTime(latestStepAt)}`} />}
      {arrival && (
        <FieldRow label={TRIP_STEP_UI.fields.estimatedArrival} value={`${TRIP_STEP_UI.arriving(formatDateTime(arrival.at))} (${TRIP_STEP_UI.arrivalFrom[arrival.from]})`} />
      )}
    </>
  );
}

/** Cancel Request, asked twice: the facility may withdraw its own PENDING or ACCEPTED request. */
function CancelRequest({ trip }: { trip: TripDetails }) {
  const cancel = useCancelTrip();
  const [confirming, setConfirming] = useState(false);
  const ret = useTrip(trip.returnTripId);
  // asked only while the return can still be cancelled; ticked unless an agency has already accepted it
  const returnOpen = ret.data !== undefined && CANCELLABLE_STATUSES.includes(ret.data.status);
  const [alsoReturn, setAlsoReturn] = useState<boolean | null>(null);
  const cancelReturn = returnOpen ? (alsoReturn ?? ret.data.status !== 'ACCEPTED') : undefined;
  if (cancel.isSuccess) return <Alert tone="success">{DETAILS_TEXTS.cancelled}</Alert>;
  if (!CANCELLABLE_STATUSES.includes(trip.status)) return null;
  const error = cancel.isError ? errorText(cancel.error, TRIP_MESSAGES.updateStatusFailed) : null;
  return (
    <div className="space-y-2">
      {error && <Alert tone="error">{error}</Alert>}
      {confirming ? (
        <div role="group" aria-label={DETAILS_TEXTS.cancelRequest} className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-3">
          <p className="text-sm text-red-900">{DETAILS_TEXTS.cancelConfirm}</p>
          {cancelReturn !== undefined && (
            <label className="flex items-start gap-2 text-sm text-red-900">
              <input type="checkbox" className="mt-0.5" checked={cancelReturn} onChange={(e) => setAlsoReturn(e.target.checked)} />
              <span>
                {LINKED_RETURN_UI.cancel.alsoReturn}
                {ret.data?.status === 'ACCEPTED' && <span className="block text-xs">{LINKED_RETURN_UI.cancel.returnAccepted}</span>}
              </span>
            </label>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="danger" size="sm" busy={cancel.isPending} onClick={() => cancel.mutate({ id: trip.id, cancelReturn })}>
              {cancel.isPending ? DETAILS_TEXTS.cancelling : DETAILS_TEXTS.cancelYes}
            </Button>
            <Button variant="secondary" size="sm" disabled={cancel.isPending} onClick={() => setConfirming(false)} autoFocus>
              {DETAILS_TEXTS.cancelNo}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="secondary" size="sm" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
          {DETAILS_TEXTS.cancelRequest}
        </Button>
      )}
    </div>
  );
}
