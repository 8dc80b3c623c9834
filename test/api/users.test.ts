import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { USER_MANAGEMENT_MESSAGES } from '@/domain/session/user-forms';
import { notifications, sessions, tripHistory, trips, users } from '@/server/db/schema';
import { deleteControlCenterUser, updateControlCenterUser } from '@/server/modules/auth/user-management';
import type { Caller } from '@/server/plugins/auth';
import { createUser, signedIn, uniqueEmail } from './fixtures';
import { allCounts, insertTrip, signIn } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
});
afterAll(() => t.close());

const put = (id: string, payload: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method: 'PUT', url: `/api/auth/users/${id}`, headers, payload });
const del = (id: string, headers: Record<string, string> = admin.auth) => t.app.inject({ method: 'DELETE', url: `/api/auth/users/${id}`, headers });
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const listed = async () =>
  (await t.app.inject({ url: '/api/auth/users', headers: admin.auth })).json().users as { id: string; name: string; email: string; userType: string; isActive: boolean }[];
const MISSING = '00000000-0000-4000-8000-000000000000';

describe('PUT /api/auth/users/{id}', () => {
  it('changes name, e-mail and role on the server; the list and the new sign-in show it', async () => {
    const target = await createUser(t.db, { userType: 'USER' });
    const email = uniqueEmail('renamed');
    const res = await put(target.id, { name: 'Jordan Reyes', email: email.toUpperCase(), userType: 'ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      user: { id: target.id, name: 'Jordan Reyes', email, userType: 'ADMIN', isActive: true, status: 'ACTIVE', createdAt: expect.any(String) },
    });
    expect((await listed()).find((u) => u.id === target.id)).toMatchObject({ name: 'Jordan Reyes', email, userType: 'ADMIN' });
    const login = await signIn(t.app, email);
    expect(login.statusCode).toBe(200);
    expect(login.json().user.userType).toBe('ADMIN');
    expect((await signIn(t.app, target.email)).statusCode).toBe(401);
  });

  it.each([
    ['blank', { password: '' }],
    ['spaces', { password: '    ' }],
    ['absent', {}],
  ])('a %s password keeps the current one', async (_label, extra) => {
    const target = await createUser(t.db, { userType: 'USER' });
    const res = await put(target.id, { name: 'Kept Password', ...extra });
    expect(res.statusCode).toBe(200);
    expect((await row(target.id))!.passwordHash).toBe(target.passwordHash);
    expect((await signIn(t.app, target.email)).statusCode).toBe(200);
  });

  it.each([
    ['an empty JSON body', { 'content-type': 'application/json' }],
    ['no body at all', {}],
  ])('%s reads as an edit that changes nothing (every field is optional)', async (_label, contentType) => {
    const target = await createUser(t.db, { userType: 'USER' });
    const res = await t.app.inject({ method: 'PUT', url: `/api/auth/users/${target.id}`, headers: { ...admin.auth, ...contentType }, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: target.id, name: target.name, email: target.email, userType: 'USER' });
    expect(await row(target.id)).toMatchObject({ ...target, updatedAt: expect.any(Date) });
  });

  it('a new password replaces the old one and ends the user’s sessions', async () => {
    const target = await signedIn(t.app, t.db, 'USER');
    const res = await put(target.user.id, { password: 'brand-new-pass-1' });
    expect(res.statusCode).toBe(200);
    expect((await signIn(t.app, target.user.email)).statusCode).toBe(401);
    expect((await signIn(t.app, target.user.email, 'brand-new-pass-1')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: target.auth })).statusCode).toBe(401);
  });

  it('an admin changing their own password stays signed in', async () => {
    const self = await signedIn(t.app, t.db, 'ADMIN');
    expect((await put(self.user.id, { password: 'my-own-new-pass' }, self.auth)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: self.auth })).statusCode).toBe(200);
  });

  it('isActive false disables the account and ends its sessions; true lets it back in', async () => {
    const target = await signedIn(t.app, t.db, 'USER');
    const off = await put(target.user.id, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().user).toMatchObject({ isActive: false, status: 'DISABLED' });
    expect((await t.app.inject({ url: '/api/auth/verify', headers: target.auth })).statusCode).toBe(401);
    const login = await signIn(t.app, target.user.email);
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(AUTH_MESSAGES.accountDisabled);
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, target.user.id)));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    expect((await put(target.user.id, { isActive: true })).json().user).toMatchObject({ isActive: true, status: 'ACTIVE' });
    expect((await signIn(t.app, target.user.email)).statusCode).toBe(200);
  });

  it('a duplicate e-mail → 409 and nothing changes', async () => {
    const target = await createUser(t.db, { userType: 'USER' });
    const other = await createUser(t.db, { userType: 'EMS' });
    const before = await row(target.id);
    const res = await put(target.id, { email: other.email, name: 'Changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: AUTH_MESSAGES.emailTaken });
    expect(await row(target.id)).toEqual(before);
  });

  it.each([
    [{ password: 'short' }, REGISTRATION_MESSAGES.passwordTooShort],
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ name: '  ' }, 'name is required'],
    [{ userType: 'EMS' }, 'userType must be one of USER, ADMIN'],
    [{ isActive: 'no' }, 'isActive must be a boolean'],
  ])('bad input %o → 400 and nothing changes', async (payload, error) => {
    const target = await createUser(t.db, { userType: 'USER' });
    const before = await row(target.id);
    const counts = await allCounts(t.db);
    const res = await put(target.id, { name: 'Should Not Stick', ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await row(target.id)).toEqual(before);
    expect(await allCounts(t.db)).toEqual(counts);
  });

  it.each(['HEALTHCARE', 'EMS'] as const)('a %s account is not managed here → 404, unchanged', async (userType) => {
    const target = await createUser(t.db, { userType });
    const before = await row(target.id);
    const res = await put(target.id, { isActive: false, name: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(USER_MANAGEMENT_MESSAGES.userNotFound);
    expect(await row(target.id)).toEqual(before);
  });

  it.each([MISSING, 'bogus-id'])('unknown id %s → 404', async (id) => {
    expect((await put(id, { name: 'X' })).statusCode).toBe(404);
  });

  it.each([
    [{ isActive: false }, USER_MANAGEMENT_MESSAGES.cannotDisableSelf],
    [{ userType: 'USER' }, USER_MANAGEMENT_MESSAGES.cannotDemoteSelf],
  ])('an admin cannot %o themselves → 409, unchanged', async (payload, error) => {
    const self = await signedIn(t.app, t.db, 'ADMIN');
    const before = await row(self.user.id);
    const res = await put(self.user.id, payload, self.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error });
    expect(await row(self.user.id)).toEqual(before);
  });

  it('an admin may demote or disable another admin', async () => {
    const other = await createUser(t.db, { userType: 'ADMIN' });
    expect((await put(other.id, { userType: 'USER' })).json().user.userType).toBe('USER');
  });
});

