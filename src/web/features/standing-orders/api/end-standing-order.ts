import type { standingOrderChangeAnswer } from '@/domain/standing-orders/standing-order-answers';
import { apiRequest } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { STANDING_ORDERS_PATH, standingOrderKeys } from './standing-order-keys';

/** DELETE /api/standing-orders/{id}: the series ends; its untaken future trips are cancelled. */
export const endStandingOrder = (id: string) => apiRequest<typeof standingOrderChangeAnswer>(resourcePath(STANDING_ORDERS_PATH, id), { method: 'DELETE' });

export const useEndStandingOrder = () => useListWrite(standingOrderKeys.all, endStandingOrder, 'settled');
