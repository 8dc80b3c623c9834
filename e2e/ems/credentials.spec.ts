import { CREDENTIALS_PATH } from '@/domain/credentials/credential-forms';
import { CREDENTIAL_MESSAGES } from '@/domain/credentials/credential-rules';
import { CREDENTIAL_UI } from '@/web/features/credentials/credential-ui-texts';
import { demoApiSession, openDashboardTab, ownMetroUnit, signInToDashboard } from '../support/ems-dashboard';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const FORM_TEXTS = CREDENTIAL_UI.form;
// dates relative to today, two days either side of the control center's date whatever its zone
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe("Credentials: the agency's record and the control center's view", () => {
  test('the agency records an expired insurance, sees it badged, and the unit is refused for a trip in words', async ({ page, request }) => {
    const unit = await ownMetroUnit(request, 'CRD');
    await signInToDashboard(page);
    await openDashboardTab(page, CREDENTIAL_UI.tab);
    await page.getByRole('button', { name: CREDENTIAL_UI.add }).click();
    const dialog = page.getByRole('dialog', { name: FORM_TEXTS.addTitle });
    await dialog.getByLabel(FORM_TEXTS.holder, { exact: true }).selectOption({ label: `Unit ${unit.unitNumber}` });
    await dialog.getByLabel(FORM_TEXTS.kind, { exact: true }).selectOption({ label: 'Insurance' });
    await dialog.getByLabel(FORM_TEXTS.expiresOn, { exact: true }).fill(inDays(-3));
    await dialog.getByLabel(FORM_TEXTS.issuer, { exact: true }).fill('Keystone Mutual');
    await dialog.getByRole('button', { name: FORM_TEXTS.save }).click();
    await expect(dialog).toBeHidden();
    const table = page.getByRole('region', { name: CREDENTIAL_UI.tableLabel });
    const row = table.getByRole('row').filter({ hasText: `Unit ${unit.unitNumber}` });
    await expect(row).toContainText('Expired');
    await expect(table.getByRole('row').filter({ hasText: 'Expiring soon' }).first()).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await horizontalOverflow(page)).toEqual([]);

    // the available units set it apart, saying why
    const dispatcher = await demoApiSession(request, 'ems');
    const available = await (await request.get('/api/units/available', { headers: dispatcher.headers })).json();
    const [lapsed] = (await (await request.get(`${CREDENTIALS_PATH}?unitId=${unit.id}`, { headers: dispatcher.headers })).json()).data;
    expect(available.unavailable).toContainEqual(
      expect.objectContaining({ id: unit.id, reason: CREDENTIAL_MESSAGES.unitExpired(unit.unitNumber, { kind: 'INSURANCE', expiresOn: lapsed.expiresOn }) }),
    );
  });

  test("the control center sees the region's expiring and expired credentials across agencies", async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard/credentials');
    const table = page.getByRole('region', { name: CREDENTIAL_UI.tableLabel });
    await expect(table.getByRole('row').filter({ hasText: 'Expiring soon' }).first()).toBeVisible();
    await expect(table).toContainText('Metro EMS');
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await horizontalOverflow(page)).toEqual([]);
  });
});
