import type { CrewTrip } from '@/domain/crew/crew-api';
import { formatShortDateTime } from '@/web/lib/format';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { CarryingFactsList } from '@/web/components/carrying-facts-list';

/** The trips after the current one, in the order the unit will carry them, each with how its patient is carried. */
export function NextTrips({ trips }: { trips: readonly CrewTrip[] }) {
  if (trips.length === 0) return null;
  return (
    <section aria-labelledby="crew-next-trips" className="space-y-2">
      <h2 id="crew-next-trips" className="text-sm font-semibold text-slate-800">
        {CREW_APP_UI.trips.next}
      </h2>
      <ol className="space-y-2">
        {trips.map((trip) => (
          <li key={trip.id} className="rounded-xl border border-slate-200 bg-white px-3 py-2 text-sm">
            <span className="block font-semibold text-slate-900">
              {CREW_APP_UI.trips.patient} {trip.patientId} · {trip.transportLevel}
            </span>
            <span className="block text-slate-700">
              {formatShortDateTime(trip.scheduledTime)}
              {trip.committedPickupAt && ` · ${OFFER_UI.committedPickup} ${formatShortDateTime(trip.committedPickupAt)}`}
            </span>
            <span className="block text-slate-700">
              {trip.pickup.name} → {trip.destination.name}
            </span>
            <div className="mt-2">
              <CarryingFactsList facts={trip.facts ?? []} />
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
