import { GEOCODE_MESSAGES, SCREEN } from '@/domain/common/messages';
import { REGISTRATION_LABELS, UI } from '@/web/lib/ui-texts';
import { fillAddress, openRegistration, PITTSBURGH } from '../support/registration';
import { expect, test } from '../support/test';

test.describe('registration: Lookup Coordinates', () => {
  test('stays disabled and names what is missing until address, city, state and ZIP are filled', async ({ page }) => {
    await openRegistration(page, 'healthcare');
    const lookup = page.getByRole('button', { name: SCREEN.lookupCoordinates });
    await expect(lookup).toBeDisabled();
    await expect(lookup).toHaveAccessibleDescription(UI.lookupNeeds(['address', 'city', 'state', 'ZIP code']));

    await fillAddress(page, { address: PITTSBURGH.address, state: PITTSBURGH.state });
    await expect(lookup).toHaveAccessibleDescription(UI.lookupNeeds(['city', 'ZIP code']));
    await expect(page.getByText(UI.lookupNeeds(['city', 'ZIP code']))).toBeVisible();

    await fillAddress(page, { city: PITTSBURGH.city, zipCode: PITTSBURGH.zipCode });
    await expect(lookup).toBeEnabled();
    await expect(page.getByText(/To look up coordinates/)).toHaveCount(0);
  });

  test('fills latitude and longitude, and says when they are only the ZIP code’s centre', async ({ page }) => {
    await openRegistration(page, 'ems');
    await fillAddress(page, { ...PITTSBURGH, address: '1 Nowhere Lane' });
    await page.getByRole('button', { name: SCREEN.lookupCoordinates }).click();
    // the test server has no geocoder configured, so the answer is the ZIP centroid
    await expect(page.getByRole('status').filter({ hasText: UI.lookupZipCentroid })).toBeVisible();
    await expect(page.getByLabel(REGISTRATION_LABELS.latitude, { exact: true })).toHaveValue(/^40\.4\d*$/);
    await expect(page.getByLabel(REGISTRATION_LABELS.longitude, { exact: true })).toHaveValue(/^-79\.9\d*$/);
  });

  test('an address that cannot be found asks for coordinates by hand', async ({ page }) => {
    await openRegistration(page, 'healthcare');
    await fillAddress(page, { ...PITTSBURGH, zipCode: '00000' });
    await page.getByRole('button', { name: SCREEN.lookupCoordinates }).click();
    await expect(page.getByRole('alert')).toHaveText(GEOCODE_MESSAGES.notFound);
    await expect(page.getByLabel(REGISTRATION_LABELS.latitude, { exact: true })).toHaveValue('');
  });

  test('a failing geocoding service asks for coordinates by hand', async ({ page }) => {
    await page.route('**/api/geocode?**', (route) =>
      route.fulfill({ status: 502, json: { success: false, error: GEOCODE_MESSAGES.serviceUnavailable } }),
    );
    await openRegistration(page, 'healthcare');
    await fillAddress(page, PITTSBURGH);
    await page.getByRole('button', { name: SCREEN.lookupCoordinates }).click();
    await expect(page.getByRole('alert')).toHaveText(GEOCODE_MESSAGES.lookupFailed);
  });
});
