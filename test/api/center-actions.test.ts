// The control center acts on any trip for its facility or agency (docs/rules.md, "The control center acts on a trip"):
// who may, what each action writes and tells, what it refuses, and that a repeat or a race acts once.
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OVERVIEW_ATTENTION_PATH, type OverviewAttention } from '@/domain/analytics/overview-attention';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { KEY_MESSAGES } from '@/domain/integrations/integration-keys';
import { CENTER_ACTION_MESSAGES } from '@/domain/trips/center-actions';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { agencies, agencyResponses, hospitals, outbox, tripHistory, trips, units, users } from '@/server/db/schema';
import { escalateDueRequests } from '@/server/modules/escalation/escalate-requests';
import { signedInCrew } from './crew-fixtures';
import { insertUnit } from './fleet-fixtures';
import { newKey } from './integration-key-fixtures';
import { notificationTitles, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();

const newTrip = async (over: Record<string, unknown> = {}) => {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};
const withKey = (who: Headers, key: string): Headers => ({ ...who, 'idempotency-key': key });
const reoffer = (who: Headers, id: string, body: object) => w.call('POST', `/api/trips/${id}/reoffer`, who, body);
const byPhone = (who: Headers, id: string, body: object) => w.call('POST', `/api/trips/${id}/phone-acceptance`, who, body);
const note = (who: Headers, id: string, body: object) => w.call('POST', `/api/trips/${id}/notes`, who, body);
const details = async (id: string) => (await w.call('GET', `/api/trips/${id}`, w.admin)).json().data as TripDetails;
const historyRows = (id: string) => w.t.db.select().from(tripHistory).where(eq(tripHistory.tripId, id)).orderBy(tripHistory.id);
const tripRow = async (id: string) => (await w.t.db.select().from(trips).where(eq(trips.id, id)))[0]!;
const emailOf = async (id: string) => (await w.t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const mailTo = async (email: string) => w.t.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.channel, 'EMAIL'))).orderBy(desc(outbox.createdAt));

/** A refused call answers this status and text, and no table changes. */
async function refused(call: Promise<{ statusCode: number; body: string; json(): { error: string } }>, status: number, error?: string) {
  const before = await tripCounts(w.t.db);
  const res = await call;
  expect(res.statusCode, res.body).toBe(status);
  if (error !== undefined) expect(res.json().error).toBe(error);
  expect(await tripCounts(w.t.db)).toEqual(before);
}

describe('who may act', () => {
  it('refuses facility, agency and crew staff (403), a call without a session (401) and an integration key (403), changing nothing', async () => {
    const trip = await newTrip();
    const crew = await signedInCrew(w.t.app, w.t.db, w.a.alsNear.id);
    const key = await newKey(w, w.admin, ['trips:read']);
    const bodies: [typeof reoffer, object][] = [
      [reoffer, { allEligible: true }],
      [byPhone, { agencyId: w.a.alsFar.id, acceptedBy: 'Sam' }],
      [note, { note: 'Called the ward' }],
    ];
    for (const [call, body] of bodies) {
      for (const who of [w.nurse, w.ems, crew.auth]) await refused(call(who, trip.id, body), 403, AUTH_MESSAGES.forbidden);
      await refused(call({}, trip.id, body), 401, AUTH_MESSAGES.authRequired);
      await refused(call(key.auth, trip.id, body), 403, KEY_MESSAGES.notForKeys);
    }
    expect((await tripRow(trip.id)).status).toBe('PENDING');
  });

  it('lets ADMIN and USER take each action; an unknown or malformed trip id is 404', async () => {
    for (const who of [w.admin, w.user]) {
      const trip = await newTrip();
      expect((await note(who, trip.id, { note: 'Checked' })).statusCode).toBe(201);
      expect((await reoffer(who, trip.id, { agencyIds: [w.a.alsFar.id] })).statusCode).toBe(200);
      expect((await byPhone(who, trip.id, { agencyId: w.a.alsFar.id, acceptedBy: 'Sam' })).statusCode).toBe(200);
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      await refused(note(w.user, id, { note: 'x' }), 404, TRIP_ERRORS.notFound);
      await refused(reoffer(w.user, id, { allEligible: true }), 404, TRIP_ERRORS.notFound);
      await refused(byPhone(w.user, id, { agencyId: w.a.alsFar.id, acceptedBy: 'Sam' }), 404, TRIP_ERRORS.notFound);
    }
  });
});

