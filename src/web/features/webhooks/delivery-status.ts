// How the delivery log reads a delivery's state, and whether it must ask again to see a send still to come.
import type { DeliveryView } from './api/webhook-calls';
import { DELIVERY_STATUS_LABELS } from './webhook-ui-texts';

/** Did the newest attempt (attempts come newest first) fail, so that a PENDING delivery waits for its retry? */
const lastAttemptFailed = (d: DeliveryView) => {
  const last = d.attempts[0];
  return last !== undefined && (last.error !== null || last.statusCode === null || last.statusCode < 200 || last.statusCode >= 300);
};

/** "Queued" for a delivery to send (a new or resent one), "Waiting to retry" after a failed attempt, else its status. */
export const deliveryStatusLabel = (d: DeliveryView) => DELIVERY_STATUS_LABELS[d.status === 'PENDING' && lastAttemptFailed(d) ? 'RETRY' : d.status];

/** An open log keeps asking while any delivery is still to be sent, so a resend is seen to arrive. */
export const isUnsettled = (deliveries: readonly DeliveryView[] | undefined) => deliveries?.some((d) => d.status === 'PENDING' || d.status === 'SENDING') ?? false;
