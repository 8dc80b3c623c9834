import { describe, expect, it } from 'vitest';
import type { DeliveryView } from '@/web/features/webhooks/api/webhook-calls';
import { deliveryStatusLabel, isUnsettled } from '@/web/features/webhooks/delivery-status';

const delivery = (status: DeliveryView['status'], attempts: [number | null, string | null][] = []): DeliveryView => ({
  id: 'd1',
  eventId: 'e1',
  eventType: 'trip.created',
  tripId: 't1',
  status,
  createdAt: '2026-11-28T13:00:00.000Z',
  deliveredAt: null,
  attempts: attempts.map(([statusCode, error], i) => ({ at: `2026-11-28T13:0${i}:00.000Z`, statusCode, error, durationMs: 5 })),
});

describe('the delivery log', () => {
  it('reads a delivery never tried, or resent after a success, as queued, and one whose newest attempt failed as waiting to retry', () => {
    expect(deliveryStatusLabel(delivery('PENDING'))).toBe('Queued');
    expect(deliveryStatusLabel(delivery('PENDING', [[200, null]]))).toBe('Queued');
    expect(deliveryStatusLabel(delivery('PENDING', [[500, null], [200, null]]))).toBe('Waiting to retry');
    expect(deliveryStatusLabel(delivery('PENDING', [[null, 'timed out after 10 s']]))).toBe('Waiting to retry');
    expect(deliveryStatusLabel(delivery('PENDING', [[302, null]]))).toBe('Waiting to retry');
    expect(deliveryStatusLabel(delivery('DELIVERED', [[200, null]]))).toBe('Delivered');
  });

  it('asks again while any delivery is still to be sent, and not once all are settled', () => {
    expect(isUnsettled(undefined)).toBe(false);
    expect(isUnsettled([delivery('DELIVERED'), delivery('FAILED'), delivery('CANCELLED')])).toBe(false);
    expect(isUnsettled([delivery('DELIVERED'), delivery('PENDING')])).toBe(true);
    expect(isUnsettled([delivery('SENDING')])).toBe(true);
  });
});
