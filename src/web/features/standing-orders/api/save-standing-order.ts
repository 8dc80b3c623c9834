import type { standingOrderChangeAnswer } from '@/domain/standing-orders/standing-order-answers';
import type { StandingOrderInput } from '@/domain/standing-orders/standing-order-body';
import { apiRequest } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { STANDING_ORDERS_PATH, standingOrderKeys } from './standing-order-keys';

/** POST /api/standing-orders (no id) or PUT /api/standing-orders/{id}: the series, what the clocks moved, what was left alone. */
export const saveStandingOrder = ({ id, body }: { id: string | null; body: StandingOrderInput }) =>
  apiRequest<typeof standingOrderChangeAnswer>(id ? resourcePath(STANDING_ORDERS_PATH, id) : STANDING_ORDERS_PATH, { method: id ? 'PUT' : 'POST', body });

export const useSaveStandingOrder = () => useListWrite(standingOrderKeys.all, saveStandingOrder);
