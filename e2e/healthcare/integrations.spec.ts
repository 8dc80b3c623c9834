import { WEBHOOK_MESSAGES } from '@/domain/webhooks/webhook-forms';
import { INTEGRATION_KEYS_UI as K } from '@/web/lib/integration-key-ui-texts';
import { WEBHOOK_UI as W } from '@/web/lib/webhook-ui-texts';
import { openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { uniqueName } from '../support/org-api';
import { expect, test } from '../support/test';

test.describe('healthcare facility: Settings, integrations', () => {
  test('a double-clicked Create key makes one key, shows its text once, and lists it by name', async ({ page }) => {
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.settings);
    const keys = page.getByRole('region', { name: K.title });
    await keys.getByRole('button', { name: K.create }).click();
    const form = page.getByRole('dialog', { name: K.form.title });
    const name = uniqueName('Epic orders');
    await form.getByLabel(K.form.name).fill(name);
    await form.getByRole('checkbox', { name: /^trips:read/ }).check();
    await form.getByRole('button', { name: K.form.submit }).dblclick();

    const shown = page.getByRole('dialog', { name: K.created.title });
    await expect(shown.getByLabel(K.created.label)).toHaveValue(/^tcc_/);
    await shown.getByRole('button', { name: K.created.done }).click();
    await expect(shown).toBeHidden();
    await expect(keys.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    // reloaded, the list comes from the server: still one key, and no screen holds its text again
    await page.reload();
    await openTab(page, PORTAL_TABS.settings);
    await expect(keys.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: K.created.title })).toHaveCount(0);
  });

  test('an endpoint on the loopback address is refused with the reason, and nothing is added', async ({ page }) => {
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.settings);
    const hooks = page.getByRole('region', { name: W.title });
    await hooks.getByRole('button', { name: W.add }).click();
    const form = page.getByRole('dialog', { name: W.form.title });
    await form.getByLabel(W.form.url).fill('https://127.0.0.1/tcc-events');
    await form.getByRole('button', { name: W.form.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(WEBHOOK_MESSAGES.privateAddress);
    await form.getByRole('button', { name: W.cancel }).click();
    await expect(hooks.getByText('https://127.0.0.1/tcc-events')).toHaveCount(0);
  });
});
