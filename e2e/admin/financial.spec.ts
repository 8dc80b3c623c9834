import type { ApiData } from '../../src/domain/api';
import { COMMON_TEXTS, FINANCIAL_TEXTS as T } from '../../src/domain/control-center-screens';
import { SCREEN } from '../../src/domain/messages';
import type { FinancialSummary } from '../../src/domain/overview';
import { DASHBOARD_SECTIONS as S } from '../../src/domain/portal-texts';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

test.describe('control center: Financial', () => {
  test('keeps its line and shows the summary the server computed', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/tcc/financial/summary') && r.ok());
    await page.getByRole('navigation').getByRole('link', { name: S.financial }).click();
    const summary = ((await (await answered).json()) as ApiData<FinancialSummary>).data;
    await expect(page.getByText(SCREEN.financialPlaceholder)).toBeVisible();
    expect(summary.completedTrips).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: T.completedTrips })).toHaveText(`${T.completedTrips}${summary.completedTrips}`);
    await expect(page.getByRole('group', { name: T.totalRevenue })).toHaveText(`${T.totalRevenue}${money(summary.totalRevenue)}`);
    await expect(page.getByRole('group', { name: T.averageRevenue })).toHaveText(`${T.averageRevenue}${money(summary.averageRevenuePerTrip)}`);
    await expect(page.getByText(new RegExp(`last ${summary.periodDays} days`))).toBeVisible();
  });

  test('a failed call says so and Retry loads the figures', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.route('**/api/tcc/financial/summary', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/dashboard/financial');
    await expect(page.getByRole('alert')).toHaveText(T.loadFailed, { timeout: 15_000 });
    await page.unroute('**/api/tcc/financial/summary');
    await page.getByRole('button', { name: COMMON_TEXTS.retry }).click();
    await expect(page.getByRole('group', { name: T.totalRevenue })).toContainText('$');
  });
});
