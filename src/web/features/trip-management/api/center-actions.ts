import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListAnswer } from '@/domain/common/answers';
import { LIST_LIMIT } from '@/domain/common/list-paging';
import type { PhoneAcceptanceBody, ReofferBody, TripNoteBody } from '@/domain/trips/center-actions';
import { NOTIFICATION_RADIUS } from '@/domain/trips/trip-request';
import type { agencyOptionSchema, tripDetailsSchema } from '@/domain/trips/trip-answers';
import type { unitViewSchema } from '@/domain/units/unit-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { getListPage } from '@/web/lib/use-list-page';
import { TRIPS_PATH, tripKeys } from '@/web/features/trip-requests';

// Every action answers the trip as it now is. Each is settled against the trips' key: a refusal (someone moved the trip
// first) also means the details, the lists and Needs attention are out of date.
const tripAction = <B extends object>(action: string, method: 'POST' | 'PUT') => ({ tripId, ...body }: { tripId: string } & B) =>
  requestData<typeof tripDetailsSchema>(resourcePath(TRIPS_PATH, tripId, action), { method, body });

/** PUT /api/trips/{id}/status {status: CANCELLED, reason}: the control center cancels the trip for its facility. */
export const useCancelForFacility = (onDone?: () => void) =>
  useListWrite(tripKeys.all, tripAction<{ status: 'CANCELLED'; reason: string }>('status', 'PUT'), 'settled', onDone);

/** POST /api/trips/{id}/reoffer: named agencies, a wider radius, or every eligible agency are asked too. */
export const useReoffer = (onDone?: () => void) => useListWrite(tripKeys.all, tripAction<ReofferBody>('reoffer', 'POST'), 'settled', onDone);

/** POST /api/trips/{id}/phone-acceptance: the acceptance an agency gave on the phone, with the unit it named. */
export const usePhoneAcceptance = (onDone?: () => void) =>
  useListWrite(tripKeys.all, tripAction<PhoneAcceptanceBody>('phone-acceptance', 'POST'), 'settled', onDone);

/** POST /api/trips/{id}/notes: a note in the trip's timeline. */
export const useAddNote = (onDone?: () => void) => useListWrite(tripKeys.all, tripAction<TripNoteBody>('notes', 'POST'), 'settled', onDone);

/**
 * GET /api/trips/agencies/{hospitalId}?radius=200&transportLevel=: the active agencies able to carry the level within
 * the widest radius a request may have, nearest first: those the coordinator may add or record a phone acceptance for.
 */
export const useAgenciesForLevel = (hospitalId: string | null, transportLevel: string) =>
  useQuery({
    queryKey: ['trips', 'agencies', hospitalId, NOTIFICATION_RADIUS.max, transportLevel] as const,
    queryFn: ({ signal }) =>
      requestData<z.ZodArray<typeof agencyOptionSchema>>(resourcePath(TRIPS_PATH, 'agencies', hospitalId ?? ''), {
        query: { radius: String(NOTIFICATION_RADIUS.max), transportLevel },
        signal,
      }),
    enabled: hospitalId !== null,
  });

// an agency's fleet fits one page of the list
const UNITS_OF_AGENCY = { limit: String(LIST_LIMIT.max), offset: '0', sort: 'unitNumber', order: 'asc' };

/** GET /api/tcc/units?agencyId=: the agency's units, for naming the one it said will carry the trip. */
export const useAgencyUnits = (agencyId: string) =>
  useQuery({
    queryKey: ['units', 'of-agency', agencyId] as const,
    queryFn: ({ signal }) => getListPage<ListAnswer<typeof unitViewSchema>>('/api/tcc/units', { ...UNITS_OF_AGENCY, agencyId }, signal),
    enabled: agencyId !== '',
  });
