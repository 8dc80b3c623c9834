import { LIST_PAGING_TEXTS as P } from '../../src/domain/list-paging';
import { ROUTE_OPTIMIZATION_TEXTS as T } from '../../src/domain/route-optimization-texts';
import { LIST_PAGE_SIZE } from '../../src/web/lib/use-list-page';
import { authHeader } from '../support/control-center-api';
import { availableUnits, basicLifeSupportUnit, requestCheckbox } from '../support/route-planning';
import { screenSettled } from '../support/screen-settled';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';
import { cancelRequests, remoteFacility, unofferedRequests } from '../support/unoffered-requests';

test.describe('control center: Route Optimization a page at a time', () => {
  test('the pending requests come 50 at a time, found by the search; a selection made on one page stays on the next and is optimized', async ({ page }) => {
    // makes, and afterwards cancels, more than a page of requests, ready in 2031: after every other test's requests,
    // so the planner's first page stays as the other tests expect it
    test.slow();
    const facility = await remoteFacility(page.request);
    const prefix = `RP${Date.now().toString(36).toUpperCase()}-`;
    const trips = await unofferedRequests(page.request, facility.headers, prefix, LIST_PAGE_SIZE + 1);
    try {
      await signInAs(page, 'admin');
      await expect(page).toHaveURL('/dashboard');
      const unit = basicLifeSupportUnit(await availableUnits(page.request, await authHeader(page)));
      await page.goto('/dashboard/route-optimization');
      await screenSettled(page);
      const checklist = page.getByRole('group', { name: T.selectRequests });
      await checklist.getByRole('searchbox', { name: T.searchRequests }).fill(prefix);
      const pager = checklist.getByRole('navigation', { name: P.label });
      const all = trips.length;
      await expect(pager).toContainText(P.range(1, LIST_PAGE_SIZE, all));
      await expect(checklist.getByRole('checkbox')).toHaveCount(LIST_PAGE_SIZE);

      // the soonest first: the first request on the first page, the last alone on the second
      const first = trips[0]!;
      const last = trips[all - 1]!;
      await requestCheckbox(page, first.tripNumber).check();
      await expect(checklist.getByRole('status')).toHaveText(T.selectedCount(1, all));
      await pager.getByRole('button', { name: P.next }).click();
      await expect(pager).toContainText(P.range(all, all, all));
      await expect(requestCheckbox(page, first.tripNumber)).toHaveCount(0);
      await requestCheckbox(page, last.tripNumber).check();
      await expect(checklist.getByRole('status')).toHaveText(T.selectedCount(2, all));
      await pager.getByRole('button', { name: P.previous }).click();
      await expect(requestCheckbox(page, first.tripNumber)).toBeChecked();

      // both go with Optimize Routes, though only one is on screen
      await page.getByLabel(T.selectUnit, { exact: true }).selectOption(unit.id);
      const asked = page.waitForRequest((r) => r.url().endsWith('/api/optimize/routes') && r.method() === 'POST');
      await page.getByRole('button', { name: T.optimize, exact: true }).click();
      expect(JSON.parse((await asked).postData() ?? '{}')).toEqual({ unitId: unit.id, requestIds: [first.id, last.id] });

      // Select none clears the selection on every page
      await checklist.getByRole('button', { name: T.selectNone }).click();
      await expect(checklist.getByRole('status')).toHaveText(T.selectedCount(0, all));
      await checklist.getByRole('searchbox', { name: T.searchRequests }).fill(`${prefix}none`);
      await expect(checklist.getByText(T.noMatchingRequests, { exact: true })).toBeVisible();
    } finally {
      await cancelRequests(page.request, facility.headers, trips);
    }
  });
});
