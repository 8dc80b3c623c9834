import type { CrewTrip } from '@/domain/crew/crew-api';
import { formatShortDateTime } from '@/web/lib/format';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import type { ShownStep } from '../queue/step-queue-rules';
import { TripPlace } from './maps-link';
import { StepHistory } from './step-history';
import { TripSheetButton } from './trip-sheet-dialog';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { CarryingFactsList } from '@/web/components/carrying-facts-list';

const TRIPS_TEXTS = CREW_APP_UI.trips;

/** The trip the crew is carrying or about to carry: who, where from and to, how the patient is carried, its steps, and its sheet. */
export function TripCard({ trip, history }: { trip: CrewTrip; history: readonly ShownStep[] }) {
  return (
    <article aria-labelledby={`crew-trip-${trip.id}`} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header>
        <p className="text-xs font-semibold tracking-wide text-blue-800 uppercase">{TRIPS_TEXTS.current}</p>
        <h2 id={`crew-trip-${trip.id}`} className="text-xl font-bold text-slate-900">
          {TRIPS_TEXTS.patient} {trip.patientId}
        </h2>
        <p className="text-sm text-slate-700">{trip.tripNumber}</p>
      </header>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{TRIPS_TEXTS.level}</dt>
          <dd className="text-base font-semibold text-slate-900">{trip.transportLevel}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{TRIPS_TEXTS.scheduled}</dt>
          <dd className="text-slate-900">{formatShortDateTime(trip.scheduledTime)}</dd>
        </div>
        {trip.committedPickupAt && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{OFFER_UI.committedPickup}</dt>
            <dd className="font-semibold text-slate-900">{formatShortDateTime(trip.committedPickupAt)}</dd>
          </div>
        )}
      </dl>
      <dl className="space-y-3">
        <TripPlace title={TRIPS_TEXTS.pickup} place={trip.pickup} />
        <TripPlace title={TRIPS_TEXTS.destination} place={trip.destination} />
      </dl>
      {/* a copy kept offline by an earlier version of the app has no facts yet */}
      <CarryingFactsList facts={trip.facts ?? []} />
      <StepHistory history={history} />
      <TripSheetButton tripId={trip.id} tripNumber={trip.tripNumber} patientId={trip.patientId} />
    </article>
  );
}