describe('the control center cancels, changes and awards for the facility', () => {
  it('cancels with a reason: the history says it was for the facility, and facility and offered agency are told the reason', async () => {
    const trip = await newTrip();
    const res = await w.call('PUT', `/api/trips/${trip.id}/status`, w.user, { status: 'CANCELLED', reason: 'Patient discharged home by family' });
    expect(res.statusCode, res.body).toBe(200);
    const last = (res.json().data as TripDetails).history.at(-1)!;
    expect(last).toMatchObject({
      toStatus: 'CANCELLED',
      actorRole: 'USER',
      actorOrganisation: 'Transport Control Center',
      note: 'Cancelled by the control center: Patient discharged home by family',
      onBehalfOf: 'General Hospital',
    });
    expect((await details(trip.id)).history.at(-1)).toEqual(last);
    for (const id of [w.userIds.nurse, w.userIds.ems]) {
      const [notice] = await notificationTitles(w.t.db, id);
      expect(notice!.title).toBe('Transport request cancelled');
      expect(notice!.message).toContain('cancelled by the control center: Patient discharged home by family');
    }
    // by e-mail too, by their settings (every alert by default)
    for (const id of [w.userIds.nurse, w.userIds.ems]) {
      const [mail] = await mailTo(await emailOf(id));
      expect(mail!.text).toContain('Cancelled by the control center: Patient discharged home by family');
    }
  });

  it('cancels an accepted trip and the carrying agency hears the reason', async () => {
    const trip = await newTrip();
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'ACCEPTED' })).statusCode).toBe(200);
    const res = await w.call('PUT', `/api/trips/${trip.id}/status`, w.admin, { status: 'CANCELLED', reason: 'Duplicate request' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await notificationTitles(w.t.db, w.userIds.ems))[0]!.message).toContain('cancelled by the control center: Duplicate request');
  });

  it('changes the time of a waiting request, recorded for the facility', async () => {
    const trip = await newTrip();
    const res = await w.call('PUT', `/api/trips/${trip.id}/schedule`, w.user, { scheduledTime: '2026-11-21T16:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as TripDetails).history.at(-1)).toMatchObject({ actorRole: 'USER', onBehalfOf: 'General Hospital' });
  });

  it('awards a pickup offer, recorded as the coordinator for the facility', async () => {
    const trip = await newTrip({ acceptanceMode: 'COMPARE_OFFERS' });
    const offer = await w.call('PUT', `/api/trips/${trip.id}/offers/mine`, w.ems, { pickupTime: '2026-11-21T19:45:00Z' });
    expect(offer.statusCode, offer.body).toBe(200);
    const res = await w.call('POST', `/api/trips/${trip.id}/offers/${offer.json().data.id}/award`, w.user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsNear.id });
    const accepted = (await details(trip.id)).history.filter((h) => h.toStatus === 'ACCEPTED');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ actorRole: 'USER', actorOrganisation: 'Transport Control Center', onBehalfOf: 'General Hospital' });
  });

  it('acts once for a repeated Idempotency-Key: a cancel and a change of time', async () => {
    const trip = await newTrip();
    const change = withKey(w.user, `change-${trip.id}`);
    const changed = await w.call('PUT', `/api/trips/${trip.id}/schedule`, change, { scheduledTime: '2026-11-21T17:00' });
    expect((await w.call('PUT', `/api/trips/${trip.id}/schedule`, change, { scheduledTime: '2026-11-21T17:00' })).json()).toEqual(changed.json());
    const cancel = withKey(w.user, `cancel-${trip.id}`);
    const cancelled = await w.call('PUT', `/api/trips/${trip.id}/status`, cancel, { status: 'CANCELLED', reason: 'Went home' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, cancel, { status: 'CANCELLED', reason: 'Went home' })).json()).toEqual(cancelled.json());
    const rows = await historyRows(trip.id);
    expect(rows.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'PENDING'],
      ['PENDING', 'PENDING'],
      ['PENDING', 'CANCELLED'],
    ]);
  });

  it('answers onBehalfOf null on everything the control center did not do for someone', async () => {
    const trip = await newTrip();
    expect((await details(trip.id)).history.map((h) => h.onBehalfOf)).toEqual([null]);
  });
});

