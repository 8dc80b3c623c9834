import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { standingOrderSchema } from '@/domain/standing-orders/standing-order-answers';
import { requestData } from '@/web/lib/api-client';
import { STANDING_ORDERS_PATH, standingOrderKeys } from './standing-order-keys';

/** GET /api/standing-orders: the facility's series, each with its coming dates and their trips. */
export const getStandingOrders = (signal?: AbortSignal) => requestData<z.ZodArray<typeof standingOrderSchema>>(STANDING_ORDERS_PATH, { signal });

export const useStandingOrders = () => useQuery({ queryKey: standingOrderKeys.all, queryFn: ({ signal }) => getStandingOrders(signal) });
