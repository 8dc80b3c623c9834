import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { WebhookDelivery } from '@/domain/webhooks/webhook-answers';
import { startWebhookReceiver } from '../support/webhook-receiver';
import { useTripWorld, wizardBody, type Headers } from './trip-fixtures';

// Deliveries sent together are each recorded as soon as their own endpoint answers: a slow endpoint keeps no other
// delivery from counting as done, so a crash meanwhile sends again only what was really still unanswered. The time
// limit is long here so that the held endpoint is still being waited on when the other's record is read.
const w = useTripWorld(() => ({ webhooks: { allowPrivate: true, timeoutMs: 60_000, maxEndpoints: 100 } }));
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

async function register(who: Headers, path: string) {
  const res = await w.call('POST', '/api/webhooks', who, { url: `${receiver.url}${path}`, events: ['trip.created'] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}
async function deliveryOf(who: Headers, endpointId: string) {
  const res = await w.call('GET', `/api/webhooks/${endpointId}/deliveries`, who);
  expect(res.statusCode, res.body).toBe(200);
  const [delivery] = res.json().data as WebhookDelivery[];
  return delivery!;
}

describe('recording webhook deliveries', () => {
  it('records a delivery delivered as soon as its endpoint answers, while another sent with it is still held open', async () => {
    const quick = await register(w.nurse, '/at-once');
    const held = await register(w.admin, '/held');
    let release: () => void = () => undefined;
    receiver.answerNext('/held', { status: 200, until: new Promise<void>((resolve) => (release = resolve)) });
    const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id] }));
    expect(res.statusCode, res.body).toBe(201);
    const tripId = (res.json().data as TripDetails).id;

    const pass = w.t.app.outbox.drain();
    try {
      await vi.waitFor(async () => {
        expect(receiver.at('/held')).toHaveLength(1);
        expect(await deliveryOf(w.nurse, quick.id)).toMatchObject({ tripId, status: 'DELIVERED', attempts: [expect.objectContaining({ statusCode: 200 })] });
      }, { timeout: 10_000, interval: 50 });
      expect(await deliveryOf(w.admin, held.id)).toMatchObject({ tripId, status: 'SENDING', deliveredAt: null, attempts: [] });
    } finally {
      release();
      await pass;
    }
    expect(await deliveryOf(w.admin, held.id)).toMatchObject({ status: 'DELIVERED', attempts: [expect.objectContaining({ statusCode: 200 })] });
  });
});
