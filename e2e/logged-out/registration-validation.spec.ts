import { REGISTRATION_CAPABILITIES, REGISTRATION_SERVICE_TYPES, FACILITY_TYPES, US_STATES } from '@/domain/common/choices';
import { REGISTRATION_MESSAGES } from '@/domain/common/messages';
import type { RegistrationFormValues, RegistrationKind } from '@/domain/organisations/registration';
import { REGISTRATION_LABELS } from '@/web/lib/ui-texts';
import { fillRegistration, openRegistration, submitRegistration, validRegistration } from '../support/registration';
import { expect, test } from '../support/test';

/** Each case passes every earlier check and fails exactly the one named, in the order the checks are made. */
function orderedCases(kind: RegistrationKind): [string, Partial<RegistrationFormValues>][] {
  const cases: [string, Partial<RegistrationFormValues>][] = [
    [REGISTRATION_MESSAGES.passwordsDoNotMatch, { password: 'abc', confirmPassword: 'abcd', capabilities: [], latitude: '', longitude: '' }],
    [REGISTRATION_MESSAGES.passwordTooShort, { password: 'short7!', confirmPassword: 'short7!', capabilities: [], latitude: '' }],
  ];
  if (kind === 'ems') cases.push([REGISTRATION_MESSAGES.capabilityRequired, { capabilities: [], latitude: '' }]);
  cases.push(
    [REGISTRATION_MESSAGES.coordinatesRequired, { latitude: '', longitude: 'abc' }],
    [REGISTRATION_MESSAGES.coordinatesRequired, { latitude: '40.44', longitude: '' }],
    [REGISTRATION_MESSAGES.coordinatesNotNumeric, { latitude: 'north', longitude: '500' }],
    [REGISTRATION_MESSAGES.latitudeRange, { latitude: '90.5', longitude: '500' }],
    [REGISTRATION_MESSAGES.longitudeRange, { latitude: '-90', longitude: '-180.01' }],
  );
  return cases;
}

for (const kind of ['healthcare', 'ems'] as const) {
  test.describe(`${kind} registration checks`, () => {
    test('the choice lists hold the spec’s values and the starred fields are required', async ({ page }) => {
      await openRegistration(page, kind);
      const types = kind === 'healthcare' ? FACILITY_TYPES : REGISTRATION_SERVICE_TYPES;
      const typeSelect = page.getByLabel(kind === 'healthcare' ? REGISTRATION_LABELS.facilityType : REGISTRATION_LABELS.serviceType, { exact: true });
      await expect(typeSelect.locator('option:not([value=""])')).toHaveText([...types]);
      await expect(page.getByLabel(REGISTRATION_LABELS.state, { exact: true }).locator('option:not([value=""])')).toHaveText([...US_STATES]);

      const required = [
        kind === 'healthcare' ? REGISTRATION_LABELS.facilityName : REGISTRATION_LABELS.agencyName,
        kind === 'healthcare' ? REGISTRATION_LABELS.facilityType : REGISTRATION_LABELS.serviceType,
        REGISTRATION_LABELS.contactName, REGISTRATION_LABELS.email, REGISTRATION_LABELS.phone, REGISTRATION_LABELS.address, REGISTRATION_LABELS.city, REGISTRATION_LABELS.state, REGISTRATION_LABELS.zipCode, REGISTRATION_LABELS.password, REGISTRATION_LABELS.confirmPassword,
      ];
      for (const name of required) await expect(page.getByLabel(name, { exact: true })).toHaveAttribute('required', '');
      for (const name of [REGISTRATION_LABELS.latitude, REGISTRATION_LABELS.longitude]) await expect(page.getByLabel(name, { exact: true })).not.toHaveAttribute('required');

      if (kind === 'ems') {
        const capabilities = page.getByRole('group', { name: REGISTRATION_LABELS.capabilities }).getByRole('checkbox');
        await expect(capabilities).toHaveCount(REGISTRATION_CAPABILITIES.length);
        for (const c of REGISTRATION_CAPABILITIES) await expect(page.getByLabel(c, { exact: true })).toBeVisible();
        // optional hours: blank means around the clock
        await expect(page.getByLabel(REGISTRATION_LABELS.operatingStart, { exact: true })).not.toHaveAttribute('required');
        await expect(page.getByLabel(REGISTRATION_LABELS.operatingEnd, { exact: true })).not.toHaveAttribute('required');
      }
    });

    for (const [index, [message, overrides]] of orderedCases(kind).entries()) {
      test(`check ${index + 1}: ${message}`, async ({ page }) => {
        let sent = 0;
        page.on('request', (r) => {
          if (r.url().includes('/register')) sent++;
        });
        await openRegistration(page, kind);
        await fillRegistration(page, kind, validRegistration(kind, overrides));
        await submitRegistration(page);
        await expect(page.getByRole('alert')).toHaveText(message);
        expect(sent, 'nothing is sent while a check fails').toBe(0);
      });
    }
  });
}
