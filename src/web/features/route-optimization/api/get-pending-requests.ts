import type { tripListAnswer } from '@/domain/trips/trip-answers';
import { useListPage } from '@/web/lib/use-list-page';
import { TRIPS_PATH } from '@/web/features/trip-requests';
import { routeOptimizationKeys } from './route-optimization-keys';

const PENDING_SOONEST_FIRST = { status: 'PENDING', sort: 'scheduledTime', order: 'asc' };
// others take requests all the time: asked again whenever the planner shows
const ALWAYS_ASK = { staleTime: 0 };

/**
 * GET /api/trips?status=PENDING&sort=scheduledTime&order=asc&search=&limit=50&offset=: one page of the requests the
 * caller may plan (an agency those offered to it), soonest first, and how many match.
 */
export const usePendingRequestPage = (filters: Record<string, string>, page: number) =>
  useListPage<typeof tripListAnswer>(routeOptimizationKeys.pending, TRIPS_PATH, { ...filters, ...PENDING_SOONEST_FIRST }, page, ALWAYS_ASK);
