import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Modal } from '@/web/components/ui/modal';
import { errorText } from '@/web/lib/api-client';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { useTrip } from '@/web/features/trip-requests';
import { OfferAgainForm } from './offer-again-form';

/** Offer again, opened from a list row (the Overview's Needs attention) without opening the whole details. */
export function OfferAgainDialog({ trip, onClose }: { trip: { id: string; tripNumber: string }; onClose(): void }) {
  const details = useTrip(trip.id);
  return (
    <Modal open onClose={onClose} title={CENTER_ACTION_UI.attention.offerTitle(trip.tripNumber)}>
      {details.isPending && <LoadingPanel label={PORTAL_UI.details.loading} />}
      {details.isError && (
        <ErrorPanel
          message={errorText(details.error, PORTAL_UI.details.loadFailed)}
          retryLabel={PORTAL_UI.retry}
          busy={details.isFetching}
          onRetry={() => void details.refetch()}
        />
      )}
      {details.data && <OfferAgainForm trip={details.data} onDone={onClose} />}
    </Modal>
  );
}
