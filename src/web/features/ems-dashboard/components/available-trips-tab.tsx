import { Check, RotateCw, X } from 'lucide-react';
import { AVAILABLE_TRIPS as T, EMS_TRIP_ERRORS as E } from '../../../../domain/ems-dashboard-texts';
import type { TripListItem } from '../../../../domain/trip-views';
import { Button } from '../../../components/ui/button';
import { EMS_UI } from '../../../lib/ems-ui-texts';
import { useAvailableTrips } from '../api/get-agency-trips';
import { pricedFacts, TripFacts, TripHeading, TripRoute, TripRow } from './trip-facts';
import { TripListSection } from './trip-list-section';
import { useTripActions } from './use-trip-actions';
import { useAcceptUnits } from './use-accept-units';
import { UnitSelect } from './unit-select';

const BUTTONS = [
  { action: 'accept', label: T.accept, aria: EMS_UI.trip.acceptLabel, Icon: Check, variant: 'primary' },
  { action: 'decline', label: T.decline, aria: EMS_UI.trip.declineLabel, Icon: X, variant: 'secondary' },
] as const;

/** Available Trips (spec part 2 §2): the PENDING trips offered to the agency and not declined by it, to accept or decline. */
export function AvailableTripsTab() {
  const trips = useAvailableTrips();
  const { run, busyWith, problem } = useTripActions({ accept: E.acceptFailed, decline: E.declineFailed, other: E.updateFailed });
  const units = useAcceptUnits();

  const row = (t: TripListItem) => (
    <TripRow
      key={t.id}
      label={t.patientId}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {units.shown && (
            <UnitSelect
              patientId={t.patientId}
              choices={units.choicesFor(t)}
              value={units.chosenFor(t)}
              optional={!units.required}
              onChange={(id) => units.choose(t.id, id)}
            />
          )}
          {BUTTONS.map((b) => (
            <Button
              key={b.action}
              size="sm"
              variant={b.variant}
              aria-label={b.aria(t.patientId)}
              busy={busyWith(t.id) === b.action}
              disabled={busyWith(t.id) !== null}
              icon={<b.Icon aria-hidden="true" className="size-4" />}
              onClick={() => run(t.id, b.action, b.action === 'accept' ? units.chosenFor(t) || undefined : undefined)}
            >
              {b.label}
            </Button>
          ))}
        </div>
      }
    >
      <TripHeading trip={t} />
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
