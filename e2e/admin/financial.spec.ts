import { readFile } from 'node:fs/promises';
import { FINANCIAL_REPORT_TEXTS } from '@/domain/analytics/financial';
import type { FinancialBreakdown } from '@/domain/analytics/financial-answers';
import { csvRows } from '../../test/support/csv-rows';
import { COMMON_TEXTS, FINANCIAL_TEXTS } from '@/domain/portals/control-center-screens';
import { SCREEN } from '@/domain/common/messages';
import type { FinancialSummary } from '@/domain/analytics/overview-answers';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

test.describe('control center: Financial', () => {
  test('keeps its line and shows the summary the server computed', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const answered = page.waitForResponse((r) => r.url().includes('/api/tcc/financial/summary') && r.ok());
    await page.getByRole('navigation').getByRole('link', { name: DASHBOARD_SECTIONS.financial }).click();
    const summary = ((await (await answered).json()) as { data: FinancialSummary }).data;
    await expect(page.getByText(SCREEN.financialTitle)).toBeVisible();
    expect(summary.completedTrips).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: FINANCIAL_TEXTS.completedTrips })).toHaveText(`${FINANCIAL_TEXTS.completedTrips}${summary.completedTrips}`);
    await expect(page.getByRole('group', { name: FINANCIAL_TEXTS.totalRevenue })).toHaveText(`${FINANCIAL_TEXTS.totalRevenue}${money(summary.totalRevenue)}`);
    await expect(page.getByRole('group', { name: FINANCIAL_TEXTS.averageRevenue })).toHaveText(`${FINANCIAL_TEXTS.averageRevenue}${money(summary.averageRevenuePerTrip)}`);
    await expect(page.getByText(new RegExp(`last ${summary.periodDays} days`))).toBeVisible();
  });

  test('a breakdown adds up to the total shown, and its CSV to the same total; another window shows its own', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const first = page.waitForResponse((r) => r.url().includes('/api/tcc/financial/breakdown?by=agency&timeframe=30d') && r.ok());
    await page.goto('/dashboard/financial');
    const breakdown = ((await (await first).json()) as { data: FinancialBreakdown }).data;
    const table = page.getByRole('table', { name: `${FINANCIAL_REPORT_TEXTS.byLabel}: ${FINANCIAL_REPORT_TEXTS.by.agency}` });
    await expect(table.getByRole('row')).toHaveCount(breakdown.rows.length + 2);
    const footer = table.getByRole('row').last();
    await expect(footer).toContainText(FINANCIAL_REPORT_TEXTS.total);
    await expect(footer).toContainText(money(breakdown.total.revenue));
    await expect(page.getByRole('group', { name: FINANCIAL_TEXTS.totalRevenue })).toContainText(money(breakdown.total.revenue));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: FINANCIAL_REPORT_TEXTS.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^revenue-by-agency-\d{4}-\d{2}-\d{2}\.csv$/);
    const [, ...lines] = csvRows(await readFile((await file.path())!, 'utf8'));
    const total = lines.pop()!;
    expect(total[0]).toBe(FINANCIAL_REPORT_TEXTS.total);
    expect(lines.reduce((s, l) => s + Math.round(Number(l[2]) * 100), 0)).toBe(Math.round(breakdown.total.revenue * 100));
    expect(Number(total[2])).toBe(breakdown.total.revenue);

    // by month, over 90 days: the same kind of table, its own total
    const months = page.waitForResponse((r) => r.url().includes('/api/tcc/financial/breakdown?by=month&timeframe=90d') && r.ok());
    await page.getByRole('combobox', { name: FINANCIAL_REPORT_TEXTS.windowLabel }).selectOption('90d');
    await page.getByRole('combobox', { name: FINANCIAL_REPORT_TEXTS.byLabel }).selectOption('month');
    const byMonth = ((await (await months).json()) as { data: FinancialBreakdown }).data;
    expect(byMonth.total.revenue).toBeGreaterThanOrEqual(breakdown.total.revenue);
    await expect(page.getByRole('table', { name: `${FINANCIAL_REPORT_TEXTS.byLabel}: ${FINANCIAL_REPORT_TEXTS.by.month}` }).getByRole('row').last()).toContainText(money(byMonth.total.revenue));
  });

  test('a failed call says so and Retry loads the figures', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.route('**/api/tcc/financial/summary?**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/dashboard/financial');
    await expect(page.getByRole('alert')).toHaveText(FINANCIAL_TEXTS.loadFailed, { timeout: 15_000 });
    await page.unroute('**/api/tcc/financial/summary?**');
    await page.getByRole('button', { name: COMMON_TEXTS.retry }).click();
    await expect(page.getByRole('group', { name: FINANCIAL_TEXTS.totalRevenue })).toContainText('$');
  });
});
