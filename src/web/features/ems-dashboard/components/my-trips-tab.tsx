import { CircleCheck, Flag, Play } from 'lucide-react';
import type { TripStatus } from '../../../../domain/enums';
import { EMS_TRIP_ERRORS as E, MY_TRIPS as T } from '../../../../domain/ems-dashboard-texts';
import type { TripListItem } from '../../../../domain/trip-views';
import { Button } from '../../../components/ui/button';
import { EMS_UI } from '../../../lib/ems-ui-texts';
import { formatShortDateTime } from '../../../lib/format';
import { useMyTrips } from '../api/get-agency-trips';
import type { AgencyTripAction } from '../api/update-trip-status';
import { TripFacts, TripHeading, TripRoute, TripRow } from './trip-facts';
import { TripListSection } from './trip-list-section';
import { useTripActions } from './use-trip-actions';
import { TripUnitControl, unitNumberOf } from './trip-unit-control';
import { useAgencyUnits } from '../api/unit-choice';
import { holdsUnit } from '../../../../domain/unit-assignment';
import { UNIT_CHOICE } from '../../../lib/unit-choice-texts';


/** The next step of a trip by its status (spec part 2 §4): Start Trip, Complete Trip, or nothing left. */
const NEXT: Partial<Record<TripStatus, { action: AgencyTripAction; label: string; aria: (p: string) => string; Icon: typeof Play }>> = {
  ACCEPTED: { action: 'start', label: T.startTrip, aria: EMS_UI.trip.startLabel, Icon: Play },
  IN_PROGRESS: { action: 'complete', label: T.completeTrip, aria: EMS_UI.trip.completeLabel, Icon: Flag },
};

/** My Trips ('My Accepted Trips', spec part 2 §2): the agency's accepted, active and completed trips. */
export function MyTripsTab() {
  const trips = useMyTrips();
  const { run, busyWith, problem } = useTripActions({ other: E.updateFailed });
  const units = useAgencyUnits();

  const actionOf = (t: TripListItem) => {
    const next = NEXT[t.status];
    if (next) {
      return (
        <Button
          size="sm"
          aria-label={next.aria(t.patientId)}
          busy={busyWith(t.id) !== null}
          icon={<next.Icon aria-hidden="true" className="size-4" />}
          onClick={() => run(t.id, next.action)}
        >
          {next.label}
        </Button>
      );
    }
    if (t.status === 'COMPLETED') {
      return (
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-green-700">
          <CircleCheck aria-hidden="true" className="size-4" />
          {T.completed}
        </span>
      );
    }
    return null;
  };

  return (
    <TripListSection id="my-trips-title" title={T.title} problem={problem} query={trips} empty={T.empty}>
      {(t) => (
        <TripRow key={t.id} label={t.patientId} actions={actionOf(t)}>
          <TripHeading trip={t} withStatus />
          <TripRoute trip={t} />
          <TripFacts
            facts={[
              [EMS_UI.trip.level, t.transportLevel],
              [EMS_UI.trip.pickup, t.actualStartTime ? formatShortDateTime(t.actualStartTime) : T.notStarted],
              [EMS_UI.trip.scheduled, formatShortDateTime(t.scheduledTime)],
              [UNIT_CHOICE.fact, unitNumberOf(t, units.data)],
            ]}
          />
          {holdsUnit(t.status) && <TripUnitControl trip={t} units={units.data} />}
        </TripRow>
      )}
    </TripListSection>
  );
}
