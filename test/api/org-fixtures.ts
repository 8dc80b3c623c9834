import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { Db } from '@/server/db/connect';
import { trips, users } from '@/server/db/schema';
import { emsRegistration, healthcareRegistration, LOGIN_PATH, signedIn, tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';

// Helpers of the organisation tests (hospitals, facilities, agencies).

export const ROLES = ['ADMIN', 'USER', 'HEALTHCARE', 'EMS', 'none'] as const;
export type Role = (typeof ROLES)[number];
export type Headers = Record<string, string>;
type Reply = Awaited<ReturnType<TestApp['app']['inject']>>;

export interface OrgApi {
  t: TestApp;
  /** The headers of one signed-in caller per role, and the empty headers of a call without a token. */
  as: Record<Role, Headers>;
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object): Promise<Reply>;
}

/** One app for the test file, a caller of each role, and calls relative to the resource's base path. */
export function useOrgApi(base: string): OrgApi {
  const api: OrgApi = {
    t: undefined as unknown as TestApp,
    as: undefined as unknown as Record<Role, Headers>,
    call: (method, url, headers, payload) => api.t.app.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) }),
  };
  beforeAll(async () => {
    api.t = await startTestApp();
    api.as = await callersByRole(api.t);
  });
  afterAll(() => api.t.close());
  return api;
}

/** One signed-in caller per role, plus the empty headers of a call without a token. */
export async function callersByRole(t: TestApp): Promise<Record<Role, Headers>> {
  const [admin, user, healthcare, ems] = await Promise.all(
    (['ADMIN', 'USER', 'HEALTHCARE', 'EMS'] as const).map((r) => signedIn(t.app, t.db, r)),
  );
  return { ADMIN: admin!.auth, USER: user!.auth, HEALTHCARE: healthcare!.auth, EMS: ems!.auth, none: {} };
}

export const NOT_A_UUID = 'not-a-uuid';
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A trip row straight in the database: the organisation tests only need something that references them. */
export async function insertTrip(db: Db, refs: Partial<typeof trips.$inferInsert>) {
  const [trip] = await db
    .insert(trips)
    .values({
      tripNumber: `TEST-${randomUUID().slice(0, 8)}`,
      patientId: 'PT-1001',
      fromLocation: 'Origin',
      toLocation: 'Destination',
      scheduledTime: new Date(),
      ...refs,
    })
    .returning();
  return trip!;
}

const verificationToken = async (t: TestApp, email: string) => {
  // mail is delivered a batch at a time, so a later mail to the same address may arrive first
  const link = /http:\/\/tcc\.test\/\?verify=([\w%-]+)/;
  const match = (await t.mailbox()).find((m) => m.to.includes(email) && link.test(m.text))?.text.match(link);
  if (!match) throw new Error(`no verification mail for ${email}`);
  return decodeURIComponent(match[1]!);
};

/** Clicks the link of the verification mail, as the new user would. */
export async function verifyByMail(t: TestApp, email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: await verificationToken(t, email) } });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
  return res.json().data.status as string;
}

/** The token of the latest link sent to an organisation's new e-mail address. */
export async function confirmationToken(t: TestApp, email: string): Promise<string> {
  const link = /http:\/\/tcc\.test\/confirm-email\?token=([\w%-]+)/;
  const mails = (await t.mailbox()).filter((m) => m.to.includes(email.toLowerCase()) && link.test(m.text));
  const match = mails.at(-1)?.text.match(link);
  if (!match) throw new Error(`no confirmation mail for ${email}`);
  return decodeURIComponent(match[1]!);
}

/** Opens the link sent to an organisation's new e-mail address, as its owner would. */
export async function confirmNewEmail(t: TestApp, email: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-email', payload: { token: await confirmationToken(t, email) } });
  if (res.statusCode !== 200) throw new Error(`confirmation failed: ${res.body}`);
  return res;
}

/** Registers a facility or agency through the real API (and verifies its e-mail unless told not to). */
type Kind = 'healthcare' | 'ems';
type RegistrationOf<K extends Kind> = ReturnType<K extends 'healthcare' ? typeof healthcareRegistration : typeof emsRegistration>;

export async function registerOrg<K extends Kind>(t: TestApp, kind: K, opts: { verify?: boolean; overrides?: Record<string, unknown> } = {}) {
  const body = (kind === 'healthcare' ? healthcareRegistration(opts.overrides) : emsRegistration(opts.overrides)) as RegistrationOf<K>;
  const res = await t.app.inject({ method: 'POST', url: `/api/auth/${kind}/register`, payload: body });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.body}`);
  if (opts.verify ?? true) await verifyByMail(t, body.email);
  const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
  const signIn = () =>
    t.app.inject({
      method: 'POST',
      url: kind === 'healthcare' ? LOGIN_PATH.HEALTHCARE : LOGIN_PATH.EMS,
      payload: { email: body.email, password: body.password },
    });
  return { body, user: user!, orgId: (user!.hospitalId ?? user!.agencyId)!, signIn };
}


/** Runs `action` and proves it changed no row count and not the row `readRow` returns. */
export async function expectNothingChanged(t: TestApp, readRow: () => Promise<unknown>, action: () => Promise<void>) {
  const before = { counts: await tableCounts(t.db), row: await readRow() };
  await action();
  expect({ counts: await tableCounts(t.db), row: await readRow() }).toEqual(before);
}

/** Every write of a caller without the right answers 401 (no token) or 403 with the text, and nothing changes. */
export async function expectWritesRefused(t: TestApp, role: Exclude<Role, 'ADMIN'>, readRow: () => Promise<unknown>, writes: (() => Promise<Reply>)[]) {
  await expectNothingChanged(t, readRow, async () => {
    for (const res of await Promise.all(writes.map((write) => write()))) {
      expect(res.statusCode).toBe(role === 'none' ? 401 : 403);
      expect(res.json()).toEqual({ success: false, error: role === 'none' ? AUTH_MESSAGES.authRequired : AUTH_MESSAGES.forbidden });
    }
  });
}

/** Every /{id} call with an unknown and with a malformed id answers 404 with the text, and nothing changes. */
export async function expectUnknownIds404(t: TestApp, error: string, calls: ((id: string) => Promise<Reply>)[]) {
  await expectNothingChanged(t, async () => null, async () => {
    for (const id of [UNKNOWN_ID, NOT_A_UUID]) {
      for (const call of calls) {
        const res = await call(id);
        expect(res.statusCode, `${res.body} for ${id}`).toBe(404);
        expect(res.json()).toEqual({ success: false, error });
      }
    }
  });
}

/** A refused input: 400 with exactly this text. */
export function expectBadInput(res: Reply, error: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ success: false, error });
}
