import { Check, RotateCw, X } from 'lucide-react';
import { AVAILABLE_TRIPS as T, EMS_TRIP_ERRORS as E } from '../../../../domain/ems-dashboard-texts';
import type { TripListItem } from '../../../../domain/trip-views';
import { Button } from '../../../components/ui/button';
import { EMS_UI } from '../../../lib/ems-ui-texts';
import { useAvailableTrips } from '../api/get-agency-trips';
import { pricedFacts, TripFacts, TripHeading, TripRoute, TripRow } from './trip-facts';
import { TripListSection } from './trip-list-section';
import { TripNeedBadges } from './trip-need-badges';
import { useTripActions } from './use-trip-actions';

const BUTTONS = [
  { action: 'accept', label: T.accept, aria: EMS_UI.trip.acceptLabel, Icon: Check, variant: 'primary' },
  { action: 'decline', label: T.decline, aria: EMS_UI.trip.declineLabel, Icon: X, variant: 'secondary' },
] as const;

/** Available Trips (spec part 2 §2): the PENDING trips offered to the agency and not declined by it, to accept or decline. */
export function AvailableTripsTab() {
  const trips = useAvailableTrips();
  const { run, busyWith, problem } = useTripActions({ accept: E.acceptFailed, decline: E.declineFailed, other: E.updateFailed });

  const row = (t: TripListItem) => (
    <TripRow
      key={t.id}
      label={t.patientId}
      trip={t}
      actions={BUTTONS.map((b) => (
        <Button
          key={b.action}
          size="sm"
          variant={b.variant}
          aria-label={b.aria(t.patientId)}
          busy={busyWith(t.id) === b.action}
          disabled={busyWith(t.id) !== null}
          icon={<b.Icon aria-hidden="true" className="size-4" />}
          onClick={() => run(t.id, b.action)}
        >
          {b.label}
        </Button>
      ))}
    >
      <TripHeading trip={t} />
      <TripNeedBadges trip={t} />
      <TripRoute trip={t} />
      <TripFacts facts={pricedFacts(t)} />
    </TripRow>
  );

  return (
    <TripListSection
      id="available-trips-title"
      title={T.title}
      subtitle={T.subtitle}
      problem={problem}
      query={trips}
      empty={T.empty}
      action={
        <Button
          variant="secondary"
          disabled={trips.isFetching}
          icon={<RotateCw aria-hidden="true" className={trips.isFetching ? 'size-4 animate-spin' : 'size-4'} />}
          onClick={() => void trips.refetch()}
        >
          {trips.isFetching ? T.loading : T.refresh}
        </Button>
      }
    >
      {row}
    </TripListSection>
  );
}
