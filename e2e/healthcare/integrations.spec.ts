import { WEBHOOK_MESSAGES } from '@/domain/webhooks/webhook-forms';
import { INTEGRATION_KEYS_UI } from '@/web/features/integration-keys/integration-key-ui-texts';
import { WEBHOOK_UI } from '@/web/features/webhooks/webhook-ui-texts';
import { openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { uniqueName } from '../support/org-api';
import { expect, test } from '../support/test';

test.describe('healthcare facility: Settings, integrations', () => {
  test('a double-clicked Create key makes one key, shows its text once, and lists it by name', async ({ page }) => {
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.settings);
    const keys = page.getByRole('region', { name: INTEGRATION_KEYS_UI.title });
    await keys.getByRole('button', { name: INTEGRATION_KEYS_UI.create }).click();
    const form = page.getByRole('dialog', { name: INTEGRATION_KEYS_UI.form.title });
    const name = uniqueName('Epic orders');
    await form.getByLabel(INTEGRATION_KEYS_UI.form.name).fill(name);
    await form.getByRole('checkbox', { name: /^trips:read/ }).check();
    await form.getByRole('button', { name: INTEGRATION_KEYS_UI.form.submit }).dblclick();

    const shown = page.getByRole('dialog', { name: INTEGRATION_KEYS_UI.created.title });
    await expect(shown.getByLabel(INTEGRATION_KEYS_UI.created.label)).toHaveValue(/^tcc_/);
    await shown.getByRole('button', { name: INTEGRATION_KEYS_UI.created.done }).click();
    await expect(shown).toBeHidden();
    await expect(keys.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    // reloaded, the list comes from the server: still one key, and no screen holds its text again
    await page.reload();
    await openTab(page, PORTAL_TABS.settings);
    await expect(keys.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: INTEGRATION_KEYS_UI.created.title })).toHaveCount(0);
  });

  test('an endpoint on the loopback address is refused with the reason, and nothing is added', async ({ page }) => {
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.settings);
    const hooks = page.getByRole('region', { name: WEBHOOK_UI.title });
    await hooks.getByRole('button', { name: WEBHOOK_UI.add }).click();
    const form = page.getByRole('dialog', { name: WEBHOOK_UI.form.title });
    await form.getByLabel(WEBHOOK_UI.form.url).fill('https://127.0.0.1/tcc-events');
    await form.getByRole('button', { name: WEBHOOK_UI.form.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(WEBHOOK_MESSAGES.privateAddress);
    await form.getByRole('button', { name: WEBHOOK_UI.cancel }).click();
    await expect(hooks.getByText('https://127.0.0.1/tcc-events')).toHaveCount(0);
  });
});
