import type { Page } from '@playwright/test';
import { TRANSPORT_REQUESTS_COLUMNS } from '@/domain/portals/healthcare-portal-texts';
import { LIST_PAGING_TEXTS } from '@/domain/common/list-paging';
import { SCREEN } from '@/domain/common/messages';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { LIST_PAGE_SIZE } from '@/web/lib/use-list-page';
import { openTab, PORTAL_TABS } from '../support/healthcare-portal';
import { submitLogin } from '../support/session';
import { cancelRequests, remoteHospital, unofferedRequests } from '../support/unoffered-requests';
import { expect, test } from '../support/test';

const REQUESTS_TEXTS = PORTAL_UI.requests;

const patientIds = (page: Page) => page.getByRole('table', { name: REQUESTS_TEXTS.tableLabel }).locator(`td[data-label="${TRANSPORT_REQUESTS_COLUMNS.patientId}"]`).allTextContents();

test.describe('healthcare facility: Transport Requests a page at a time', () => {
  test('past 50 requests the list pages, newest first; the search goes to the server; a new request refreshes the page shown', async ({ page, mailbox }) => {
    // registers a facility of its own and makes more than a page of requests for it
    test.slow();
    const hospital = await remoteHospital(page.request, mailbox);
    const prefix = `PG${Date.now().toString(36).toUpperCase()}-`;
    const id = (n: number) => `${prefix}${String(n).padStart(2, '0')}`;
    const trips = await unofferedRequests(page.request, hospital.headers, prefix, LIST_PAGE_SIZE + 1);
    // the list shows every status: withdrawn at once, they stay off the pending lists other tests select from
    await cancelRequests(page.request, hospital.headers, trips.splice(0));
    try {
      await page.goto('/');
      await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
      await submitLogin(page, hospital.account.email, hospital.account.password, SCREEN.signIn);
      await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toBeVisible();

      const pageCalls: string[] = [];
      page.on('request', (r) => void (/\/api\/trips\?/.test(r.url()) && pageCalls.push(r.url())));
      await openTab(page, PORTAL_TABS.requests);
      const pager = page.getByRole('navigation', { name: LIST_PAGING_TEXTS.label });
      await expect(pager).toContainText(LIST_PAGING_TEXTS.range(1, LIST_PAGE_SIZE, LIST_PAGE_SIZE + 1));
      await expect(page.getByRole('status').filter({ hasText: REQUESTS_TEXTS.count(LIST_PAGE_SIZE + 1) })).toBeVisible();
      const first = await patientIds(page);
      expect(first).toHaveLength(LIST_PAGE_SIZE);
      expect(first[0]).toBe(id(LIST_PAGE_SIZE));
      // the browser asks for one page, never the whole list
      expect(pageCalls.length).toBeGreaterThan(0);
      for (const url of pageCalls) expect(new URL(url).searchParams.get('limit')).not.toBe(null);

      await pager.getByRole('button', { name: LIST_PAGING_TEXTS.next }).click();
      await expect(pager).toContainText(LIST_PAGING_TEXTS.range(LIST_PAGE_SIZE + 1, LIST_PAGE_SIZE + 1, LIST_PAGE_SIZE + 1));
      await expect.poll(() => patientIds(page)).toEqual([id(0)]);
      await expect(pager.getByRole('button', { name: LIST_PAGING_TEXTS.next })).toBeDisabled();

      // a request made elsewhere arrives by the live updates: the second page now starts one request later
      trips.push(...(await unofferedRequests(page.request, hospital.headers, prefix, 1, LIST_PAGE_SIZE + 1)));
      await expect(pager).toContainText(LIST_PAGING_TEXTS.range(LIST_PAGE_SIZE + 1, LIST_PAGE_SIZE + 2, LIST_PAGE_SIZE + 2));
      await expect.poll(() => patientIds(page)).toEqual([id(1), id(0)]);

      await pager.getByRole('button', { name: LIST_PAGING_TEXTS.previous }).click();
      await expect.poll(() => patientIds(page).then((ids) => ids[0])).toBe(id(LIST_PAGE_SIZE + 1));

      // the search finds a request on any page, and says when none matches
      await page.getByRole('searchbox', { name: REQUESTS_TEXTS.search }).fill(id(7));
      await expect.poll(() => patientIds(page)).toEqual([id(7)]);
      await expect(pager).toHaveCount(0);
      expect(pageCalls.some((url) => new URL(url).searchParams.get('search') === id(7))).toBe(true);
      await page.getByRole('searchbox', { name: REQUESTS_TEXTS.search }).fill(`${prefix}none`);
      await expect(page.getByText(REQUESTS_TEXTS.noMatch, { exact: true })).toBeVisible();
    } finally {
      await cancelRequests(page.request, hospital.headers, trips);
    }
  });
});