describe('POST /api/trips/{id}/reoffer', () => {
  it('offers the request to the agencies named, recorded for the facility, and alerts them as a new request', async () => {
    const trip = await newTrip();
    const res = await reoffer(w.user, trip.id, { agencyIds: [w.a.alsFar.id] });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as TripDetails;
    expect(after.offeredAgencies.map((a) => [a.name, a.response])).toEqual([
      ['Allegheny ALS', 'OFFERED'],
      ['Erie ALS', 'OFFERED'],
    ]);
    expect(after.history.at(-1)).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'PENDING',
      actorRole: 'USER',
      note: 'Offered again by the control center to 1 more agency: Erie ALS',
      onBehalfOf: 'General Hospital',
    });
    expect((await notificationTitles(w.t.db, w.userIds.emsFar))[0]!.title).toBe('New transport request');
    expect(await w.call('GET', '/api/trips?status=PENDING', w.emsFar).then((r) => (r.json().data as TripListItem[]).map((t) => t.id))).toContain(trip.id);
  });

  it('widens the radius or asks every eligible agency, skipping those already asked; an agency that declined is asked again only when named', async () => {
    const trip = await newTrip({ selectedAgencies: [w.a.alsNear.id, w.a.blsMid.id], notificationRadius: 50 });
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'CANCELLED' })).statusCode).toBe(200);
    const wider = await reoffer(w.admin, trip.id, { radiusMiles: 200 });
    expect(wider.statusCode, wider.body).toBe(200);
    const answers = Object.fromEntries((wider.json().data as TripDetails).offeredAgencies.map((a) => [a.name, a.response]));
    // the BLS trip fits every open agency within 200 miles; the near agency declined and stays declined
    expect(answers).toEqual({ 'Allegheny ALS': 'DECLINED', 'Mon Valley BLS': 'OFFERED', 'Easy Van': 'OFFERED', 'Critical Care Air': 'OFFERED', 'Erie ALS': 'OFFERED' });
    expect((wider.json().data as TripDetails).history.at(-1)!.note).toBe('Offered again by the control center to 3 more agencies: Easy Van, Critical Care Air, Erie ALS');
    // every eligible agency: the one left, which has no map point to be measured by
    const all = await reoffer(w.admin, trip.id, { allEligible: true });
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json().data as TripDetails).history.at(-1)!.note).toBe('Offered again by the control center to 1 more agency: Nowhere EMS');
    await refused(reoffer(w.admin, trip.id, { allEligible: true }), 409, CENTER_ACTION_MESSAGES.noOtherAgency);
    const again = await reoffer(w.admin, trip.id, { agencyIds: [w.a.alsNear.id] });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as TripDetails).offeredAgencies.find((a) => a.id === w.a.alsNear.id)).toMatchObject({ response: 'OFFERED', declineReason: null });
  });

  it('refuses a bad body, an agency that cannot be offered it, and a request no longer waiting, changing nothing', async () => {
    const trip = await newTrip({ transportLevel: 'CCT', selectedAgencies: [w.a.cct.id], notificationRadius: 100 });
    for (const body of [{}, { agencyIds: [] }, { radiusMiles: 0 }, { radiusMiles: 501 }, { allEligible: false }, { allEligible: true, radiusMiles: 20 }, { allEligible: true, extra: 1 }]) {
      const res = await reoffer(w.admin, trip.id, body);
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
    }
    await refused(reoffer(w.admin, trip.id, { agencyIds: [w.a.alsNear.id] }), 400, CENTER_ACTION_MESSAGES.agencyCannotCarry('Allegheny ALS', 'CCT'));
    await refused(reoffer(w.admin, trip.id, { agencyIds: [w.a.inactive.id] }), 400, CENTER_ACTION_MESSAGES.agencyClosed('Closed EMS'));
    const unknown = '00000000-0000-4000-8000-000000000001';
    await refused(reoffer(w.admin, trip.id, { agencyIds: [unknown] }), 400, CENTER_ACTION_MESSAGES.unknownAgency(unknown));
    await refused(reoffer(w.admin, trip.id, { agencyIds: ['not-an-id'] }), 400, CENTER_ACTION_MESSAGES.unknownAgency('not-an-id'));
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.nurse, { status: 'CANCELLED' })).statusCode).toBe(200);
    await refused(reoffer(w.admin, trip.id, { allEligible: true }), 409, 'This trip has been cancelled');
  });

  it('resets escalation: the request leaves the Escalated list and escalates again only after the delay counted from the offer', async () => {
    const trip = await newTrip({ notificationRadius: 12 });
    await w.t.db.update(trips).set({ createdAt: sql`now() - interval '40 minutes'` }).where(eq(trips.id, trip.id));
    await escalateDueRequests(w.t.db, w.t.config);
    expect((await tripRow(trip.id)).escalatedAt).not.toBeNull();
    const escalatedIds = async () => {
      const res = await w.call('GET', `${OVERVIEW_ATTENTION_PATH}?limit=20`, w.user);
      return (res.json().data as OverviewAttention).escalated.oldest.map((t) => t.id);
    };
    expect(await escalatedIds()).toContain(trip.id);
    expect((await reoffer(w.user, trip.id, { agencyIds: [w.a.alsFar.id] })).statusCode).toBe(200);
    expect((await tripRow(trip.id)).escalatedAt).toBeNull();
    expect(await escalatedIds()).not.toContain(trip.id);
    // made 40 minutes ago but offered again just now: not due
    await escalateDueRequests(w.t.db, w.t.config);
    expect((await tripRow(trip.id)).escalatedAt).toBeNull();
    await w.t.db.update(trips).set({ offeredAgainAt: sql`now() - interval '16 minutes'` }).where(eq(trips.id, trip.id));
    await escalateDueRequests(w.t.db, w.t.config);
    expect((await tripRow(trip.id)).escalatedAt).not.toBeNull();
  });

  it('acts once for a repeated Idempotency-Key', async () => {
    const trip = await newTrip();
    const who = withKey(w.user, `reoffer-${trip.id}`);
    const first = await reoffer(who, trip.id, { agencyIds: [w.a.alsFar.id] });
    const again = await reoffer(who, trip.id, { agencyIds: [w.a.alsFar.id] });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect((await historyRows(trip.id)).filter((h) => h.note?.startsWith('Offered again'))).toHaveLength(1);
  });
});

