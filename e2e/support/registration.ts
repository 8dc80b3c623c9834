import type { Page } from '@playwright/test';
import { SCREEN } from '@/domain/common/messages';
import { emptyRegistrationForm, type RegistrationFormValues, type RegistrationKind } from '@/domain/organisations/registration';
import { REGISTRATION_LABELS, UI } from '@/web/lib/ui-texts';
import { uniqueEmail } from './accounts';

export interface AddressParts {
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export const PITTSBURGH: AddressParts = { address: '200 Lothrop Street', city: 'Pittsburgh', state: 'PA', zipCode: '15213' };

/** A complete, valid sign-up as the form holds it; tests override the one part they are about. */
export function validRegistration(kind: RegistrationKind, overrides: Partial<RegistrationFormValues> = {}): RegistrationFormValues {
  return {
    ...emptyRegistrationForm(),
    organisationName: kind === 'healthcare' ? 'Lakeside Rehabilitation Center' : 'Valley Ridge Ambulance',
    organisationType: kind === 'healthcare' ? 'Rehabilitation Facility' : 'Ground Ambulance',
    contactName: 'Jordan Avery',
    email: uniqueEmail(kind),
    phone: '(412) 555-0142',
    ...PITTSBURGH,
    latitude: '40.4418',
    longitude: '-79.9561',
    capabilities: kind === 'ems' ? ['BLS', 'ALS'] : [],
    password: 'correct-horse-9',
    confirmPassword: 'correct-horse-9',
    ...overrides,
  };
}

const label = (page: Page, text: string) => page.getByLabel(text, { exact: true });

/** Opens a registration from the role selection. */
export async function openRegistration(page: Page, kind: RegistrationKind) {
  await page.goto('/');
  await page.getByRole('button', { name: kind === 'healthcare' ? SCREEN.createHealthcare : SCREEN.createEms }).click();
}

/** Fills the address part of the form (what the coordinate lookup needs). */
export async function fillAddress(page: Page, parts: Partial<AddressParts>) {
  if (parts.address !== undefined) await label(page, REGISTRATION_LABELS.address).fill(parts.address);
  if (parts.city !== undefined) await label(page, REGISTRATION_LABELS.city).fill(parts.city);
  if (parts.state !== undefined) await label(page, REGISTRATION_LABELS.state).selectOption(parts.state);
  if (parts.zipCode !== undefined) await label(page, REGISTRATION_LABELS.zipCode).fill(parts.zipCode);
}

export async function fillRegistration(page: Page, kind: RegistrationKind, input: RegistrationFormValues) {
  await label(page, kind === 'healthcare' ? REGISTRATION_LABELS.facilityName : REGISTRATION_LABELS.agencyName).fill(input.organisationName);
  await label(page, kind === 'healthcare' ? REGISTRATION_LABELS.facilityType : REGISTRATION_LABELS.serviceType).selectOption(input.organisationType);
  if (kind === 'ems') {
    for (const capability of input.capabilities) await label(page, capability).check();
    if (input.operatingStart) await label(page, REGISTRATION_LABELS.operatingStart).fill(input.operatingStart);
    if (input.operatingEnd) await label(page, REGISTRATION_LABELS.operatingEnd).fill(input.operatingEnd);
  }
  await label(page, REGISTRATION_LABELS.contactName).fill(input.contactName);
  await label(page, REGISTRATION_LABELS.email).fill(input.email);
  await label(page, REGISTRATION_LABELS.phone).fill(input.phone);
  await fillAddress(page, input);
  await label(page, REGISTRATION_LABELS.latitude).fill(input.latitude);
  await label(page, REGISTRATION_LABELS.longitude).fill(input.longitude);
  await label(page, REGISTRATION_LABELS.password).fill(input.password);
  await label(page, REGISTRATION_LABELS.confirmPassword).fill(input.confirmPassword);
}

export const submitRegistration = (page: Page) =>
  page.getByRole('button', { name: UI.registrationSubmitLabel, exact: true }).click();
