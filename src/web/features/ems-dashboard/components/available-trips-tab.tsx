import { Check, RotateCw, X } from 'lucide-react';
import { useCallback, useState } from 'react';
import { AVAILABLE_TRIPS, EMS_TRIP_ERRORS } from '@/domain/portals/ems-dashboard-texts';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { EMS_UI } from '../ems-ui-texts';
import { useAvailableTrips } from '../api/get-agency-trips';
import { DeclineDialog } from './decline-dialog';
import { OfferPickupForm } from './offer-pickup-form';
import { pricedFacts, TripFacts, TripHeading, TripRoute, TripRow } from './trip-facts';
import { TripListSection } from './trip-list-section';
import { TripNeedBadges } from './trip-need-badges';
import { UndoToast } from './undo-toast';
import { useTripActions } from './use-trip-actions';
import { useAcceptUnits } from './use-accept-units';
import { UnitSelect } from './unit-select';

/** Available Trips: the PENDING trips offered to the agency and not declined by it, to accept or decline. */
export function AvailableTripsTab() {
  const trips = useAvailableTrips();
  const actions = useTripActions({ accept: EMS_TRIP_ERRORS.acceptFailed, decline: EMS_TRIP_ERRORS.declineFailed, undo: EMS_UI.undo.failed, other: EMS_TRIP_ERRORS.updateFailed });
  const { run, busyWith, locked, problem, accepted, dismissAccepted, undone } = actions;
  const units = useAcceptUnits();
  const [declining, setDeclining] = useState<TripListItem | null>(null);
  const forgetAccepted = useCallback(() => dismissAccepted(), [dismissAccepted]);

  const row = (t: TripListItem, gone: boolean) => (
    <TripRow
      key={t.id}
      label={t.patientId}
      trip={t}
      held={locked}
      actions={
        t.acceptanceMode === 'COMPARE_OFFERS' ? (
          <OfferPickupForm trip={t} units={units.shown ? units.choicesFor(t) : null} unitRequired={units.required} />
        ) : (
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
            <Button
              size="sm"
              aria-label={EMS_UI.trip.acceptLabel(t.patientId)}
              busy={busyWith(t.id) === 'accept'}
              disabled={locked || gone}
              icon={<Check aria-hidden="true" className="size-4" />}
              onClick={() => run(t, 'accept', { unitId: units.chosenFor(t) || undefined })}
            >
              {AVAILABLE_TRIPS.accept}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={EMS_UI.trip.declineLabel(t.patientId)}
              busy={busyWith(t.id) === 'decline'}
              disabled={locked || gone}
              icon={<X aria-hidden="true" className="size-4" />}
              onClick={() => setDeclining(t)}
            >
              {AVAILABLE_TRIPS.decline}
            </Button>
          </div>
        )
      }
    >
      <TripHeading trip={t} />
      <TripNeedBadges trip={t} />
      <TripRoute trip={t} />
      <TripFacts facts={pricedFacts(t)} />
    </TripRow>
  );

  return (
    <>
      <TripListSection
        id="available-trips-title"
        title={AVAILABLE_TRIPS.title}
        subtitle={AVAILABLE_TRIPS.subtitle}
        problem={problem}
        query={trips}
        empty={AVAILABLE_TRIPS.empty}
        locked={locked}
        action={
          <Button
            variant="secondary"
            disabled={trips.isFetching}
            icon={<RotateCw aria-hidden="true" className={trips.isFetching ? 'size-4 animate-spin' : 'size-4'} />}
            onClick={() => void trips.refetch()}
          >
            {trips.isFetching ? AVAILABLE_TRIPS.loading : AVAILABLE_TRIPS.refresh}
          </Button>
        }
      >
        {row}
      </TripListSection>
      {undone && (
        <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
          <Alert tone="success" className="pointer-events-auto shadow-lg">
            {EMS_UI.undo.undone(undone)}
          </Alert>
        </div>
      )}
      {accepted && (
        <UndoToast
          key={accepted.trip.id}
          accepted={accepted}
          busy={busyWith(accepted.trip.id) === 'undo'}
          onUndo={() => run(accepted.trip, 'undo')}
          onGone={forgetAccepted}
        />
      )}
      <DeclineDialog
        trip={declining}
        onCancel={() => setDeclining(null)}
        onDecline={(choice) => {
          if (declining) run(declining, 'decline', { decline: choice });
          setDeclining(null);
        }}
      />
    </>
  );
}
