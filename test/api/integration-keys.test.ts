import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MESSAGES } from '@/domain/common/idempotency';
import { KEY_MESSAGES } from '@/domain/integrations/integration-keys';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { rawRows } from '@/server/db/raw-query';
import { users } from '@/server/db/schema';
import { keyHash } from '@/server/modules/integration-keys/key-text';
import { newKey } from './integration-key-fixtures';
import { UNKNOWN_ID } from './org-fixtures';
import { signedIn } from './fixtures';
import { insertAgency, insertHospital, milesNorth, requestOfferedToBoth, signedInStaff, useTripWorld, wizardBody } from './trip-fixtures';

const w = useTripWorld(() => ({ keyRateLimit: 12 }));

describe('integration keys: each organisation keeps its own', () => {
  it('an administrator, a facility and an agency create keys shown once and list them by prefix', async () => {
    for (const [who, scopes] of [
      [w.admin, ['trips:read']],
      [w.nurse, ['requests:write', 'trips:read']],
      [w.ems, ['trips:read', 'webhooks:manage']],
    ] as const) {
      const res = await w.call('POST', '/api/integration-keys', who, { name: '  Epic  ', scopes: [...scopes, scopes[0]] });
      expect(res.statusCode, res.body).toBe(201);
      const { key, integrationKey } = res.json().data;
      expect(key).toMatch(/^tcc_[A-Za-z0-9_-]{43}$/);
      expect(integrationKey).toMatchObject({ name: 'Epic', prefix: key.slice(0, 12), scopes, lastUsedAt: null, revokedAt: null });
      const list = await w.call('GET', '/api/integration-keys', who);
      expect(list.statusCode).toBe(200);
      expect(list.json().data.map((k: { id: string }) => k.id)).toContain(integrationKey.id);
      expect(list.body).not.toContain(key);
    }
  });

  it("lists only the caller's organisation's keys", async () => {
    const mine = await newKey(w, w.nurse, ['trips:read']);
    const theirs = await newKey(w, w.nurseB, ['trips:read']);
    const ids = (await w.call('GET', '/api/integration-keys', w.nurse)).json().data.map((k: { id: string }) => k.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    const admins = (await w.call('GET', '/api/integration-keys', w.admin)).json().data.map((k: { id: string }) => k.id);
    expect(admins).not.toContain(mine.id);
  });

  it('refuses the read-only control center, anonymous callers, and scopes the organisation may not have', async () => {
    expect((await w.call('GET', '/api/integration-keys', w.user)).statusCode).toBe(403);
    expect((await w.call('POST', '/api/integration-keys', {}, { name: 'x', scopes: ['trips:read'] })).statusCode).toBe(401);
    const ems = await w.call('POST', '/api/integration-keys', w.ems, { name: 'x', scopes: ['requests:write'] });
    expect(ems.statusCode).toBe(400);
    expect(ems.json().error).toBe(KEY_MESSAGES.scopeNotAllowed('requests:write'));
    const admin = await w.call('POST', '/api/integration-keys', w.admin, { name: 'x', scopes: ['requests:write'] });
    expect(admin.statusCode).toBe(400);
    expect((await w.call('POST', '/api/integration-keys', w.nurse, { name: 'x', scopes: [] })).statusCode).toBe(400);
    expect((await w.call('POST', '/api/integration-keys', w.nurse, { name: 'x', scopes: ['trips:write'] })).statusCode).toBe(400);
  });

  it('keeps only the hash and the prefix of a key: its text is nowhere in the table', async () => {
    const key = await newKey(w, w.nurse, ['trips:read']);
    const rows = await rawRows<Record<string, unknown>>(w.t.db, sql`select * from integration_keys where id = ${key.id}`);
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(key.text);
    expect(stored).not.toContain(key.text.slice(12));
    expect(rows[0]!.key_hash).toBe(keyHash(key.text));
  });

  it('creates one key for a request sent twice with one Idempotency-Key, and keeps its text nowhere', async () => {
    const headers = { ...w.nurse, 'idempotency-key': 'create-key-once-0001' };
    const body = { name: 'Double click', scopes: ['trips:read'] };
    const [first, second] = await Promise.all([
      w.call('POST', '/api/integration-keys', headers, body),
      w.call('POST', '/api/integration-keys', headers, body),
    ]);
    const created = [first, second].filter((r) => r.statusCode === 201);
    const repeated = [first, second].filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(repeated).toHaveLength(1);
    expect(repeated[0]!.json().error).toBe(IDEMPOTENCY_MESSAGES.secretShownOnce);
    const keyText = created[0]!.json().data.key as string;
    expect(repeated[0]!.body).not.toContain(keyText);
    const named = await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from integration_keys where name = 'Double click'`);
    expect(named[0]!.n).toBe(1);
    const kept = await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from idempotency_keys where response_body like ${'%' + keyText + '%'}`);
    expect(kept[0]!.n).toBe(0);
    expect((await w.call('POST', '/api/integration-keys', headers, body)).statusCode).toBe(409);
  });
});

