import { MapPin } from 'lucide-react';
import type { CrewTrip } from '@/domain/crew/crew-api';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';

type Place = CrewTrip['pickup'];

/** A directions link that the phone hands to its maps app (iOS and Android both take this address). */
export function mapsHref(place: Place): string {
  const destination = place.latitude !== null && place.longitude !== null ? `${place.latitude},${place.longitude}` : [place.name, place.address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination }).toString()}`;
}

/** A place of the trip: its name, its address, and the way there in the phone's maps app. */
export function TripPlace({ title, place }: { title: string; place: Place }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</dt>
      <dd className="mt-0.5">
        <span className="block font-medium text-slate-900">{place.name}</span>
        {place.address && <span className="block text-sm text-slate-700">{place.address}</span>}
        <a
          href={mapsHref(place)}
          target="_blank"
          rel="noreferrer"
          className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-blue-800 underline underline-offset-2"
        >
          <MapPin aria-hidden="true" className="size-4" />
          {CREW_APP_UI.trips.openMap(place.name)}
        </a>
      </dd>
    </div>
  );
}