describe('POST /api/trips/{id}/phone-acceptance', () => {
  it("is the agency's accept, recorded by the coordinator for it: its My Trips row and the details carry who said yes", async () => {
    const trip = await newTrip();
    const res = await byPhone(w.user, trip.id, { agencyId: w.a.alsFar.id, acceptedBy: '  Sam Ortiz, dispatcher ' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as TripDetails;
    expect(after).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsFar.id, assignedAgency: { name: 'Erie ALS' } });
    expect(after.phoneAcceptance).toMatchObject({ acceptedBy: 'Sam Ortiz, dispatcher', recordedBy: 'Test USER' });
    expect(after.history.at(-1)).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'ACCEPTED',
      actorRole: 'USER',
      actorOrganisation: 'Transport Control Center',
      note: 'Accepted by phone: Sam Ortiz, dispatcher (Erie ALS), recorded by the control center',
      onBehalfOf: 'Erie ALS',
    });
    const mine = (await w.call('GET', '/api/trips', w.emsFar)).json().data as TripListItem[];
    expect(mine.find((t) => t.id === trip.id)!.phoneAcceptance).toEqual(after.phoneAcceptance);
    expect((await notificationTitles(w.t.db, w.userIds.nurse))[0]!.message).toContain('Erie ALS');
    // the agency first offered it sees it leave its Available Trips
    expect((await notificationTitles(w.t.db, w.userIds.ems))[0]!.message).toContain('accepted');
    const responses = await w.t.db.select().from(agencyResponses).where(eq(agencyResponses.tripId, trip.id));
    expect(responses.filter((r) => r.response === 'ACCEPTED').map((r) => r.agencyId)).toEqual([w.a.alsFar.id]);
  });

  it('takes an agency that declined, and names the unit it will send; its Undo clears the phone acceptance', async () => {
    const trip = await newTrip({ selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200 });
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'CANCELLED' })).statusCode).toBe(200);
    const [unit] = await w.t.db.insert(units).values({ agencyId: w.a.alsNear.id, unitNumber: 'M-7', capabilities: ['BLS'] }).returning();
    const res = await byPhone(w.admin, trip.id, { agencyId: w.a.alsNear.id, unitId: unit!.id, acceptedBy: 'Lee' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ACCEPTED', assignedUnitId: unit!.id, assignedUnitNumber: 'M-7' });
    const undo = await w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'PENDING' });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await details(trip.id)).phoneAcceptance).toBeNull();
  });

  it('refuses a bad body, an agency or unit that cannot take it, a trip not waiting and an open compare-offers request, changing nothing', async () => {
    const trip = await newTrip({ transportLevel: 'ALS' });
    for (const body of [{}, { agencyId: w.a.alsFar.id }, { agencyId: w.a.alsFar.id, acceptedBy: '   ' }, { agencyId: w.a.alsFar.id, acceptedBy: 'x'.repeat(101) }, { agencyId: w.a.alsFar.id, acceptedBy: 'Sam', extra: 1 }]) {
      await refused(byPhone(w.admin, trip.id, body), 400);
    }
    await refused(byPhone(w.admin, trip.id, { agencyId: w.a.blsMid.id, acceptedBy: 'Sam' }), 400, CENTER_ACTION_MESSAGES.agencyCannotCarry('Mon Valley BLS', 'ALS'));
    await refused(byPhone(w.admin, trip.id, { agencyId: w.a.inReview.id, acceptedBy: 'Sam' }), 400, CENTER_ACTION_MESSAGES.agencyClosed('New EMS'));
    await refused(byPhone(w.admin, trip.id, { agencyId: 'nope', acceptedBy: 'Sam' }), 400, CENTER_ACTION_MESSAGES.unknownAgency('nope'));
    const othersUnit = await insertUnit(w.t.db, w.a.alsNear.id);
    await refused(byPhone(w.admin, trip.id, { agencyId: w.a.alsFar.id, unitId: othersUnit.id, acceptedBy: 'Sam' }), 400, CENTER_ACTION_MESSAGES.unitNotTheAgencys);
    const down = await insertUnit(w.t.db, w.a.alsFar.id, { currentStatus: 'OUT_OF_SERVICE' });
    await refused(byPhone(w.admin, trip.id, { agencyId: w.a.alsFar.id, unitId: down.id, acceptedBy: 'Sam' }), 409);
    expect((await byPhone(w.admin, trip.id, { agencyId: w.a.alsNear.id, acceptedBy: 'Sam' })).statusCode).toBe(200);
    await refused(byPhone(w.admin, trip.id, { agencyId: w.a.alsFar.id, acceptedBy: 'Kim' }), 409, TRIP_ERRORS.alreadyAccepted);
    const compare = await newTrip({ acceptanceMode: 'COMPARE_OFFERS' });
    const res = await byPhone(w.admin, compare.id, { agencyId: w.a.alsNear.id, acceptedBy: 'Sam' });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatch(/^Award an offer instead: this request compares offers until /);
  });

  it("races the agency's own Accept with exactly one winner and one ACCEPTED history row", async () => {
    for (let round = 0; round < 4; round++) {
      const trip = await newTrip({ selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200 });
      // the same agency by phone and by its own button, and another agency by its own button
      const answers = await Promise.all([
        byPhone(w.user, trip.id, { agencyId: w.a.alsNear.id, acceptedBy: 'Sam' }),
        w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'ACCEPTED' }),
        w.call('PUT', `/api/trips/${trip.id}/status`, w.emsFar, { status: 'ACCEPTED' }),
      ]);
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200), JSON.stringify(answers.map((r) => r.body))).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(2);
      const history = await historyRows(trip.id);
      expect(history.filter((h) => h.toStatus === 'ACCEPTED')).toHaveLength(1);
      const responses = await w.t.db.select().from(agencyResponses).where(eq(agencyResponses.tripId, trip.id));
      expect(responses.filter((r) => r.response === 'ACCEPTED')).toHaveLength(1);
      const row = await tripRow(trip.id);
      expect(row.phoneAcceptedBy !== null).toBe(codes[0] === 200);
    }
  });

  it('acts once for a repeated Idempotency-Key', async () => {
    const trip = await newTrip();
    const who = withKey(w.user, `phone-${trip.id}`);
    const first = await byPhone(who, trip.id, { agencyId: w.a.alsFar.id, acceptedBy: 'Sam' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await byPhone(who, trip.id, { agencyId: w.a.alsFar.id, acceptedBy: 'Sam' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await historyRows(trip.id)).filter((h) => h.toStatus === 'ACCEPTED')).toHaveLength(1);
  });
});

