import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { tripContactSchema } from '@/domain/trips/trip-answers';
import { requestData } from '@/web/lib/api-client';
import { resourcePath } from '@/web/lib/resource-calls';
import { TRIPS_PATH } from '@/web/features/trip-requests';

/** GET /api/trips/{id}/contacts: whom the crew can call about a trip, read as its details panel opens. */
export const useTripContacts = (id: string) =>
  useQuery({
    queryKey: ['trips', 'contacts', id] as const,
    queryFn: ({ signal }) => requestData<z.ZodArray<typeof tripContactSchema>>(resourcePath(TRIPS_PATH, id, 'contacts'), { signal }),
  });
