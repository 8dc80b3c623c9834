import { expect, type Locator, type Page } from '@playwright/test';
import type { Agency } from '@/domain/organisations/agency-answers';
import { ORG_ACTIONS } from '@/domain/organisations/org-list-texts';
import { REVIEW_DIALOG_TEXTS } from '@/domain/organisations/registration-review';
import { uniqueEmail } from './accounts';

/** A name no other test (or earlier run) uses, so a test finds exactly its own rows. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const bearer = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('sign in before calling the API as that user');
  return { authorization: `Bearer ${token}` };
};

/** Adds an agency through the API as the signed-in administrator; `active: false` then switches it off. */
export async function createAgencyViaApi(page: Page, name: string, { active = true } = {}): Promise<Agency> {
  const headers = await bearer(page);
  const created = await page.request.post('/api/tcc/agencies', {
    headers,
    data: { name, contactName: 'Casey Morgan', email: uniqueEmail('agency'), city: 'Pittsburgh', state: 'PA', zipCode: '15222', capabilities: ['BLS'] },
  });
  expect(created.status()).toBe(201);
  const agency = ((await created.json()) as { data: Agency }).data;
  if (!active) {
    const off = await page.request.put(`/api/tcc/agencies/${agency.id}`, {
      headers,
      data: { name, contactName: 'Casey Morgan', email: agency.contactInfo.email, isActive: false },
    });
    expect(off.status()).toBe(200);
  }
  return agency;
}

/** A facility that registered (and verified nothing yet) and now awaits the control center's review. */
export async function registerHospitalViaApi(page: Page, facilityName: string, more: Record<string, string> = {}) {
  const account = { email: uniqueEmail('facility'), password: 'review-me-2024' };
  const answer = await page.request.post('/api/auth/healthcare/register', {
    data: { ...account, name: 'Robin Hale', facilityName, facilityType: 'Clinic', ...more },
  });
  expect(answer.status()).toBe(201);
  return account;
}

/** A row's action button: the spec's word first, then (for screen readers) whose row it is. */
export const rowButton = (row: Locator, label: string) => row.getByRole('button', { name: new RegExp(`^${label}\\b`) });

/** The dialog Approve or Reject opens for a registration, titled with the organisation's name. */
export const reviewDialog = (page: Page, decision: 'approve' | 'reject', name: string) =>
  page.getByRole('dialog', { name: decision === 'approve' ? REVIEW_DIALOG_TEXTS.approveTitle(name) : REVIEW_DIALOG_TEXTS.rejectTitle(name) });

/** A row's Approve or Reject, confirmed in its dialog (Reject with `reason`). */
export async function reviewRow(page: Page, row: Locator, name: string, decision: 'approve' | 'reject', reason = 'Registration details could not be verified') {
  await rowButton(row, decision === 'approve' ? ORG_ACTIONS.approve : ORG_ACTIONS.reject).click();
  const dialog = reviewDialog(page, decision, name);
  if (decision === 'reject') await dialog.getByLabel(REVIEW_DIALOG_TEXTS.reasonLabel).fill(reason);
  await dialog.getByRole('button', { name: decision === 'approve' ? ORG_ACTIONS.approve : ORG_ACTIONS.reject, exact: true }).click();
  await expect(dialog).toBeHidden();
}
