import { expect, type Page } from '@playwright/test';
import type { UserListItem } from '../../src/domain/auth';
import type { UnitCreateBody, UnitView } from '../../src/domain/unit-forms';
import { uniqueEmail } from './accounts';

/** The signed-in user's bearer header, for calls a test makes beside the screen. */
export async function authHeader(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('sign in before calling the API as that user');
  return { authorization: `Bearer ${token}` };
}

/** Adds a unit through the API as the signed-in administrator. */
export async function createUnitViaApi(page: Page, body: Partial<UnitCreateBody> & { unitNumber: string; agencyId: string }): Promise<UnitView> {
  const answer = await page.request.post('/api/units', { headers: await authHeader(page), data: body });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: UnitView }).data;
}

export interface CreatedUser {
  user: UserListItem;
  email: string;
  password: string;
}

/** A control-center account of its own for a test, created by the signed-in administrator. */
export async function createUserViaApi(page: Page, userType: 'USER' | 'ADMIN', name = 'Taylor Quinn'): Promise<CreatedUser> {
  const account = { email: uniqueEmail(userType.toLowerCase()), password: 'own-account-2024' };
  const answer = await page.request.post('/api/auth/register', {
    headers: await authHeader(page),
    data: { ...account, name, userType },
  });
  expect(answer.status()).toBe(201);
  return { ...account, user: ((await answer.json()) as { user: UserListItem }).user };
}

/** Whether an e-mail and password still open the control center's login. */
export async function canSignIn(page: Page, email: string, password: string): Promise<boolean> {
  const answer = await page.request.post('/api/auth/login', { data: { email, password } });
  return answer.ok();
}