describe('DELETE /api/auth/users/{id}', () => {
  it('deletes the user: gone from the list, cannot sign in, sessions and notifications removed, trips and history kept', async () => {
    const target = await signedIn(t.app, t.db, 'USER');
    await t.db.insert(notifications).values({ userId: target.user.id, title: 'Hello', message: 'World' });
    const trip = await insertTrip(t.db, { status: 'PENDING', createdById: target.user.id });
    await t.db.insert(tripHistory).values({
      tripId: trip.id,
      actorUserId: target.user.id,
      actorName: target.user.name,
      actorRole: 'USER',
      toStatus: 'PENDING',
    });

    const res = await del(target.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: target.user.id, email: target.user.email } });
    expect(await row(target.user.id)).toBeUndefined();
    expect((await listed()).map((u) => u.id)).not.toContain(target.user.id);
    expect((await signIn(t.app, target.user.email)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/auth/verify', headers: target.auth })).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, target.user.id))).toEqual([]);
    const [keptTrip] = await t.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(keptTrip!.createdById).toBeNull();
    const [history] = await t.db.select().from(tripHistory).where(eq(tripHistory.tripId, trip.id));
    expect(history).toMatchObject({ actorUserId: null, actorName: target.user.name, actorRole: 'USER', toStatus: 'PENDING' });
  });

  it('trip history stays append-only apart from that one change', async () => {
    const trip = await insertTrip(t.db, { status: 'PENDING' });
    await t.db.insert(tripHistory).values({ tripId: trip.id, actorUserId: admin.user.id, toStatus: 'PENDING' });
    await expect(t.db.update(tripHistory).set({ note: 'rewritten' }).where(eq(tripHistory.tripId, trip.id))).rejects.toThrow();
    await expect(
      t.db.update(tripHistory).set({ actorUserId: null, note: 'sneaky' }).where(eq(tripHistory.tripId, trip.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(tripHistory).where(eq(tripHistory.tripId, trip.id))).rejects.toThrow();
  });

  it('an admin cannot delete themselves → 409, still there', async () => {
    const res = await del(admin.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: USER_MANAGEMENT_MESSAGES.cannotDeleteSelf });
    expect(await row(admin.user.id)).toBeDefined();
  });

  it.each(['HEALTHCARE', 'EMS'] as const)('a %s account → 404, not deleted', async (userType) => {
    const target = await createUser(t.db, { userType });
    expect((await del(target.id)).statusCode).toBe(404);
    expect(await row(target.id)).toBeDefined();
  });

  it.each([MISSING, 'x'])('unknown id %s → 404', async (id) => {
    expect((await del(id)).statusCode).toBe(404);
  });
});

describe('who may manage users', () => {
  it.each([
    ['USER', 403],
    ['HEALTHCARE', 403],
    ['EMS', 403],
  ] as const)('%s → %i on edit and delete, nothing changes', async (userType, status) => {
    const caller = await signedIn(t.app, t.db, userType);
    const target = await createUser(t.db, { userType: 'USER' });
    const before = await row(target.id);
    const counts = await allCounts(t.db);
    const edit = await put(target.id, { name: 'Hijacked', userType: 'ADMIN' }, caller.auth);
    expect(edit.statusCode).toBe(status);
    expect(edit.json()).toEqual({ success: false, error: AUTH_MESSAGES.forbidden });
    expect((await del(target.id, caller.auth)).statusCode).toBe(status);
    expect(await row(target.id)).toEqual(before);
    expect(await allCounts(t.db)).toEqual(counts);
  });

  it('no token → 401 on edit and delete', async () => {
    const target = await createUser(t.db, { userType: 'USER' });
    expect((await put(target.id, { name: 'X' }, {})).statusCode).toBe(401);
    expect((await del(target.id, {})).statusCode).toBe(401);
    expect(await row(target.id)).toBeDefined();
  });
});

describe('the last active administrator', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await startTestApp();
  });
  afterAll(() => own.close());

  const activeAdmins = async () =>
    (await own.db.select().from(users).where(and(eq(users.userType, 'ADMIN'), eq(users.status, 'ACTIVE')))).map((u) => u.id);
  const asCaller = (u: typeof users.$inferSelect): Caller => ({
    id: u.id,
    name: u.name,
    email: u.email,
    userType: u.userType,
    facilityName: null,
    facilityType: null,
    agencyName: null,
    hospitalId: null,
    agencyId: null,
    timeZone: 'America/New_York',
    sessionId: MISSING,
  });

  it('cannot be deleted, disabled or demoted, even by a request already under way → 409', async () => {
    const last = await createUser(own.db, { userType: 'ADMIN' });
    // an admin whose request passed the role check just before they were demoted
    const former = await createUser(own.db, { userType: 'USER' });
    expect(await activeAdmins()).toEqual([last.id]);
    const before = await row2(last.id);
    for (const change of [
      () => deleteControlCenterUser(own.db, asCaller({ ...former, userType: 'ADMIN' }), last.id),
      () => updateControlCenterUser(own.db, asCaller({ ...former, userType: 'ADMIN' }), last.id, { isActive: false }),
      () => updateControlCenterUser(own.db, asCaller({ ...former, userType: 'ADMIN' }), last.id, { userType: 'USER' }),
    ]) {
      await expect(change()).rejects.toMatchObject({ statusCode: 409, message: USER_MANAGEMENT_MESSAGES.lastAdmin });
    }
    expect(await row2(last.id)).toEqual(before);
    // the only admin's own attempts through the API are refused too
    const auth = { authorization: `Bearer ${(await signIn(own.app, last.email)).json().token}` };
    for (const res of [
      await own.app.inject({ method: 'DELETE', url: `/api/auth/users/${last.id}`, headers: auth }),
      await own.app.inject({ method: 'PUT', url: `/api/auth/users/${last.id}`, headers: auth, payload: { userType: 'USER' } }),
      await own.app.inject({ method: 'PUT', url: `/api/auth/users/${last.id}`, headers: auth, payload: { isActive: false } }),
    ]) {
      expect(res.statusCode).toBe(409);
    }
    expect(await activeAdmins()).toEqual([last.id]);
  });

  it('two admins removing each other at once leave one active admin', async () => {
    for (const [first, second] of [['DELETE', 'DELETE'], ['PUT', 'PUT'], ['DELETE', 'PUT']] as const) {
      const existing = await activeAdmins();
      const a = await createUser(own.db, { userType: 'ADMIN' });
      const b = await createUser(own.db, { userType: 'ADMIN' });
      // leave exactly these two active
      if (existing.length) await own.db.update(users).set({ status: 'DISABLED' }).where(inArray(users.id, existing));
      const token = async (u: typeof a) => `Bearer ${(await signIn(own.app, u.email)).json().token}`;
      const [ta, tb] = [await token(a), await token(b)];
      const remove = (method: 'DELETE' | 'PUT', auth: string, id: string) =>
        own.app.inject({
          method,
          url: `/api/auth/users/${id}`,
          headers: { authorization: auth },
          ...(method === 'PUT' ? { payload: { isActive: false } } : {}),
        });
      const results = await Promise.all([remove(first, ta, b.id), remove(second, tb, a.id)]);
      const codes = results.map((r) => r.statusCode).sort();
      expect([
        [200, 409],
        [200, 403],
        [200, 401],
      ]).toContainEqual(codes);
      expect((await activeAdmins()).length).toBe(1);
    }
  });

  const row2 = async (id: string) => (await own.db.select().from(users).where(eq(users.id, id)))[0];
});
