import { TRIP_DETAIL_TEXTS } from '@/domain/trips/trip-management-texts';
import { TripDetailsModal } from '@/web/features/trip-requests';
import { CenterActionsPanel } from './center-actions-panel';

const actionsOn = (trip: Parameters<typeof CenterActionsPanel>[0]['trip']) => <CenterActionsPanel key={trip.id} trip={trip} />;

/** A trip's details as the control center opens them anywhere (Trip Management, the Overview): with its actions on the trip. */
export function CenterTripDetailsModal({ tripId, onClose }: { tripId: string | null; onClose(): void }) {
  return (
    <TripDetailsModal
      tripId={tripId}
      onClose={onClose}
      title={TRIP_DETAIL_TEXTS.title}
      cancellable={false}
      showRoute
      closeLabel={TRIP_DETAIL_TEXTS.close}
      actions={actionsOn}
      awardOnBehalf
    />
  );
}
