import { CircleCheck, Flag, Play } from 'lucide-react';
import { useState } from 'react';
import type { TripStatus } from '@/domain/common/enums';
import { EMS_TRIP_ERRORS, MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { earlyStartMinutes, MOVE_CONFIRM_TEXTS, quickCompleteMinutes } from '@/domain/trips/move-confirmations';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { EMS_UI } from '../ems-ui-texts';
import { formatShortDateTime } from '@/web/lib/format';
import { useMyTrips } from '../api/get-agency-trips';
import type { AgencyTripAction } from '../api/update-trip-status';
import { TripFacts, TripHeading, TripRoute, TripRow } from './trip-facts';
import { TripListSection } from './trip-list-section';
import { TripNeedBadges } from './trip-need-badges';
import { useTripActions } from './use-trip-actions';
import { TripUnitControl, unitNumberOf } from './trip-unit-control';
import { useAgencyUnits } from '../api/unit-choice';
import { holdsUnit } from '@/domain/units/unit-assignment';
import { UNIT_CHOICE } from '../unit-choice-texts';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';

/** The next step of a trip by its status: Start Trip, Complete Trip, or nothing left. */
const NEXT: Partial<Record<TripStatus, { action: 'start' | 'complete'; label: string; aria: (p: string) => string; Icon: typeof Play }>> = {
  ACCEPTED: { action: 'start', label: MY_TRIPS.startTrip, aria: EMS_UI.trip.startLabel, Icon: Play },
  IN_PROGRESS: { action: 'complete', label: MY_TRIPS.completeTrip, aria: EMS_UI.trip.completeLabel, Icon: Flag },
};

/** A move that asks first: what the dialog says, and the trip and move it confirms. */
interface Asking {
  trip: TripListItem;
  action: AgencyTripAction;
  title: string;
  message: string;
  confirm: string;
}

/** Start Trip long before the pickup, or Complete Trip minutes after the start, asks first; anything else goes at once. */
function askingFor(trip: TripListItem, action: 'start' | 'complete', now: Date): Asking | null {
  if (action === 'start') {
    const early = earlyStartMinutes(trip, now);
    return early === null
      ? null
      : { trip, action, title: MOVE_CONFIRM_TEXTS.earlyStartTitle, message: MOVE_CONFIRM_TEXTS.earlyStart(trip.patientId, early, formatShortDateTime(trip.scheduledTime)), confirm: MOVE_CONFIRM_TEXTS.startAnyway };
  }
  const quick = quickCompleteMinutes(trip, now);
  return quick === null ? null : { trip, action, title: MOVE_CONFIRM_TEXTS.quickCompleteTitle, message: MOVE_CONFIRM_TEXTS.quickComplete(trip.patientId, quick), confirm: MOVE_CONFIRM_TEXTS.completeAnyway };
}

/** My Trips ('My Accepted Trips'): the agency's accepted, active and completed trips. */
export function MyTripsTab() {
  const trips = useMyTrips();
  const { run, busyWith, locked, problem } = useTripActions({ other: EMS_TRIP_ERRORS.updateFailed });
  const units = useAgencyUnits();
  const [asking, setAsking] = useState<Asking | null>(null);

  const press = (t: TripListItem, action: 'start' | 'complete') => {
    const ask = askingFor(t, action, new Date());
    if (ask) setAsking(ask);
    else run(t, action);
  };

  const actionOf = (t: TripListItem, gone: boolean) => {
    const next = NEXT[t.status];
    if (next) {
      return (
        <Button
          size="sm"
          aria-label={next.aria(t.patientId)}
          busy={busyWith(t.id) !== null}
          disabled={locked || gone}
          icon={<next.Icon aria-hidden="true" className="size-4" />}
          onClick={() => press(t, next.action)}
        >
          {next.label}
        </Button>
      );
    }
    if (t.status === 'COMPLETED') {
      return (
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-green-700">
          <CircleCheck aria-hidden="true" className="size-4" />
          {MY_TRIPS.completed}
        </span>
      );
    }
    return null;
  };

  return (
    <>
      <TripListSection id="my-trips-title" title={MY_TRIPS.title} problem={problem} query={trips} empty={MY_TRIPS.empty} locked={locked}>
        {(t, gone) => (
          <TripRow key={t.id} label={t.patientId} actions={actionOf(t, gone)} trip={t} held={locked}>
            <TripHeading trip={t} withStatus />
            <TripNeedBadges trip={t} />
            <TripRoute trip={t} />
            {t.phoneAcceptance && (
              <p className="text-sm text-slate-700">{CENTER_ACTION_UI.phoneAccepted(t.phoneAcceptance.acceptedBy, t.phoneAcceptance.recordedBy)}</p>
            )}
            <TripFacts
              facts={[
                [EMS_UI.trip.level, t.transportLevel],
                [EMS_UI.trip.pickup, t.actualStartTime ? formatShortDateTime(t.actualStartTime) : MY_TRIPS.notStarted],
                [EMS_UI.trip.scheduled, formatShortDateTime(t.scheduledTime)],
                ...(t.committedPickupAt ? [[OFFER_UI.committedPickup, formatShortDateTime(t.committedPickupAt)] satisfies [string, string]] : []),
                [UNIT_CHOICE.fact, unitNumberOf(t, units.data)],
              ]}
            />
            {holdsUnit(t.status) && <TripUnitControl trip={t} units={units.data} />}
          </TripRow>
        )}
      </TripListSection>
      <ConfirmDialog
        open={asking !== null}
        title={asking?.title ?? ''}
        message={asking?.message ?? ''}
        confirmLabel={asking?.confirm ?? ''}
        cancelLabel={MOVE_CONFIRM_TEXTS.keep}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) run(asking.trip, asking.action);
          setAsking(null);
        }}
      />
    </>
  );
}
