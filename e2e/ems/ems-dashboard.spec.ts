import { SCREEN } from '../../src/domain/messages';
import { EMS_DASHBOARD } from '../../src/domain/portal-texts';
import { UI } from '../../src/web/lib/ui-texts';
import { signInAs, storedSession } from '../support/session';
import { expect, test } from '../support/test';

test.describe('EMS agency: login and dashboard shell', () => {
  test('the agency user lands on the agency dashboard and Logout returns to the selection', async ({ page }) => {
    await signInAs(page, 'ems');
    await expect(page.getByRole('tab').first()).toBeVisible();
    const user = JSON.parse((await storedSession(page)).user ?? 'null') as { name: string; agencyName: string | null; userType: string };
    expect(user.userType).toBe('EMS');
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(user.agencyName ?? EMS_DASHBOARD.fallbackName);
    await expect(header).toContainText(EMS_DASHBOARD.subtitle);
    await expect(header).toContainText(user.name);
    await expect(page.getByRole('tab')).toHaveText(Object.values(EMS_DASHBOARD.tabs));
    await page.getByRole('tab', { name: EMS_DASHBOARD.tabs.availableTrips }).click();
    await expect(page.getByRole('tabpanel')).toContainText(UI.notAvailableTitle);

    await header.getByRole('button', { name: EMS_DASHBOARD.logout }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});