describe('POST /api/trips/{id}/notes', () => {
  it('adds a line to the timeline at any status, with its line breaks, for nobody else', async () => {
    const trip = await newTrip();
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.nurse, { status: 'CANCELLED' })).statusCode).toBe(200);
    const res = await note(w.user, trip.id, { note: ' Ward called back.\nPatient went home. ' });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().data as TripDetails).history.at(-1)).toMatchObject({
      fromStatus: 'CANCELLED',
      toStatus: 'CANCELLED',
      actorRole: 'USER',
      note: 'Ward called back.\nPatient went home.',
      onBehalfOf: null,
    });
  });

  it('refuses an empty, blank or too long note and unknown fields with 400, changing nothing', async () => {
    const trip = await newTrip();
    for (const body of [{}, { note: '' }, { note: '  \n ' }, { note: 'x'.repeat(1001) }, { note: 'ok', extra: true }]) await refused(note(w.admin, trip.id, body), 400);
  });

  it('acts once for a repeated Idempotency-Key', async () => {
    const trip = await newTrip();
    const who = withKey(w.admin, `note-${trip.id}`);
    const first = await note(who, trip.id, { note: 'Called' });
    const again = await note(who, trip.id, { note: 'Called' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await historyRows(trip.id)).filter((h) => h.note === 'Called')).toHaveLength(1);
  });
});

