import { useQuery } from '@tanstack/react-query';
import { requestData } from '@/web/lib/api-client';
import type { returnToReleaseSchema } from '@/domain/trips/linked-returns';
import type { z } from 'zod';
import { TRIPS_PATH, tripKeys } from './trip-keys';

/** GET /api/trips/returns-to-release: will-call returns waiting at the facility's places, booked by other facilities. */
const getReturnsToRelease = (signal?: AbortSignal) =>
  requestData<z.ZodArray<typeof returnToReleaseSchema>>(`${TRIPS_PATH}/returns-to-release`, { signal });

export const useReturnsToRelease = () =>
  useQuery({ queryKey: [...tripKeys.all, 'returns-to-release'], queryFn: ({ signal }) => getReturnsToRelease(signal), refetchInterval: 30_000 });
