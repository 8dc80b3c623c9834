import { AGENCY_SERVICE_TYPE_VALUES } from '@/domain/organisations/agency-forms';
import { agencySettingsBody, type AgencySettingsBody } from '@/domain/organisations/agency-settings';
import type { AgencySettings, AgencySettingsResult } from '@/domain/organisations/agency-answers';
import { AGENCY_SERVICE_TYPES } from '@/domain/common/choices';
import type { PendingIdentityChange } from '@/domain/organisations/organisation-answers';
import { PHONE_INPUT_MAX_LENGTH, phoneEdit, phoneForDisplay } from '@/domain/common/phone-number';
import { AGENCY_BANNER_MS, AGENCY_SETTINGS_TEXTS } from '@/domain/portals/ems-dashboard-texts';
import { settingsFields } from '@/web/components/settings-fields';
import { SettingsFormFrame } from '@/web/components/settings-form-frame';
import { Input, Select } from '@/web/components/ui/field';
import { EMS_UI } from '../ems-ui-texts';
import { orgFormMessage } from '@/web/lib/org-form-message';
import { schemaResolver, type ShownPhone } from '@/web/lib/schema-resolver';
import { useDraftedForm } from '@/web/features/session';
import { useUpdateAgencySettings } from '../api/update-agency-settings';

/** The form's fields, as the inputs hold them. */
export type AgencySettingsValues = Omit<AgencySettings, 'id' | 'email' | 'phone' | 'timeZone' | keyof PendingIdentityChange> & {
  email: string;
  phone: string;
  timeZone: string;
};
type Name = keyof AgencySettingsValues;

const LABELS = AGENCY_SETTINGS_TEXTS.labels;
const REQUIRED: readonly Name[] = ['agencyName', 'contactName', 'email'];
const TEXTS = { ...AGENCY_SETTINGS_TEXTS, intro: AGENCY_SETTINGS_TEXTS.subtitle };
const isListed = (serviceType: string) => (AGENCY_SERVICE_TYPE_VALUES as readonly string[]).includes(serviceType);

// a name or e-mail awaiting review shows as asked for, so saving another field keeps the request rather than withdrawing it
// the fields are named one by one: the body is strict, so anything else the answer carries would block Save
export const valuesOf = (a: AgencySettings): AgencySettingsValues => ({
  agencyName: a.pendingName ?? a.agencyName,
  contactName: a.contactName,
  email: a.pendingEmail ?? a.email ?? '',
  phone: phoneForDisplay(a.phone),
  serviceType: a.serviceType,
  address: a.address,
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
  timeZone: a.timeZone ?? '',
});

// a service type from the registration (outside the four choices) is kept as stored unless another is chosen
const toBody = (v: AgencySettingsValues, c: ShownPhone | undefined) => ({
  ...v,
  serviceType: isListed(v.serviceType) ? v.serviceType : undefined,
  phone: phoneEdit(v.phone, c?.shownPhone ?? ''),
  timeZone: v.timeZone || null,
});
const resolver = schemaResolver(agencySettingsBody, toBody, orgFormMessage(LABELS, REQUIRED));

/**
 * The Settings tab's agency form: Agency Name, Contact Name and Email required; Save Changes sends
 * every field; the success banner stays 3 s, then the view returns to Overview (`onDone`) with the header's new name.
 */
export function AgencySettingsForm({
  initial,
  onSaved,
  onDone,
}: {
  initial: AgencySettingsValues;
  onSaved(answer: AgencySettingsResult): void;
  onDone(): void;
}) {
  // what is typed is kept on the device until saved or cancelled, so a reload or an expired session loses nothing
  const { form, clearDraft } = useDraftedForm<AgencySettingsValues, AgencySettingsBody, ShownPhone>('agency-settings', {
    defaultValues: initial,
    resolver,
    context: { shownPhone: initial.phone },
  });
  const save = useUpdateAgencySettings();
  const { field, control, address, timeZone } = settingsFields(form, 'agency', LABELS, REQUIRED);

  return (
    <SettingsFormFrame
      texts={TEXTS}
      save={save}
      bannerMs={AGENCY_BANNER_MS}
      onSubmit={form.handleSubmit((body) => save.mutate(body, {
          onSuccess: (answer) => {
            clearDraft();
            onSaved(answer);
          },
        }))}
      onCancel={() => {
        clearDraft();
        form.reset(initial);
        save.reset();
      }}
      onDone={onDone}
    >
      {field('agencyName', <Input autoComplete="organization" maxLength={200} {...control('agencyName')} />)}
      {field('contactName', <Input autoComplete="name" maxLength={200} {...control('contactName')} />)}
      {field('email', <Input type="email" autoComplete="email" maxLength={254} {...control('email')} />)}
      {field('phone', <Input type="tel" autoComplete="tel" maxLength={PHONE_INPUT_MAX_LENGTH} {...control('phone')} />)}
      {field(
        'serviceType',
        <Select {...control('serviceType')}>
          {!initial.serviceType && <option value="">{EMS_UI.settings.chooseServiceType}</option>}
          {!isListed(initial.serviceType) && initial.serviceType && (
            <option value={initial.serviceType}>{EMS_UI.settings.currentServiceType(initial.serviceType)}</option>
          )}
          {AGENCY_SERVICE_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>,
        'sm:col-span-2',
      )}
      {address(EMS_UI.settings.chooseState)}
      {timeZone()}
    </SettingsFormFrame>
  );
}