describe('calls with a key', () => {
  it('act for the organisation within the scopes: a facility key creates and reads its requests', async () => {
    const key = await newKey(w, w.nurse, ['requests:write'], 'Epic orders');
    const created = await w.call('POST', '/api/trips/enhanced', key.auth, wizardBody(w));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    expect((await w.call('GET', `/api/trips/${id}`, key.auth)).statusCode).toBe(200);
    const history = await rawRows<{ actor_user_id: string; actor_name: string }>(w.t.db, sql`select actor_user_id, actor_name from trip_history where trip_id = ${id}`);
    expect(history).toEqual([{ actor_user_id: w.userIds.nurse, actor_name: 'Epic orders (API key)' }]);
    const used = (await w.call('GET', '/api/integration-keys', w.nurse)).json().data.find((k: { id: string }) => k.id === key.id);
    expect(used.lastUsedAt).not.toBeNull();
  });

  it('an agency key with trips:read reads the trips offered to it and nothing else', async () => {
    const tripId = await requestOfferedToBoth(w);
    const key = await newKey(w, w.ems, ['trips:read']);
    expect((await w.call('GET', `/api/trips/${tripId}`, key.auth)).statusCode).toBe(200);
    const list = await w.call('GET', '/api/trips', key.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((t: { id: string }) => t.id)).toContain(tripId);
  });

  it('are refused 403 naming the scope they lack, and on calls that take no keys', async () => {
    const key = await newKey(w, w.nurse, ['trips:read']);
    const create = await w.call('POST', '/api/trips/enhanced', key.auth, wizardBody(w));
    expect(create.statusCode).toBe(403);
    expect(create.json()).toEqual({ success: false, error: KEY_MESSAGES.missingScope(['requests:write']) });
    const webhooksOnly = await newKey(w, w.nurse, ['webhooks:manage']);
    const read = await w.call('GET', '/api/trips', webhooksOnly.auth);
    expect(read.statusCode).toBe(403);
    expect(read.json().error).toContain('trips:read');
    const units = await w.call('GET', '/api/trips/agencies/available', key.auth);
    expect(units.statusCode).toBe(403);
    expect(units.json().error).toBe(KEY_MESSAGES.notForKeys);
  });

  it('a key cannot create, list or revoke keys', async () => {
    const key = await newKey(w, w.admin, ['trips:read', 'webhooks:manage']);
    for (const [method, url] of [
      ['POST', '/api/integration-keys'],
      ['GET', '/api/integration-keys'],
      ['POST', `/api/integration-keys/${key.id}/revoke`],
    ] as const) {
      const res = await w.call(method, url, key.auth, method === 'POST' ? { name: 'x', scopes: ['trips:read'] } : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(KEY_MESSAGES.notForKeys);
    }
    const count = await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from integration_keys where revoked_at is not null and id = ${key.id}`);
    expect(count[0]!.n).toBe(0);
  });

  it("a facility key cannot read another facility's trip", async () => {
    const tripId = await requestOfferedToBoth(w, w.nurseB);
    const key = await newKey(w, w.nurse, ['trips:read', 'requests:write']);
    expect((await w.call('GET', `/api/trips/${tripId}`, key.auth)).statusCode).toBe(404);
    const list = (await w.call('GET', '/api/trips', key.auth)).json().data.map((t: { id: string }) => t.id);
    expect(list).not.toContain(tripId);
  });

  it('a revoked key is refused 401 from its next call; an unknown one too', async () => {
    const key = await newKey(w, w.ems, ['trips:read']);
    expect((await w.call('GET', '/api/trips', key.auth)).statusCode).toBe(200);
    const revoked = await w.call('POST', `/api/integration-keys/${key.id}/revoke`, w.ems);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    const after = await w.call('GET', '/api/trips', key.auth);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, error: KEY_MESSAGES.invalidKey });
    expect((await w.call('POST', `/api/integration-keys/${key.id}/revoke`, w.ems)).json().data.revokedAt).toBe(revoked.json().data.revokedAt);
    const unknown = await w.call('GET', '/api/trips', { authorization: `Bearer tcc_${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(401);
  });

  it("another organisation's key cannot be revoked: 404, and it keeps working", async () => {
    const key = await newKey(w, w.nurseB, ['trips:read']);
    for (const who of [w.nurse, w.admin, w.ems]) {
      const res = await w.call('POST', `/api/integration-keys/${key.id}/revoke`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(KEY_MESSAGES.notFound);
    }
    expect((await w.call('POST', '/api/integration-keys/not-an-id/revoke', w.nurse)).statusCode).toBe(404);
    expect((await w.call('GET', '/api/trips', key.auth)).statusCode).toBe(200);
  });

  it('are limited per key: past the limit a minute, 429 in the error shape, while another key still calls', async () => {
    const key = await newKey(w, w.ems, ['trips:read']);
    for (let i = 0; i < 12; i++) expect((await w.call('GET', '/api/trips?limit=1', key.auth)).statusCode).toBe(200);
    const limited = await w.call('GET', '/api/trips?limit=1', key.auth);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: KEY_MESSAGES.rateLimited });
    expect(limited.headers['retry-after']).toBeDefined();
    const other = await newKey(w, w.ems, ['trips:read']);
    expect((await w.call('GET', '/api/trips?limit=1', other.auth)).statusCode).toBe(200);
    expect((await w.call('GET', '/api/trips?limit=1', w.ems)).statusCode).toBe(200);
  });

  it('past the limit, a FHIR call is answered 429 as an OperationOutcome', async () => {
    const key = await newKey(w, w.nurse, ['requests:write']);
    for (let i = 0; i < 12; i++) expect((await w.call('GET', '/api/trips?limit=1', key.auth)).statusCode).toBe(200);
    const limited = await w.call('GET', `/fhir/r4/Task/${UNKNOWN_ID}`, key.auth);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toMatch(/^application\/fhir\+json/);
    expect(limited.json()).toEqual({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'throttled', diagnostics: KEY_MESSAGES.rateLimited }] });
  });

  it('stops working when the account that created it is disabled', async () => {
    const { user, auth } = await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.alsNear.id });
    const key = await newKey(w, auth, ['trips:read']);
    expect((await w.call('GET', '/api/trips', key.auth)).statusCode).toBe(200);
    await w.t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, user.id));
    expect((await w.call('GET', '/api/trips', key.auth)).statusCode).toBe(401);
  });

  it('end with their organisation: switched off, its keys are refused at once and stay revoked when it is switched back on', async () => {
    const hospital = await insertHospital(w.t.db, 'Keyed Dialysis Center', milesNorth(1));
    const agency = await insertAgency(w.t.db, 'Keyed EMS', 6);
    const nurse = await signedInStaff(w.t.app, w.t.db, 'HEALTHCARE', { hospitalId: hospital.hospital.id });
    const dispatcher = await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: agency.id });
    const facilityKey = await newKey(w, nurse.auth, ['requests:write', 'trips:read', 'webhooks:manage']);
    const agencyKey = await newKey(w, dispatcher.auth, ['trips:read', 'webhooks:manage']);
    const hospitalForm = {
      name: 'Keyed Dialysis Center', address: '1 Main St', city: 'Pittsburgh', state: 'PA', zipCode: '15213', type: 'Hospital', region: 'North',
    };
    const agencyForm = { name: 'Keyed EMS', contactName: 'Dana Ruiz', email: 'ops@keyed-ems.org' };
    const switchOff = async (on: boolean) => {
      expect((await w.call('PUT', `/api/tcc/hospitals/${hospital.hospital.id}`, w.admin, { ...hospitalForm, isActive: on })).statusCode).toBe(200);
      expect((await w.call('PUT', `/api/tcc/agencies/${agency.id}`, w.admin, { ...agencyForm, isActive: on })).statusCode).toBe(200);
    };
    expect((await w.call('GET', '/api/trips', facilityKey.auth)).statusCode).toBe(200);
    expect((await w.call('GET', '/api/trips', agencyKey.auth)).statusCode).toBe(200);

    await switchOff(false);
    for (const key of [facilityKey, agencyKey]) {
      const read = await w.call('GET', '/api/trips', key.auth);
      expect(read.statusCode).toBe(401);
      expect(read.json().error).toBe(KEY_MESSAGES.invalidKey);
      const hook = await w.call('POST', '/api/webhooks', key.auth, { url: 'https://ehr.example.org/hooks', events: ['trip.accepted'] });
      expect(hook.statusCode).toBe(401);
    }
    const fhir = await w.call('POST', '/fhir/r4/ServiceRequest', facilityKey.auth, {});
    expect(fhir.statusCode).toBe(401);
    expect(fhir.json().resourceType).toBe('OperationOutcome');

    await switchOff(true);
    expect((await w.call('GET', '/api/trips', facilityKey.auth)).statusCode).toBe(401);
    expect((await w.call('GET', '/api/trips', agencyKey.auth)).statusCode).toBe(401);
    const live = await rawRows<{ n: number }>(
      w.t.db,
      sql`select count(*)::int as n from integration_keys where id in (${facilityKey.id}, ${agencyKey.id}) and revoked_at is null`,
    );
    expect(live[0]!.n).toBe(0);
  });

  it("end with their creator's right to hold them: an administrator demoted to the read-only role", async () => {
    const { user, auth } = await signedIn(w.t.app, w.t.db, 'ADMIN');
    const key = await newKey(w, auth, ['trips:read']);
    expect((await w.call('GET', '/api/trips', key.auth)).statusCode).toBe(200);
    expect((await w.call('PUT', `/api/auth/users/${user.id}`, w.admin, { userType: 'USER' })).statusCode).toBe(200);
    const refused = await w.call('GET', '/api/trips', key.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe(KEY_MESSAGES.invalidKey);
  });

  it('a session token still signs in as before beside keys', async () => {
    const res = await w.call('GET', '/api/trips', { authorization: 'Bearer not-a-token' });
    expect(res.json().error).toBe(AUTH_MESSAGES.sessionExpired);
  });
});
