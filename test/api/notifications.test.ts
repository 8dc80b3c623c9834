import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@/domain/notifications/notification-answers';
import { NOTIFICATION_LIST_LIMIT } from '@/domain/notifications/notifications';
import { notifications } from '@/server/db/schema';
import { notifyUsers } from '@/server/modules/notifications/notify';
import { agencyStaff } from '@/server/modules/notifications/trip-notices';
import { createUser, signedIn } from './fixtures';
import { allCounts, HOUR, signedInMember } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Session = { auth: Record<string, string>; user: { id: string } };
const inbox = async (who: Session) => {
  const res = await t.app.inject({ url: '/api/notifications', headers: who.auth });
  expect(res.statusCode).toBe(200);
  return res.json() as { success: true; data: NotificationItem[]; unreadCount: number };
};
const markRead = (who: Session, id: string) =>
  t.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: who.auth });
const readAll = (who: Session) => t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: who.auth });

/** Notifications an hour apart, oldest first; returns their ids. */
async function give(userId: string, titles: string[]) {
  const base = Date.now() - titles.length * HOUR;
  const rows = await t.db
    .insert(notifications)
    .values(titles.map((title, i) => ({ userId, title, message: `${title} message`, createdAt: new Date(base + i * HOUR) })))
    .returning();
  return rows.map((r) => r.id);
}

describe('GET /api/notifications', () => {
  it('gives each user only their own, newest first, with the unread count', async () => {
    const alice = await signedIn(t.app, t.db, 'USER');
    const bob = await signedIn(t.app, t.db, 'EMS');
    const [oldest] = await give(alice.user.id, ['Old read', 'Trip accepted', 'Trip completed']);
    await t.db.update(notifications).set({ read: true }).where(eq(notifications.id, oldest!));
    await t.db.insert(notifications).values({
      userId: alice.user.id,
      type: 'warning',
      title: 'Newest',
      message: 'Check unit M-9',
      link: '/dashboard/units',
    });
    await give(bob.user.id, ['Bob only']);

    const mine = await inbox(alice);
    expect(mine.success).toBe(true);
    expect(mine.unreadCount).toBe(3);
    expect(mine.data.map((n) => n.title)).toEqual(['Newest', 'Trip completed', 'Trip accepted', 'Old read']);
    expect(mine.data[0]).toEqual({
      id: expect.any(String),
      type: 'warning',
      title: 'Newest',
      message: 'Check unit M-9',
      link: '/dashboard/units',
      createdAt: expect.any(String),
      read: false,
    });
    expect(mine.data[3]).toMatchObject({ type: 'info', link: null, read: true });

    const his = await inbox(bob);
    expect(his.data.map((n) => n.title)).toEqual(['Bob only']);
    expect(his.unreadCount).toBe(1);
  });

  it(`lists at most ${NOTIFICATION_LIST_LIMIT} while the count covers all`, async () => {
    const busy = await signedIn(t.app, t.db, 'ADMIN');
    await give(busy.user.id, Array.from({ length: NOTIFICATION_LIST_LIMIT + 5 }, (_, i) => `N${i}`));
    const res = await inbox(busy);
    expect(res.data).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(res.data[0]!.title).toBe(`N${NOTIFICATION_LIST_LIMIT + 4}`);
    expect(res.unreadCount).toBe(NOTIFICATION_LIST_LIMIT + 5);
  });

  it.each(['ADMIN', 'USER', 'HEALTHCARE', 'EMS'] as const)('is open to %s', async (userType) => {
    const who = await signedIn(t.app, t.db, userType);
    expect(await inbox(who)).toEqual({ success: true, data: [], unreadCount: 0 });
  });

  it('no token → 401 on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['PUT', '/api/notifications/read-all'],
      ['PUT', `/api/notifications/${crypto.randomUUID()}/read`],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('PUT /api/notifications/{id}/read', () => {
  it('marks the caller’s own notification read', async () => {
    const who = await signedIn(t.app, t.db, 'HEALTHCARE');
    const [first, second] = await give(who.user.id, ['One', 'Two']);
    const res = await markRead(who, first!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: first, read: true }, unreadCount: 1 });
    const after = await inbox(who);
    expect(after.unreadCount).toBe(1);
    expect(after.data.find((n) => n.id === second)!.read).toBe(false);
  });

  it('another user’s notification → 404 and it stays unread', async () => {
    const owner = await signedIn(t.app, t.db, 'USER');
    const intruder = await signedIn(t.app, t.db, 'ADMIN');
    const [id] = await give(owner.user.id, ['Private']);
    const res = await markRead(intruder, id!);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'Notification not found' });
    expect((await inbox(owner)).unreadCount).toBe(1);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id'])('unknown id %s → 404, nothing changes', async (id) => {
    const who = await signedIn(t.app, t.db, 'EMS');
    await give(who.user.id, ['Unread']);
    const before = await allCounts(t.db);
    expect((await markRead(who, id)).statusCode).toBe(404);
    expect(await allCounts(t.db)).toEqual(before);
  });
});

describe('PUT /api/notifications/read-all', () => {
  it('marks all of the caller’s notifications read and only theirs', async () => {
    const who = await signedIn(t.app, t.db, 'USER');
    const other = await signedIn(t.app, t.db, 'USER');
    await give(who.user.id, ['A', 'B', 'C']);
    await give(other.user.id, ['X', 'Y']);
    const res = await readAll(who);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { updated: 3 }, unreadCount: 0 });
    const after = await inbox(who);
    expect(after.unreadCount).toBe(0);
    expect(after.data.every((n) => n.read)).toBe(true);
    expect((await inbox(other)).unreadCount).toBe(2);
    expect((await readAll(who)).json().data.updated).toBe(0);
  });
});

describe('notification helpers', () => {
  it('agencyStaff names the active users of that agency only; notifyUsers tells each listed user once', async () => {
    const ems = await signedIn(t.app, t.db, 'EMS');
    const colleague = await signedInMember(t.app, t.db, ems.user.agencyId!);
    const outsider = await signedIn(t.app, t.db, 'EMS');
    await notifyUsers(t.db, await agencyStaff(t.db, [ems.user.agencyId!]), { type: 'info', title: 'New trip', message: 'A trip is waiting' });
    expect((await inbox(ems)).data.map((n) => n.title)).toEqual(['New trip']);
    expect((await inbox(colleague)).data.map((n) => n.title)).toEqual(['New trip']);
    expect((await inbox(outsider)).data).toEqual([]);

    const u = await createUser(t.db, { userType: 'USER' });
    await notifyUsers(t.db, [u.id, u.id], { type: 'success', title: 'Done', message: 'Saved' });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, u.id))).toHaveLength(1);
  });
});
