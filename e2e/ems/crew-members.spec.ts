import { CREW_PATHS } from '@/domain/crew/crew-api';
import { CREW_APP_PATH } from '@/domain/crew/crew-member-forms';
import { CREW_UI } from '@/web/lib/crew-ui-texts';
import { auditScreen } from '../support/accessibility-audit';
import { demoAccount } from '../support/accounts';
import { EMS_TABS, openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { mailTo } from '../support/mailbox';
import { expect, test } from '../support/test';

const FORM_TEXTS = CREW_UI.form;

test.describe("EMS agency dashboard: the agency's crew", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('adds a crew member with an invitation, edits, disables and removes them, on a phone', async ({ page, mailbox }) => {
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.crew);
    const table = page.getByRole('region', { name: CREW_UI.tableLabel });
    // the demo agency's two crew members
    await expect(table).toContainText('Jordan Reyes');
    await expect(table).toContainText('Sam Okafor');

    const email = `riley.${Date.now().toString(36)}@metro-ems.example`;
    await page.getByRole('button', { name: CREW_UI.add }).click();
    const dialog = page.getByRole('dialog', { name: FORM_TEXTS.addTitle });
    await dialog.getByRole('button', { name: FORM_TEXTS.addSubmit }).click();
    await expect(dialog).toContainText(FORM_TEXTS.nameRequired);
    await dialog.getByLabel(FORM_TEXTS.name, { exact: true }).fill('Riley Chen');
    await dialog.getByLabel(FORM_TEXTS.email, { exact: true }).fill(email);
    await dialog.getByLabel(FORM_TEXTS.certification, { exact: true }).selectOption({ label: 'Critical Care' });
    await auditScreen(page, 'add crew member');
    await dialog.getByRole('button', { name: FORM_TEXTS.addSubmit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: CREW_UI.added(email) })).toBeVisible();
    const invitation = await mailTo(mailbox, email, '?reset=');
    expect(invitation).toContain(`/?reset=`);
    expect(invitation).toContain(CREW_APP_PATH);
    await expect(table).toContainText('Riley Chen');
    expect(await horizontalOverflow(page)).toEqual([]);
    await auditScreen(page, 'crew list');

    await page.getByRole('button', { name: CREW_UI.forMember(CREW_UI.edit, 'Riley Chen') }).click();
    const edit = page.getByRole('dialog', { name: FORM_TEXTS.editTitle });
    await expect(edit.getByLabel(FORM_TEXTS.email, { exact: true })).toHaveValue(email);
    await edit.getByLabel(FORM_TEXTS.certification, { exact: true }).selectOption({ label: 'Paramedic' });
    await edit.getByRole('button', { name: FORM_TEXTS.save }).click();
    await expect(edit).toBeHidden();
    await expect(table).toContainText('Paramedic');

    await page.getByRole('button', { name: CREW_UI.forMember(CREW_UI.disable, 'Riley Chen') }).click();
    await expect(page.getByRole('button', { name: CREW_UI.forMember(CREW_UI.enable, 'Riley Chen') })).toBeVisible();
    await expect(page.getByRole('button', { name: CREW_UI.forMember(CREW_UI.resend, 'Riley Chen') })).toHaveCount(0);

    await page.getByRole('button', { name: CREW_UI.forMember(CREW_UI.remove, 'Riley Chen') }).click();
    const confirm = page.getByRole('dialog', { name: CREW_UI.removeConfirm.title });
    await expect(confirm).toContainText(CREW_UI.removeConfirm.message('Riley Chen'));
    await confirm.getByRole('button', { name: CREW_UI.removeConfirm.confirm }).click();
    await expect(table).not.toContainText('Riley Chen');
  });

  test('the Units tab shows who is signed on to each unit', async ({ page, request }) => {
    const medic = demoAccount('crew');
    const login = await request.post(CREW_PATHS.login, { data: { email: medic.email, password: medic.password } });
    const headers = { authorization: `Bearer ${(await login.json()).token}` };
    const options = (await (await request.get(CREW_PATHS.units, { headers })).json()).data as { id: string; unitNumber: string }[];
    const unit = options[0]!;
    expect((await request.post(CREW_PATHS.shift, { headers, data: { unitId: unit.id } })).status()).toBe(200);

    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.units);
    await expect(page.getByRole('region').filter({ hasText: unit.unitNumber }).first()).toContainText('Jordan Reyes');
    await openDashboardTab(page, EMS_TABS.crew);
    await expect(page.getByRole('region', { name: CREW_UI.tableLabel })).toContainText(unit.unitNumber);
    await request.delete(CREW_PATHS.shift, { headers });
  });
});
