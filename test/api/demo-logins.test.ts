import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { users } from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed';
import { disablePublishedDemoLogins } from '@/server/modules/auth/demo-logins';
import { hashPassword } from '@/server/modules/secrets/passwords';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoData(t.db);
});
afterAll(() => t.close());

const account = (role: (typeof DEMO_ACCOUNTS)[number]['role']) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
const signIn = (email: string, password: string, url = '/api/auth/login') => t.app.inject({ method: 'POST', url, payload: { email, password } });

describe('a demonstration database started in production', () => {
  it('disables the demo accounts that still have their published passwords, and ends their sessions', async () => {
    const dispatcher = account('ems');
    const session = await signIn(dispatcher.email, dispatcher.password, '/api/auth/ems/login');
    expect(session.statusCode, session.body).toBe(200);
    // the control center's read-only account was taken over by someone with a password of their own
    const own = account('user');
    await t.db.update(users).set({ passwordHash: await hashPassword('a passphrase of their own') }).where(eq(users.email, own.email));

    const disabled = await disablePublishedDemoLogins(t.db);
    expect(disabled.sort()).toEqual(DEMO_ACCOUNTS.filter((a) => a.role !== 'user').map((a) => a.email).sort());

    const admin = account('admin');
    const refused = await signIn(admin.email, admin.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(AUTH_MESSAGES.accountDisabled);
    const verify = await t.app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${session.json().token}` } });
    expect(verify.statusCode).toBe(401);
    expect((await signIn(own.email, 'a passphrase of their own')).statusCode).toBe(200);
  });

  it('does nothing on a second start', async () => {
    expect(await disablePublishedDemoLogins(t.db)).toEqual([]);
  });
});