describe('Needs attention: whom to call', () => {
  it("names each waiting request's facility and the agencies it was offered to, with their numbers and answers", async () => {
    await w.t.db.update(hospitals).set({ phone: '412-555-0100' }).where(eq(hospitals.id, w.hospitalA.hospital.id));
    await w.t.db.update(agencies).set({ phone: '412-555-0199' }).where(eq(agencies.id, w.a.alsNear.id));
    const trip = await newTrip({ selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200 });
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, w.emsFar, { status: 'CANCELLED' })).statusCode).toBe(200);
    // the oldest waiting request, so the list names it whatever other tests left waiting
    await w.t.db.update(trips).set({ createdAt: sql`now() - interval '30 days'` }).where(eq(trips.id, trip.id));
    const res = await w.call('GET', `${OVERVIEW_ATTENTION_PATH}?limit=20`, w.user);
    expect(res.statusCode, res.body).toBe(200);
    const row = (res.json().data as OverviewAttention).waiting.oldest.find((t) => t.id === trip.id)!;
    expect(row.facility).toEqual({ name: 'General Hospital', phone: '412-555-0100' });
    expect(row.agencies).toEqual([
      { id: w.a.alsNear.id, name: 'Allegheny ALS', phone: '412-555-0199', answer: 'OFFERED' },
      { id: w.a.alsFar.id, name: 'Erie ALS', phone: null, answer: 'DECLINED' },
    ]);
  });
});
