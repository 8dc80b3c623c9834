import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '@/domain/common/idempotency';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { WebhookDelivery } from '@/domain/webhooks/webhook-answers';
import { WEBHOOK_MESSAGES } from '@/domain/webhooks/webhook-forms';
import { rawRows } from '@/server/db/raw-query';
import { trips, webhookDeliveries } from '@/server/db/schema';
import { startWebhookReceiver, verifiesWith, type ReceivedHook } from '../support/webhook-receiver';
import { acceptedFor, crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { moveTrip, requestOfferedToBoth, signedInStaff, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

// Webhooks end to end: registered through the API, recorded with the trip changes, delivered by the outbox worker to a
// real local receiver (plain http on loopback, which WEBHOOKS_ALLOW_PRIVATE allows; the refusals turn it off).
const w = useTripWorld(() => ({ webhooks: { allowPrivate: true, timeoutMs: 500, maxEndpoints: 100 } }));
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const ALL = ['trip.created', 'trip.accepted', 'trip.started', 'trip.completed', 'trip.cancelled', 'trip.declined_by_all'];
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Headers, payload?: object) =>
  w.t.app.inject({ method, url, headers: who, ...(payload ? { payload } : {}) });

/** Registers an endpoint at a path of the receiver: its id and secret. */
async function register(who: Headers, path: string, events = ALL) {
  const res = await api('POST', '/api/webhooks', who, { url: `${receiver.url}${path}`, description: `Hooks ${path}`, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; secret: string };
}
const drain = () => w.t.app.outbox.drain();
const bodyOf = (hook: ReceivedHook) => JSON.parse(hook.body) as { type: string; id: string; occurredAt: string; data: { trip: Record<string, unknown> } };
const typesAt = (path: string) => receiver.at(path).map((h) => bodyOf(h).type);
const deliveries = async (who: Headers, id: string) => {
  const res = await api('GET', `/api/webhooks/${id}/deliveries`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as WebhookDelivery[];
};
const makeDue = () => w.t.db.update(webhookDeliveries).set({ nextAttemptAt: sql`now()` }).where(eq(webhookDeliveries.status, 'PENDING'));
const newRequest = async () => {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id] }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};

describe('registering an endpoint', () => {
  it('answers the secret once; the list and every other answer leave it out', async () => {
    const { id, secret } = await register(w.nurse, '/once');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await api('GET', '/api/webhooks', w.nurse);
    expect(list.body).not.toContain(secret);
    expect(list.json().data.find((e: { id: string }) => e.id === id)).toEqual({
      id,
      url: `${receiver.url}/once`,
      description: 'Hooks /once',
      events: ALL,
      enabled: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const rotated = await api('POST', `/api/webhooks/${id}/rotate-secret`, w.nurse);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(secret);
    expect((await api('DELETE', `/api/webhooks/${id}`, w.nurse)).statusCode).toBe(200);
  });

  it('answers a repeat with the same Idempotency-Key 409, without the secret, and keeps the secret nowhere', async () => {
    const body = { url: `${receiver.url}/repeat`, description: 'Hooks /repeat', events: ALL };
    const create = { ...w.nurse, 'idempotency-key': 'webhook-create-once-0001' };
    const first = await api('POST', '/api/webhooks', create, body);
    expect(first.statusCode, first.body).toBe(201);
    const { id, secret } = first.json().data as { id: string; secret: string };
    const again = await api('POST', '/api/webhooks', create, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(IDEMPOTENCY_MESSAGES.secretShownOnce);
    expect(again.body).not.toContain(secret);
    const rotate = { ...w.nurse, 'idempotency-key': 'webhook-rotate-once-0001' };
    const rotated = await api('POST', `/api/webhooks/${id}/rotate-secret`, rotate);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newSecret = rotated.json().data.secret as string;
    const rotatedAgain = await api('POST', `/api/webhooks/${id}/rotate-secret`, rotate);
    expect(rotatedAgain.statusCode).toBe(409);
    expect(rotatedAgain.body).not.toContain(newSecret);
    const kept = await rawRows<{ body: string | null }>(w.t.db, sql`select response_body as body from idempotency_keys`);
    expect(JSON.stringify(kept)).not.toContain('whsec_');
    const endpoints = await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from webhook_endpoints where url = ${body.url}`);
    expect(endpoints[0]!.n).toBe(1);
  });

  it('refuses a body without events, or with an address that is no URL, and stores nothing', async () => {
    const before = (await api('GET', '/api/webhooks', w.nurse)).json().data.length;
    for (const [body, error] of [
      [{ url: `${receiver.url}/x`, events: [] }, WEBHOOK_MESSAGES.noEvents],
      [{ url: 'not a url', events: ALL }, WEBHOOK_MESSAGES.invalidUrl],
      [{ url: 'ftp://example.org/x', events: ALL }, WEBHOOK_MESSAGES.invalidUrl],
    ] as const) {
      const res = await api('POST', '/api/webhooks', w.nurse, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.toLowerCase()).toContain(error.toLowerCase());
    }
    const unknown = await api('POST', '/api/webhooks', w.nurse, { url: `${receiver.url}/x`, events: ['trip.teleported'] });
    expect(unknown.statusCode).toBe(400);
    expect((await api('GET', '/api/webhooks', w.nurse)).json().data).toHaveLength(before);
  });
});

describe('delivering trip events', () => {
  it('signs each event so that it verifies, with the payload of the trip list, nothing clinical', async () => {
    const { id, secret } = await register(w.nurse, '/signed');
    const trip = await newRequest();
    await drain();
    const [hook] = receiver.at('/signed');
    expect(hook).toBeDefined();
    expect(verifiesWith(secret, hook!)).toBe(true);
    expect(verifiesWith('whsec_' + Buffer.from('another key').toString('base64'), hook!)).toBe(false);
    const body = bodyOf(hook!);
    expect(hook!.headers['webhook-id']).toBe(body.id);
    expect(Math.abs(Number(hook!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
    expect(body).toEqual({
      type: 'trip.created',
      id: body.id,
      occurredAt: expect.any(String),
      data: {
        trip: {
          id: trip.id,
          tripNumber: trip.tripNumber,
          status: 'PENDING',
          transportLevel: 'BLS',
          priority: trip.priority,
          scheduledTime: trip.scheduledTime,
          fromLocation: trip.fromLocation,
          toLocation: 'Riverside Rehab',
          hospitalId: w.hospitalA.hospital.id,
          assignedAgencyId: null,
        },
      },
    });
    expect(hook!.body).not.toContain(trip.patientId);
    const [delivery] = await deliveries(w.nurse, id);
    expect(delivery).toMatchObject({ eventId: body.id, eventType: 'trip.created', tripId: trip.id, status: 'DELIVERED' });
    expect(delivery!.attempts).toEqual([{ at: expect.any(String), statusCode: 200, error: null, durationMs: expect.any(Number) }]);
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });

  it('retries a 500 with the backoff and the same webhook-id, then delivers', async () => {
    const { id } = await register(w.nurse, '/flaky');
    receiver.answerNext('/flaky', { status: 500 });
    await newRequest();
    await drain();
    const [first] = await deliveries(w.nurse, id);
    expect(first).toMatchObject({ status: 'PENDING' });
    expect(first!.attempts).toEqual([expect.objectContaining({ statusCode: 500 })]);
    const [dueIn] = await rawRows<{ s: number }>(w.t.db, sql`select extract(epoch from next_attempt_at - now())::float as s from webhook_deliveries where id = ${first!.id}`);
    expect(dueIn!.s).toBeGreaterThan(25);
    await makeDue();
    await drain();
    const [done] = await deliveries(w.nurse, id);
    expect(done).toMatchObject({ status: 'DELIVERED' });
    expect(done!.attempts.map((a) => a.statusCode)).toEqual([200, 500]);
    const hooks = receiver.at('/flaky');
    expect(hooks).toHaveLength(2);
    expect(hooks[0]!.headers['webhook-id']).toBe(hooks[1]!.headers['webhook-id']);
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });

  it("keeps a trip's order: a later event waits while the earlier one is being retried", async () => {
    const { id } = await register(w.nurse, '/ordered');
    receiver.answerNext('/ordered', { status: 503 });
    const tripId = await requestOfferedToBoth(w);
    await drain();
    await moveTrip(w, w.ems, tripId, 'ACCEPTED');
    await moveTrip(w, w.ems, tripId, 'IN_PROGRESS');
    await drain();
    // the created event failed once: the accepted and started events are not sent before it
    expect(typesAt('/ordered')).toEqual(['trip.created']);
    await makeDue();
    await drain();
    expect(typesAt('/ordered')).toEqual(['trip.created', 'trip.created', 'trip.accepted', 'trip.started']);
    const trips = receiver.at('/ordered').map((h) => bodyOf(h).data.trip);
    expect(trips.map((t) => [t.status, t.assignedAgencyId])).toEqual([
      ['PENDING', null],
      ['PENDING', null],
      ['ACCEPTED', w.a.alsNear.id],
      ['IN_PROGRESS', w.a.alsNear.id],
    ]);
    await moveTrip(w, w.ems, tripId, 'COMPLETED');
    await drain();
    expect(typesAt('/ordered').at(-1)).toBe('trip.completed');
    expect((await deliveries(w.nurse, id)).map((d) => d.status)).toEqual(['DELIVERED', 'DELIVERED', 'DELIVERED', 'DELIVERED']);
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });

  it('tells each organisation only its part: the offered agency its offers, the accepting one its trip, the control center all', async () => {
    const near = await register(w.ems, '/near');
    const far = await register(w.emsFar, '/far');
    const center = await register(w.admin, '/center');
    const other = await register(w.nurseB, '/other-facility');
    const tripId = await requestOfferedToBoth(w);
    await moveTrip(w, w.ems, tripId, 'ACCEPTED');
    await moveTrip(w, w.ems, tripId, 'IN_PROGRESS');
    await moveTrip(w, w.ems, tripId, 'COMPLETED');
    await drain();
    expect(typesAt('/near')).toEqual(['trip.created', 'trip.accepted', 'trip.started', 'trip.completed']);
    expect(typesAt('/far')).toEqual(['trip.created']);
    expect(typesAt('/center')).toEqual(['trip.created', 'trip.accepted', 'trip.started', 'trip.completed']);
    expect(typesAt('/other-facility')).toEqual([]);
    for (const [who, e] of [[w.ems, near], [w.emsFar, far], [w.admin, center], [w.nurseB, other]] as const) await api('DELETE', `/api/webhooks/${e.id}`, who);
  });

  it("sends each step the crew records, and those of the dispatcher's Start, as trip.step_recorded with the step and its time", async () => {
    const { id } = await register(w.nurse, '/steps', ['trip.step_recorded', 'trip.started']);
    const unit = await newUnit(w, w.a.alsNear.id);
    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    const tripId = await acceptedFor(w, unit.id);
    const now = Date.now();
    const enRoute = tapped(tripId, 'EN_ROUTE', now, 5);
    const recorded = await sendSteps(w, crew.auth, [enRoute, tapped(tripId, 'AT_PICKUP', now, 10)], now);
    const occurredAt = recorded.json().data[0].occurredAt as string;
    await moveTrip(w, w.ems, tripId, 'IN_PROGRESS');
    await drain();
    const bodies = receiver.at('/steps').map((h) => JSON.parse(h.body));
    // the At pickup tapped before En route was refused: nothing was recorded for it
    expect(bodies.map((b) => [b.type, b.data.trip.status, b.data.step?.step])).toEqual([
      ['trip.step_recorded', 'ACCEPTED', 'EN_ROUTE'],
      ['trip.step_recorded', 'IN_PROGRESS', 'PATIENT_LOADED'],
      ['trip.started', 'IN_PROGRESS', undefined],
    ]);
    expect(bodies[0]).toMatchObject({ occurredAt, data: { trip: { id: tripId }, step: { id: enRoute.id, step: 'EN_ROUTE', label: 'En route', occurredAt } } });
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });

  it('tells of an undone acceptance as trip.acceptance_undone, with the acceptance it takes back, to those that heard of it', async () => {
    const undoEvents = ['trip.created', 'trip.accepted', 'trip.acceptance_undone'];
    const center = await register(w.admin, '/center-unaccepted', undoEvents);
    const facility = await register(w.nurse, '/facility-unaccepted', undoEvents);
    const near = await register(w.ems, '/near-unaccepted', undoEvents);
    const far = await register(w.emsFar, '/far-unaccepted', undoEvents);
    const tripId = await requestOfferedToBoth(w);
    await moveTrip(w, w.ems, tripId, 'ACCEPTED');
    const undone = await w.call('PUT', `/api/trips/${tripId}/status`, w.ems, { status: 'PENDING' });
    expect(undone.statusCode, undone.body).toBe(200);
    await drain();
    for (const path of ['/center-unaccepted', '/facility-unaccepted', '/near-unaccepted']) {
      expect(typesAt(path), path).toEqual(['trip.created', 'trip.accepted', 'trip.acceptance_undone']);
    }
    // the other agency never heard of the acceptance: the trip is still the request it was offered
    expect(typesAt('/far-unaccepted')).toEqual(['trip.created']);
    const [, accepted, unaccepted] = receiver.at('/facility-unaccepted').map(bodyOf);
    expect(unaccepted!.data).toEqual({
      trip: { ...accepted!.data.trip, status: 'PENDING', assignedAgencyId: null },
      acceptance: { agencyId: w.a.alsNear.id, acceptedAt: accepted!.occurredAt },
    });
    for (const [who, e] of [[w.admin, center], [w.nurse, facility], [w.ems, near], [w.emsFar, far]] as const) await api('DELETE', `/api/webhooks/${e.id}`, who);
  });

  it('tells of a step the crew undid as trip.step_undone, with the step and the trip as the undo left it', async () => {
    const { id } = await register(w.nurse, '/steps-undone', ['trip.step_recorded', 'trip.step_undone']);
    const near = await register(w.ems, '/near-steps-undone', ['trip.step_undone']);
    const unit = await newUnit(w, w.a.alsNear.id);
    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    const tripId = await acceptedFor(w, unit.id);
    const now = Date.now();
    const loaded = tapped(tripId, 'PATIENT_LOADED', now, 5);
    expect((await sendSteps(w, crew.auth, [tapped(tripId, 'EN_ROUTE', now, 10), loaded], now)).statusCode).toBe(200);
    const undone = await w.call('POST', CREW_PATHS.undoStep(loaded.id), crew.auth);
    expect(undone.statusCode, undone.body).toBe(200);
    await drain();
    const bodies = receiver.at('/steps-undone').map((h) => JSON.parse(h.body));
    expect(bodies.map((b) => [b.type, b.data.trip.status, b.data.step.step])).toEqual([
      ['trip.step_recorded', 'ACCEPTED', 'EN_ROUTE'],
      ['trip.step_recorded', 'IN_PROGRESS', 'PATIENT_LOADED'],
      ['trip.step_undone', 'ACCEPTED', 'PATIENT_LOADED'],
    ]);
    expect(bodies[2].data.step).toEqual({ id: loaded.id, step: 'PATIENT_LOADED', label: 'Patient loaded', occurredAt: bodies[1].data.step.occurredAt });
    expect(typesAt('/near-steps-undone')).toEqual(['trip.step_undone']);
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
    await api('DELETE', `/api/webhooks/${near.id}`, w.ems);
  });

  it('tells an agency offered a request later, by the escalation, of it as new; nobody else hears it again', async () => {
    const van = await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.wheelchair.id });
    const vanHook = await register(van.auth, '/van');
    const center = await register(w.admin, '/center-escalated');
    const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], notificationRadius: 12 }));
    const tripId = (res.json().data as TripDetails).id;
    await w.t.db.update(trips).set({ createdAt: sql`now() - make_interval(mins => 16)` }).where(eq(trips.id, tripId));
    expect(await w.t.app.escalation.sweep()).toBe(1);
    await drain();
    expect(receiver.at('/van').map((h) => [bodyOf(h).type, bodyOf(h).data.trip.id])).toEqual([['trip.created', tripId]]);
    expect(typesAt('/center-escalated')).toEqual(['trip.created']);
    await api('DELETE', `/api/webhooks/${vanHook.id}`, van.auth);
    await api('DELETE', `/api/webhooks/${center.id}`, w.admin);
  });

  it('reaches an endpoint named by host, connecting to the address it checked', async () => {
    const byName = receiver.url.replace('127.0.0.1', 'localhost');
    const res = await api('POST', '/api/webhooks', w.nurse, { url: `${byName}/by-name`, events: ['trip.created'] });
    expect(res.statusCode, res.body).toBe(201);
    await newRequest();
    await drain();
    expect(typesAt('/by-name')).toEqual(['trip.created']);
    await api('DELETE', `/api/webhooks/${res.json().data.id}`, w.nurse);
  });

  it('sends declined_by_all to the facility and the control center once every offered agency declined', async () => {
    const center = await register(w.user, '/center-declined', ['trip.declined_by_all', 'trip.cancelled']);
    const agency = await register(w.ems, '/agency-declined');
    const tripId = await requestOfferedToBoth(w);
    await moveTrip(w, w.ems, tripId, 'CANCELLED');
    await moveTrip(w, w.emsFar, tripId, 'CANCELLED');
    await drain();
    expect(typesAt('/center-declined')).toEqual(['trip.declined_by_all']);
    expect(bodyOf(receiver.at('/center-declined')[0]!).data.trip.status).toBe('CANCELLED');
    expect(typesAt('/agency-declined')).toEqual(['trip.created']);
    await api('DELETE', `/api/webhooks/${center.id}`, w.user);
    await api('DELETE', `/api/webhooks/${agency.id}`, w.ems);
  });

  it('records nothing for a move that was refused', async () => {
    const { id } = await register(w.admin, '/refused');
    const tripId = await requestOfferedToBoth(w);
    const before = (await deliveries(w.admin, id)).length;
    const res = await w.call('PUT', `/api/trips/${tripId}/status`, w.nurse, { status: 'COMPLETED' });
    expect(res.statusCode).toBe(409);
    expect(await deliveries(w.admin, id)).toHaveLength(before);
    await api('DELETE', `/api/webhooks/${id}`, w.admin);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const { id } = await register(w.nurse, '/moved');
    receiver.answerNext('/moved', { status: 302, location: `${receiver.url}/elsewhere` });
    await newRequest();
    await drain();
    const [delivery] = await deliveries(w.nurse, id);
    expect(delivery).toMatchObject({ status: 'PENDING' });
    expect(delivery!.attempts).toEqual([expect.objectContaining({ statusCode: 302, error: 'redirect not followed' })]);
    expect(receiver.at('/elsewhere')).toHaveLength(0);
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });

  it('gives up on a slow endpoint after the time limit and tries again later', async () => {
    const { id } = await register(w.nurse, '/slow');
    receiver.answerNext('/slow', { status: 200, delayMs: 2_000 });
    await newRequest();
    await drain();
    const [delivery] = await deliveries(w.nurse, id);
    expect(delivery).toMatchObject({ status: 'PENDING' });
    expect(delivery!.attempts).toEqual([expect.objectContaining({ statusCode: null, error: 'no answer within 0.5 s' })]);
    expect(delivery!.attempts[0]!.durationMs).toBeLessThan(1_500);
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });

  it('Resend delivers the same event again with the same webhook-id', async () => {
    const { id } = await register(w.nurse, '/resend');
    await newRequest();
    await drain();
    const [delivery] = await deliveries(w.nurse, id);
    const res = await api('POST', `/api/webhooks/${id}/deliveries/${delivery!.id}/resend`, w.nurse);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: delivery!.id, status: 'PENDING' });
    await drain();
    const hooks = receiver.at('/resend');
    expect(hooks).toHaveLength(2);
    expect(hooks[1]!.headers['webhook-id']).toBe(delivery!.eventId);
    expect(hooks[1]!.body).toBe(hooks[0]!.body);
    expect((await deliveries(w.nurse, id))[0]).toMatchObject({ status: 'DELIVERED' });
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });
});

describe('a disabled or deleted endpoint', () => {
  it('gets nothing more: what it was still to get is cancelled, new events are not recorded for it', async () => {
    const { id } = await register(w.nurse, '/disabled');
    receiver.answerNext('/disabled', { status: 500 });
    await newRequest();
    await drain();
    const off = await api('PUT', `/api/webhooks/${id}`, w.nurse, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.enabled).toBe(false);
    expect((await deliveries(w.nurse, id)).map((d) => d.status)).toEqual(['CANCELLED']);
    await newRequest();
    await makeDue();
    await drain();
    expect(receiver.at('/disabled')).toHaveLength(1);
    expect(await deliveries(w.nurse, id)).toHaveLength(1);
    const resend = await api('POST', `/api/webhooks/${id}/deliveries/${(await deliveries(w.nurse, id))[0]!.id}/resend`, w.nurse);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error).toBe(WEBHOOK_MESSAGES.endpointDisabled);
  });

  it('deleted, loses its deliveries and gets nothing', async () => {
    const { id } = await register(w.nurse, '/deleted');
    receiver.answerNext('/deleted', { status: 500 });
    await newRequest();
    await drain();
    expect((await api('DELETE', `/api/webhooks/${id}`, w.nurse)).statusCode).toBe(200);
    await newRequest();
    await makeDue();
    await drain();
    expect(receiver.at('/deleted')).toHaveLength(1);
    expect((await api('GET', `/api/webhooks/${id}/deliveries`, w.nurse)).statusCode).toBe(404);
  });
});

describe('addresses', () => {
  const withDefaultRule = async (check: () => Promise<void>) => {
    w.t.config.webhooks.allowPrivate = false;
    try {
      await check();
    } finally {
      w.t.config.webhooks.allowPrivate = true;
    }
  };

  it('by default refuses plain http and a loopback or private host, in words the screen shows', async () => {
    await withDefaultRule(async () => {
      for (const [url, error] of [
        ['http://hooks.example.org/tcc', WEBHOOK_MESSAGES.httpsOnly],
        ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.privateAddress],
        ['https://localhost:8443/hook', WEBHOOK_MESSAGES.privateAddress],
        ['https://[::1]/hook', WEBHOOK_MESSAGES.privateAddress],
        ['https://10.0.0.7/hook', WEBHOOK_MESSAGES.privateAddress],
        ['https://169.254.169.254/latest', WEBHOOK_MESSAGES.privateAddress],
      ]) {
        const res = await api('POST', '/api/webhooks', w.nurse, { url, events: ALL });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ success: false, error });
      }
    });
    // the operator's setting allows them
    const res = await api('POST', '/api/webhooks', w.nurse, { url: 'https://127.0.0.1/hook', events: ALL });
    expect(res.statusCode).toBe(201);
    await api('DELETE', `/api/webhooks/${res.json().data.id}`, w.nurse);
  });

  it('checks again at delivery: an endpoint registered while allowed gets nothing once the rule refuses its address', async () => {
    const { id } = await register(w.nurse, '/now-private');
    await newRequest();
    await withDefaultRule(drain);
    expect(receiver.at('/now-private')).toHaveLength(0);
    const [delivery] = await deliveries(w.nurse, id);
    expect(delivery!.attempts).toEqual([expect.objectContaining({ statusCode: null, error: WEBHOOK_MESSAGES.httpsOnly })]);
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });
});

describe('who manages which endpoints', () => {
  it("an agency and another facility neither see nor change a facility's endpoint", async () => {
    const { id } = await register(w.nurse, '/private-to-a');
    for (const who of [w.ems, w.nurseB, w.admin]) {
      expect((await api('GET', '/api/webhooks', who)).json().data.map((e: { id: string }) => e.id)).not.toContain(id);
      for (const [method, url, body] of [
        ['PUT', `/api/webhooks/${id}`, { enabled: false }],
        ['DELETE', `/api/webhooks/${id}`, undefined],
        ['POST', `/api/webhooks/${id}/rotate-secret`, undefined],
        ['GET', `/api/webhooks/${id}/deliveries`, undefined],
      ] as const) {
        const res = await api(method, url, who, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ success: false, error: WEBHOOK_MESSAGES.endpointNotFound });
      }
    }
    expect((await api('GET', '/api/webhooks', w.nurse)).json().data.find((e: { id: string }) => e.id === id)).toMatchObject({ enabled: true });
    await api('DELETE', `/api/webhooks/${id}`, w.nurse);
  });

  it('answers 401 without a session', async () => {
    const res = await api('GET', '/api/webhooks', {});
    expect(res.statusCode).toBe(401);
  });
});
