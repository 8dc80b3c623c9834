import type { standingOrderSchema } from '@/domain/standing-orders/standing-order-answers';
import type { OccurrenceChangeInput } from '@/domain/standing-orders/standing-order-body';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import { STANDING_ORDERS_PATH, standingOrderKeys } from './standing-order-keys';

/** PUT /api/standing-orders/{id}/dates/{date}: skip one date or move its time. */
export const changeStandingOrderDate = ({ id, date, change }: { id: string; date: string; change: OccurrenceChangeInput }) =>
  requestData<typeof standingOrderSchema>(resourcePath(STANDING_ORDERS_PATH, id, 'dates', date), { method: 'PUT', body: change });

// settled: a refusal (an agency took the trip meanwhile) also means the list is out of date
export const useChangeStandingOrderDate = () => useListWrite(standingOrderKeys.all, changeStandingOrderDate, 'settled');
