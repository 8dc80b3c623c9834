import { useQuery } from '@tanstack/react-query';
import type { FacilitySettings, facilitySettingsSchema } from '@/domain/organisations/hospital-answers';
import { phoneForDisplay } from '@/domain/common/phone-number';
import type { RegistrationFormValues } from '@/domain/organisations/registration';
import { requestData } from '@/web/lib/api-client';

export const HOSPITAL_SETTINGS_PATH = '/api/auth/healthcare/facility';
const CONTACT_AND_ADDRESS = ['email', 'phone', 'address', 'city', 'state', 'zipCode'] as const;

/** The Settings form's fields, as the inputs hold them. */
export type HospitalSettingsValues = { facilityName: string; facilityType: string; timeZone: string; textPatients: boolean } & Pick<
  RegistrationFormValues,
  (typeof CONTACT_AND_ADDRESS)[number]
>;

export const hospitalSettingsKey = ['hospital-settings'] as const;

/**
 * The form's values for the stored hospital; an empty optional field reads as ''. A name or e-mail awaiting review
 * shows as asked for, so saving another field keeps the request rather than withdrawing it.
 */
export function settingsOf(hospital: FacilitySettings): HospitalSettingsValues {
  const rest = Object.fromEntries(CONTACT_AND_ADDRESS.map((k) => [k, hospital[k] ?? ''])) as Pick<HospitalSettingsValues, (typeof CONTACT_AND_ADDRESS)[number]>;
  return {
    facilityName: hospital.pendingName ?? hospital.name,
    facilityType: hospital.type,
    ...rest,
    email: hospital.pendingEmail ?? rest.email,
    phone: phoneForDisplay(hospital.phone),
    timeZone: hospital.timeZone ?? '',
    textPatients: hospital.textPatients,
  };
}

/** GET /api/auth/healthcare/facility: the caller's own hospital, as stored. */
export const useHospitalSettings = () =>
  useQuery({ queryKey: hospitalSettingsKey, queryFn: ({ signal }) => requestData<typeof facilitySettingsSchema>(HOSPITAL_SETTINGS_PATH, { signal }) });
