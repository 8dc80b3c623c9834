import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../../../domain/auth';
import type { PlaceDetails } from '../../../../domain/facility-forms';
import type { RegistrationFormValues } from '../../../../domain/registration';
import { destinationsQuery } from '../../trip-requests/api/get-destinations';

const CONTACT_AND_ADDRESS = ['email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

/** The Settings form's fields (spec part 2 §3 facility settings), as the inputs hold them. */
export type FacilitySettingsValues = { facilityName: string; facilityType: string } & Pick<
  RegistrationFormValues,
  (typeof CONTACT_AND_ADDRESS)[number]
>;

export const facilitySettingsKey = (hospitalId: string) => ['facility-settings', hospitalId] as const;

/** The form's values for a stored place; without one, the session's name and type and empty fields. */
export function settingsOf(place: PlaceDetails | null, user?: Pick<SessionUser, 'facilityName' | 'facilityType'>): FacilitySettingsValues {
  const rest = Object.fromEntries(CONTACT_AND_ADDRESS.map((k) => [k, place?.[k] ?? ''])) as Pick<FacilitySettingsValues, (typeof CONTACT_AND_ADDRESS)[number]>;
  return { facilityName: place?.name ?? user?.facilityName ?? '', facilityType: place?.type ?? user?.facilityType ?? '', ...rest };
}

/**
 * The facility's current details. No call answers a facility's own record, so they are read from the directory entry
 * that mirrors it (GET /api/tcc/facilities, kept in step with the hospital by the server); null when it has none.
 */
async function getOwnPlace(queryClient: QueryClient, hospitalId: string, name: string | null): Promise<PlaceDetails | null> {
  const places = await queryClient.fetchQuery(destinationsQuery);
  const own = places.filter((p) => p.hospitalId === hospitalId);
  return own.find((p) => p.name === name) ?? own[0] ?? null;
}

export function useFacilitySettings(hospitalId: string | null, name: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: facilitySettingsKey(hospitalId ?? ''),
    queryFn: () => getOwnPlace(queryClient, hospitalId ?? '', name),
    enabled: hospitalId !== null,
    staleTime: Infinity,
  });
}
